import {
  api,
  Box,
  Button,
  calls,
  Heading,
  href,
  HStack,
  Input,
  LANDING_PAGES,
  LANGUAGE_TAGS,
  languageAtom,
  Link,
  NativeSelect,
  permissionsAtom,
  Stack,
  tokenAtom,
  useApiMutation,
  useNavigate,
  type User,
  userAtom,
  useSearchParams,
  visitModeAtom,
  type CallRequest,
  type MessageKey,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Countries a member can register from: the CELAC states and China. */
const COUNTRIES = ['AG', 'AR', 'BS', 'BB', 'BZ', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'DM', 'DO', 'EC', 'SV', 'GD', 'GT', 'GY', 'HT', 'HN', 'JM', 'MX', 'NI', 'PA', 'PY', 'PE', 'KN', 'LC', 'VC', 'SR', 'TT', 'UY', 'VE', 'CN'];
const RESEND_SECONDS = 60;

function useFinishSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userAtom);
  const setPermissions = useSetAtom(permissionsAtom);
  return async (token: string, user: User) => {
    setToken(token);
    setUser(user);
    try {
      const role = await api.call(calls.getUserRole, {});
      setPermissions(role.data.userPermissions.map((p) => p.percode));
    } catch (error) {
      console.error('[puente] permissions failed', error);
    }
  };
}

interface LoginValues {
  phone: string;
  username: string;
  password: string;
}
const LOGIN_DEFAULTS: LoginValues = { phone: '', username: '', password: '' };
type LoginCall = typeof calls.loginByPhone | typeof calls.loginByUsername;

function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const [mode, setMode] = useState<'phone' | 'username'>('phone');
  // One form for both ways in (the password stays when the reader switches), checked by the chosen way's call.
  const form = useContractForm<LoginValues, LoginCall>(mode === 'phone' ? calls.loginByPhone : calls.loginByUsername, { defaultValues: LOGIN_DEFAULTS });
  const byPhone = useApiMutation(calls.loginByPhone);
  const byUsername = useApiMutation(calls.loginByUsername);
  const finish = useFinishSession();

  async function logIn(body: CallRequest<LoginCall>) {
    const reply = 'phone' in body ? await byPhone.run(body) : await byUsername.run(body);
    if (!reply) return;
    await finish(reply.token, reply.user);
    onDone();
  }

  function choose(next: 'phone' | 'username') {
    setMode(next);
    form.clearErrors();
  }

  return (
    <ContractForm form={form} onValid={logIn} testId="login-form">
      <Stack gap="4">
        <HStack gap="2" role="tablist">
          {(['phone', 'username'] as const).map((m) => (
            <Button key={m} type="button" size="sm" role="tab" aria-selected={mode === m} variant={mode === m ? 'solid' : 'ghost'} colorPalette="brand" onClick={() => choose(m)}>
              {t(m === 'phone' ? 'login.byPhone' : 'login.byUsername')}
            </Button>
          ))}
        </HStack>
        {mode === 'phone' ? (
          <FormField name="phone" label={t('login.phone')}>
            <Input inputMode="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
        ) : (
          <FormField name="username" label={t('login.username')}>
            <Input autoComplete="username" {...form.register('username')} />
          </FormField>
        )}
        <FormField name="password" label={t('login.password')}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Stack>
    </ContractForm>
  );
}

/** A verification code by SMS: sends it, then counts down before it may be sent again. */
function useSmsCode(type: (typeof calls.SMS_CODE_TYPES)[keyof typeof calls.SMS_CODE_TYPES]) {
  const [cooldown, setCooldown] = useState(0);
  const [sentTo, setSentTo] = useState('');
  useEffect(() => {
    if (cooldown <= 0) return undefined;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);
  const sendSms = useApiMutation(calls.sendSmsCode, {
    onSuccess: (_reply, body) => {
      setSentTo(body.phone);
      setCooldown(RESEND_SECONDS);
    },
  });
  return { cooldown, sentTo, send: (phone: string) => sendSms.run({ type, phone }) };
}

/** The phone field with its send-code button: the code goes out once the phone passes the form's own check. */
function PhoneWithCode({ sms, onSend, sendTestId, children }: { sms: ReturnType<typeof useSmsCode>; onSend: () => void; sendTestId?: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <FormField name="phone" label={t('login.phone')} helper={sms.sentTo ? t('login.codeSent', { phone: sms.sentTo }) : undefined}>
      <HStack width="100%">
        {children}
        <Button type="button" variant="outline" onClick={onSend} disabled={sms.cooldown > 0} data-testid={sendTestId}>
          {sms.cooldown > 0 ? t('login.resend', { seconds: sms.cooldown }) : t('login.sendCode')}
        </Button>
      </HStack>
    </FormField>
  );
}

interface RegisterValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}
const REGISTER_DEFAULTS: RegisterValues = { phone: '', code: '', password: '', confirm: '' };
/** The one check the register call cannot make: the password typed twice alike. */
const samePasswordTwice = (values: RegisterValues): Partial<Record<string, MessageKey>> => (values.confirm === values.password ? {} : { confirm: 'validation.passwordMismatch' });

