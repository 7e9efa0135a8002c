import { Box, Button, calls, Heading, Input, Stack, Textarea, useApiMutation, useLoginGate, userAtom, type CallRequest } from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface MailValues {
  subject: string;
  contact: string;
  content: string;
}
const EMPTY_MAIL: MailValues = { subject: '', contact: '', content: '' };

/** A message to a broker; a guest is asked to log in before anything is checked or sent. */
export function MailForm({ brokerId }: { brokerId: number }) {
  const { t } = useTranslation('product');
  const gate = useLoginGate();
  const user = useAtomValue(userAtom);
  const [sent, setSent] = useState(false);
  // Without a way to reach them typed in, the broker answers the member by their nickname.
  const toRequest = useCallback((mail: MailValues) => ({ id: brokerId, ...mail, contact: mail.contact || user?.nickname || '' }), [brokerId, user?.nickname]);
  const form = useContractForm(calls.sendBrokerMail, { defaultValues: EMPTY_MAIL, toRequest });
  const send = useApiMutation(calls.sendBrokerMail, { success: t('broker.mailSent') });

  async function submit(body: CallRequest<typeof calls.sendBrokerMail>) {
    if (!(await send.run(body))) return;
    setSent(true);
    form.reset({ ...form.getValues(), subject: '', content: '' });
  }

  return (
    <ContractForm form={form} onValid={submit} testId="broker-mail">
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
        <Heading as="h2" size="lg">
          {t('broker.mailTitle')}
        </Heading>
        {sent ? (
          <Box borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="md" p="3" role="status" data-testid="broker-mail-sent">
            {t('broker.mailSent')}
          </Box>
        ) : null}
        <FormField name="subject" label={t('broker.subject')} required>
          <Input {...form.register('subject')} data-testid="mail-subject" />
        </FormField>
        <FormField name="contact" label={t('broker.contact')} required>
          <Input {...form.register('contact')} placeholder={t('broker.contactHint')} data-testid="mail-contact" />
        </FormField>
        <FormField name="content" label={t('broker.content')} required>
          <Textarea rows={6} {...form.register('content')} data-testid="mail-content" />
        </FormField>
        {/* A guest is asked to log in before anything is checked or sent. */}
        <Button
          type="submit"
          colorPalette="brand"
          loading={form.formState.isSubmitting}
          alignSelf="start"
          onClick={(event) => gate() || event.preventDefault()}
          data-testid="mail-send"
        >
          {t('broker.send')}
        </Button>
      </Stack>
    </ContractForm>
  );
}
