import { Badge, Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STAGES, orderStage, stageName, type OrderStage, type OrderStageName } from '../contract';
import type { CallReply } from '../contract/calls/define';
import { listAgentOrders, listBuyerOrders, orderStatistics } from '../contract/calls/trade';
import { useApiQuery } from '../query';
import { useOrderWords } from '../i18n/order-words';
import { useFormatters } from '../i18n/use-formatters';
import { Link, useSearchParams } from '../router';
import { LoadMoreButton, usePagedList, useReportTotal } from './load-more';
import { PriceText } from './price-text';
import { QueryView } from './query-view';
import { langOf, TextLanguageNote } from './text-language';

/** The badge's stage (its words are the order's `stage` words) and colour: orange when the reader acts next. */
export function stageBadge(stage: OrderStage): { stage: OrderStageName; palette: 'gray' | 'green' | 'orange' | 'blue' } {
  const palette = stage.step === null ? (stage.kind === 'cancelled' ? 'gray' : 'green') : stage.kind === 'yours' ? 'orange' : 'blue';
  return { stage: stageName(stage), palette };
}

/** Where an order stands, as a badge; the lists and the details show the same words. */
export function OrderStageBadge({ stage, size, testId = 'order-status' }: { stage: OrderStage; size?: 'sm' | 'md' | 'lg'; testId?: string }) {
  const words = useOrderWords();
  const badge = stageBadge(stage);
  return (
    <Badge size={size} colorPalette={badge.palette} data-testid={testId} data-stage={badge.stage}>
      {words.stage[badge.stage]}
    </Badge>
  );
}

type OrderSummary = CallReply<typeof listBuyerOrders>['list'][number];

/**
 * One order in a phone list: a card that is one link to its details, with its number and date,
 * where it stands and whose turn it is, its first goods, and the total; `children` under it (the
 * area's own line for the order, such as a broker's commission).
 */
