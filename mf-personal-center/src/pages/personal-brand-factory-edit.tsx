import { calls, EmptyState, Heading, QueryView, Stack, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { FactoryForm } from '../features/shop/factory-form';
import { useIdParam } from '../lib/query';

/** /personalBrandFactoryEdit?brandId=(&id= to edit). */
export function FactoryEdit() {
  const { t } = useTranslation('personal');
  const brandId = useIdParam('brandId');
  const id = useIdParam();
  const factory = useApiQuery(calls.factoryInspectionDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (brandId === null) return <EmptyState title={t('brand.notFound')} />;
  const page = (existing: Parameters<typeof FactoryForm>[0]['existing']) => (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(existing ? 'factory.editTitle' : 'factory.addTitle')}
      </Heading>
      <FactoryForm key={existing?.id ?? 'new'} brandId={brandId} existing={existing} />
    </Stack>
  );
  if (id === null) return page(null);
  return <QueryView state={factory}>{({ data }) => page(data)}</QueryView>;
}
