import { Badge, Box, Button, calls, chakra, Heading, HStack, langOf, Pager, QueryView, Stack, Text, TextLanguageNote, useApiQuery, useFormatters } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuotationDialog } from '../features/quotations/quotation-dialog';
import { QuotationFacts, type Quotation } from '../features/quotations/quotation-facts';

const PAGE_SIZE = 10;

/** /personalQuotation (received, seller side) and /personalQuotationMine (submitted, buyer side), with the unseen count. */
export function QuotationList({ side }: { side: 'seller' | 'buyer' }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useApiQuery(side === 'seller' ? calls.trade.listReceivedQuotations : calls.trade.listSubmittedQuotations, { currentPage: page, everyNumber: PAGE_SIZE });
  const unseen = useApiQuery(side === 'seller' ? calls.trade.sellerQuotationViewCount : calls.trade.buyerQuotationViewCount, {});
  // Opening a quotation marks it seen: the list and the unseen count ask again once it is closed.
  const reload = () => {
    list.reload();
    unseen.reload();
  };
  const isNew = (q: Quotation) => (side === 'seller' ? !q.viewedBySeller : !q.viewedByBuyer);

  return (
    <Stack gap="5" data-testid={`quotations-${side}`}>
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t(side === 'seller' ? 'quotations.receivedTitle' : 'quotations.mineTitle')}
        </Heading>
        {unseen.status === 'success' ? (
          <Badge colorPalette={unseen.data.data.count ? 'red' : 'gray'} data-testid="unseen-count">
            {t(side === 'seller' ? 'quotations.unseenRequests' : 'quotations.unseenAnswers', { count: unseen.data.data.count })}
          </Badge>
        ) : null}
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('quotations.empty')}>
        {(data) => (
          <Stack gap="3">
            {data.list.map((q) => (
              <Stack key={q.id} borderWidth="1px" borderRadius="lg" p="4" gap="3" data-testid="quotation-row">
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <HStack gap="3">
                    {q.goodsImage ? <chakra.img src={q.goodsImage} alt="" width="48px" height="48px" objectFit="cover" borderRadius="md" /> : null}
                    <Box>
                      <Text fontWeight="semibold" lang={langOf(q.goodsNameSource)}>
                        {q.goodsName}
                      </Text>
                      <TextLanguageNote source={q.goodsNameSource} />
                      <Text fontSize="sm" color="fg.muted">
                        {f.dateTime(q.createTime)}
                      </Text>
                    </Box>
                  </HStack>
                  <HStack gap="2">
                    {isNew(q) ? <Badge colorPalette="red">{t('quotations.new')}</Badge> : null}
                    <Badge colorPalette={q.status === 'quoted' ? 'green' : 'orange'}>{t(`quotations.status.${q.status}`)}</Badge>
                    <Button size="sm" variant="outline" onClick={() => setOpen(q.id)} data-testid="quotation-open">
                      {t(side === 'seller' && q.status === 'pendingSeller' ? 'quotations.answer' : 'quotations.view')}
                    </Button>
                  </HStack>
                </HStack>
                <QuotationFacts q={q} side={side} />
              </Stack>
            ))}
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryView>
      {open !== null ? (
        <QuotationDialog
          id={open}
          side={side}
          onClose={() => {
            setOpen(null);
            reload();
          }}
        />
      ) : null}
    </Stack>
  );
}
