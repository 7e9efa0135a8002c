import {
  Badge,
  Box,
  Button,
  calls,
  chakra,
  EmptyState,
  Heading,
  href,
  HStack,
  Input,
  Link,
  NativeSelect,
  ORDER_KEYWORD_MAX_LENGTH,
  QueryView,
  Stack,
  Text,
  TRADE_TERMS,
  useApiQuery,
  useFormatters,
  type TradeTerm,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../lib/format';
import { Pager } from '../lib/pager';
import { STATUS_TABS } from './order-logic';

const PAGE_SIZE = 10;

/** /personalOrder (the buyer's orders) and /personalOrderBroker (the seller's and broker's). */
export function OrderList({ side }: { side: 'buyer' | 'agent' }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const [status, setStatus] = useState<(typeof STATUS_TABS)[number]>('all');
  const [term, setTerm] = useState<TradeTerm | ''>('');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const call = side === 'buyer' ? calls.trade.listBuyerOrders : calls.trade.listAgentOrders;
  const stats = useApiQuery(calls.trade.orderStatistics, { side: side === 'buyer' ? 'buyer' : 'seller' });
  const orders = useApiQuery(call, {
    currentPage: page,
    everyNumber: PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
    ...(term ? { tradeTerm: term } : {}),
    ...(search ? { keyword: search } : {}),
  });
  const detailsRoute = side === 'buyer' ? 'personalOrderDetails' : 'personalOrderBrokerDetails';

  return (
    <Stack gap="5" data-testid={`order-list-${side}`}>
      <Heading as="h1" size="xl">
        {t(side === 'buyer' ? 'orders.buyerTitle' : 'orders.agentTitle')}
      </Heading>
      <HStack gap="2" flexWrap="wrap" role="tablist">
        {STATUS_TABS.map((tab) => {
          const count = stats.status === 'success' ? (tab === 'all' ? stats.data.data.total : (stats.data.data.byStatus[String(tab)] ?? 0)) : null;
          return (
            <Button
              key={tab}
              size="sm"
              role="tab"
              aria-selected={status === tab}
              variant={status === tab ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => {
                setStatus(tab);
                setPage(1);
              }}
              data-testid={`status-tab-${tab}`}
            >
              {t(`orders.status.${tab}`)}
              {count !== null ? ` (${count})` : ''}
            </Button>
          );
        })}
      </HStack>
      <chakra.form
        display="flex"
        gap="3"
        flexWrap="wrap"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(keyword.trim());
          setPage(1);
        }}
      >
        <Input maxW="260px" maxLength={ORDER_KEYWORD_MAX_LENGTH} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('orders.searchPlaceholder')} aria-label={t('orders.searchPlaceholder')} />
        <NativeSelect.Root maxW="180px">
          <NativeSelect.Field aria-label={t('orders.term')} value={term} onChange={(e) => { setTerm(e.target.value as TradeTerm | ''); setPage(1); }}>
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

      <QueryView
        state={orders}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState title={t('orders.empty')}>
            {side === 'buyer' ? (
              <Link to={href('productTrading')}>
                <Text color="brand.fg">{t('orders.browse')}</Text>
              </Link>
            ) : null}
          </EmptyState>
        }
      >
        {(data) => (
          <Stack gap="4">
            {data.list.map((order) => {
              const other = side === 'buyer' ? order.seller : order.buyer;
              return (
                <Box key={order.id} borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="order-card" data-order-no={order.orderNo}>
                  <HStack justify="space-between" bg="bg.subtle" px="4" py="2" flexWrap="wrap" gap="2" fontSize="sm">
                    <HStack gap="3" flexWrap="wrap">
                      <Text fontWeight="semibold">{order.orderNo}</Text>
                      <Badge>{order.tradeTerm}</Badge>
                      <Text color="fg.muted">{f.dateTime(order.createTime)}</Text>
                    </HStack>
                    <Badge colorPalette={order.status === 8 ? 'gray' : order.status >= 5 ? 'green' : 'orange'} data-testid="order-status">
                      {t(`orders.status.${order.status}`)}
                    </Badge>
                  </HStack>
                  <HStack px="4" py="3" gap="4" align="flex-start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
                    <Stack gap="2" flex="1" minW="0">
                      {order.items.map((item) => (
                        <HStack key={item.goodsId} gap="3">
                          {item.image ? <chakra.img src={item.image} alt="" width="56px" height="56px" objectFit="cover" borderRadius="md" /> : null}
                          <Box minW="0">
                            <Text lineClamp={1}>{item.name}</Text>
                            <Text fontSize="sm" color="fg.muted">
                              {f.number(item.quantity)} {t(`units.${item.unit}`, { count: item.quantity })} · <PriceText price={item.price} />
                            </Text>
                          </Box>
                        </HStack>
                      ))}
                    </Stack>
                    <Stack gap="1" minW="160px" fontSize="sm">
                      <Text color="fg.muted">{t(side === 'buyer' ? 'orders.seller' : 'orders.buyer')}</Text>
                      <Text>{other.companyName ?? other.nickname}</Text>
                    </Stack>
                    <Stack gap="1" minW="140px" textAlign={{ md: 'end' }}>
                      <Text fontSize="sm" color="fg.muted">
                        {t('orders.total')}
                      </Text>
                      <PriceText price={order.total} strong />
                      <Link to={href(detailsRoute, { id: order.id })} data-testid="order-details-link">
                        <Text color="brand.fg" fontWeight="medium">
                          {t('orders.viewDetails')}
                        </Text>
                      </Link>
                    </Stack>
                  </HStack>
                </Box>
              );
            })}
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
