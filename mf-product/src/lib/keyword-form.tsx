import { Button, chakra, HStack, Input } from '@puente/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A list page's keyword search: what is typed is searched on submit (an empty keyword shows everything). */
export function KeywordForm({ keyword, onSearch, label }: { keyword: string; onSearch: (keyword: string) => void; label: string }) {
  const { t } = useTranslation('product');
  const [draft, setDraft] = useState(keyword);
  // A keyword changed from elsewhere (a nearby keyword, "show every requirement") shows in the box.
  useEffect(() => setDraft(keyword), [keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <chakra.form onSubmit={submit} noValidate maxW="lg">
      <HStack>
        <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={label} aria-label={label} bg="bg" />
        <Button type="submit" colorPalette="brand">
          {t('search.submit')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
