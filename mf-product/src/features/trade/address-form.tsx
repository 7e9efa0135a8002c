import { Box, Button, calls, Input, SimpleGrid, Stack, useApiMutation } from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const FIELDS = ['contactName', 'phone', 'countryCode', 'province', 'city', 'street', 'postalCode', 'company', 'taxId'] as const;
const REQUIRED = new Set(['contactName', 'phone', 'countryCode', 'city', 'street']);
type AddressValues = Record<(typeof FIELDS)[number], string>;
const EMPTY_ADDRESS = Object.fromEntries(FIELDS.map((field) => [field, ''])) as AddressValues;

/** A new shipping or billing address, saved to the buyer's address book. */
export function AddressForm({ kind, onSaved, onCancel }: { kind: 'shipping' | 'billing'; onSaved: (id: number) => void; onCancel?: () => void }) {
  const { t } = useTranslation('product');
  const toRequest = useCallback((values: AddressValues) => ({ ...values, kind, isDefault: false }), [kind]);
  const form = useContractForm(calls.trade.saveAddress, { defaultValues: EMPTY_ADDRESS, toRequest });
  const save = useApiMutation(calls.trade.saveAddress, { onSuccess: (reply) => onSaved(reply.data.id) });

  return (
    <ContractForm form={form} onValid={(body) => save.run(body)} testId={`address-form-${kind}`}>
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {FIELDS.map((field) => (
            <Box key={field} gridColumn={field === 'street' ? { md: 'span 2' } : undefined}>
              <FormField name={field} label={t(`address.${field}`)} required={REQUIRED.has(field)}>
                <Input size="sm" maxLength={field === 'countryCode' ? 2 : undefined} placeholder={field === 'countryCode' ? 'MX' : undefined} bg="bg" {...form.register(field)} />
              </FormField>
            </Box>
          ))}
        </SimpleGrid>
        <Stack direction="row" gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={save.busy} data-testid="address-save">
            {t('address.save')}
          </Button>
          {onCancel ? (
            <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
              {t('address.cancel')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </ContractForm>
  );
}
