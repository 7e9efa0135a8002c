import { Button, HStack, Stack, Textarea, type ApiReply, type CallDefinition, type CallRequest } from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@puente/shared';

type Draft = Record<string, string>;

/**
 * A decision that carries an operator's text (a reason, a note, a reply): one textarea checked
 * with the call's own schema (at most 1000 characters, no markup), required where `required`
 * says so — the contract keeps a rejection's reason optional in its schema and requires it in the
 * handler, so the form asks for it itself, in the contract's words.
 */
export function TextDecision<C extends CallDefinition>({
  call,
  field,
  body,
  label,
  submit,
  success,
  onDone,
  required = false,
  danger = false,
  testId,
}: {
  call: C;
  /** The body's text field: `reason`, `note` or `reply`. */
  field: string;
  /** The body without the text. */
  body: Readonly<Record<string, unknown>>;
  label: string;
  submit: string;
  success: string;
  onDone?: (reply: ApiReply<C>) => void;
  required?: boolean;
  danger?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('operator');
  const mutation = useApiMutation(call, { success });
  const toRequest = useCallback((draft: Draft) => ({ ...body, [field]: draft[field] }), [body, field]);
  const extra = useCallback((draft: Draft) => (required && !(draft[field] ?? '').trim() ? { [field]: 'operator.reasonRequired' as const } : {}), [required, field]);
  const form = useContractForm<Draft, C>(call, { defaultValues: { [field]: '' }, toRequest, extra });
  const text = form.watch(field) ?? '';

  async function send(request: CallRequest<C>) {
    const reply = await mutation.run(request);
    if (!reply) return;
    form.reset({ [field]: '' });
    onDone?.(reply);
  }

  return (
    <ContractForm form={form} onValid={send} testId={testId}>
      <Stack gap="2">
        <FormField name={field} label={label} required={required} helper={t('form.textHelper', { count: text.length })}>
          <Textarea rows={4} {...form.register(field)} data-testid={`${testId}-${field}`} />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette={danger ? 'red' : 'brand'} loading={mutation.busy} data-testid={`${testId}-submit`}>
            {submit}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
