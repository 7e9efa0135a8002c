import { AUDIT_STATUS, Button, calls, chakra, Heading, href, HStack, Input, KEYWORD_MAX_LENGTH, Link, Pager, QueryView, Stack, useApiMutation, useApiQuery } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_TABS } from '../features/shop/audit';
import { GoodsRow } from '../features/shop/goods-row';

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
  // Both make the goods lists and details stale (the contract's INVALIDATES): the list asks again.
  const putaway = useApiMutation(calls.updateGoodsPutaway, { success: (_, body) => t(body.putaway ? 'goods.putOn' : 'goods.putOff') });
  const removeGoods = useApiMutation(calls.deleteGoods, { success: t('goods.deleted') });
  const goods = useApiQuery(calls.myGoodsList, {
    currentPage: page,
    everyNumber: PAGE_SIZE,
    ...(tab === 'all' ? {} : { auditStatus: tab as AuditStatus }),
    ...(search ? { keyword: search } : {}),
  });

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
          <Button
            key={key}
            size="sm"
            role="tab"
            aria-selected={tab === key}
            variant={tab === key ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => {
              setTab(key);
              setPage(1);
            }}
          >
            {key === 'all' ? t('common.all') : t(`audit.${key}`)}
          </Button>
        ))}
      </HStack>
      <chakra.form
        display="flex"
        gap="3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(keyword.trim());
          setPage(1);
        }}
      >
        <Input
          maxW="300px"
          maxLength={KEYWORD_MAX_LENGTH}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('goods.searchPlaceholder')}
          aria-label={t('goods.searchPlaceholder')}
        />
        <Button type="submit" variant="outline">
          {t('common.search')}
        </Button>
      </chakra.form>
      <QueryView state={goods} isEmpty={(data) => data.list.length === 0} empty={t('goods.empty')}>
        {(data) => (
          <Stack gap="3">
            {data.list.map((g) => (
              <GoodsRow
                key={g.id}
                g={g}
                shelving={putaway.busy}
                onShelf={() => void shelf(g.id, !g.putaway)}
                confirming={confirmDelete === g.id}
                onAsk={() => setConfirmDelete(g.id)}
                onCancel={() => setConfirmDelete(null)}
                onDelete={() => void remove(g.id)}
                deleting={removeGoods.busy}
              />
            ))}
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
