import { Button, calls, QueryView, Stack, Text, useApiQuery, type CallReply } from '@puente/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm } from './address-form';
import { RadioCard } from './radio-card';

type Address = CallReply<typeof calls.trade.listAddresses>['list'][number];

const addressLine = (a: Address) => `${a.contactName} · ${a.phone} — ${[a.street, a.city, a.province, a.postalCode, a.countryCode].filter(Boolean).join(', ')}`;

/**
 * The buyer's addresses of one kind to choose from, and a new one to add. Shipping starts on the
 * default address; billing starts on "same as shipping" (null) and shows each tax id.
 */
export function AddressChoice({
  kind,
  value,
  onChange,
  adding,
  setAdding,
}: {
  kind: 'shipping' | 'billing';
  value: number | null;
  onChange: (id: number | null) => void;
  /** Whether this kind's new-address form is open (one at a time on the page). */
  adding: boolean;
  setAdding: (open: boolean) => void;
}) {
  const { t } = useTranslation('product');
  const addresses = useApiQuery(calls.trade.listAddresses, { kind });
  const shipping = kind === 'shipping';

  useEffect(() => {
    const list = addresses.data?.list;
    if (shipping && list && value === null && list.length > 0) onChange((list.find((a) => a.isDefault) ?? list[0]!).id);
  }, [shipping, addresses.data, value, onChange]);

  const card = (address: Address) => (
    <RadioCard
      key={address.id}
      name={kind}
      value={String(address.id)}
      checked={value === address.id}
      onChange={() => onChange(address.id)}
      testId={shipping ? 'shipping-address' : undefined}
    >
      <Text fontSize="sm">
        {addressLine(address)}
        {!shipping && address.taxId ? ` · ${address.taxId}` : ''}
      </Text>
    </RadioCard>
  );

  return (
    <>
      {shipping ? (
        <QueryView state={addresses}>
          {(data) => (
            <Stack gap="2" data-testid="shipping-addresses">
              {data.list.map(card)}
              {data.list.length === 0 ? <Text color="fg.muted">{t('checkout.noAddress')}</Text> : null}
            </Stack>
          )}
        </QueryView>
      ) : (
        <>
          <RadioCard name="billing" value="" checked={value === null} onChange={() => onChange(null)}>
            <Text fontSize="sm">{t('checkout.sameAsShipping')}</Text>
          </RadioCard>
          {(addresses.data?.list ?? []).map(card)}
        </>
      )}
      {adding ? (
        <AddressForm kind={kind} onCancel={() => setAdding(false)} onSaved={(id) => (setAdding(false), onChange(id))} />
      ) : (
        <Button size="sm" variant={shipping ? 'outline' : 'ghost'} alignSelf="start" onClick={() => setAdding(true)} data-testid={shipping ? 'add-shipping' : undefined}>
          {shipping ? t('checkout.addAddress') : t('checkout.addBilling')}
        </Button>
      )}
    </>
  );
}
