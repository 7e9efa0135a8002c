import { Button, calls, EmptyState, Heading, href, HStack, Link, QueryView, Stack, Text, useApiMutation, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { FactorySummary } from '../features/shop/factory-cards';
import { useIdParam } from '../lib/query';

/** /personalBrandFactory?brandId=: a brand's factory inspections. */
export function FactoryList() {
  const { t } = useTranslation('personal');
  const brandId = useIdParam('brandId');
  const brands = useApiQuery(calls.listBrands, { mine: 1, currentPage: 1, everyNumber: -1 }, { enabled: brandId === null });
  const list = useApiQuery(calls.listFactoryInspections, { brandId: brandId ?? 0 }, { enabled: brandId !== null });
  // Deleting makes the inspections and the brand's counts stale (the contract's INVALIDATES).
  const removeFactory = useApiMutation(calls.deleteFactoryInspection, { success: t('factory.deleted') });

  if (brandId === null) {
    // Without a brand: choose one of the seller's brands first.
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('factory.title')}
        </Heading>
        <Text color="fg.muted">{t('factory.chooseBrand')}</Text>
        <QueryView
          state={brands}
          isEmpty={(data) => data.list.length === 0}
          empty={
            <EmptyState title={t('brand.empty')}>
              <Link to={href('personalBrandEdit')}>
                <Text color="brand.fg">{t('brand.add')}</Text>
              </Link>
            </EmptyState>
          }
        >
          {(data) => (
            <Stack gap="2">
              {data.list.map((b) => (
                <Link key={b.id} to={href('personalBrandFactory', { brandId: b.id })}>
                  <Text color="brand.fg">
                    {b.name} ({b.factoryCount})
                  </Text>
                </Link>
              ))}
            </Stack>
          )}
        </QueryView>
      </Stack>
    );
  }

  async function remove(id: number) {
    await removeFactory.run({ id });
  }

  return (
    <Stack gap="5" data-testid="factory-list">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('factory.title')}
        </Heading>
        <HStack gap="2">
          <Button variant="outline" asChild>
            <Link to={href('personalBrandDetails', { id: brandId })}>{t('factory.backToBrand')}</Link>
          </Button>
          <Button colorPalette="brand" asChild>
            <Link to={href('personalBrandFactoryEdit', { brandId })}>{t('factory.add')}</Link>
          </Button>
        </HStack>
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('factory.empty')}>
        {(data) => (
          <Stack gap="3">
            {data.list.map((f) => (
              <HStack key={f.id} borderWidth="1px" borderRadius="lg" p="4" justify="space-between" flexWrap="wrap" gap="3" data-testid="factory-row">
                <FactorySummary factory={f} />
                <HStack gap="2">
                  <Button size="sm" variant="outline" asChild>
                    <Link to={href('personalBrandFactoryEdit', { brandId, id: f.id })}>{t('common.edit')}</Link>
                  </Button>
                  <Button size="sm" variant="ghost" colorPalette="red" loading={removeFactory.busy} onClick={() => void remove(f.id)}>
                    {t('common.delete')}
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
