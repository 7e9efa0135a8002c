import { api, BROKER_TYPES, Button, calls, Field, HStack, Input, Stack, Text, useApiMutation, userAtom, type BrokerType, type CallRequest } from '@puente/shared';
import { FieldError, FormField, Uploader, useContractForm, useSetField } from '@puente/shared/forms';
import { useSetAtom } from 'jotai';
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

/** What the browser may fill in for each field (the rest it leaves alone: identity and bank numbers are typed). */
const AUTOFILL: Partial<Record<keyof BrokerValues, string>> = { name: 'name', companyName: 'organization', businessAddress: 'street-address' };

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

/**
 * The broker application (spec sections 2, 3 and 5), for the desktop dialog and the phone page
 * alike: every check of section 5 at its field, the licence upload with its progress.
 * `onDone` runs once the application is in.
 */
export function useBrokerApplication(onDone: () => void) {
  const { t } = useTranslation('shell');
  const setUser = useSetAtom(userAtom);
  const [licenceBusy, setLicenceBusy] = useState(false);
  // While the licence is on its way the form says so at the licence, instead of asking for one.
  const form = useContractForm(calls.applyForBroker, { defaultValues: EMPTY, toRequest: applicationOf, extra: licenceBusy ? LICENCE_UPLOADING : NO_PROBLEMS });
  const apply = useApiMutation(calls.applyForBroker, { success: (reply) => (reply.data.status === 'approved' ? t('broker.approved') : t('broker.pending')) });

  async function submit(body: CallRequest<typeof calls.applyForBroker>) {
    const reply = await apply.run(body);
    if (!reply) return;
    if (reply.data.status === 'approved') setUser((await api.call(calls.getUserInfo, {})).user);
    form.reset(EMPTY);
    onDone();
  }

  return { form, submit, licenceBusy, setLicenceBusy };
}

/** The application's fields: the type first, then what that type asks for, then the bank account. */
export function BrokerApplicationFields({ application }: { application: ReturnType<typeof useBrokerApplication> }) {
  const { t } = useTranslation('shell');
  const { form, licenceBusy, setLicenceBusy } = application;
  const brokerType = form.watch('brokerType');
  const licence = form.watch('businessLicense');
  // Once the applicant has tried to submit, every change checks the whole form again (another type asks for other fields).
  const setField = useSetField(form);

  const field = (key: Exclude<keyof BrokerValues, 'brokerType' | 'businessLicense'>, label: string, inputMode?: 'numeric') => (
    <FormField name={key} label={label} required>
      <Input {...(inputMode ? { inputMode } : {})} autoComplete={AUTOFILL[key] ?? 'off'} {...form.register(key)} />
    </FormField>
  );

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('broker.intro')}</Text>
      <BrokerTypeChoice value={brokerType} onChoose={(type) => setField('brokerType', type)} />
      {brokerType === BROKER_TYPES.individual ? (
        <>
          {field('name', t('broker.name'))}
          {field('idCard', t('broker.idCard'))}
        </>
      ) : (
        <>
          {field('companyName', t('broker.companyName'))}
          <LicenceField
            value={licence}
            onChange={(url) => setField('businessLicense', url)}
            busy={licenceBusy}
            onBusyChange={setLicenceBusy}
            invalid={Boolean(form.formState.errors.businessLicense)}
          />
          {field('businessAddress', t('broker.businessAddress'))}
        </>
      )}
      {field('receivingAccountBank', t('broker.bank'))}
      {field('receivingOpenAccountBank', t('broker.branch'))}
      {field('receivingAccountBankCardNumber', t('broker.card'), 'numeric')}
    </Stack>
  );
}
