import { Box, Button, calls, HStack, Input, Stack, useApiMutation, useTabPanel, type CallRequest } from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishSession } from './use-finish-session';

interface LoginValues {
  phone: string;
  username: string;
  password: string;
}
const LOGIN_DEFAULTS: LoginValues = { phone: '', username: '', password: '' };
type LoginCall = typeof calls.loginByPhone | typeof calls.loginByUsername;

/** Logging in by phone or by username, with the password. */
export function LoginForm({ onDone }: { onDone: () => void }) {
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
    if (await finish(reply.token, reply.user)) onDone();
  }

  const tabs = useTabPanel<'phone' | 'username'>();

  function choose(next: 'phone' | 'username') {
    setMode(next);
    form.clearErrors();
  }

  return (
    <ContractForm form={form} onValid={logIn} testId="login-form">
      <Stack gap="4">
        <HStack gap="2" role="tablist">
          {(['phone', 'username'] as const).map((m) => (
            <Button
              key={m}
              type="button"
              size="sm"
              role="tab"
              {...tabs.tab(m)}
              aria-selected={mode === m}
              variant={mode === m ? 'solid' : 'ghost'}
              colorPalette="brand"
              onClick={() => choose(m)}
            >
              {t(m === 'phone' ? 'login.byPhone' : 'login.byUsername')}
            </Button>
          ))}
        </HStack>
        <Box {...tabs.panel(mode)}>
          {mode === 'phone' ? (
            <FormField name="phone" label={t('login.phone')}>
              <Input inputMode="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
          ) : (
            <FormField name="username" label={t('login.username')}>
              <Input autoComplete="username" {...form.register('username')} />
            </FormField>
          )}
        </Box>
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
