import {
  Box,
  Button,
  calls,
  CART_INVALID_GOODS_CODE,
  chakra,
  Heading,
  href,
  HStack,
  langOf,
  Link,
  PHONE_TAB_BAR_PX,
  PriceText,
  QueryView,
  Stack,
  Text,
  TextLanguageNote,
  useApiQuery,
  useFormatters,
  useOrderWords,
  type TradeTerm,
} from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The order as the API would create it: lines, total, deposit and balance, the term's steps. With the
 * shipping address, the term's freight and insurance are estimated to its country and the total follows.
 */
export function useOrderPreview(items: { goodsId: number; quantity: number }[], term: TradeTerm | null, shippingAddressId: number | null = null) {
  return useApiQuery(
    calls.trade.orderPreview,
    { items, tradeTerm: term ?? 'FOB', ...(shippingAddressId ? { shippingAddressId } : {}) },
    { enabled: items.length > 0 && term !== null },
  );
}

type SubmitProps = { preview: ReturnType<typeof useOrderPreview>; term: TradeTerm | null; busy: boolean; onSubmit: () => void };

/** The button that places the order, ready once the preview stands. */
function SubmitOrderButton({ preview, term, busy, onSubmit }: SubmitProps) {
  const { t } = useTranslation('product');
  return (
    <Button
      colorPalette="brand"
      size="lg"
      onClick={onSubmit}
      loading={busy}
      disabled={!term || !preview.data || preview.data.code === CART_INVALID_GOODS_CODE}
      data-testid="submit-order"
    >
      {t('checkout.submit')}
    </Button>
  );
}

/** On a phone: the order's total and its submit button in a bar that stays above the tab bar. */
export function SubmitOrderBar(props: SubmitProps) {
  const { t } = useTranslation('product');
  const total = props.preview.data?.code === CART_INVALID_GOODS_CODE ? undefined : props.preview.data?.data?.total;
  return (
    <HStack
      justify="space-between"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      bg="bg"
      position="sticky"
      bottom={`${PHONE_TAB_BAR_PX}px`}
      zIndex="docked"
      data-testid="submit-bar"
    >
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="fg.muted">
          {t('checkout.total')}
        </Text>
        {total ? <PriceText price={total} fontSize="lg" /> : null}
      </Stack>
      <SubmitOrderButton {...props} />
    </HStack>
  );
}

/**
 * The checkout's summary beside the form, with the button that places the order (in `SubmitOrderBar` on a phone);
 * `landed` is the order's landed-cost estimate, shown under its totals.
 */
export function OrderSummary({ submitInBar = false, landed, ...props }: SubmitProps & { submitInBar?: boolean; landed?: ReactNode }) {
  const { preview, term, busy, onSubmit } = props;
  const { t } = useTranslation('product');
  const { number } = useFormatters();
  const words = useOrderWords();
  return (
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
                    <Text lineClamp={2} lang={langOf(line.nameSource)}>
                      {line.name}
                    </Text>
                    <TextLanguageNote source={line.nameSource} />
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
              {landed}
              {term ? (
                <Text fontSize="sm" data-testid="term-explained">
                  {t(`terms.${term}.includes`)}
                </Text>
              ) : null}
              <Stack gap="1">
                <Text fontSize="sm" fontWeight="semibold">
                  {t('checkout.steps', { term })}
                </Text>
                <chakra.ol ps="5" fontSize="xs" color="fg.muted" data-testid="term-steps">
                  {reply.data.includes.map((node) => (
                    <li key={node}>{words.node[node]}</li>
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
      {submitInBar ? null : <SubmitOrderButton preview={preview} term={term} busy={busy} onSubmit={onSubmit} />}
    </Stack>
  );
}
