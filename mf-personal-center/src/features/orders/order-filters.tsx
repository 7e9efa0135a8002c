import { Button, chakra, Input, NativeSelect, ORDER_KEYWORD_MAX_LENGTH, TRADE_TERMS, type TradeTerm } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The keyword search (sent on submit) and the trade term filter (applied at once). */
export function OrderSearch({ term, onTerm, onSearch }: { term: TradeTerm | ''; onTerm: (term: TradeTerm | '') => void; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('personal');
  const [keyword, setKeyword] = useState('');
  return (
    <chakra.form
      display="flex"
      gap="3"
      flexWrap="wrap"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <Input
        maxW="260px"
        maxLength={ORDER_KEYWORD_MAX_LENGTH}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('orders.searchPlaceholder')}
        aria-label={t('orders.searchPlaceholder')}
      />
      <NativeSelect.Root maxW="180px">
        <NativeSelect.Field aria-label={t('orders.term')} value={term} onChange={(e) => onTerm(e.target.value as TradeTerm | '')}>
          <option value="">{t('orders.allTerms')}</option>
          {TRADE_TERMS.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button type="submit" variant="outline">
        {t('common.search')}
      </Button>
    </chakra.form>
  );
}
