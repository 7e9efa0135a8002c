import { calls, Heading, HStack, orderWord, Pager, Stack, Text, useApiQuery, useFormatters, useOrderWords, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ConsoleLink } from '../lib/console-link';
import { DataTable } from '../lib/data-table';
import { consoleMoney } from '../lib/facts';
import { SORTS } from '../lib/labels';
import { OperatorView } from '../lib/operator-view';
import { operatorHref, PAGE_SIZE, queryOf, useChoiceParam, useIntParam } from '../lib/paths';
import { PersonText } from '../lib/person';
import { SortSelect } from '../lib/sort-select';
import { TabBar } from '../lib/tabs';

/** /operatorOrders: orders that wait for the platform, to settle or to arbitrate, 20 a page; each opens its details. */
export function PlatformOrdersPage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const words = useOrderWords();
  const [, setParams] = useSearchParams();
  const queue = useChoiceParam('queue', calls.operator.PLATFORM_ORDER_QUEUES);
  const sort = useChoiceParam('sort', SORTS);
  const page = useIntParam('page') ?? 1;
  const orders = useApiQuery(calls.operator.platformOrders, { queue, sort, currentPage: page, everyNumber: PAGE_SIZE });
  const go = (next: Record<string, string | number>) => setParams(queryOf({ queue, sort, page: 1, ...next }));

  return (
    <Stack gap="5" data-testid="operator-orders">
      <Heading as="h1" size="2xl">
        {t('orders.title')}
      </Heading>
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <TabBar
          label={t('orders.queues')}
          options={calls.operator.PLATFORM_ORDER_QUEUES.map((value) => ({ value, label: t(`orders.queue.${value}`) }))}
          value={queue}
          onChange={(value) => go({ queue: value })}
          testId="order-queue"
        />
        <SortSelect value={sort} onChange={(value) => go({ sort: value })} />
      </HStack>
      <OperatorView state={orders} isEmpty={(data) => data.list.length === 0} empty={t(`orders.empty.${queue}`)}>
        {(data) => (
          <Stack gap="2">
            <Text color="fg.muted" fontSize="sm">
              {t('list.total', { count: data.total })}
            </Text>
            <DataTable
              caption={t(`orders.queue.${queue}`)}
              testId="order-table"
              rowTestId="order-row"
              rows={data.list}
              rowKey={(order) => order.id}
              columns={[
                {
                  key: 'order',
                  header: t('orders.orderNo'),
                  cell: (order) => (
                    <ConsoleLink to={operatorHref('operatorOrderDetails', { id: order.id })} testId="order-open">
                      {order.orderNo}
                    </ConsoleLink>
                  ),
                },
                { key: 'buyer', header: t('orders.buyer'), cell: (order) => <PersonText person={order.buyer} compact /> },
                { key: 'seller', header: t('orders.seller'), cell: (order) => <PersonText person={order.seller} compact /> },
                { key: 'node', header: t('orders.node'), cell: (order) => orderWord(words.node, order.node) },
                { key: 'total', header: t('orders.total'), align: 'end', cell: (order) => consoleMoney(order.total, order.currency) },
                { key: 'held', header: t('orders.held'), align: 'end', cell: (order) => consoleMoney(order.held, order.currency) },
                { key: 'since', header: t('orders.since'), cell: (order) => f.dateTime(order.since) },
              ]}
            />
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={(next) => go({ page: next })} />
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}
