import { AUDIT_STATUS, Badge, Box, Button, calls, chakra, ConfirmDeleteButton, href, HStack, Link, Stack, Text, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { AuditBadge } from './audit';

type Brand = CallReply<typeof calls.listBrands>['list'][number];

/** One of the seller's brands: logo, name, review and shelf state, counts, and what can be done with it. */
export function BrandCard({
  b,
  shelving,
  onShelf,
  confirming,
  onAsk,
  onDelete,
  deleting,
}: {
  b: Brand;
  shelving: boolean;
  onShelf: () => void;
  confirming: boolean;
  onAsk: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('personal');
  return (
    <Stack borderWidth="1px" borderRadius="lg" p="4" gap="3" data-testid="brand-card">
      <HStack gap="3">
        {b.logo ? <chakra.img src={b.logo} alt="" width="56px" height="56px" objectFit="contain" borderRadius="md" borderWidth="1px" /> : null}
        <Box minW="0">
          <Link to={href('personalBrandDetails', { id: b.id })}>
            <Text fontWeight="semibold" color="brand.fg">
              {b.name}
            </Text>
          </Link>
          <HStack gap="2" mt="1" flexWrap="wrap">
            <AuditBadge status={b.auditStatus} />
            <Badge colorPalette={b.putaway ? 'brand' : 'gray'}>{t(b.putaway ? 'goods.onShelf' : 'goods.offShelf')}</Badge>
          </HStack>
        </Box>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('brand.counts', { goods: b.goodsCount, factories: b.factoryCount })}
      </Text>
      {b.auditStatus === AUDIT_STATUS.rejected && b.auditReason ? (
        <Text fontSize="sm" color="red.fg">
          {t('goods.rejectedBecause', { reason: b.auditReason })}
        </Text>
      ) : null}
      <HStack gap="2" flexWrap="wrap">
        {b.auditStatus === AUDIT_STATUS.passed ? (
          <Button size="xs" variant="outline" loading={shelving} onClick={onShelf}>
            {t(b.putaway ? 'goods.takeOff' : 'goods.putAway')}
          </Button>
        ) : null}
        <Button size="xs" variant="outline" asChild>
          <Link to={href('personalBrandEdit', { id: b.id })}>{t('common.edit')}</Link>
        </Button>
        <Button size="xs" variant="outline" asChild>
          <Link to={href('personalBrandFactory', { brandId: b.id })}>{t('brand.factories')}</Link>
        </Button>
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
