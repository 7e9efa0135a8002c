import { Badge, calls, Heading, SimpleGrid, Stack, Text, useApiQuery, useFormatters } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ConsoleLink } from '../lib/console-link';
import { AuditLog } from '../lib/audit-log';
import { OperatorView } from '../lib/operator-view';
import { operatorHref } from '../lib/paths';

type Queue = calls.operator.OperatorQueue;

/** Where each queue's items are decided. */
const QUEUE_PAGES: Record<Queue, string> = {
  goods: operatorHref('operatorReview', { kind: 'goods' }),
  brands: operatorHref('operatorReview', { kind: 'brands' }),
  brokers: operatorHref('operatorBrokers'),
  settlements: operatorHref('operatorOrders', { queue: 'settlement' }),
  arbitrations: operatorHref('operatorOrders', { queue: 'arbitration' }),
  enquiries: operatorHref('operatorInbox', { kind: 'enquiry' }),
  complaints: operatorHref('operatorInbox', { kind: 'complaint' }),
};

/** /operator: how much waits in each queue and since when, each a link to its page; the latest decisions. */
export function OverviewPage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const overview = useApiQuery(calls.operator.overview, {});
  return (
    <Stack gap="6" data-testid="operator-overview">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('overview.title')}
        </Heading>
        <Text color="fg.muted">{t('overview.intro')}</Text>
      </Stack>
      <OperatorView state={overview}>
        {({ data }) => (
          <Stack gap="8">
            <Stack as="section" gap="3" aria-labelledby="queues-heading">
              <Heading as="h2" size="lg" id="queues-heading">
                {t('overview.queues')}
              </Heading>
              <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 4 }} gap="3" listStyleType="none">
                {data.queues.map((queue) => (
                  <li key={queue.queue}>
                    <ConsoleLink to={QUEUE_PAGES[queue.queue]} testId={`queue-${queue.queue}`} block>
                      <Stack
                        gap="1"
                        p="4"
                        borderWidth="1px"
                        borderRadius="lg"
                        height="100%"
                        _hover={{ borderColor: 'brand.solid' }}
                        borderColor={queue.waiting ? 'orange.muted' : undefined}
                      >
                        <Text fontWeight="semibold">{t(`queues.${queue.queue}`)}</Text>
                        <Text fontSize="2xl" fontWeight="bold" data-testid="queue-waiting">
                          {f.number(queue.waiting)}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {queue.oldest ? t('overview.oldest', { time: f.dateTime(queue.oldest) }) : t('overview.nothingWaiting')}
                        </Text>
                        {queue.waiting ? (
                          <Badge alignSelf="flex-start" colorPalette="orange">
                            {t('overview.waiting', { count: queue.waiting })}
                          </Badge>
                        ) : null}
                      </Stack>
                    </ConsoleLink>
                  </li>
                ))}
              </SimpleGrid>
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="recent-heading">
              <Heading as="h2" size="lg" id="recent-heading">
                {t('overview.recent')}
              </Heading>
              <AuditLog entries={data.recent} showSubject />
            </Stack>
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}
