import { calls, CATEGORY_ROOTS, chakra, href, langOf, Text, TextLanguageNote, useApiQuery, useNavigate, type TextSource } from '@puente/shared';
import { Fragment, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the suggestions are asked for. */
const PAUSE_MS = 200;

interface Suggestion {
  key: string;
  group: 'goods' | 'categories' | 'brands';
  label: string;
  detail?: string;
  image?: string;
  /** The language a goods' or brand's name is shown in: a name in another language than the reader's is labelled. */
  source?: TextSource | undefined;
  to: string;
}

/** What the API suggests for the words typed, once typing pauses; an outdated request is cancelled. */
function useSuggestions(draft: string): Suggestion[] {
  const { t } = useTranslation('shell');
  const [keyword, setKeyword] = useState(draft.trim());
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(draft.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const reply = useApiQuery(calls.suggestGoods, { keyword }, { enabled: keyword.length > 0 });
  if (!keyword || !reply.data) return [];
  const { goods, categories, brands } = reply.data;
  return [
    ...goods.map((g) => ({ key: `g${g.id}`, group: 'goods' as const, label: g.name, image: g.image, source: g.nameSource, to: href('productInfo', { id: g.id }) })),
    ...categories.map((c) => ({
      key: `c${c.id}`,
      group: 'categories' as const,
      label: c.title,
      detail: t('chrome.suggestCount', { count: c.total }),
      to: href('classificationlanding', { source: c.source, type: CATEGORY_ROOTS[c.source], id: c.id }),
    })),
    ...brands.map((b) => ({
      key: `b${b.id}`,
      group: 'brands' as const,
      label: b.name,
      image: b.logo,
      source: b.nameSource,
      to: href('classificationlanding', { source: b.source, type: CATEGORY_ROOTS[b.source], brandId: b.id }),
    })),
  ];
}

/**
 * The search field's suggestions (a combobox): goods, categories and brands for what is typed.
 * Arrow keys move through them, Enter opens the one chosen, Escape closes the list; a click or a
 * tap opens one too. Returns the props the field spreads and the list to render under it.
 */
export function useSearchSuggestions(draft: string) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const id = useId();
  const suggestions = useSuggestions(draft);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && suggestions.length > 0;

  useEffect(() => setActive(-1), [suggestions.length, draft]);

  function pick(suggestion: Suggestion) {
    setOpen(false);
    navigate(suggestion.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field to the first (or last) suggestion and round again to the field.
      setActive((current) => {
        const next = current + step;
        return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next;
      });
      return;
    }
    if (event.key === 'Enter' && shown && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      pick(suggestions[active]!);
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const fieldProps = {
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': shown,
    'aria-controls': `${id}-list`,
    'aria-activedescendant': shown && active >= 0 && active < suggestions.length ? optionId(active) : undefined,
    autoComplete: 'off',
    onKeyDown,
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    onInput: () => setOpen(true),
  };

  const list = (
    <chakra.ul
      id={`${id}-list`}
      role="listbox"
      aria-label={t('chrome.suggestions')}
      hidden={!shown}
      position="absolute"
      top="calc(100% + 4px)"
      insetX="0"
      zIndex="dropdown"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      py="1"
      maxH="min(70vh, 28rem)"
      overflowY="auto"
      listStyleType="none"
      m="0"
      data-testid="search-suggestions"
    >
      {suggestions.map((suggestion, index) => (
        <Fragment key={suggestion.key}>
          {index === 0 || suggestions[index - 1]!.group !== suggestion.group ? (
            <chakra.li role="presentation" px="3" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
              {t(`chrome.suggest.${suggestion.group}`)}
            </chakra.li>
          ) : null}
          <chakra.li
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            minH="44px"
            cursor="pointer"
            bg={index === active ? 'brand.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // Keeps the field focused, so the list is still there when the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            data-testid={`suggestion-${suggestion.group}`}
          >
            {suggestion.image ? <chakra.img src={suggestion.image} alt="" width="8" height="8" objectFit="contain" borderRadius="sm" flexShrink={0} /> : null}
            <chakra.span flex="1">
              <Text as="span" fontSize="sm" lineClamp={2} lang={langOf(suggestion.source)}>
                {suggestion.label}
              </Text>
              <TextLanguageNote source={suggestion.source} />
            </chakra.span>
            {suggestion.detail ? (
              <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                {suggestion.detail}
              </Text>
            ) : null}
          </chakra.li>
        </Fragment>
      ))}
    </chakra.ul>
  );

  return { fieldProps, list, close: () => setOpen(false) };
}
