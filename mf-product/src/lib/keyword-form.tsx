import { Button, chakra, HStack, Input, useSearchParams } from '@puente/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list page's keyword search: what is typed is searched on submit (an empty keyword shows
 * everything). It is a plain search form too: on a page the server drew, before the scripts run, it
 * opens the same page at `?keyword=…` (keeping the address's other choices but its page), which the
 * server draws with its matches.
 */
export function KeywordForm({ keyword, onSearch, label }: { keyword: string; onSearch: (keyword: string) => void; label: string }) {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const [draft, setDraft] = useState(keyword);
  // A keyword changed from elsewhere (a nearby keyword, "show every requirement") shows in the box.
  useEffect(() => setDraft(keyword), [keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const kept = [...params].filter(([name]) => name !== 'keyword' && name !== 'page');
  return (
    <chakra.form onSubmit={submit} noValidate maxW="lg" method="get" role="search">
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <HStack>
        <Input name="keyword" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={label} aria-label={label} bg="bg" />
        <Button type="submit" colorPalette="brand">
          {t('search.submit')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
