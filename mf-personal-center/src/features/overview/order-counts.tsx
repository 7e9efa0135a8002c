import { Box, calls, Heading, href, HStack, Link, QueryView, SimpleGrid, Text, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Order counts by status for one side of the user's orders, each a link to that tab's list. */
export function OrderCounts({ side }: { side: 'buyer' | 'seller' }) {
  const { t } = useTranslation('personal');
  const { t: common } = useTranslation('common');
  const stats = useApiQuery(calls.trade.orderStatistics, { side });
  const listPath = href(side === 'buyer' ? 'personalOrder' : 'personalOrderBroker');
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" data-testid={`panel-orders-${side}`}>
      <HStack justify="space-between" mb="4">
        <Heading as="h2" size="md">
          {t(side === 'buyer' ? 'panel.buyerOrders' : 'panel.sellerOrders')}
        </Heading>
        <Link to={listPath}>
          <Text color="brand.fg" fontSize="sm">
            {t('panel.allOrders')}
          </Text>
        </Link>
      </HStack>
      <QueryView state={stats} compact>
        {({ data }) => (
          <SimpleGrid columns={{ base: 3, md: 5 }} gap="3">
            {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((status) => (
              <Link key={status} to={`${listPath}?status=${status}`} data-testid={`count-${status}`}>
                <Box textAlign="center" p="2" minH="44px" borderRadius="md" bg="bg.subtle" _hover={{ bg: 'bg.muted' }}>
                  <Text fontSize="xl" fontWeight="semibold">
                    {data.byStatus[String(status)] ?? 0}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {common(`orderStatus.${status}`)}
                  </Text>
                </Box>
              </Link>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Box>
  );
}
