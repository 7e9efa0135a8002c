import { Button, calls, Heading, href, Link, QueryView, Stack, Text, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from './goods-card';

/**
 * Goods a buyer opened that are no longer on sale (taken off the shelf, out of review, deleted):
 * said plainly, with goods on sale in the same category instead of a retry that can never succeed.
 */
export function NoLongerOffered({ id, columns }: { id: number; columns?: Record<string, number> }) {
  const { t } = useTranslation('product');
  const similar = useApiQuery(calls.similarGoods, { id, everyNumber: 8 });
  return (
    <Stack gap="6" data-testid="goods-not-on-sale">
      <Stack gap="2" role="status">
        <Heading as="h1" size="xl">
          {t('info.notOnSale')}
        </Heading>
        <Text color="fg.muted">{t('info.notOnSaleHint')}</Text>
      </Stack>
      <Stack gap="4" data-testid="similar-goods">
        <Heading as="h2" size="lg">
          {t('info.similarTitle')}
        </Heading>
        <QueryView
          state={similar}
          isEmpty={(data) => data.list.length === 0}
          empty={
            <Stack gap="3" align="flex-start">
              <Text color="fg.muted">{t('info.noSimilar')}</Text>
              <Button asChild colorPalette="brand" variant="outline">
                <Link to={href('productList')}>{t('info.browseGoods')}</Link>
              </Button>
            </Stack>
          }
        >
          {(data) => <GoodsGrid list={data.list} columns={columns} />}
        </QueryView>
      </Stack>
    </Stack>
  );
}
