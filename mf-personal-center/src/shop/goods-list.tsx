import {
  api,
  AUDIT_STATUS,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  Input,
  Link,
  LoadingState,
  Stack,
  Text,
  useApiQuery,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../lib/format';
import { Pager } from '../lib/pager';
import { useSubmit } from '../lib/use-submit';
import { AUDIT_TABS, AuditBadge } from './audit';

const PAGE_SIZE = 10;
type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

/** /personalProduct: the seller's goods in every audit state; put on or off the shelf, edit, delete. */
export function GoodsList() {
  const { t } = useTranslation('personal');
  const [tab, setTab] = useState<(typeof AUDIT_TABS)[number]>('all');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const { busy, run } = useSubmit();
  const goods = useApiQuery(calls.myGoodsList, { currentPage: page, everyNumber: PAGE_SIZE, ...(tab === 'all' ? {} : { auditStatus: tab as AuditStatus }), ...(search ? { keyword: search } : {}) });

  async function shelf(id: number, putaway: boolean) {
    if (await run(() => api.call(calls.updateGoodsPutaway, { id, putaway }), t(putaway ? 'goods.putOn' : 'goods.putOff'))) goods.reload();
  }
  async function remove(id: number) {
    if (await run(() => api.call(calls.deleteGoods, { id }), t('goods.deleted'))) {
      setConfirmDelete(null);
      goods.reload();
    }
  }

  return (
    <Stack gap="5" data-testid="goods-list">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('goods.title')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/personalProductEdit" data-testid="publish-goods">
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
      <chakra.form display="flex" gap="3" onSubmit={(e) => { e.preventDefault(); setSearch(keyword.trim()); setPage(1); }}>
        <Input maxW="300px" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('goods.searchPlaceholder')} aria-label={t('goods.searchPlaceholder')} />
        <Button type="submit" variant="outline">
          {t('common.search')}
        </Button>
      </chakra.form>
      {goods.status === 'loading' && !goods.data ? <LoadingState /> : null}
      {goods.status === 'error' ? <ErrorState onRetry={goods.reload} /> : null}
      {goods.data && goods.data.list.length === 0 ? <EmptyState title={t('goods.empty')} /> : null}
      {goods.data ? (
        <Stack gap="3">
          {goods.data.list.map((g) => (
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
                  <PriceText price={g.price} /> / {t(`units.${g.unit}`)} · {t('goods.minOrderShort', { n: g.minOrder })} · {t('goods.stockShort', { n: g.stock })}
                </Text>
              </Stack>
              <HStack gap="2" flexWrap="wrap" justify="flex-end">
                {g.auditStatus === AUDIT_STATUS.passed ? (
                  <Button size="sm" variant="outline" loading={busy} onClick={() => void shelf(g.id, !g.putaway)} data-testid="toggle-shelf">
                    {t(g.putaway ? 'goods.takeOff' : 'goods.putAway')}
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" asChild>
                  <Link to={`/personalProductEdit?id=${g.id}`}>{t('common.edit')}</Link>
                </Button>
                {confirmDelete === g.id ? (
                  <>
                    <Button size="sm" colorPalette="red" loading={busy} onClick={() => void remove(g.id)} data-testid="confirm-delete">
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
          <Pager page={page} total={goods.data.total} size={PAGE_SIZE} onPage={setPage} />
        </Stack>
      ) : null}
    </Stack>
  );
}
