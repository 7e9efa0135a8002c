import {
  api,
  BROKER_MODAL_WIDTH_PX,
  BROKER_TYPES,
  brokerDialogOpenAtom,
  Button,
  calls,
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
import { ContractForm, FieldError, FormField, Uploader, useContractForm, useSetField } from '@puente/shared/forms';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The individual / enterprise choice: each asks for its own fields. */
function BrokerTypeChoice({ value, onChoose }: { value: BrokerType; onChoose: (type: BrokerType) => void }) {
  const { t } = useTranslation('shell');
  return (
    <Field.Root>
      <Field.Label>{t('broker.type')}</Field.Label>
      <HStack role="radiogroup">
        {([BROKER_TYPES.individual, BROKER_TYPES.enterprise] as const).map((type) => (
          <Button
            key={type}
            type="button"
            role="radio"
            aria-checked={value === type}
            variant={value === type ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => onChoose(type)}
            data-testid={`broker-type-${type}`}
          >
            {type === BROKER_TYPES.individual ? t('broker.individual') : t('broker.enterprise')}
          </Button>
        ))}
      </HStack>
    </Field.Root>
  );
}

/** The business licence photo, through the one upload widget; while it is on its way the error says so. */
function LicenceField({
  value,
  onChange,
  busy,
  onBusyChange,
  invalid,
}: {
  value: string;
  onChange: (url: string) => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>
        {t('broker.licence')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Uploader
        max={1}
        value={value ? [value] : []}
        onChange={(urls) => onChange(urls[0] ?? '')}
        accept="image/jpeg,image/png,image/webp"
        label={value ? undefined : t('broker.upload')}
        testId="licence"
        onBusyChange={onBusyChange}
      />
      <Text fontSize="sm" color="fg.muted" data-testid="licence-state" role="status">
        {value && !busy ? t('broker.uploaded') : ''}
      </Text>
      {busy ? <FieldError name="licenceUpload" /> : <FieldError name="businessLicense" />}
    </Field.Root>
  );
}

/** The broker application (spec sections 2, 3 and 5): 640 px wide, every check of section 5 at its field, licence upload with progress. */
export function BrokerDialog() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useAtom(brokerDialogOpenAtom);
  const setUser = useSetAtom(userAtom);
  const [licenceBusy, setLicenceBusy] = useState(false);
  // While the licence is on its way the dialog says so at the licence, instead of asking for one.
  const form = useContractForm(calls.applyForBroker, { defaultValues: EMPTY, toRequest: applicationOf, extra: licenceBusy ? LICENCE_UPLOADING : NO_PROBLEMS });
  const brokerType = form.watch('brokerType');
  const licence = form.watch('businessLicense');
  const apply = useApiMutation(calls.applyForBroker, { success: (reply) => (reply.data.status === 'approved' ? t('broker.approved') : t('broker.pending')) });

  const close = () => setOpen(false);
  // Once the applicant has tried to submit, every change checks the whole form again (another type asks for other fields).
  const setField = useSetField(form);
  const setLicence = (url: string) => setField('businessLicense', url);
  const chooseType = (type: BrokerType) => setField('brokerType', type);

  async function submit(body: CallRequest<typeof calls.applyForBroker>) {
    const reply = await apply.run(body);
    if (!reply) return;
    if (reply.data.status === 'approved') setUser((await api.call(calls.getUserInfo, {})).user);
    form.reset(EMPTY);
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
          <BrokerTypeChoice value={brokerType} onChoose={chooseType} />
          {brokerType === BROKER_TYPES.individual ? (
            <>
              {field('name', t('broker.name'))}
              {field('idCard', t('broker.idCard'))}
            </>
          ) : (
            <>
              {field('companyName', t('broker.companyName'))}
              <LicenceField value={licence} onChange={setLicence} busy={licenceBusy} onBusyChange={setLicenceBusy} invalid={Boolean(form.formState.errors.businessLicense)} />
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
