import { Badge, Button, ConfirmDeleteButton, HStack, Stack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { Address } from './address-dialog';

/** One address of the book: contact, company, place, tax id, and what can be done with it. */
export function AddressCard({
  a,
  onEdit,
  onMakeDefault,
  settingDefault,
  confirming,
  onAsk,
  onDelete,
  deleting,
}: {
  a: Address;
  onEdit: () => void;
  onMakeDefault: () => void;
  settingDefault: boolean;
  confirming: boolean;
  onAsk: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('personal');
  return (
    <Stack borderWidth="1px" borderRadius="lg" p="4" gap="2" data-testid="address-card">
      <HStack justify="space-between">
        <Text fontWeight="semibold">
          {a.contactName} · {a.phone}
        </Text>
        {a.isDefault ? <Badge colorPalette="brand">{t('profile.default')}</Badge> : null}
      </HStack>
      {a.company ? <Text fontSize="sm">{a.company}</Text> : null}
      <Text fontSize="sm" color="fg.muted">
        {[a.street, a.city, a.province, a.postalCode, a.countryCode].filter(Boolean).join(', ')}
      </Text>
      {a.taxId ? (
        <Text fontSize="sm">
          {t('profile.address.taxId')}: {a.taxId}
        </Text>
      ) : null}
      <HStack gap="2" flexWrap="wrap">
        <Button size="xs" variant="outline" onClick={onEdit}>
          {t('common.edit')}
        </Button>
        {!a.isDefault ? (
          <Button size="xs" variant="outline" loading={settingDefault} onClick={onMakeDefault}>
            {t('profile.makeDefault')}
          </Button>
        ) : null}
        <ConfirmDeleteButton
          size="xs"
          confirming={confirming}
          onAsk={onAsk}
          onConfirm={onDelete}
          busy={deleting}
          labels={{ delete: t('common.delete'), confirm: t('common.confirmDelete') }}
        />
      </HStack>
    </Stack>
  );
}
