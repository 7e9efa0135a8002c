import { Box, calls, Heading, href, HStack, Link, ORDER_STAGES, QueryView, SimpleGrid, Text, useApiQuery, useOrderWords } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/**
 * Order counts by stage for one side of the user's orders (the stages that have orders, named as
 * every screen names them), each a link to that stage's tab of the list.
 */
export function OrderCounts({ side }: { side: 'buyer' | 'seller' }) {
  const { t } = useTranslation('personal');
  const words = useOrderWords();
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
        {({ data }) =>
          data.total === 0 ? (
            <Text color="fg.muted">{t('orders.empty')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 3, md: 5 }} gap="3">
              {ORDER_STAGES.filter((stage) => (data.byStage[stage] ?? 0) > 0).map((stage) => (
                <Link key={stage} to={`${listPath}?stage=${stage}`} data-testid={`count-${stage}`}>
                  <Box textAlign="center" p="2" minH="44px" borderRadius="md" bg="bg.subtle" _hover={{ bg: 'bg.muted' }}>
                    <Text fontSize="xl" fontWeight="semibold">
                      {data.byStage[stage]}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {words.stage[stage]}
                    </Text>
                  </Box>
                </Link>
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </Box>
  );
}
