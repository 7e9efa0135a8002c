import { clearSession, Text, useNavigate } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ResetForm } from '../features/auth/reset-form';
import { MobilePage } from './mobile-page';

/** /mine/changePassword on a phone: a new password through a code sent to the phone; every session ends with it, this one too. */
export function MobileChangePasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <MobilePage title={t('mobile.changePassword')} testId="mobile-change-password-page">
      <Text color="fg.muted">{t('mobile.changePasswordIntro')}</Text>
      <ResetForm
        onDone={() => {
          clearSession();
          navigate('/login', { replace: true });
        }}
      />
    </MobilePage>
  );
}
