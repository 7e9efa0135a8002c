import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, today, type SellerGoods } from '@puente/shared';
import { GoodsForm } from '../features/shop/goods-form';
import { fakeApi, fill, NUMBER_READERS, renderPage, typeAndLeave, valueOf, type Sent } from '../features/test-support';
import { QuotationList } from './personal-quotation';
import { WithdrawalPage } from './personal-withdrawal';

/*
 * Every number a person types in this area's forms, typed as Brazil and Mexico write numbers: read
 * as the reader means it, shown back in their format when the field is left, and sent as the number.
 */

const t = calls.trade;

const writesTo = (sent: Sent[], path: string) => sent.filter((s) => s.url === path).map((s) => s.body);

describe.each(NUMBER_READERS)('numbers typed in %s', (language, written) => {
  it('the withdrawal amount', async () => {
    const balance = { currency: 'USD', available: 5000, pending: 0, withdrawn: 0, earned: 5000 };
    const account = {
      id: 3,
      kind: 'bank',
      holderName: 'Chen Wei',
      bankName: 'Bank of China',
      branch: '',
      accountNumber: '**** 7890',
      swift: '',
      countryCode: 'CN',
      currency: 'USD',
    };
    const sent = fakeApi(
      {
        [t.listReceivingAccounts.path]: { result: 1, list: [account] },
        [t.revenueStatistics.path]: { result: 1, data: { balances: [balance], show: balance } },
        [t.listWithdrawals.path]: { result: 1, list: [], total: 0 },
        [t.applyWithdrawal.path]: { result: 1, data: { id: 1, available: 3765.44 } },
      },
      { language },
    );
    renderPage(<WithdrawalPage />, '/personalWithdrawal');
    const submit = await screen.findByTestId('withdrawal-submit');
    fireEvent.change(document.querySelector('select[name="accountId"]')!, { target: { value: '3' } });
    typeAndLeave('amount', written('1,234.56'));
    expect(valueOf('amount')).toBe(written('1,234.56'));
    fireEvent.click(submit);
    await waitFor(() => expect(writesTo(sent, t.applyWithdrawal.path)).toHaveLength(1));
    expect(writesTo(sent, t.applyWithdrawal.path)[0]).toMatchObject({ amount: 1234.56 });
  });

  it('the price of a seller’s quotation', async () => {
    const party = (id: number, nickname: string) => ({ id, nickname, companyName: null });
    const quotation = {
      id: 21,
      goodsId: 7,
      goodsName: 'Solar module 550 W',
      goodsImage: '',
      buyer: party(2, 'Lucía'),
      seller: party(1, 'Chen Wei'),
      quantity: 2000,
      unit: 'pieces',
      tradeTerm: 'CIF',
      destination: 'Santos, Brazil',
      message: '',
      requestFile: '',
      targetPrice: null,
      status: 'pendingSeller',
      quotedPrice: null,
      quotationFile: '',
      sellerNote: '',
      validUntil: '',
      viewedBySeller: false,
      viewedByBuyer: false,
      createTime: 1_790_000_000,
      quoteTime: null,
    };
    const sent = fakeApi(
      {
        [t.listReceivedQuotations.path]: { result: 1, list: [quotation], total: 1 },
        [t.sellerQuotationViewCount.path]: { result: 1, data: { count: 1 } },
        [t.quotationDetails.path]: { result: 1, data: quotation },
      },
      { language },
    );
    renderPage(<QuotationList side="seller" />, '/personalQuotation');
    fireEvent.click(await screen.findByTestId('quotation-open'));
    const answer = await screen.findByTestId('quotation-answer');
    await screen.findByTestId('quotation-answer-form');
    typeAndLeave('price', written('1,234.5'));
    expect(valueOf('price')).toBe(written('1,234.5'));
    fill('validUntil', today(new Date(Date.now() + 7 * 86_400_000)));
    fireEvent.click(answer);
    await waitFor(() => expect(writesTo(sent, t.uploadQuotationFile.path)).toHaveLength(1));
    expect(writesTo(sent, t.uploadQuotationFile.path)[0]).toMatchObject({ id: 21, price: 1234.5 });
  });

  it('the goods’ price, minimum order and stock', async () => {
    const text = { english: 'Solar module', chinese_simplified: '太阳能组件', portuguese: 'Módulo solar', spanish: 'Módulo solar' };
    const goods: SellerGoods = {
      id: 41,
      name: 'Solar module',
      summary: 'A module.',
      image: '/uploads/a.png',
      price: { amount: 99.5, currency: 'USD', showAmount: 99.5, showCurrency: 'USD' },
      unit: 'pieces',
      minOrder: 10,
      source: 'china',
      categoryId: 2101,
      categoryTitle: 'Solar',
      brand: null,
      seller: { id: 2, nickname: 'seller', companyName: null, countryCode: 'CN' },
      countryCode: 'CN',
      sales: 0,
      createTime: 0,
      description: 'A module.',
      images: ['/uploads/a.png'],
      stock: 100,
      tradeTerms: ['FOB'],
      attributes: [],
      categoryPath: [{ id: 2101, title: 'Solar' }],
      auditStatus: '1000',
      auditReason: '',
      putaway: true,
      names: text,
      descriptions: text,
      attributeValues: [],
    };
    const sent = fakeApi(
      {
        '/api/goods/save': { result: 1, data: { id: 41, auditStatus: '0000' } },
        '/api/shopGoodsType/getAllType': { result: 1, list: [{ id: 2101, title: 'Solar', type: 1980, childrenTypeList: [] }] },
        '/api/brand/listForGoodsEdit': { result: 1, list: [] },
        '/api/attribute/list': { result: 1, list: [], total: 0 },
      },
      { language },
    );
    renderPage(<GoodsForm goods={goods} reviewedAtOnce={false} />, '/personalProductEdit?id=41');
    typeAndLeave('price', written('1,234.5'));
    typeAndLeave('minOrder', written('1,000'));
    typeAndLeave('stock', written('25,000'));
    expect([valueOf('price'), valueOf('minOrder'), valueOf('stock')]).toEqual([written('1,234.5'), written('1,000'), written('25,000')]);
    fireEvent.click(screen.getByTestId('goods-submit'));
    await waitFor(() => expect(writesTo(sent, '/api/goods/save')).toHaveLength(1));
    expect(writesTo(sent, '/api/goods/save')[0]).toMatchObject({ price: 1234.5, minOrder: 1000, stock: 25000 });
  });
});
