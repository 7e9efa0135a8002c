import { Badge, Button, calls, chakra, EmptyState, Heading, href, HStack, Link, QueryView, Stack, Text, useApiQuery, useFormatters } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { AuditBadge } from '../features/shop/audit';
import { FactoryCards } from '../features/shop/factory-cards';
import { useIdParam } from '../lib/query';

/** /personalBrandDetails?id=: the brand and its factory inspections. */
export function BrandDetails() {
  const { t } = useTranslation('personal');
  const { country } = useFormatters();
  const id = useIdParam();
  const brand = useApiQuery(calls.brandDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('brand.notFound')} />;
  return (
    <QueryView state={brand}>
      {({ data: b }) => (
        <Stack gap="5" data-testid="brand-details">
          <HStack gap="4" flexWrap="wrap">
            {b.logo ? <chakra.img src={b.logo} alt="" width="80px" height="80px" objectFit="contain" borderRadius="md" borderWidth="1px" /> : null}
            <Stack gap="1">
              <Heading as="h1" size="xl">
                {b.name}
              </Heading>
              <HStack gap="2">
                <AuditBadge status={b.auditStatus} />
                <Badge>{t(`goods.sources.${b.type}`)}</Badge>
                <Badge>{country(b.countryCode)}</Badge>
              </HStack>
            </Stack>
            <HStack ms="auto" gap="2">
              <Button variant="outline" asChild>
                <Link to={href('personalBrandEdit', { id: b.id })}>{t('common.edit')}</Link>
              </Button>
              <Button colorPalette="brand" asChild>
                <Link to={href('personalBrandFactoryEdit', { brandId: b.id })}>{t('factory.add')}</Link>
              </Button>
            </HStack>
          </HStack>
          <Text whiteSpace="pre-line">{b.description}</Text>
          <Text color="fg.muted">{t('brand.counts', { goods: b.goodsCount, factories: b.factoryCount })}</Text>
          <Heading as="h2" size="md">
            {t('brand.factories')}
          </Heading>
          <FactoryCards factories={b.factories} />
        </Stack>
      )}
    </QueryView>
  );
}
