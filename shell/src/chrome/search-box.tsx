import {
  Button,
  CATEGORY_ROOTS,
  chakra,
  href,
  HStack,
  Input,
  isRoute,
  NativeSelect,
  SearchIcon,
  searchKeywordAtom,
  useLocation,
  useNavigate,
  type GoodsSource,
} from '@puente/shared';
import { useAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchSuggestions } from './search-suggestions';
import { useKeywordFromAddress } from './search-keyword';

/** The header's search: keywords over the whole catalogue or a chosen source (China brands or industrial goods), to the classification page. */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [keyword, setKeyword] = useAtom(searchKeywordAtom);
  const [draft, setDraft] = useState(keyword);
  // The whole catalogue unless the reader chooses a source.
  const [source, setSource] = useState<GoodsSource | 'all'>('all');
  const placeholder = isRoute(location.pathname, 'companyRegistration') ? t('chrome.searchPlaceholderService') : t('chrome.searchPlaceholder');
  const suggestions = useSearchSuggestions(draft);
  // The words searched stay in the box, also on a reloaded or shared results page.
  useKeywordFromAddress(setDraft);
  const sourceInAddress = new URLSearchParams(location.search).get('source');
  useEffect(() => {
    setSource(sourceInAddress === 'china' || sourceInAddress === 'industry' ? sourceInAddress : 'all');
  }, [sourceInAddress]);

  function submit(event: FormEvent) {
    event.preventDefault();
    suggestions.close();
    const words = draft.trim();
    setKeyword(words);
    navigate(href('classificationlanding', source === 'all' ? { keyword: words || undefined } : { source, type: CATEGORY_ROOTS[source], keyword: words || undefined }));
  }

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      role="search"
      aria-label={t('header.search')}
      flex={{ base: '1 0 100%', md: '1' }}
      order={{ base: 4, md: 0 }}
      maxW={{ md: 'xl' }}
      position="relative"
      data-testid="header-search"
    >
      {/* Focus shows inside the pill: a ring around it for the keywords, an inner ring on the source and the button. */}
      <HStack
        gap="0"
        borderWidth="2px"
        borderColor="brand.solid"
        borderRadius="full"
        overflow="hidden"
        bg="bg"
        css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
      >
        <NativeSelect.Root size="sm" width="auto" minW="9.5rem" flexShrink={0} variant="plain">
          <NativeSelect.Field
            aria-label={t('chrome.source')}
            value={source}
            onChange={(e) => setSource(e.currentTarget.value as GoodsSource | 'all')}
            ps="4"
            borderStartRadius="full"
            _focusVisible={{ outlineOffset: '-4px' }}
            data-testid="search-source"
          >
            <option value="all">{t('chrome.sourceAll')}</option>
            <option value="china">{t('chrome.sourceChina')}</option>
            <option value="industry">{t('chrome.sourceIndustry')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          size="sm"
          border="none"
          _focusVisible={{ outline: 'none' }}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          name="keyword"
          data-testid="search-input"
          {...suggestions.fieldProps}
        />
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          borderStartRadius="0"
          borderEndRadius="full"
          px="5"
          _focusVisible={{ outlineColor: 'white', outlineOffset: '-4px' }}
          aria-label={t('chrome.search')}
        >
          <SearchIcon size={18} />
        </Button>
      </HStack>
      {suggestions.list}
    </chakra.form>
  );
}
