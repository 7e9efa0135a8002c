import {
  api,
  ApiError,
  Box,
  Button,
  calls,
  CART_INVALID_GOODS_CODE,
  chakra,
  EmptyState,
  Field,
  Flex,
  Heading,
  href,
  HStack,
  Link,
  puenteEvents,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TRADE_TERMS,
  useApiQuery,
  useFormatters,
  useNavigate,
  useSearchParams,
  type TradeTerm,
} from '@puente/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm } from '../components/address-form';
import { PriceText } from '../components/price';
import { parseItemsParam } from '../lib/cart';

type Provider = 'domesticExpress' | 'freightCarrier';

/** The trade terms every chosen goods offers (an order has one term). */
function useOfferedTerms(goodsIds: number[]): { terms: TradeTerm[] | null; failed: boolean } {
  const [state, setState] = useState<{ terms: TradeTerm[] | null; failed: boolean }>({ terms: null, failed: false });
  const key = goodsIds.join(',');
  useEffect(() => {
    let live = true;
    Promise.all(key.split(',').map((id) => api.call(calls.goodsDetails, { id: Number(id) }))).then(
      (replies) => live && setState({ terms: TRADE_TERMS.filter((term) => replies.every((reply) => reply.data.tradeTerms.includes(term))), failed: false }),
      () => live && setState({ terms: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

function RadioCard({ name, value, checked, onChange, children, testId }: { name: string; value: string; checked: boolean; onChange: () => void; children: React.ReactNode; testId?: string }) {
  return (
    <chakra.label display="flex" gap="3" alignItems="start" borderWidth="2px" borderColor={checked ? 'brand.solid' : 'border'} borderRadius="lg" p="3" bg="bg" cursor="pointer" data-testid={testId} data-checked={checked}>
      <chakra.input type="radio" name={name} value={value} checked={checked} onChange={onChange} mt="1" />
      <Box flex="1">{children}</Box>
    </chakra.label>
  );
}

/** /productEmption: address, trade term, logistics provider and the summary; the goods are checked again before the order is created. */
export function CheckoutPage() {
  const { t } = useTranslation('product');
  const { number } = useFormatters();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const items = useMemo(() => parseItemsParam(params.get('items')), [params]);
  const fromCart = params.get('fromCart') === '1';
  const offered = useOfferedTerms(items.map((item) => item.goodsId));
  const [term, setTerm] = useState<TradeTerm | null>(null);
  const [provider, setProvider] = useState<Provider>('freightCarrier');
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [billingId, setBillingId] = useState<number | null>(null);
  const [adding, setAdding] = useState<'shipping' | 'billing' | null>(null);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const shipping = useApiQuery(calls.trade.listAddresses, { kind: 'shipping' });
  const billing = useApiQuery(calls.trade.listAddresses, { kind: 'billing' });
  const chosenTerm = term ?? (offered.terms?.includes('FOB') ? 'FOB' : (offered.terms?.[0] ?? null));
  const preview = useApiQuery(calls.trade.orderPreview, { items, tradeTerm: chosenTerm ?? 'FOB' }, { enabled: items.length > 0 && chosenTerm !== null });

  useEffect(() => {
    const list = shipping.data?.list;
    if (list && shippingId === null && list.length > 0) setShippingId((list.find((a) => a.isDefault) ?? list[0]!).id);
  }, [shipping.data, shippingId]);

  if (items.length === 0) {
    return (
      <EmptyState title={t('checkout.nothing')}>
        <Button asChild colorPalette="brand">
          <Link to={href('productShoppingCart')}>{t('checkout.backToCart')}</Link>
        </Button>
      </EmptyState>
    );
  }

  async function submit() {
    if (!chosenTerm) return;
    if (!shippingId) {
      puenteEvents.emit('toast', { type: 'warning', message: t('checkout.addressRequired') });
      return;
    }
    setBusy(true);
    try {
      const check = await api.call(calls.trade.checkGoodsStatusBeforeOrder, { goodsIds: items.map((item) => item.goodsId) });
      if (check.code === CART_INVALID_GOODS_CODE) {
        puenteEvents.emit('toast', { type: 'warning', message: check.info ?? t('cart.invalidHint') });
        navigate(href('productShoppingCart'));
        return;
      }
      const reply = await api.call(calls.trade.createShopOrder, {
        items,
        tradeTerm: chosenTerm,
        shippingAddressId: shippingId,
        ...(billingId ? { billingAddressId: billingId } : {}),
        logisticsProvider: provider,
        remark,
        fromCart,
      });
      puenteEvents.emit('toast', { type: 'success', message: t('checkout.created', { orderNo: reply.data.orderNo }) });
      navigate(href('personalOrderDetails', { id: reply.data.id }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  const addressLine = (a: { contactName: string; phone: string; street: string; city: string; province: string; countryCode: string; postalCode: string }) =>
    `${a.contactName} · ${a.phone} — ${[a.street, a.city, a.province, a.postalCode, a.countryCode].filter(Boolean).join(', ')}`;

  return (
    <Stack py="6" gap="6" data-testid="checkout-page">
      <Heading as="h1" size="2xl">
        {t('checkout.title')}
      </Heading>
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="start">
        <Stack gap="6" flex="1" minW="0" width="full">
          <Stack gap="3" as="section">
            <Heading as="h2" size="lg">
              {t('checkout.shipping')}
            </Heading>
            <QueryView state={shipping}>
              {(data) => (
                <Stack gap="2" data-testid="shipping-addresses">
                  {data.list.map((address) => (
                    <RadioCard key={address.id} name="shipping" value={String(address.id)} checked={shippingId === address.id} onChange={() => setShippingId(address.id)} testId="shipping-address">
                      <Text fontSize="sm">{addressLine(address)}</Text>
                    </RadioCard>
                  ))}
                  {data.list.length === 0 ? <Text color="fg.muted">{t('checkout.noAddress')}</Text> : null}
                </Stack>
              )}
            </QueryView>
            {adding === 'shipping' ? (
              <AddressForm kind="shipping" onCancel={() => setAdding(null)} onSaved={(id) => (setAdding(null), setShippingId(id))} />
            ) : (
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => setAdding('shipping')} data-testid="add-shipping">
                {t('checkout.addAddress')}
              </Button>
            )}
          </Stack>

          <Stack gap="3" as="section">
            <Heading as="h2" size="lg">
              {t('checkout.billing')}
            </Heading>
            <RadioCard name="billing" value="" checked={billingId === null} onChange={() => setBillingId(null)}>
              <Text fontSize="sm">{t('checkout.sameAsShipping')}</Text>
            </RadioCard>
            {(billing.data?.list ?? []).map((address) => (
              <RadioCard key={address.id} name="billing" value={String(address.id)} checked={billingId === address.id} onChange={() => setBillingId(address.id)}>
                <Text fontSize="sm">
                  {addressLine(address)}
                  {address.taxId ? ` · ${address.taxId}` : ''}
                </Text>
              </RadioCard>
            ))}
            {adding === 'billing' ? (
              <AddressForm kind="billing" onCancel={() => setAdding(null)} onSaved={(id) => (setAdding(null), setBillingId(id))} />
            ) : (
              <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setAdding('billing')}>
                {t('checkout.addBilling')}
              </Button>
            )}
          </Stack>

          <Stack gap="3" as="section">
            <Heading as="h2" size="lg">
              {t('checkout.term')}
            </Heading>
            {offered.failed ? <Text color="red.600">{t('checkout.termsFailed')}</Text> : null}
            {offered.terms === null && !offered.failed ? <Text color="fg.muted">{t('checkout.loadingTerms')}</Text> : null}
            {offered.terms?.length === 0 ? <Text color="red.600">{t('checkout.noCommonTerm')}</Text> : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" data-testid="trade-term-options">
              {(offered.terms ?? []).map((option) => (
                <RadioCard key={option} name="term" value={option} checked={chosenTerm === option} onChange={() => setTerm(option)} testId={`term-${option}`}>
                  <Text fontWeight="semibold">{t(`terms.${option}.name`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`terms.${option}.includes`)}
                  </Text>
                </RadioCard>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack gap="3" as="section">
            <Heading as="h2" size="lg">
              {t('checkout.logistics')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              {(['domesticExpress', 'freightCarrier'] as const).map((id) => (
                <RadioCard key={id} name="provider" value={id} checked={provider === id} onChange={() => setProvider(id)} testId={`provider-${id}`}>
                  <Text fontWeight="semibold">{preview.data?.data?.logisticsProviders?.find((p) => p.id === id)?.name ?? t(`checkout.providers.${id}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`checkout.providerHints.${id}`)}
                  </Text>
                </RadioCard>
              ))}
            </SimpleGrid>
          </Stack>

          <Field.Root>
            <Field.Label>{t('checkout.remark')}</Field.Label>
            <Textarea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} rows={3} bg="bg" />
          </Field.Root>
        </Stack>

        <Box width={{ base: 'full', lg: '96' }} flexShrink={0} position={{ lg: 'sticky' }} top="4">
          <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="order-summary">
            <Heading as="h2" size="lg">
              {t('checkout.summary')}
            </Heading>
            <QueryView state={preview}>
              {(reply) =>
                reply.code === CART_INVALID_GOODS_CODE ? (
                  <Stack gap="2" role="alert" data-testid="invalid-goods">
                    <Text>{reply.info}</Text>
                    <Button asChild size="sm" variant="outline">
                      <Link to={href('productShoppingCart')}>{t('checkout.backToCart')}</Link>
                    </Button>
                  </Stack>
                ) : (
                  <Stack gap="3">
                    {reply.data.items.map((line) => (
                      <HStack key={line.goodsId} gap="3" align="start">
                        <chakra.img src={line.image} alt="" width="12" height="12" objectFit="cover" borderRadius="md" />
                        <Stack gap="0" flex="1" fontSize="sm">
                          <Text lineClamp={2}>{line.name}</Text>
                          <Text color="fg.muted">
                            {number(line.quantity)} {t(`units.${line.unit}`, { count: line.quantity })}
                          </Text>
                        </Stack>
                        <PriceText price={line.subtotal} fontSize="sm" />
                      </HStack>
                    ))}
                    <Box borderTopWidth="1px" pt="3" display="grid" gridTemplateColumns="1fr auto" gap="1.5" fontSize="sm">
                      <Text>{t('checkout.total')}</Text>
                      <PriceText price={reply.data.total} fontSize="lg" data-testid="summary-total" />
                      <Text color="fg.muted">{t('checkout.deposit')}</Text>
                      <PriceText price={reply.data.deposit} fontWeight="semibold" color="fg" />
                      <Text color="fg.muted">{t('checkout.balance')}</Text>
                      <PriceText price={reply.data.balance} fontWeight="semibold" color="fg" />
                    </Box>
                    <Stack gap="1">
                      <Text fontSize="sm" fontWeight="semibold">
                        {t('checkout.steps', { term: chosenTerm })}
                      </Text>
                      <chakra.ol ps="5" fontSize="xs" color="fg.muted" data-testid="term-steps">
                        {reply.data.includes.map((node) => (
                          <li key={node}>{t(`nodes.${node}`)}</li>
                        ))}
                      </chakra.ol>
                    </Stack>
                    <Text fontSize="xs" color="fg.muted">
                      {t('checkout.depositNote')}
                    </Text>
                  </Stack>
                )
              }
            </QueryView>
            <Button colorPalette="brand" size="lg" onClick={() => void submit()} loading={busy} disabled={!chosenTerm || !preview.data || preview.data.code === CART_INVALID_GOODS_CODE} data-testid="submit-order">
              {t('checkout.submit')}
            </Button>
          </Stack>
        </Box>
      </Flex>
    </Stack>
  );
}