export function PhoneOrderCard({ order, role, to, children }: { order: OrderSummary; role: 'buyer' | 'seller' | 'broker'; to: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const f = useFormatters();
  const stage = orderStage({ ...order, role });
  const [first, ...rest] = order.items;
  return (
    <Link to={to} data-testid="phone-order-card" data-order-no={order.orderNo}>
      <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg" bg="bg" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
        <HStack justify="space-between" gap="2" fontSize="sm">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {order.orderNo}
          </Text>
          <Badge flexShrink={0}>{order.tradeTerm}</Badge>
        </HStack>
        {first ? (
          <HStack gap="3" align="flex-start">
            {first.image ? <chakra.img src={first.image} alt="" width="56px" height="56px" objectFit="cover" borderRadius="md" loading="lazy" flexShrink={0} /> : null}
            <Box minW="0">
              <Text lineClamp={2} fontSize="sm" lang={langOf(first.nameSource)}>
                {first.name}
              </Text>
              <TextLanguageNote source={first.nameSource} />
              <Text fontSize="xs" color="fg.muted">
                {f.number(first.quantity)} {t(`units.${first.unit}`, { count: first.quantity })}
                {rest.length ? ` · ${t('orderCard.moreGoods', { count: rest.length })}` : ''}
              </Text>
            </Box>
          </HStack>
        ) : null}
        <HStack justify="space-between" align="flex-end" gap="2" flexWrap="wrap">
          <Stack gap="1" align="flex-start">
            <OrderStageBadge stage={stage} />
            {stage.step ? (
              <Text fontSize="xs" color={stage.kind === 'yours' ? 'orange.fg' : 'fg.muted'} fontWeight={stage.kind === 'yours' ? 'semibold' : undefined}>
                {t(stage.kind === 'yours' ? 'orderCard.yourTurn' : 'orderCard.theirTurn')} · {f.date(order.createTime)}
              </Text>
            ) : (
              <Text fontSize="xs" color="fg.muted">
                {f.date(order.createTime)}
              </Text>
            )}
          </Stack>
          <Stack gap="0" textAlign="end">
            <Text fontSize="xs" color="fg.muted">
              {t('orderCard.total')}
            </Text>
            <PriceText price={order.total} variant="record" strong />
          </Stack>
        </HStack>
        {children}
      </Stack>
    </Link>
  );
}

/** A tab of the order lists: every order, or the orders at one stage. */
export type OrderStageTab = 'all' | OrderStageName;

/** The tab an address asks for (`?stage=`, as the overview's counts link), or every order. */
export function stageTabOf(params: URLSearchParams): OrderStageTab {
  const asked = params.get('stage');
  return asked && (ORDER_STAGES as readonly string[]).includes(asked) ? (asked as OrderStageName) : 'all';
}

/** The list call's filter for a tab. */
export function stageFilter(tab: OrderStageTab): { stage?: OrderStageName } {
  return tab === 'all' ? {} : { stage: tab };
}

/**
 * The stage tabs of one side's orders, each named as the order's badge, page and cashier name its
 * stage (the order's `stage` words), with its count: every order first, then the stages that have orders, in
 * the order machine's order (and the chosen one, even when it has none left). On a phone
 * (`scroll`) they stay on one line that scrolls sideways inside itself, each a 44 px tap target.
 */
export function OrderStageTabs({
  side,
  value,
  onChange,
  scroll = false,
}: {
  side: 'buyer' | 'seller';
  value: OrderStageTab;
  onChange: (tab: OrderStageTab) => void;
  scroll?: boolean;
}) {
  const words = useOrderWords();
  const stats = useApiQuery(orderStatistics, { side });
  const counts = stats.status === 'success' ? stats.data.data : null;
  const tabs: OrderStageTab[] = ['all', ...ORDER_STAGES.filter((stage) => stage === value || (counts?.byStage[stage] ?? 0) > 0)];
  return (
    <HStack
      gap="2"
      role="tablist"
      flexWrap={scroll ? 'nowrap' : 'wrap'}
      overflowX={scroll ? 'auto' : undefined}
      mx={scroll ? '-3' : undefined}
      px={scroll ? '3' : undefined}
      py={scroll ? '1' : undefined}
      css={scroll ? { scrollbarWidth: 'none' } : undefined}
    >
      {tabs.map((tab) => {
        const count = counts ? (tab === 'all' ? counts.total : (counts.byStage[tab] ?? 0)) : null;
        return (
          <Button
            key={tab}
            size="sm"
            role="tab"
            aria-selected={value === tab}
            variant={value === tab ? 'solid' : 'outline'}
            colorPalette="brand"
            flexShrink={0}
            minH={scroll ? '44px' : undefined}
            borderRadius={scroll ? 'full' : undefined}
            onClick={() => onChange(tab)}
            data-testid={`stage-tab-${tab}`}
          >
            {words.stage[tab]}
            {count !== null ? ` (${count})` : ''}
          </Button>
        );
      })}
    </HStack>
  );
}

const PHONE_ORDERS_PAGE = 10;
type OrderSide = 'buyer' | 'seller';

/** One page of a phone order list; it reports the total, so the list knows whether to offer more. */
function PhoneOrdersPage({
  side,
  stage,
  page,
  onTotal,
  role,
  empty,
  extra,
}: {
  side: OrderSide;
  stage: OrderStageTab;
  page: number;
  onTotal: (total: number) => void;
  role: (order: OrderSummary) => 'buyer' | 'seller' | 'broker';
  empty: ReactNode;
  extra?: (order: OrderSummary) => ReactNode;
}) {
  const orders = useApiQuery(side === 'buyer' ? listBuyerOrders : listAgentOrders, { currentPage: page, everyNumber: PHONE_ORDERS_PAGE, ...stageFilter(stage) });
  useReportTotal(orders.data?.total, onTotal);
  return (
    <QueryView state={orders} isEmpty={(data) => data.list.length === 0 && page === 1} empty={empty}>
      {(data) => (
        <Stack gap="3">
          {data.list.map((order) => (
            <PhoneOrderCard key={order.id} order={order} role={role(order)} to={`/mine/${side === 'buyer' ? 'personalOrderDetails' : 'personalOrderBrokerDetails'}?id=${order.id}`}>
              {extra?.(order)}
            </PhoneOrderCard>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * A phone's order list: the orders as cards, the stage tabs in one line that scrolls (the
 * address's `stage` chooses the first), and "load more". `side` is the buyer's orders or the
 * sales (the seller's, and the broker's who brought them); `userId` tells a broker's orders apart.
 * `extra` adds the area's own line to each card (the personal centre's commission line).
 */
export function PhoneOrderList({
  side,
  title,
  userId,
  empty,
  extra,
}: {
  side: OrderSide;
  title: string;
  userId: number | null;
  empty: ReactNode;
  extra?: (order: OrderSummary) => ReactNode;
}) {
  const [params] = useSearchParams();
  const [stage, setStage] = useState<OrderStageTab>(() => stageTabOf(params));
  const list = usePagedList(stage, PHONE_ORDERS_PAGE);
  const role = (order: OrderSummary) => (side === 'buyer' ? 'buyer' : order.brokerId !== null && order.brokerId === userId ? 'broker' : 'seller');
  return (
    <Stack gap="4" data-testid={`phone-orders-${side}`}>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <OrderStageTabs side={side} value={stage} onChange={setStage} scroll />
      <Stack gap="3">
        {list.pageNumbers.map((page) => (
          <PhoneOrdersPage key={`${list.key}-${page}`} side={side} stage={stage} page={page} onTotal={list.onTotal} role={role} empty={empty} extra={extra} />
        ))}
      </Stack>
      <LoadMoreButton list={list} />
    </Stack>
  );
}
