import { Box, Heading, href, LANDING_PAGES, Link, Stack, useNavigate, useSearchParams, visitModeAtom } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompleteInfoForm } from '../features/auth/complete-info-form';
import { LoginForm } from '../features/auth/login-form';
import { RegisterForm } from '../features/auth/register-form';
import { ResetForm } from '../features/auth/reset-form';

/** / and /login: log in, or with ?type=register create an account and complete it. */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const visitMode = useAtomValue(visitModeAtom);
  const [step, setStep] = useState<'form' | 'complete'>('form');
  const registering = params.get('type') === 'register';
  const resetting = params.get('type') === 'reset';
  const redirect = params.get('redirect');
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : LANDING_PAGES[visitMode];

  return (
    <Box maxW="md" mx="auto" my={{ base: '8', md: '16' }} p={{ base: '6', md: '8' }} borderWidth="1px" borderRadius="xl" bg="bg" data-testid="login-page">
      {step === 'complete' ? (
        <CompleteInfoForm onDone={() => navigate(target, { replace: true })} />
      ) : (
        <Stack gap="6">
          <Heading as="h1" size="xl">
            {registering ? t('login.registerTitle') : resetting ? t('reset.title') : t('login.title')}
          </Heading>
          {registering ? (
            <RegisterForm onRegistered={() => setStep('complete')} />
          ) : resetting ? (
            <ResetForm onDone={() => navigate(href('login'), { replace: true })} />
          ) : (
            <LoginForm onDone={() => navigate(target, { replace: true })} />
          )}
          <Stack gap="1" fontSize="sm" textAlign="center">
            {!registering && !resetting ? <Link to={href('login', { type: 'reset' })}>{t('reset.link')}</Link> : null}
            <Link to={registering ? href('login') : href('login', { type: 'register' })}>{registering ? t('login.toLogin') : t('login.toRegister')}</Link>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
