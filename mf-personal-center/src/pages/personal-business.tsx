import { calls, Heading, QueryView, Stack, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { BusinessForm } from '../features/profile/business-form';

/** /personalBusiness: the company behind the account (sellers need it to publish). */
export function BusinessPage() {
  const { t } = useTranslation('personal');
  const info = useApiQuery(calls.getBusinessInformation, {});
  return (
    <QueryView state={info}>
      {({ data }) => (
        <Stack gap="5" data-testid="business-info">
          <Heading as="h1" size="xl">
            {t('profile.businessTitle')}
          </Heading>
          <BusinessForm initial={data} />
        </Stack>
      )}
    </QueryView>
  );
}
