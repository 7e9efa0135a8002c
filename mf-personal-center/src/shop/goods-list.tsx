import {
  AUDIT_STATUS,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  Heading,
  href,
  HStack,
  Input,
  KEYWORD_MAX_LENGTH,
  Link,
  QueryView,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useFormatters,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../lib/format';
import { Pager } from '../lib/pager';
import { AUDIT_TABS, AuditBadge } from './audit';

const PAGE_SIZE = 10;
type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

/** /personalProduct: the seller's goods in every audit state; put on or off the shelf, edit, delete. */
export function GoodsList() {
  const { t } = useTranslation('personal');
  const { number } = useFormatters();
  const [tab, setTab] = useState<(typeof AUDIT_TABS)[number]>('all');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  // Both make the goods lists and details stale (the contract's INVALIDATES): the list asks again.
  const putaway = useApiMutation(calls.updateGoodsPutaway, { success: (_, body) => t(body.putaway ? 'goods.putOn' : 'goods.putOff') });
  const removeGoods = useApiMutation(calls.deleteGoods, { success: t('goods.deleted') });
  const goods = useApiQuery(calls.myGoodsList, { currentPage: page, everyNumber: PAGE_SIZE, ...(tab === 'all' ? {} : { auditStatus: tab as AuditStatus }), ...(search ? { keyword: search } : {}) });

  async function shelf(id: number, onShelf: boolean) {
    await putaway.run({ id, putaway: onShelf });
  }
  async function remove(id: number) {
    if (await removeGoods.run({ id })) setConfirmDelete(null);
  }

  return (
    <Stack gap="5" data-testid="goods-list">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('goods.title')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to={href('personalProductEdit')} data-testid="publish-goods">
            {t('goods.publish')}
          </Link>
        </Button>
      </HStack>
      <HStack gap="2" flexWrap="wrap" role="tablist">
        {AUDIT_TABS.map((key) => (
          <Button key={key} size="sm" role="tab" aria-selected={tab === key} variant={tab === key ? 'solid' : 'outline'} colorPalette="brand" onClick={() => { setTab(key); setPage(1); }}>
            {key === 'all' ? t('common.all') : t(`audit.${key}`)}
          </Button>
        ))}
      </HStack>
      <chakra.form display="flex" gap="3" noValidate onSubmit={(e) => { e.preventDefault(); setSearch(keyword.trim()); setPage(1); }}>
        <Input maxW="300px" maxLength={KEYWORD_MAX_LENGTH} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('goods.searchPlaceholder')} aria-label={t('goods.searchPlaceholder')} />
        <Button type="submit" variant="outline">
          {t('common.search')}
        </Button>
      </chakra.form>
      <QueryView state={goods} isEmpty={(data) => data.list.length === 0} empty={t('goods.empty')}>
        {(data) => (
          <Stack gap="3">
            {data.list.map((g) => (
              <HStack key={g.id} borderWidth="1px" borderRadius="lg" p="3" gap="4" align="flex-start" flexWrap={{ base: 'wrap', md: 'nowrap' }} data-testid="goods-row" data-goods-id={g.id}>
                {g.image ? <chakra.img src={g.image} alt="" width="80px" height="80px" objectFit="cover" borderRadius="md" /> : <Box width="80px" height="80px" bg="bg.muted" borderRadius="md" />}
                <Stack gap="1" flex="1" minW="0">
                  <Text fontWeight="semibold" lineClamp={1}>
                    {g.name}
                  </Text>
                  <HStack gap="2" flexWrap="wrap">
                    <AuditBadge status={g.auditStatus} />
                    <Badge colorPalette={g.putaway ? 'brand' : 'gray'} data-testid="shelf-state">
                      {t(g.putaway ? 'goods.onShelf' : 'goods.offShelf')}
                    </Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {g.categoryTitle} · {g.tradeTerms.join(' / ')}
                    </Text>
                  </HStack>
                  {g.auditStatus === AUDIT_STATUS.rejected && g.auditReason ? (
                    <Text fontSize="sm" color="red.fg">
                      {t('goods.rejectedBecause', { reason: g.auditReason })}
                    </Text>
                  ) : null}
                  <Text fontSize="sm">
                    <PriceText price={g.price} /> / {t(`units.${g.unit}`, { count: 1 })} · {t('goods.minOrderShort', { n: number(g.minOrder) })} · {t('goods.stockShort', { n: number(g.stock) })}
                  </Text>
                </Stack>
                <HStack gap="2" flexWrap="wrap" justify="flex-end">
                  {g.auditStatus === AUDIT_STATUS.passed ? (
                    <Button size="sm" variant="outline" loading={putaway.busy} onClick={() => void shelf(g.id, !g.putaway)} data-testid="toggle-shelf">
                      {t(g.putaway ? 'goods.takeOff' : 'goods.putAway')}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="outline" asChild>
                    <Link to={href('personalProductEdit', { id: g.id })}>{t('common.edit')}</Link>
                  </Button>
                  {confirmDelete === g.id ? (
                    <>
                      <Button size="sm" colorPalette="red" loading={removeGoods.busy} onClick={() => void remove(g.id)} data-testid="confirm-delete">
                        {t('common.confirmDelete')}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(null)}>
                        {t('common.cancel')}
                      </Button>
                    </>
                  ) : (
                    <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(g.id)}>
                      {t('common.delete')}
                    </Button>
                  )}
                </HStack>
              </HStack>
            ))}
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
