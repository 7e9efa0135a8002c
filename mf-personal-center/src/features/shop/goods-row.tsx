import { AUDIT_STATUS, Badge, Box, Button, calls, chakra, ConfirmDeleteButton, href, HStack, Link, PriceText, Stack, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { AuditBadge } from './audit';

type MyGoods = CallReply<typeof calls.myGoodsList>['list'][number];

/** One of the seller's goods: picture, name, review and shelf state, price and stock, and what can be done with it. */
export function GoodsRow({
  g,
  shelving,
  onShelf,
  confirming,
  onAsk,
  onCancel,
  onDelete,
  deleting,
}: {
  g: MyGoods;
  shelving: boolean;
  onShelf: () => void;
  confirming: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('personal');
  const { number } = useFormatters();
  return (
    // On a phone the actions take a row of their own under the goods: beside them, the name and the
    // category were squeezed to a character per line.
    <Box
      display="grid"
      gridTemplateColumns={{ base: '64px minmax(0, 1fr)', md: '80px minmax(0, 1fr) auto' }}
      columnGap={{ base: '3', md: '4' }}
      rowGap="3"
      alignItems="start"
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      data-testid="goods-row"
      data-goods-id={g.id}
    >
      {g.image ? (
        <chakra.img src={g.image} alt="" width={{ base: '64px', md: '80px' }} height={{ base: '64px', md: '80px' }} objectFit="cover" borderRadius="md" />
      ) : (
        <Box width={{ base: '64px', md: '80px' }} height={{ base: '64px', md: '80px' }} bg="bg.muted" borderRadius="md" />
      )}
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" lineClamp={2} overflowWrap="break-word" data-testid="goods-row-name">
          {g.name}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <AuditBadge status={g.auditStatus} />
          <Badge colorPalette={g.putaway ? 'brand' : 'gray'} data-testid="shelf-state">
            {t(g.putaway ? 'goods.onShelf' : 'goods.offShelf')}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted" overflowWrap="break-word" data-testid="goods-row-category">
          {g.categoryTitle} · {g.tradeTerms.join(' / ')}
        </Text>
        {g.auditStatus === AUDIT_STATUS.rejected && g.auditReason ? (
          <Text fontSize="sm" color="red.fg">
            {t('goods.rejectedBecause', { reason: g.auditReason })}
          </Text>
        ) : null}
        <Text fontSize="sm">
          <PriceText price={g.price} variant="record" /> / {t(`units.${g.unit}`, { count: 1 })} · {t('goods.minOrderShort', { n: number(g.minOrder) })} ·{' '}
          {t('goods.stockShort', { n: number(g.stock) })}
        </Text>
      </Stack>
      <HStack gap="2" flexWrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }} gridColumn={{ base: '1 / -1', md: 'auto' }} data-testid="goods-row-actions">
        {g.auditStatus === AUDIT_STATUS.passed ? (
          <Button size="sm" variant="outline" loading={shelving} onClick={onShelf} data-testid="toggle-shelf">
            {t(g.putaway ? 'goods.takeOff' : 'goods.putAway')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" asChild>
          <Link to={href('personalProductEdit', { id: g.id })}>{t('common.edit')}</Link>
        </Button>
        <ConfirmDeleteButton
          confirming={confirming}
          onAsk={onAsk}
          onConfirm={onDelete}
          onCancel={onCancel}
          busy={deleting}
          labels={{ delete: t('common.delete'), confirm: t('common.confirmDelete'), cancel: t('common.cancel') }}
          confirmTestId="confirm-delete"
        />
      </HStack>
    </Box>
  );
}
