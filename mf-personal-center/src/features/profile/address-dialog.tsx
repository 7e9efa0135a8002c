import { Button, calls, chakra, Modal, SimpleGrid, Stack, useApiMutation, type CallReply, type CallRequest } from '@puente/shared';
import { ContractForm, useContractForm } from '@puente/shared/forms';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

export type Address = CallReply<typeof calls.trade.listAddresses>['list'][number];
const BLANK = { contactName: '', phone: '', countryCode: '', province: '', city: '', street: '', postalCode: '', company: '', taxId: '', isDefault: false };
type AddressDraft = typeof BLANK;
const REQUIRED_ADDRESS_FIELDS: ReadonlyArray<keyof AddressDraft> = ['contactName', 'phone', 'countryCode', 'city', 'street'];

function addressDraft(address: Address | null): AddressDraft {
  if (!address) return { ...BLANK };
  const { contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault } = address;
  return { contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault };
}

/**
 * The address book's form: a new address, or an edit of `address`, checked by the contract's
 * schema and saved with one call. The dialog (desktop) and the phone's page lay it out.
 */
export function useAddressForm(kind: 'shipping' | 'billing', address: Address | null, onSaved: () => void) {
  const { t } = useTranslation('personal');
  const { busy, run } = useApiMutation(calls.trade.saveAddress, { success: t('profile.addressSaved') });
  const toRequest = useCallback((draft: AddressDraft) => ({ ...(address ? { id: address.id } : {}), kind, ...draft }), [address, kind]);
  const [defaultValues] = useState(() => addressDraft(address));
  const form = useContractForm<AddressDraft, typeof calls.trade.saveAddress>(calls.trade.saveAddress, { defaultValues, toRequest });

  async function save(body: CallRequest<typeof calls.trade.saveAddress>) {
    if (await run(body)) onSaved();
  }

  // The country code shows in capitals, as the schema sends it.
  const field = (key: Exclude<keyof AddressDraft, 'isDefault'>) => (
    <TextField
      key={key}
      label={t(`profile.address.${key}`)}
      input={form.register(key)}
      required={REQUIRED_ADDRESS_FIELDS.includes(key)}
      maxLength={key === 'countryCode' ? 2 : undefined}
      textTransform={key === 'countryCode' ? 'uppercase' : undefined}
    />
  );
  const fields = (
    <ContractForm form={form} onValid={save}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {field('contactName')}
          {field('phone')}
          {field('countryCode')}
          {field('province')}
          {field('city')}
          {field('postalCode')}
        </SimpleGrid>
        {field('street')}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {field('company')}
          {field('taxId')}
        </SimpleGrid>
        <chakra.label display="flex" gap="2" alignItems="center">
          <chakra.input type="checkbox" {...form.register('isDefault')} />
          {t('profile.makeDefault')}
        </chakra.label>
      </Stack>
    </ContractForm>
  );
  return { fields, busy, submit: () => void form.handleSubmit(save)() };
}

/** A new or edited address of the address book, in a dialog. */
export function AddressDialog({ kind, address, onClose, onSaved }: { kind: 'shipping' | 'billing'; address: Address | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('personal');
  const { fields, busy, submit } = useAddressForm(kind, address, onSaved);
  return (
    <Modal
      open
      onClose={onClose}
      title={t(address ? 'profile.editAddress' : 'profile.addAddress')}
      closeLabel={t('common.close')}
      width="720px"
      testId="address-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={busy} onClick={submit} data-testid="address-submit">
            {t('common.save')}
          </Button>
        </>
      }
    >
      {fields}
    </Modal>
  );
}
