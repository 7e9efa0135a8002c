import { calls, Heading, QueryView, Stack, Text, useApiQuery, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { QuotationForm } from '../features/quotations/quotation-form';
import { QuotationGoods } from '../features/quotations/quotation-goods';

/** /productQuotation?goodsId=&name=: asks the seller for a quotation, with an optional specification file. */
export function QuotationRequestPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goodsId')) || 0;
  const goods = useApiQuery(calls.goodsDetails, { id: goodsId }, { enabled: goodsId > 0 });
  if (goodsId <= 0)
    return (
      <Text py="16" textAlign="center">
        {t('info.missing')}
      </Text>
    );
  return (
    <Stack py="6" gap="6" maxW="3xl" data-testid="quotation-request">
      <Heading as="h1" size="2xl">
        {t('quotation.requestTitle')}
      </Heading>
      <QueryView state={goods}>{({ data }) => <QuotationGoods goods={data} />}</QueryView>
      <QuotationForm goodsId={goodsId} goods={goods.data?.data} />
    </Stack>
  );
}
