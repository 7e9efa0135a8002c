import { Button, calls, Heading, href, HStack, Link, QueryView, SimpleGrid, Stack, useApiMutation, useApiQuery } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandCard } from '../features/shop/brand-card';

/** /personalBrand: the seller's brands in every review state. */
export function BrandList() {
  const { t } = useTranslation('personal');
  const brands = useApiQuery(calls.listBrands, { mine: 1, currentPage: 1, everyNumber: -1 });
  // Both make the brand lists and details stale (the contract's INVALIDATES): the list asks again.
  const putaway = useApiMutation(calls.updateBrandPutaway, { success: (_, body) => t(body.putaway ? 'goods.putOn' : 'goods.putOff') });
  const removeBrand = useApiMutation(calls.deleteBrand, { success: t('brand.deleted') });
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  async function shelf(id: number, onShelf: boolean) {
    await putaway.run({ id, putaway: onShelf });
  }
  async function remove(id: number) {
    if (await removeBrand.run({ id })) setConfirmDelete(null);
  }

  return (
    <Stack gap="5" data-testid="brand-list">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('brand.title')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to={href('personalBrandEdit')}>{t('brand.add')}</Link>
        </Button>
      </HStack>
      <QueryView state={brands} isEmpty={(data) => data.list.length === 0} empty={t('brand.empty')}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {data.list.map((b) => (
              <BrandCard
                key={b.id}
                b={b}
                shelving={putaway.busy}
                onShelf={() => void shelf(b.id, !b.putaway)}
                confirming={confirmDelete === b.id}
                onAsk={() => setConfirmDelete(b.id)}
                onDelete={() => void remove(b.id)}
                deleting={removeBrand.busy}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}
