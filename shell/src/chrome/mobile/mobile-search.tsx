import { Button, chakra, href, HStack, Input, SearchIcon, searchKeywordAtom, useNavigate } from '@puente/shared';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeywordFromAddress } from '../search-keyword';
import { useSearchSuggestions } from '../search-suggestions';

/** The phone's keyword search (spec section 2: "enter keywords to search"), to the phone's goods list. */
export function MobileSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useAtom(searchKeywordAtom);
  const [draft, setDraft] = useState(keyword);
  const suggestions = useSearchSuggestions(draft);
  useKeywordFromAddress(setDraft);

  function submit(event: FormEvent) {
    event.preventDefault();
    suggestions.close();
    const words = draft.trim();
    setKeyword(words);
    // The whole catalogue: a source is chosen on the results page, where it shows and can be removed.
    navigate(href('productList', { keyword: words || undefined }));
  }

  return (
    <chakra.form onSubmit={submit} noValidate role="search" aria-label={t('header.search')} position="relative" data-testid="mobile-search">
      <HStack
        gap="0"
        borderWidth="2px"
        borderColor="brand.solid"
        borderRadius="full"
        overflow="hidden"
        bg="bg"
        css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
      >
        {/* 16 px text: a phone does not zoom into the field when it gets focus. A text field with a phone's search keyboard: a type=search field may not be a combobox. */}
        <Input
          type="text"
          inputMode="search"
          enterKeyHint="search"
          border="none"
          fontSize="16px"
          h="44px"
          ps="4"
          _focusVisible={{ outline: 'none' }}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('mobile.searchPlaceholder')}
          aria-label={t('mobile.searchPlaceholder')}
          name="keyword"
          data-testid="mobile-search-input"
          {...suggestions.fieldProps}
        />
        <Button type="submit" colorPalette="brand" h="44px" minW="44px" borderRadius="0" px="4" aria-label={t('chrome.search')}>
          <SearchIcon size={18} />
        </Button>
      </HStack>
      {suggestions.list}
    </chakra.form>
  );
}
