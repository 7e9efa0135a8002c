import { Button, calls, Heading, HStack, isPhoneAtom, Link, QueryView, SimpleGrid, Stack, useApiMutation, useApiQuery } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressCard } from '../features/profile/address-card';
import { AddressDialog, type Address } from '../features/profile/address-dialog';

/** /personalAddress (shipping) and /personalAddressBill (billing). */
export function AddressPage({ kind }: { kind: 'shipping' | 'billing' }) {
  const { t } = useTranslation('personal');
  const list = useApiQuery(calls.trade.listAddresses, { kind });
  const removeAddress = useApiMutation(calls.trade.deleteAddress, { success: t('profile.addressDeleted') });
  const setDefault = useApiMutation(calls.trade.saveAddress, { success: t('profile.addressSaved') });
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const phone = useAtomValue(isPhoneAtom);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  async function remove(id: number) {
    if (await removeAddress.run({ id })) setConfirmDelete(null);
  }
  async function makeDefault(a: Address) {
    const { id, contactName, phone, countryCode, province, city, street, postalCode, company, taxId } = a;
    await setDefault.run({ id, kind, contactName, phone, countryCode, province, city, street, postalCode, company, taxId, isDefault: true });
  }

  return (
    <Stack gap="5" data-testid={`addresses-${kind}`}>
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t(kind === 'shipping' ? 'profile.shippingTitle' : 'profile.billingTitle')}
        </Heading>
        {phone ? (
          // On a phone a new address gets a page of its own.
          <Button asChild colorPalette="brand" minH="44px" data-testid="add-address">
            <Link to={`/mine/addPersonalAddress?kind=${kind}`}>{t('profile.addAddress')}</Link>
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => setEditing('new')} data-testid="add-address">
            {t('profile.addAddress')}
          </Button>
        )}
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('profile.noAddresses')}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {data.list.map((a) => (
              <AddressCard
                key={a.id}
                a={a}
                onEdit={() => setEditing(a)}
                onMakeDefault={() => void makeDefault(a)}
                settingDefault={setDefault.busy}
                confirming={confirmDelete === a.id}
                onAsk={() => setConfirmDelete(a.id)}
                onDelete={() => void remove(a.id)}
                deleting={removeAddress.busy}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      {editing ? <AddressDialog kind={kind} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null}
    </Stack>
  );
}
