import {
  Badge,
  Box,
  Button,
  type CallRequest,
  calls,
  chakra,
  EmptyState,
  hasAtMostTwoDecimals,
  Heading,
  HStack,
  Input,
  orderWord,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  useApiQuery,
  useFormatters,
  useOrderWords,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useNumberInput } from '@puente/shared/forms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleLink } from '../lib/console-link';
import { DataTable } from '../lib/data-table';
import { consoleMoney, Facts, useFigures } from '../lib/facts';
import { OperatorView } from '../lib/operator-view';
import { operatorHref, useIntParam } from '../lib/paths';
import { PersonText } from '../lib/person';
import { Pictures } from '../lib/pictures';
import { langOf, TextLanguageNote, useApiMutation } from '@puente/shared';
import { TextDecision } from '../lib/text-decision';

/**
 * /operatorOrderDetails?id=N: an order as the platform decides it — goods, payments, deposit and
 * balance, what escrow holds, the after-sales request and every step's note — with Settle or the
 * arbitration when the order waits for one.
 */
/** The refund, typed in the operator's number format. */
const REFUND_FIELD = ['refund'] as const;

export function PlatformOrderDetailsPage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const words = useOrderWords();
  const figures = useFigures();
  const id = useIntParam('id');
  const details = useApiQuery(calls.operator.platformOrderDetails, { id: id ?? 0 }, { enabled: id !== null });
  const back = (
    <ConsoleLink to={operatorHref('operatorOrders')} testId="order-back">
      ‹ {t('orders.back')}
    </ConsoleLink>
  );
  if (id === null)
    return (
      <Stack gap="4">
        {back}
        <EmptyState title={t('orders.missing')} />
      </Stack>
    );
  return (
    <Stack gap="6" data-testid="order-details">
      {back}
      <OperatorView state={details}>
        {({ data: order }) => {
          const money = (amount: number) => consoleMoney(amount, order.currency);
          return (
            <Stack gap="6">
              <Stack gap="2">
                <Heading as="h1" size="2xl">
                  {t('orders.heading', { orderNo: order.orderNo })}
                </Heading>
                <HStack gap="2" flexWrap="wrap">
                  <Badge>{orderWord(words.node, order.node)}</Badge>
                  {order.afterSalesStatus ? <Badge colorPalette="orange">{t(`afterSales.${order.afterSalesStatus}`, { defaultValue: order.afterSalesStatus })}</Badge> : null}
                  <Text fontSize="sm" color="fg.muted">
                    {order.tradeTerm} · {t('orders.waitingSince', { time: f.dateTime(order.since) })}
                  </Text>
                </HStack>
              </Stack>

              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Stack as="section" gap="2" borderWidth="1px" borderRadius="lg" p="4" aria-labelledby="buyer-heading">
                  <Heading as="h2" size="md" id="buyer-heading">
                    {t('orders.buyer')}
                  </Heading>
                  <PersonText person={order.buyer} />
                </Stack>
                <Stack as="section" gap="2" borderWidth="1px" borderRadius="lg" p="4" aria-labelledby="seller-heading">
                  <Heading as="h2" size="md" id="seller-heading">
                    {t('orders.seller')}
                  </Heading>
                  <PersonText person={order.seller} />
                </Stack>
              </SimpleGrid>

              <Stack as="section" gap="3" aria-labelledby="money-heading">
                <Heading as="h2" size="lg" id="money-heading">
                  {t('orders.money')}
                </Heading>
                <Facts
                  testId="order-money"
                  items={[
                    { label: t('orders.total'), value: money(order.total) },
                    { label: t('orders.deposit'), value: money(order.deposit) },
                    { label: t('orders.balance'), value: money(order.balance) },
                    { label: t('orders.held'), value: <span data-testid="order-held">{money(order.held)}</span> },
                  ]}
                />
              </Stack>

              <Stack as="section" gap="3" aria-labelledby="items-heading">
                <Heading as="h2" size="lg" id="items-heading">
                  {t('orders.items')}
                </Heading>
                <DataTable
                  caption={t('orders.items')}
                  testId="order-items"
                  rows={order.items}
                  rowKey={(item) => `${item.name}-${item.unit}-${item.price}`}
                  columns={[
                    {
                      key: 'name',
                      header: t('orders.item'),
                      cell: (item) => (
                        <>
                          <span lang={langOf(item.nameSource)}>{item.name}</span>
                          <TextLanguageNote source={item.nameSource} />
                        </>
                      ),
                    },
                    { key: 'quantity', header: t('orders.quantity'), align: 'end', cell: (item) => figures.quantity(item.quantity, item.unit) },
                    { key: 'price', header: t('orders.price'), align: 'end', cell: (item) => figures.unitPrice(item.price, order.currency, item.unit) },
                  ]}
                />
              </Stack>

              <Stack as="section" gap="3" aria-labelledby="payments-heading">
                <Heading as="h2" size="lg" id="payments-heading">
                  {t('orders.payments')}
                </Heading>
                {order.payments.length ? (
                  <DataTable
                    caption={t('orders.payments')}
                    testId="order-payments"
                    rows={order.payments}
                    rowKey={(payment) => `${payment.step}-${payment.time}`}
                    columns={[
                      { key: 'step', header: t('orders.step'), cell: (payment) => t(`payments.${payment.step}`, { defaultValue: payment.step }) },
                      { key: 'amount', header: t('orders.amount'), align: 'end', cell: (payment) => money(payment.amount) },
                      { key: 'status', header: t('orders.paymentStatus'), cell: (payment) => t(`payments.${payment.status}`, { defaultValue: payment.status }) },
                      { key: 'time', header: t('orders.time'), cell: (payment) => f.dateTime(payment.time) },
                    ]}
                  />
                ) : (
                  <Text color="fg.muted">{t('orders.noPayments')}</Text>
                )}
              </Stack>

              {order.afterSales ? (
                <Stack as="section" gap="3" aria-labelledby="after-sales-heading" data-testid="order-after-sales">
                  <Heading as="h2" size="lg" id="after-sales-heading">
                    {t('orders.afterSales')}
                  </Heading>
                  <Facts
                    items={[
                      { label: t('orders.afterSalesStatus'), value: t(`afterSales.${order.afterSales.status}`, { defaultValue: order.afterSales.status }) },
                      { label: t('orders.reason'), value: order.afterSales.reason },
                      { label: t('orders.refundAsked'), value: money(order.afterSales.refundAsked) },
                      { label: t('orders.refunded'), value: money(order.afterSales.refunded) },
                      { label: t('orders.afterSalesNote'), value: order.afterSales.note },
                    ]}
                  />
                  {order.afterSales.photos.length ? <Pictures urls={order.afterSales.photos} alt={(n) => t('orders.photo', { n })} /> : null}
                </Stack>
              ) : null}

              <Stack as="section" gap="3" aria-labelledby="events-heading">
                <Heading as="h2" size="lg" id="events-heading">
                  {t('orders.events')}
                </Heading>
                {order.events.length ? (
                  <Stack as="ol" gap="0" borderWidth="1px" borderRadius="lg" divideY="1px" listStyleType="none" data-testid="order-events">
                    {order.events.map((event, i) => (
                      <Stack as="li" key={`${event.time}-${i}`} gap="1" px="4" py="3">
                        <HStack gap="2" flexWrap="wrap">
                          <Badge>{t(`roles.${event.role}`, { defaultValue: event.role })}</Badge>
                          <Text fontWeight="medium">{orderWord(words.event, event.action)}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            {event.who} · {f.dateTime(event.time)}
                          </Text>
                        </HStack>
                        {event.note ? (
                          <chakra.p whiteSpace="pre-wrap" overflowWrap="anywhere">
                            {event.note}
                          </chakra.p>
                        ) : null}
                      </Stack>
                    ))}
                  </Stack>
                ) : (
                  <Text color="fg.muted">{t('orders.noEvents')}</Text>
                )}
              </Stack>

              {order.canSettle ? <SettleDecision order={order} /> : null}
              {order.canArbitrate ? <ArbitrationDecision order={order} /> : null}
              {!order.canSettle && !order.canArbitrate ? (
                <Box borderWidth="1px" borderRadius="lg" p="4">
                  <Text color="fg.muted" data-testid="order-nothing-to-do">
                    {t('orders.nothingToDo')}
                  </Text>
                </Box>
              ) : null}
            </Stack>
          );
        }}
      </OperatorView>
    </Stack>
  );
}

