import { Button, calls, Input, Stack, useApiMutation, type CallRequest, type MessageKey } from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';
import { PhoneCodeFields } from './phone-code-fields';
import { useFinishSession } from './use-finish-session';

interface RegisterValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}
const REGISTER_DEFAULTS: RegisterValues = { phone: '', code: '', password: '', confirm: '' };
/** The one check the register call cannot make: the password typed twice alike. */
const samePasswordTwice = (values: RegisterValues): Partial<Record<string, MessageKey>> => (values.confirm === values.password ? {} : { confirm: 'validation.passwordMismatch' });

/** ?type=register: a new account from a phone, a code sent to it and a password. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('shell');
  const form = useContractForm(calls.register, { defaultValues: REGISTER_DEFAULTS, extra: samePasswordTwice });
  const signUp = useApiMutation(calls.register);
  const finish = useFinishSession();

  async function create(body: CallRequest<typeof calls.register>) {
    const reply = await signUp.run(body);
    if (!reply) return;
    if (await finish(reply.token, reply.user)) onRegistered();
  }

  return (
    <ContractForm form={form} onValid={create} testId="register-form">
      <Stack gap="4">
        <PhoneCodeFields form={form} type={calls.SMS_CODE_TYPES.register} sendTestId="send-code" />
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
