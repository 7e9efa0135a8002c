import {
  api,
  ApiError,
  Box,
  Button,
  calls,
  Field,
  Heading,
  HStack,
  Input,
  LANDING_PAGES,
  LANGUAGE_TAGS,
  languageAtom,
  Link,
  type MessageKey,
  NativeSelect,
  permissionsAtom,
  puenteEvents,
  Stack,
  tokenAtom,
  useNavigate,
  type User,
  userAtom,
  useSearchParams,
  validateNewPassword,
  validatePassword,
  validatePhone,
  visitModeAtom,
} from '@puente/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Countries a member can register from: the CELAC states and China. */
const COUNTRIES = ['AG', 'AR', 'BS', 'BB', 'BZ', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'DM', 'DO', 'EC', 'SV', 'GD', 'GT', 'GY', 'HT', 'HN', 'JM', 'MX', 'NI', 'PA', 'PY', 'PE', 'KN', 'LC', 'VC', 'SR', 'TT', 'UY', 'VE', 'CN'];
const RESEND_SECONDS = 60;

type Errors = Partial<Record<string, MessageKey>>;

function FieldMessage({ error }: { error?: MessageKey | undefined }) {
  const { t } = useTranslation('messages');
  return error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null;
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: MessageKey | undefined;
  type?: 'text' | 'password';
  inputMode?: 'tel' | 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
}

function TextField({ name, label, value, onChange, error, type = 'text', inputMode, autoComplete, maxLength }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} type={type} inputMode={inputMode} autoComplete={autoComplete} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />
      <FieldMessage error={error} />
    </Field.Root>
  );
}

function useFinishSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userAtom);
  const setPermissions = useSetAtom(permissionsAtom);
  return async (token: string, user: User) => {
    setToken(token);
    setUser(user);
    puenteEvents.emit('session:changed', { signedIn: true });
    try {
      const role = await api.call(calls.getUserRole, {});
      setPermissions(role.data.userPermissions.map((p) => p.percode));
    } catch (error) {
      console.error('[puente] permissions failed', error);
    }
  };
}

