import { Button, calls, Input, Stack, useApiMutation } from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';
import { PhoneCodeFields } from './phone-code-fields';

interface ResetValues {
  phone: string;
  code: string;
  password: string;
}
const RESET_DEFAULTS: ResetValues = { phone: '', code: '', password: '' };

/** ?type=reset: a new password through a code sent to the phone; every session ends with it. */
export function ResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const form = useContractForm(calls.updatePasswordByPhoneCode, { defaultValues: RESET_DEFAULTS });
  const reset = useApiMutation(calls.updatePasswordByPhoneCode, { success: t('reset.done'), onSuccess: onDone });

  return (
    <ContractForm form={form} onValid={(body) => reset.run(body)} testId="reset-form">
      <Stack gap="4">
        <PhoneCodeFields form={form} type={calls.SMS_CODE_TYPES.resetPassword} />
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
