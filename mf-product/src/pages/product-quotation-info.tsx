import { Badge, calls, ChakraLink, Heading, href, HStack, Link, QueryView, SimpleGrid, Stack, Text, useApiQuery, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { QuotationLanded } from '../features/landed-cost/quotation-landed';
import { QuotationAnswer, QuotationRequest } from '../features/quotations/quotation-details';

/** /productQuotationInfo?id=: one quotation request and, once the seller answers, the quotation. */
export function QuotationInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const quotation = useApiQuery(calls.trade.quotationDetails, { id }, { enabled: id > 0 });
  if (id <= 0)
    return (
      <Text py="16" textAlign="center">
        {t('quotation.missing')}
      </Text>
    );
  return (
    <Stack py="6" gap="6" maxW="4xl" data-testid="quotation-info">
      <QueryView state={quotation}>
        {({ data: q }) => (
          <Stack gap="5">
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h1" size="2xl">
                {t('quotation.infoTitle', { name: q.goodsName })}
              </Heading>
              <Badge colorPalette={q.status === 'quoted' ? 'green' : 'orange'} size="lg" data-testid="quotation-status">
                {t(`quotation.statuses.${q.status}`)}
              </Badge>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <QuotationRequest q={q} />
              <QuotationAnswer q={q} />
            </SimpleGrid>
            <QuotationLanded q={q} unitWord={t(`units.${q.unit}`, { count: 1 })} />
            <ChakraLink asChild color="brand.fg" fontSize="sm">
              <Link to={href('personalQuotationMine')}>{t('quotation.allMine')}</Link>
            </ChakraLink>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
