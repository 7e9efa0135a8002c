import { Button, calls, chakra, HStack, Input, NativeSelect, ORDER_KEYWORD_MAX_LENGTH, TRADE_TERMS, useApiQuery, type TradeTerm } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_TABS } from './order-logic';

export type StatusTab = (typeof STATUS_TABS)[number];

/** The status tabs of one side's orders, each with its count. */
export function OrderStatusTabs({ side, value, onChange }: { side: 'buyer' | 'agent'; value: StatusTab; onChange: (tab: StatusTab) => void }) {
  const { t } = useTranslation('personal');
  const stats = useApiQuery(calls.trade.orderStatistics, { side: side === 'buyer' ? 'buyer' : 'seller' });
  return (
    <HStack gap="2" flexWrap="wrap" role="tablist">
      {STATUS_TABS.map((tab) => {
        const count = stats.status === 'success' ? (tab === 'all' ? stats.data.data.total : (stats.data.data.byStatus[String(tab)] ?? 0)) : null;
        return (
          <Button
            key={tab}
            size="sm"
            role="tab"
            aria-selected={value === tab}
            variant={value === tab ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => onChange(tab)}
            data-testid={`status-tab-${tab}`}
          >
            {t(`orders.status.${tab}`)}
            {count !== null ? ` (${count})` : ''}
          </Button>
        );
      })}
    </HStack>
  );
}

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
