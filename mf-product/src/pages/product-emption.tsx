import {
  Box,
  Button,
  calls,
  EmptyState,
  Field,
  Flex,
  Heading,
  href,
  isPhoneAtom,
  Link,
  puenteEvents,
  Stack,
  Textarea,
  useApiQuery,
  useSearchParams,
  type TradeTerm,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutLanded } from '../features/landed-cost/checkout-landed';
import { AddressChoice } from '../features/trade/address-choice';
import { parseItemsParam } from '../features/trade/cart';
import { CheckoutSection, LogisticsChoice, TermChoice, type LogisticsProvider } from '../features/trade/delivery-choices';
import { OrderSummary, SubmitOrderBar, useOrderPreview } from '../features/trade/order-summary';
import { useOfferedTerms } from '../features/trade/use-offered-terms';
import { usePlaceOrder } from '../features/trade/use-place-order';

/** /productEmption: address, trade term, logistics provider and the summary; the goods are checked again before the order is created. */
export function CheckoutPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const items = useMemo(() => parseItemsParam(params.get('items')), [params]);
  const fromCart = params.get('fromCart') === '1';
  const offered = useOfferedTerms(items.map((item) => item.goodsId));
  const [term, setTerm] = useState<TradeTerm | null>(null);
  const [provider, setProvider] = useState<LogisticsProvider>('freightCarrier');
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [billingId, setBillingId] = useState<number | null>(null);
  const [adding, setAdding] = useState<'shipping' | 'billing' | null>(null);
  const [remark, setRemark] = useState('');
  const chosenTerm = term ?? (offered.terms?.includes('FOB') ? 'FOB' : (offered.terms?.[0] ?? null));
  const preview = useOrderPreview(items, chosenTerm, shippingId);
  const order = usePlaceOrder();
  const phone = useAtomValue(isPhoneAtom);
  // The delivery address's country decides the landed estimate (the same reply AddressChoice lists).
  const shippingAddresses = useApiQuery(calls.trade.listAddresses, { kind: 'shipping' });
  const shippingCountry = shippingAddresses.data?.list.find((address) => address.id === shippingId)?.countryCode ?? null;
  const previewItems = preview.data?.data?.items;
  const units = new Set(previewItems?.map((line) => line.unit));
  const unitWord = previewItems && units.size === 1 ? t(`units.${previewItems[0]!.unit}`, { count: 1 }) : undefined;

  if (items.length === 0) {
    return (
      <EmptyState title={t('checkout.nothing')}>
        <Button asChild colorPalette="brand">
          <Link to={href('productShoppingCart')}>{t('checkout.backToCart')}</Link>
        </Button>
      </EmptyState>
    );
  }

  function submit() {
    if (!chosenTerm) return;
    if (!shippingId) {
      puenteEvents.emit('toast', { type: 'warning', message: t('checkout.addressRequired') });
      return;
    }
    void order.place({
      items,
      tradeTerm: chosenTerm,
      shippingAddressId: shippingId,
      ...(billingId ? { billingAddressId: billingId } : {}),
      logisticsProvider: provider,
      remark,
      fromCart,
    });
  }

  const addressForm = (kind: 'shipping' | 'billing') => ({ adding: adding === kind, setAdding: (open: boolean) => setAdding(open ? kind : null) });
  return (
    <Stack py="6" gap="6" data-testid="checkout-page">
      <Heading as="h1" size="2xl">
        {t('checkout.title')}
      </Heading>
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="start">
        <Stack gap="6" flex="1" minW="0" width="full">
          <CheckoutSection title={t('checkout.shipping')}>
            <AddressChoice kind="shipping" value={shippingId} onChange={setShippingId} {...addressForm('shipping')} />
          </CheckoutSection>
          <CheckoutSection title={t('checkout.billing')}>
            <AddressChoice kind="billing" value={billingId} onChange={setBillingId} {...addressForm('billing')} />
          </CheckoutSection>
          <TermChoice terms={offered.terms} failed={offered.failed} value={chosenTerm} onChange={setTerm} />
          <LogisticsChoice value={provider} onChange={setProvider} names={preview.data?.data?.logisticsProviders} />
          <Field.Root>
            <Field.Label>{t('checkout.remark')}</Field.Label>
            <Textarea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} rows={3} bg="bg" />
          </Field.Root>
        </Stack>
        <Box width={{ base: 'full', lg: '96' }} flexShrink={0} position={{ lg: 'sticky' }} top="4">
          <OrderSummary
            preview={preview}
            term={chosenTerm}
            busy={order.busy}
            onSubmit={submit}
            submitInBar={phone}
            landed={<CheckoutLanded items={items} country={shippingCountry} term={chosenTerm} onTerm={setTerm} unitWord={unitWord} />}
          />
        </Box>
      </Flex>
      {phone ? <SubmitOrderBar preview={preview} term={chosenTerm} busy={order.busy} onSubmit={submit} /> : null}
    </Stack>
  );
}
