import { calls, HStack, PriceText, Stack, Text, useFormatters, type CallReply, type Price, type TradeTerm } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Order = CallReply<typeof calls.trade.orderDetails>['data'];
/** What the terms need of an order: its term, amounts and the seller's configuration. */
export type OrderTermsSource = Pick<Order, 'tradeTerm' | 'total' | 'deposit' | 'balance' | 'configuration'> & Partial<Pick<Order, 'estimate'>>;

/** One term: its name, and what the seller set (muted words when they set nothing). */
function Term({ label, testId, children, unset = false }: { label: string; testId: string; children: ReactNode; unset?: boolean }) {
  return (
    <HStack as="li" justify="space-between" align="baseline" gap="3" flexWrap="wrap" py="2" borderBottomWidth="1px" data-testid={testId}>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="span" fontWeight={unset ? undefined : 'semibold'} color={unset ? 'fg.muted' : undefined} fontSize={unset ? 'sm' : undefined} textAlign="end">
        {children}
      </Text>
    </HStack>
  );
}

/**
 * A charge the seller may add (freight, insurance): its amount, and beside it the estimate the order
 * was placed with and how far the seller's figure is from it; "not set" when the term carries it and
 * the seller entered none; under a term that leaves it to the buyer, who arranges it. Under FOB the
 * freight is the haulage to the port of loading and export clearance.
 */
function Charge({ name, term, price, estimate }: { name: 'freight' | 'insurance'; term: TradeTerm; price: Price; estimate?: Price | undefined }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const carried = calls.trade.TERM_CHARGES[term].includes(name);
  const label = name === 'freight' && term === 'FOB' ? t('orders.field.freightFob') : t(`orders.field.${name}`);
  if (!carried)
    return (
      <Term label={label} testId={`terms-${name}`} unset>
        {t('orders.terms.buyerArranges', { term })}
      </Term>
    );
  const estimated = estimate ? (
    <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal" data-testid={`terms-${name}-estimate`}>
      {t('orders.terms.estimated', { amount: f.money(estimate.showAmount, estimate.showCurrency) })}
      {price.amount > 0 && price.showAmount !== estimate.showAmount
        ? ` · ${t(price.showAmount > estimate.showAmount ? 'orders.terms.aboveEstimate' : 'orders.terms.belowEstimate', {
            amount: f.money(Math.abs(Math.round((price.showAmount - estimate.showAmount) * 100)) / 100, price.showCurrency),
          })}`
        : ''}
    </Text>
  ) : null;
  if (price.amount <= 0)
    return (
      <Term label={label} testId={`terms-${name}`} unset>
        {t('orders.terms.notSet')}
        {estimated}
      </Term>
    );
  return (
    <Term label={label} testId={`terms-${name}`}>
      <PriceText price={price} variant="record" />
      {estimated}
    </Term>
  );
}

/**
 * What the buyer agrees to when confirming the seller's configuration: the deposit (its ratio and
 * amount, due on confirming), the balance and total, the delivery date, packaging, freight and
 * insurance, and the seller's note, each in the reader's language and currency.
 */
export function OrderTerms({ order }: { order: OrderTermsSource }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const config = order.configuration;
  if (!config)
    return (
      <Text color="fg.muted" data-testid="order-terms">
        {t('orders.notConfigured')}
      </Text>
    );
  return (
    <Stack as="ul" gap="0" listStyleType="none" data-testid="order-terms">
      <Term label={t('orders.terms.deposit', { ratio: f.number(config.depositRatio) })} testId="terms-deposit">
        <PriceText price={order.deposit} variant="record" />
      </Term>
      <Term label={t('orders.terms.balance')} testId="terms-balance">
        <PriceText price={order.balance} variant="record" />
      </Term>
      <Term label={t('orders.total')} testId="terms-total">
        <PriceText price={order.total} variant="record" />
      </Term>
      <Term label={t('orders.field.deliveryDate')} testId="terms-deliveryDate">
        {f.date(config.deliveryDate)}
      </Term>
      <Term label={t('orders.field.packaging')} testId="terms-packaging" unset={!config.packaging}>
        {config.packaging || t('orders.terms.notSet')}
      </Term>
      <Charge name="freight" term={order.tradeTerm} price={config.freight} estimate={order.estimate?.freight} />
      <Charge name="insurance" term={order.tradeTerm} price={config.insurance} estimate={order.estimate?.insurance} />
      {config.note ? (
        <Term label={t('orders.terms.sellerNote')} testId="terms-note">
          {config.note}
        </Term>
      ) : null}
    </Stack>
  );
}
