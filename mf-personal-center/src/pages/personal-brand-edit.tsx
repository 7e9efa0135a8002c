import { calls, Heading, QueryView, Stack, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { BrandForm } from '../features/shop/brand-form';
import { useIdParam } from '../lib/query';

/** /personalBrandEdit (?id= to edit). */
export function BrandEdit() {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const brand = useApiQuery(calls.brandDetails, { id: id ?? 0 }, { enabled: id !== null });
  const page = (existing: Parameters<typeof BrandForm>[0]['existing']) => (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(existing ? 'brand.editTitle' : 'brand.addTitle')}
      </Heading>
      <BrandForm key={existing?.id ?? 'new'} existing={existing} />
    </Stack>
  );
  if (id === null) return page(null);
  return <QueryView state={brand}>{({ data }) => page(data)}</QueryView>;
}
