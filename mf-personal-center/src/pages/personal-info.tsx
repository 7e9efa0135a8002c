import { calls, Heading, QueryView, Stack, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PersonalInfoForm } from '../features/profile/personal-info-form';

/** /personalInfo: avatar (uploaded with progress) and nickname, email. */
export function PersonalInfoPage() {
  const { t } = useTranslation('personal');
  const info = useApiQuery(calls.getUserInfo, {});
  return (
    <QueryView state={info}>
      {({ user }) => (
        <Stack gap="5" data-testid="personal-info">
          <Heading as="h1" size="xl">
            {t('profile.infoTitle')}
          </Heading>
          <PersonalInfoForm user={user} />
        </Stack>
      )}
    </QueryView>
  );
}
