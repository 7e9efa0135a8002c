import {
  api,
  ApiError,
  BROKER_MODAL_WIDTH_PX,
  BROKER_TYPES,
  brokerDialogOpenAtom,
  Button,
  calls,
  chakra,
  Field,
  HStack,
  Input,
  languageAtom,
  message,
  Modal,
  puenteEvents,
  Stack,
  Text,
  userAtom,
  validateBrokerApplication,
  type BrokerApplication,
  type BrokerType,
} from '@puente/shared';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'done'; url: string; preview: string } | { state: 'failed' };

const EMPTY = {
  name: '',
  idCard: '',
  companyName: '',
  businessAddress: '',
  receivingAccountBank: '',
  receivingOpenAccountBank: '',
  receivingAccountBankCardNumber: '',
};

/** The broker application (spec sections 2, 3 and 5): 640 px wide, checks in order, licence upload with progress. */
export function BrokerDialog() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useAtom(brokerDialogOpenAtom);
  const language = useAtomValue(languageAtom);
  const setUser = useSetAtom(userAtom);
  const [brokerType, setBrokerType] = useState<BrokerType>(BROKER_TYPES.individual);
  const [fields, setFields] = useState(EMPTY);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const close = () => setOpen(false);
  const set = (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [key]: event.target.value }));

  async function uploadLicence(file: File) {
    setUpload({ state: 'uploading', percent: 0 });
    const form = new FormData();
    form.append('file', file);
    try {
      const reply = await api.upload(calls.uploadFile, form, { onUploadProgress: (percent) => setUpload({ state: 'uploading', percent }) });
      setUpload({ state: 'done', url: reply.url, preview: URL.createObjectURL(file) });
    } catch {
      // Upload failure marks the file as failed (spec section 8).
      setUpload({ state: 'failed' });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const application: BrokerApplication = { type: 0, brokerType, ...fields, businessLicense: upload.state === 'done' ? upload.url : '' };
    const failure = validateBrokerApplication(application, { licenceUploading: upload.state === 'uploading' });
    if (failure) {
      puenteEvents.emit('toast', { type: 'warning', message: message(failure, language) });
      return;
    }
    setBusy(true);
    try {
      const reply = await api.call(calls.applyForBroker, { type: 0, brokerType, ...fields, businessLicense: upload.state === 'done' ? upload.url : '' });
      puenteEvents.emit('toast', { type: 'success', message: reply.data.status === 'approved' ? t('broker.approved') : t('broker.pending') });
      if (reply.data.status === 'approved') setUser((await api.call(calls.getUserInfo, {})).user);
      setFields(EMPTY);
      setUpload({ state: 'idle' });
      setBrokerType(BROKER_TYPES.individual);
      close();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof typeof EMPTY, label: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input name={key} value={fields[key]} onChange={set(key)} />
    </Field.Root>
  );

  return (
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
          <Button colorPalette="brand" type="submit" form="broker-form" loading={busy} data-testid="broker-submit">
            {t('broker.submit')}
          </Button>
        </>
      }
    >
      <form id="broker-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text color="fg.muted">{t('broker.intro')}</Text>
          <Field.Root>
            <Field.Label>{t('broker.type')}</Field.Label>
            <HStack role="radiogroup">
              {([BROKER_TYPES.individual, BROKER_TYPES.enterprise] as const).map((type) => (
                <Button key={type} type="button" role="radio" aria-checked={brokerType === type} variant={brokerType === type ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setBrokerType(type)} data-testid={`broker-type-${type}`}>
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
              <Field.Root>
                <Field.Label>{t('broker.licence')}</Field.Label>
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
              </Field.Root>
              {field('businessAddress', t('broker.businessAddress'))}
            </>
          )}
          {field('receivingAccountBank', t('broker.bank'))}
          {field('receivingOpenAccountBank', t('broker.branch'))}
          {field('receivingAccountBankCardNumber', t('broker.card'))}
        </Stack>
      </form>
    </Modal>
  );
}
