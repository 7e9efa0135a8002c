import { Box, Button, calls, Field, Heading, Input, isSignedInAtom, NativeSelect, Stack, Text, Textarea, useApiMutation } from '@puente/shared';
import { ContractForm, FieldError, FormField, Uploader, useContractForm } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_IMAGES = 6;

interface ComplaintValues {
  type: '1' | '2' | '3' | '4';
  contactName: string;
  contactInformation: string;
  content: string;
  imageUrls: string[];
}
const EMPTY: ComplaintValues = { type: '4', contactName: '', contactInformation: '', content: '', imageUrls: [] };
/** The form as saveComplaint's body: the type chosen in the select is a number there. */
const complaintRequest = (values: ComplaintValues) => ({ ...values, type: Number(values.type) });

/** /complaint (and /help): complaints and suggestions, with photos for signed-in members. */
export function ComplaintPage() {
  const { t } = useTranslation('shell');
  const signedIn = useAtomValue(isSignedInAtom);
  const form = useContractForm(calls.saveComplaint, { defaultValues: EMPTY, toRequest: complaintRequest });
  const images = form.watch('imageUrls');
  const [sent, setSent] = useState(false);
  // Sent: the name and the way to reach the sender stay for a next message; the message and photos go.
  const save = useApiMutation(calls.saveComplaint, {
    success: t('pages.sent'),
    onSuccess: () => {
      setSent(true);
      form.reset({ ...form.getValues(), content: '', imageUrls: [] });
    },
  });

  const setImages = (urls: string[]) => form.setValue('imageUrls', urls, { shouldValidate: form.formState.isSubmitted });

  return (
    <Stack gap="5" py="8" maxW="2xl" data-testid="complaint-page">
      <Heading as="h1" size="2xl">
        {t('pages.complaintTitle')}
      </Heading>
      <Text color="fg.muted">{t('pages.complaintIntro')}</Text>
      {sent ? (
        <Box borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="lg" p="4" role="status" data-testid="complaint-sent">
          {t('pages.sent')}
        </Box>
      ) : null}
      <ContractForm form={form} onValid={(body) => save.run(body)} testId="complaint-form">
        <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="lg" p="6">
          <FormField name="type" label={t('pages.complaintType')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('type')}>
                <option value="1">{t('pages.typeProduct')}</option>
                <option value="2">{t('pages.typeOrder')}</option>
                <option value="3">{t('pages.typeService')}</option>
                <option value="4">{t('pages.typeSuggestion')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="contactName" label={t('pages.contactName')} required>
            <Input autoComplete="name" {...form.register('contactName')} />
          </FormField>
          <FormField name="contactInformation" label={t('pages.contactInformation')} required>
            <Input autoComplete="email" {...form.register('contactInformation')} />
          </FormField>
          <FormField name="content" label={t('pages.content')} required>
            <Textarea rows={6} {...form.register('content')} />
          </FormField>
          <Field.Root invalid={Boolean(form.formState.errors.imageUrls)}>
            <Field.Label>{t('pages.images')}</Field.Label>
            {signedIn ? (
              <Uploader max={MAX_IMAGES} value={images} onChange={setImages} accept="image/jpeg,image/png,image/webp" label={t('pages.addImage')} testId="complaint-images" />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('pages.loginForImages')}
              </Text>
            )}
            <FieldError name="imageUrls" />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={save.busy} alignSelf="flex-start" data-testid="complaint-submit">
            {t('pages.send')}
          </Button>
        </Stack>
      </ContractForm>
    </Stack>
  );
}
