import {
  api,
  BROKER_MODAL_WIDTH_PX,
  BROKER_TYPES,
  brokerDialogOpenAtom,
  Button,
  calls,
  chakra,
  Field,
  HStack,
  Input,
  Modal,
  Stack,
  Text,
  useApiMutation,
  userAtom,
  type BrokerType,
  type CallRequest,
} from '@puente/shared';
import { ContractForm, FieldError, FormField, useContractForm } from '@puente/shared/forms';
import { useAtom, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'done'; url: string; preview: string } | { state: 'failed' };

interface BrokerValues {
  brokerType: BrokerType;
  name: string;
  idCard: string;
  companyName: string;
  businessLicense: string;
  businessAddress: string;
  receivingAccountBank: string;
  receivingOpenAccountBank: string;
  receivingAccountBankCardNumber: string;
}

const EMPTY: BrokerValues = {
  brokerType: BROKER_TYPES.individual,
  name: '',
  idCard: '',
  companyName: '',
  businessLicense: '',
  businessAddress: '',
  receivingAccountBank: '',
  receivingOpenAccountBank: '',
  receivingAccountBankCardNumber: '',
};

const applicationOf = (values: BrokerValues) => ({ type: 0, ...values });
const NO_PROBLEMS = () => ({});
const LICENCE_UPLOADING = () => ({ licenceUpload: 'broker.licenceUploading' as const });

/** The broker application (spec sections 2, 3 and 5): 640 px wide, every check of section 5 at its field, licence upload with progress. */
export function BrokerDialog() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useAtom(brokerDialogOpenAtom);
  const setUser = useSetAtom(userAtom);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  // While the licence is on its way the dialog says so at the licence, instead of asking for one.
  const form = useContractForm(calls.applyForBroker, { defaultValues: EMPTY, toRequest: applicationOf, extra: upload.state === 'uploading' ? LICENCE_UPLOADING : NO_PROBLEMS });
  const brokerType = form.watch('brokerType');
  const apply = useApiMutation(calls.applyForBroker, { success: (reply) => (reply.data.status === 'approved' ? t('broker.approved') : t('broker.pending')) });
  const fileInput = useRef<HTMLInputElement>(null);

  const close = () => setOpen(false);
  const setLicence = (url: string) => form.setValue('businessLicense', url, { shouldValidate: form.formState.isSubmitted });
  // Another type asks for other fields: once the applicant has tried to submit, its checks show at once.
  const chooseType = (type: BrokerType) => {
    form.setValue('brokerType', type);
    if (form.formState.isSubmitted) void form.trigger();
  };

  async function uploadLicence(file: File) {
    setUpload({ state: 'uploading', percent: 0 });
    setLicence('');
    const data = new FormData();
    data.append('file', file);
    try {
      const reply = await api.upload(calls.uploadFile, data, { onUploadProgress: (percent) => setUpload({ state: 'uploading', percent }) });
      setUpload({ state: 'done', url: reply.url, preview: URL.createObjectURL(file) });
      setLicence(reply.url);
    } catch {
      // Upload failure marks the file as failed (spec section 8).
      setUpload({ state: 'failed' });
    }
  }

  async function submit(body: CallRequest<typeof calls.applyForBroker>) {
    const reply = await apply.run(body);
    if (!reply) return;
    if (reply.data.status === 'approved') setUser((await api.call(calls.getUserInfo, {})).user);
    form.reset(EMPTY);
    setUpload({ state: 'idle' });
    close();
  }

  const field = (key: Exclude<keyof BrokerValues, 'brokerType' | 'businessLicense'>, label: string) => (
    <FormField name={key} label={label} required>
      <Input {...form.register(key)} />
    </FormField>
  );

  return (
    <ContractForm form={form} onValid={submit} testId="broker-form">
      <Modal
        open={open}
        onClose={close}
        title={t('broker.title')}
        width={`${BROKER_MODAL_WIDTH_PX}px`}
        testId="broker-dialog"
        closeLabel={t('broker.close')}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t('broker.cancel')}
            </Button>
            <Button colorPalette="brand" type="submit" loading={form.formState.isSubmitting} data-testid="broker-submit">
              {t('broker.submit')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text color="fg.muted">{t('broker.intro')}</Text>
          <Field.Root>
            <Field.Label>{t('broker.type')}</Field.Label>
            <HStack role="radiogroup">
              {([BROKER_TYPES.individual, BROKER_TYPES.enterprise] as const).map((type) => (
                <Button key={type} type="button" role="radio" aria-checked={brokerType === type} variant={brokerType === type ? 'solid' : 'outline'} colorPalette="brand" onClick={() => chooseType(type)} data-testid={`broker-type-${type}`}>
                  {type === BROKER_TYPES.individual ? t('broker.individual') : t('broker.enterprise')}
                </Button>
              ))}
            </HStack>
          </Field.Root>
          {brokerType === BROKER_TYPES.individual ? (
            <>
              {field('name', t('broker.name'))}
              {field('idCard', t('broker.idCard'))}
            </>
          ) : (
            <>
              {field('companyName', t('broker.companyName'))}
              <Field.Root required invalid={Boolean(form.formState.errors.businessLicense)}>
                <Field.Label>
                  {t('broker.licence')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <HStack gap="3">
                  {upload.state === 'done' ? <chakra.img src={upload.preview} alt="" width="16" height="16" objectFit="cover" borderRadius="md" /> : null}
                  <Button type="button" size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={upload.state === 'uploading'}>
                    {upload.state === 'done' ? t('broker.replace') : t('broker.upload')}
                  </Button>
                  <Text fontSize="sm" color={upload.state === 'failed' ? 'red.600' : 'fg.muted'} data-testid="licence-state" role="status">
                    {upload.state === 'uploading' ? t('broker.uploading', { percent: upload.percent }) : upload.state === 'failed' ? t('broker.uploadFailed') : upload.state === 'done' ? t('broker.uploaded') : ''}
                  </Text>
                </HStack>
                <chakra.input
                  ref={fileInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  display="none"
                  data-testid="licence-input"
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                    const file = event.target.files?.[0];
                    if (file) void uploadLicence(file);
                    event.target.value = '';
                  }}
                />
                {upload.state === 'uploading' ? <FieldError name="licenceUpload" /> : <FieldError name="businessLicense" />}
              </Field.Root>
              {field('businessAddress', t('broker.businessAddress'))}
            </>
          )}
          {field('receivingAccountBank', t('broker.bank'))}
          {field('receivingOpenAccountBank', t('broker.branch'))}
          {field('receivingAccountBankCardNumber', t('broker.card'))}
        </Stack>
      </Modal>
    </ContractForm>
  );
}