function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('shell');
  const form = useContractForm(calls.register, { defaultValues: REGISTER_DEFAULTS, extra: samePasswordTwice });
  const signUp = useApiMutation(calls.register);
  const finish = useFinishSession();
  const sms = useSmsCode(calls.SMS_CODE_TYPES.register);

  async function sendCode() {
    if (await form.trigger('phone')) await sms.send(form.getValues('phone'));
  }

  async function create(body: CallRequest<typeof calls.register>) {
    const reply = await signUp.run(body);
    if (!reply) return;
    await finish(reply.token, reply.user);
    onRegistered();
  }

  return (
    <ContractForm form={form} onValid={create} testId="register-form">
      <Stack gap="4">
        <PhoneWithCode sms={sms} onSend={() => void sendCode()} sendTestId="send-code">
          <Input inputMode="tel" autoComplete="tel" {...form.register('phone')} />
        </PhoneWithCode>
        <FormField name="code" label={t('login.code')}>
          <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
        </FormField>
        <FormField name="password" label={t('login.password')}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField name="confirm" label={t('login.confirmPassword')}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} data-testid="register-submit">
          {t('login.submitRegister')}
        </Button>
      </Stack>
    </ContractForm>
  );
}

interface ResetValues {
  phone: string;
  code: string;
  password: string;
}
const RESET_DEFAULTS: ResetValues = { phone: '', code: '', password: '' };

/** ?type=reset: a new password through a code sent to the phone; every session ends with it. */
function ResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const form = useContractForm(calls.updatePasswordByPhoneCode, { defaultValues: RESET_DEFAULTS });
  const reset = useApiMutation(calls.updatePasswordByPhoneCode, { success: t('reset.done'), onSuccess: onDone });
  const sms = useSmsCode(calls.SMS_CODE_TYPES.resetPassword);

  async function sendCode() {
    if (await form.trigger('phone')) await sms.send(form.getValues('phone'));
  }

  return (
    <ContractForm form={form} onValid={(body) => reset.run(body)} testId="reset-form">
      <Stack gap="4">
        <PhoneWithCode sms={sms} onSend={() => void sendCode()}>
          <Input inputMode="tel" autoComplete="tel" {...form.register('phone')} />
        </PhoneWithCode>
        <FormField name="code" label={t('login.code')}>
          <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
        </FormField>
        <FormField name="password" label={t('reset.newPassword')}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </ContractForm>
  );
}

type Role = 'buyer' | 'seller';
interface CompleteValues {
  nickname: string;
  role: Role | '';
  country: string;
  company: string;
}
const COMPLETE_DEFAULTS: CompleteValues = { nickname: '', role: '', country: '', company: '' };
const completeRequest = (values: CompleteValues) => ({
  nickname: values.nickname,
  role: values.role || undefined,
  countryCode: values.country,
  companyName: values.company || undefined,
});
const completeFieldOf = (path: string) => (path === 'countryCode' ? 'country' : path === 'companyName' ? 'company' : path);

function CompleteInfoForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const setUser = useSetAtom(userAtom);
  const form = useContractForm(calls.improveInfoForReg, { defaultValues: COMPLETE_DEFAULTS, toRequest: completeRequest, fieldOf: completeFieldOf });
  const complete = useApiMutation(calls.improveInfoForReg, {
    onSuccess: (reply) => {
      setUser(reply.user);
      onDone();
    },
  });
  const role = form.watch('role');
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' });
    return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAGS[language]));
  }, [language]);

  return (
    <ContractForm form={form} onValid={(body) => complete.run(body)} testId="complete-form">
      <Stack gap="4">
        <Heading as="h2" size="lg">
          {t('login.completeTitle')}
        </Heading>
        <FormField name="nickname" label={t('login.nickname')}>
          <Input {...form.register('nickname')} />
        </FormField>
        <FormField name="role" label={t('login.role')}>
          <HStack>
            {(['buyer', 'seller'] as const).map((r) => (
              <Button key={r} type="button" variant={role === r ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={role === r} onClick={() => form.setValue('role', r, { shouldValidate: form.formState.isSubmitted })}>
                {t(`login.${r}`)}
              </Button>
            ))}
          </HStack>
        </FormField>
        <FormField name="country" label={t('login.country')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('country')}>
              <option value="">{t('login.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField name="company" label={t('login.company')}>
          <Input {...form.register('company')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          {t('login.finish')}
        </Button>
      </Stack>
    </ContractForm>
  );
}

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
