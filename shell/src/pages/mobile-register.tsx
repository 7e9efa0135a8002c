import { Link, Stack, useNavigate, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../features/auth/register-form';
import { MobilePage } from './mobile-page';

/** /regist on a phone: a new account from the phone number, the SMS code and a password; then the profile step. */
export function MobileRegisterPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const next = `/completeInformation${redirect ? `?${new URLSearchParams({ redirect }).toString()}` : ''}`;
  return (
    <MobilePage title={t('login.registerTitle')} testId="mobile-register-page">
      <RegisterForm onRegistered={() => navigate(next, { replace: true })} />
      <Stack fontSize="sm" textAlign="center">
        <Link to="/login">
          <span style={{ display: 'inline-block', padding: '12px 0' }}>{t('login.toLogin')}</span>
        </Link>
      </Stack>
    </MobilePage>
  );
}