type Order = calls.operator.PlatformOrder;

/** Settling pays the seller (and the broker) out of escrow; the note is optional. */
function SettleDecision({ order }: { order: Order }) {
  const { t } = useTranslation('operator');
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="lg" p="5" aria-labelledby="settle-heading" data-testid="order-settle-section">
      <Heading as="h2" size="lg" id="settle-heading">
        {t('orders.settle')}
      </Heading>
      <Text color="fg.muted">{t('orders.settleHint', { held: consoleMoney(order.held, order.currency) })}</Text>
      <TextDecision
        call={calls.operator.settleOrder}
        field="note"
        body={{ id: order.id }}
        label={t('orders.settleNote')}
        submit={t('orders.settle')}
        success={t('orders.settled')}
        testId="order-settle"
      />
    </Stack>
  );
}

interface ArbitrationDraft {
  refund: string;
  note: string;
}

/**
 * Arbitration: what the buyer gets back (0 up to what escrow holds, in cents) and the note both
 * parties read. The contract's schema checks the refund is 0 or more; at most what is held and
 * whole cents are this order's own limits, told in the contract's words.
 */
function ArbitrationDecision({ order }: { order: Order }) {
  const { t } = useTranslation('operator');
  const arbitrate = useApiMutation(calls.operator.arbitrateOrder, { success: t('orders.arbitrated') });
  const toRequest = useCallback((draft: ArbitrationDraft) => ({ id: order.id, refund: draft.refund.trim(), note: draft.note }), [order.id]);
  const extra = useCallback(
    (draft: ArbitrationDraft) => {
      // The schema coerces an empty field to 0: a refund of nothing must be typed, not left out.
      const text = draft.refund.trim();
      const refund = Number(text);
      return text === '' || (Number.isFinite(refund) && (refund > order.held || !hasAtMostTwoDecimals(refund))) ? { refund: 'operator.refundInvalid' as const } : {};
    },
    [order.held],
  );
  const form = useContractForm<ArbitrationDraft, typeof calls.operator.arbitrateOrder>(calls.operator.arbitrateOrder, {
    defaultValues: { refund: '', note: '' },
    toRequest,
    extra,
    numbers: REFUND_FIELD,
  });
  const numberInput = useNumberInput(form);

  async function send(body: CallRequest<typeof calls.operator.arbitrateOrder>) {
    if (await arbitrate.run(body)) form.reset({ refund: '', note: '' });
  }

  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="lg" p="5" aria-labelledby="arbitrate-heading" data-testid="order-arbitrate-section">
      <Heading as="h2" size="lg" id="arbitrate-heading">
        {t('orders.arbitrate')}
      </Heading>
      <Text color="fg.muted">{t('orders.arbitrateHint', { held: consoleMoney(order.held, order.currency) })}</Text>
      <ContractForm form={form} onValid={send} testId="order-arbitrate">
        <Stack gap="3">
          <FormField
            name="refund"
            label={t('orders.refund', { currency: order.currency })}
            required
            helper={t('orders.refundHelper', { held: consoleMoney(order.held, order.currency) })}
          >
            <Input maxW="240px" {...numberInput('refund', 2)} />
          </FormField>
          <FormField name="note" label={t('orders.arbitrateNote')} required>
            <Textarea rows={4} {...form.register('note')} />
          </FormField>
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={arbitrate.busy} data-testid="order-arbitrate-submit">
              {t('orders.arbitrate')}
            </Button>
          </HStack>
        </Stack>
      </ContractForm>
    </Stack>
  );
}
