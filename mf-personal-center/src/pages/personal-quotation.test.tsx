import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, today } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage } from '../features/test-support';
import { QuotationList } from './personal-quotation';

const t = calls.trade;
const party = (id: number, nickname: string) => ({ id, nickname, companyName: null });
const QUOTATION = {
  id: 21,
  goodsId: 7,
  goodsName: 'Solar module 550 W',
  goodsImage: '',
  buyer: party(2, 'Lucía'),
  seller: party(1, 'Chen Wei'),
  quantity: 200,
  unit: 'pieces',
  tradeTerm: 'CIF',
  destination: 'Callao, Peru',
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

describe('a seller’s answer to a quotation request', () => {
  it('shows every error at its field at once, the note’s limit and the validity named', async () => {
    const sent = fakeApi({
      [t.listReceivedQuotations.path]: { result: 1, list: [QUOTATION], total: 1 },
      [t.sellerQuotationViewCount.path]: { result: 1, data: { count: 1 } },
      [t.quotationDetails.path]: { result: 1, data: QUOTATION },
    });
    renderPage(<QuotationList side="seller" />, '/personalQuotation');
    fireEvent.click(await screen.findByTestId('quotation-open'));
    const answer = await screen.findByTestId('quotation-answer');
    await screen.findByTestId('quotation-answer-form');
    fill('price', '0');
    fill('validUntil', today(new Date(Date.now() - 86_400_000)));
    fill('note', 'x'.repeat(2001));
    fireEvent.click(answer);
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['file', 'This field is required'],
        ['price', 'Enter an amount between 0.01 and 10,000,000, with at most two decimals'],
        ['validUntil', 'Choose a date from today on'],
        ['note', 'Enter at most 2,000 characters'],
      ]),
    );
    expect(sent.filter((s) => s.url === t.uploadQuotationFile.path)).toEqual([]);
  });
});
