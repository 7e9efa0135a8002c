import { api, ApiError, Button, calls, Field, Input, SimpleGrid, Stack, type CallRequest } from '@puente/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type AddressInput = CallRequest<typeof calls.trade.saveAddress>;
const FIELDS = ['contactName', 'phone', 'countryCode', 'province', 'city', 'street', 'postalCode', 'company', 'taxId'] as const;
const REQUIRED = new Set(['contactName', 'phone', 'countryCode', 'city', 'street']);

/** A new shipping or billing address, saved to the buyer's address book. */
export function AddressForm({ kind, onSaved, onCancel }: { kind: 'shipping' | 'billing'; onSaved: (id: number) => void; onCancel?: () => void }) {
  const { t } = useTranslation('product');
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string>>(() => Object.fromEntries(FIELDS.map((f) => [f, ''])) as never);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const body: AddressInput = { ...values, kind, isDefault: false };
      const reply = await api.call(calls.trade.saveAddress, body);
      onSaved(reply.data.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid={`address-form-${kind}`}>
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {FIELDS.map((field) => (
            <Field.Root key={field} required={REQUIRED.has(field)} gridColumn={field === 'street' ? { md: 'span 2' } : undefined}>
              <Field.Label>
                {t(`address.${field}`)}
                {REQUIRED.has(field) ? <Field.RequiredIndicator /> : null}
              </Field.Label>
              <Input
                size="sm"
                name={field}
                value={values[field]}
                maxLength={field === 'countryCode' ? 2 : 200}
                placeholder={field === 'countryCode' ? 'MX' : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                bg="bg"
              />
            </Field.Root>
          ))}
        </SimpleGrid>
        <Stack direction="row" gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={busy} data-testid="address-save">
            {t('address.save')}
          </Button>
          {onCancel ? (
            <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
              {t('address.cancel')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