function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const [mode, setMode] = useState<'phone' | 'username'>('phone');
  const [phone, setPhone] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const finish = useFinishSession();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      ...(mode === 'phone' ? { phone: validatePhone(phone) ?? undefined } : { username: username.trim() ? undefined : 'validation.usernameRequired' }),
      password: validatePassword(password) ?? undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const reply = mode === 'phone' ? await api.call(calls.loginByPhone, { phone, password }) : await api.call(calls.loginByUsername, { username, password });
      await finish(reply.token, reply.user);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="4">
      <HStack gap="2" role="tablist">
        {(['phone', 'username'] as const).map((m) => (
          <Button key={m} type="button" size="sm" role="tab" aria-selected={mode === m} variant={mode === m ? 'solid' : 'ghost'} colorPalette="brand" onClick={() => setMode(m)}>
            {t(m === 'phone' ? 'login.byPhone' : 'login.byUsername')}
          </Button>
        ))}
      </HStack>
      {mode === 'phone' ? (
        <Field.Root invalid={!!errors.phone}>
          <Field.Label>{t('login.phone')}</Field.Label>
          <Input name="phone" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          <FieldMessage error={errors.phone} />
        </Field.Root>
      ) : (
        <Field.Root invalid={!!errors.username}>
          <Field.Label>{t('login.username')}</Field.Label>
          <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <FieldMessage error={errors.username} />
        </Field.Root>
      )}
      <TextField name="password" label={t('login.password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
      <Button type="submit" colorPalette="brand" loading={busy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      </Stack>
    </form>
  );
}

/** A verification code by SMS: sends it, then counts down before it may be sent again. */
function useSmsCode(type: number) {
  const [cooldown, setCooldown] = useState(0);
  const [sentTo, setSentTo] = useState('');
  useEffect(() => {
    if (cooldown <= 0) return undefined;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);
  async function send(phone: string): Promise<MessageKey | null> {
    const phoneError = validatePhone(phone);
    if (phoneError) return phoneError;
    try {
      await api.call(calls.sendSmsCode, { type: type as 1 | 2, phone });
      setSentTo(phone);
      setCooldown(RESEND_SECONDS);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    return null;
  }
  return { cooldown, sentTo, send };
}

function PhoneWithCode({ phone, setPhone, error, sms, onSend, sendTestId }: { phone: string; setPhone: (v: string) => void; error?: MessageKey | undefined; sms: ReturnType<typeof useSmsCode>; onSend: () => void; sendTestId?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{t('login.phone')}</Field.Label>
      <HStack width="100%">
        <Input name="phone" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        <Button type="button" variant="outline" onClick={onSend} disabled={sms.cooldown > 0} data-testid={sendTestId}>
          {sms.cooldown > 0 ? t('login.resend', { seconds: sms.cooldown }) : t('login.sendCode')}
        </Button>
      </HStack>
      <FieldMessage error={error} />
      {sms.sentTo ? <Field.HelperText>{t('login.codeSent', { phone: sms.sentTo })}</Field.HelperText> : null}
    </Field.Root>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('shell');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const finish = useFinishSession();

  const sms = useSmsCode(calls.SMS_CODE_TYPES.register);

  async function sendCode() {
    setErrors({ phone: (await sms.send(phone)) ?? undefined });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      phone: validatePhone(phone) ?? undefined,
      code: code.trim() ? undefined : 'validation.codeRequired',
      password: validateNewPassword(password) ?? undefined,
      confirm: confirm === password ? undefined : 'validation.passwordMismatch',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const reply = await api.call(calls.register, { phone, code, password });
      await finish(reply.token, reply.user);
      onRegistered();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <Stack gap="4">
      <PhoneWithCode phone={phone} setPhone={setPhone} error={errors.phone} sms={sms} onSend={() => void sendCode()} sendTestId="send-code" />
      <TextField name="code" label={t('login.code')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} />
      <TextField name="password" label={t('login.password')} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
      <TextField name="confirm" label={t('login.confirmPassword')} type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <Button type="submit" colorPalette="brand" loading={busy} data-testid="register-submit">
        {t('login.submitRegister')}
      </Button>
      </Stack>
    </form>
  );
}

/** ?type=reset: a new password through a code sent to the phone; every session ends with it. */
function ResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const sms = useSmsCode(calls.SMS_CODE_TYPES.resetPassword);

  async function sendCode() {
    setErrors({ phone: (await sms.send(phone)) ?? undefined });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      phone: validatePhone(phone) ?? undefined,
      code: code.trim() ? undefined : 'validation.codeRequired',
      password: validateNewPassword(password) ?? undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await api.call(calls.updatePasswordByPhoneCode, { phone, code, password });
      puenteEvents.emit('toast', { type: 'success', message: t('reset.done') });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="reset-form">
      <Stack gap="4">
        <PhoneWithCode phone={phone} setPhone={setPhone} error={errors.phone} sms={sms} onSend={() => void sendCode()} />
        <TextField name="code" label={t('login.code')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} />
        <TextField name="password" label={t('reset.newPassword')} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
        <Button type="submit" colorPalette="brand" loading={busy}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function CompleteInfoForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const language = useAtomValue(languageAtom);
  const setUser = useSetAtom(userAtom);
  const [nickname, setNickname] = useState('');
  const [role, setRole] = useState<'buyer' | 'seller' | ''>('');
  const [country, setCountry] = useState('');
  const [company, setCompany] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' });
    return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAGS[language]));
  }, [language]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      nickname: nickname.trim() ? undefined : 'validation.nicknameRequired',
      role: role ? undefined : 'validation.roleRequired',
      country: country ? undefined : 'validation.countryRequired',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !role) return;
    setBusy(true);
    try {
      const reply = await api.call(calls.improveInfoForReg, { nickname, role, countryCode: country, companyName: company || undefined });
      setUser(reply.user);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="complete-form">
      <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('login.completeTitle')}
      </Heading>
      <Field.Root invalid={!!errors.nickname}>
        <Field.Label>{t('login.nickname')}</Field.Label>
        <Input name="nickname" value={nickname} maxLength={40} onChange={(e) => setNickname(e.target.value)} />
        <FieldMessage error={errors.nickname} />
      </Field.Root>
      <Field.Root invalid={!!errors.role}>
        <Field.Label>{t('login.role')}</Field.Label>
        <HStack>
          {(['buyer', 'seller'] as const).map((r) => (
            <Button key={r} type="button" variant={role === r ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={role === r} onClick={() => setRole(r)}>
              {t(`login.${r}`)}
            </Button>
          ))}
        </HStack>
        <FieldMessage error={errors.role} />
      </Field.Root>
      <Field.Root invalid={!!errors.country}>
        <Field.Label>{t('login.country')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="country" value={country} onChange={(e) => setCountry(e.currentTarget.value)}>
            <option value="">{t('login.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <FieldMessage error={errors.country} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('login.company')}</Field.Label>
        <Input name="company" value={company} maxLength={120} onChange={(e) => setCompany(e.target.value)} />
      </Field.Root>
      <Button type="submit" colorPalette="brand" loading={busy}>
        {t('login.finish')}
      </Button>
      </Stack>
    </form>
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
            <ResetForm onDone={() => navigate('/login', { replace: true })} />
          ) : (
            <LoginForm onDone={() => navigate(target, { replace: true })} />
          )}
          <Stack gap="1" fontSize="sm" textAlign="center">
            {!registering && !resetting ? <Link to="/login?type=reset">{t('reset.link')}</Link> : null}
            <Link to={registering ? '/login' : '/login?type=register'}>{registering ? t('login.toLogin') : t('login.toRegister')}</Link>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
