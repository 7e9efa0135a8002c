import { screen, within } from '@testing-library/react';
import { calls, type CallReply } from '@puente/shared';
import { fakeApi, MEMBER, quotationFixture, renderPage } from '../features/test-support';
import { QuotationList } from './personal-quotation';
import { QuotationFiles } from './personal-quotation-file';

type Quotation = CallReply<typeof calls.trade.quotationDetails>['data'];

const t = calls.trade;
const quotation = (id: number, goodsName: string, goodsNameSource: Quotation['goodsNameSource']): Quotation =>
  quotationFixture({
    id,
    goodsId: 100 + id,
    goodsName,
    goodsNameSource,
    quantity: 200,
    destination: 'Santos, Brasil',
    requestFile: `/uploads/request-${id}.pdf`,
    createTime: 1_790_000_000 - id,
  });

/** Requests for goods named in Chinese, goods a service translated into Spanish, and goods the seller wrote in Spanish. */
const QUOTATIONS = [
  quotation(1, '声海蓝牙音箱', { language: 'chinese_simplified' }),
  quotation(2, 'Altavoz de prueba', { language: 'spanish', translatedFrom: 'chinese_simplified' }),
  quotation(3, 'Altavoz resistente al agua', { language: 'spanish' }),
];
const BROKER = { ...MEMBER, id: 9, nickname: 'Rafael Souza', role: 'buyer' as const, ifBroker: true, authority: '11' };

/** Each row's goods name language and label, as the reader reads them. */
async function labels(rowTestId: string) {
  const rows = await screen.findAllByTestId(rowTestId, {}, { timeout: 5000 });
  return rows.map((row) => [row.querySelector('[lang]')?.getAttribute('lang'), within(row).queryByTestId('text-language')?.textContent ?? '']);
}

describe('quotations for goods named in another language than the reader’s', () => {
  it('are labelled in a buyer’s requests as goods cards label goods', async () => {
    fakeApi(
      { [t.listSubmittedQuotations.path]: { result: 1, list: QUOTATIONS, total: 3 }, [t.buyerQuotationViewCount.path]: { result: 1, data: { count: 0 } } },
      { language: 'spanish' },
    );
    renderPage(<QuotationList side="buyer" />, '/personalQuotationMine');
    expect(await labels('quotation-row')).toEqual([
      ['zh-CN', 'Escrito en chino'],
      ['es', 'Traducido automáticamente del chino'],
      ['es', ''],
    ]);
  });

  it('are labelled in a broker’s view, in the broker’s language', async () => {
    fakeApi(
      { [t.listReceivedQuotations.path]: { result: 1, list: QUOTATIONS, total: 3 }, [t.sellerQuotationViewCount.path]: { result: 1, data: { count: 3 } } },
      { user: BROKER, language: 'portuguese' },
    );
    renderPage(<QuotationList side="seller" />, '/personalQuotation');
    expect(await labels('quotation-row')).toEqual([
      ['zh-CN', 'Escrito em chinês'],
      ['es', 'Traduzido automaticamente do chinês'],
      ['es', 'Escrito em espanhol'],
    ]);
  });

  it('are labelled beside each quotation’s files', async () => {
    fakeApi(
      { [t.listReceivedQuotations.path]: { result: 1, list: [], total: 0 }, [t.listSubmittedQuotations.path]: { result: 1, list: QUOTATIONS, total: 3 } },
      { user: BROKER, language: 'english' },
    );
    renderPage(<QuotationFiles />, '/personalQuotationFile');
    expect(await labels('quotation-file-row')).toEqual([
      ['zh-CN', 'Written in Chinese'],
      ['es', 'Machine-translated from Chinese'],
      ['es', 'Written in Spanish'],
    ]);
  });
});
