import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, today } from '@puente/shared';
import { fakeApi, fieldErrors, quotationFixture, fill, NUMBER_READERS, renderPage, typeAndLeave, valueOf } from '../features/test-support';
import { QuotationList } from './personal-quotation';

const t = calls.trade;
const QUOTATION = quotationFixture({ id: 21, goodsName: 'Solar module 550 W', quantity: 200, tradeTerm: 'CIF', destination: 'Callao, Peru', viewedByBuyer: false });

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
        ['price', 'Enter an amount between 0.01 and 10,000,000, with at most two decimals'],
        ['validUntil', 'Choose a date from today on'],
        ['note', 'Enter at most 2,000 characters'],
      ]),
    );
    expect(sent.filter((s) => s.url === t.uploadQuotationFile.path)).toEqual([]);
  });

  it('submits the answer form from the dialog’s footer, so its refusals show beside their fields and the first is brought into view', async () => {
    fakeApi({
      [t.listReceivedQuotations.path]: { result: 1, list: [QUOTATION], total: 1 },
      [t.sellerQuotationViewCount.path]: { result: 1, data: { count: 1 } },
      [t.quotationDetails.path]: { result: 1, data: QUOTATION },
    });
    renderPage(<QuotationList side="seller" />, '/personalQuotation');
    fireEvent.click(await screen.findByTestId('quotation-open'));
    const answer = await screen.findByTestId('quotation-answer');
    const form = await screen.findByTestId('quotation-answer-form');
    // The form's own submit (ContractForm) is what brings the first refused field into view.
    expect(answer.getAttribute('type')).toBe('submit');
    expect(answer.getAttribute('form')).toBe(form.id);
    fireEvent.click(answer);
    await waitFor(() => expect(fieldErrors().map(([name]) => name)).toEqual(['price', 'validUntil']));
  });

  it('sends an answer without a file: a price and its validity are enough', async () => {
    const sent = fakeApi({
      [t.listReceivedQuotations.path]: { result: 1, list: [QUOTATION], total: 1 },
      [t.sellerQuotationViewCount.path]: { result: 1, data: { count: 1 } },
      [t.quotationDetails.path]: { result: 1, data: QUOTATION },
    });
    renderPage(<QuotationList side="seller" />, '/personalQuotation');
    fireEvent.click(await screen.findByTestId('quotation-open'));
    const answer = await screen.findByTestId('quotation-answer');
    await screen.findByTestId('quotation-answer-form');
    fill('price', '12.50');
    const validUntil = today(new Date(Date.now() + 7 * 86_400_000));
    fill('validUntil', validUntil);
    fireEvent.click(answer);
    await waitFor(() => expect(sent.filter((s) => s.url === t.uploadQuotationFile.path)).toHaveLength(1));
    const body = sent.find((s) => s.url === t.uploadQuotationFile.path)!.body;
    expect(body).toMatchObject({ id: 21, price: 12.5, currency: 'USD', validUntil });
    expect(body.file).toBeUndefined();
    expect(fieldErrors()).toEqual([]);
  });
});

describe('the count of quotations not yet seen', () => {
  const answered = { ...QUOTATION, status: 'quoted', viewedByBuyer: false };
  it.each([
    ['english', 1, '1 new answer'],
    ['english', 2, '2 new answers'],
    ['portuguese', 1, '1 resposta nova'],
    ['portuguese', 0, '0 respostas novas'],
    ['spanish', 1, '1 respuesta nueva'],
    ['spanish', 0, '0 respuestas nuevas'],
  ] as const)('reads the buyer’s new answers in %s with their plural: %i is "%s"', async (language, count, words) => {
    fakeApi(
      {
        [t.listSubmittedQuotations.path]: { result: 1, list: [answered], total: 1 },
        [t.buyerQuotationViewCount.path]: { result: 1, data: { count } },
      },
      { language },
    );
    renderPage(<QuotationList side="buyer" />, '/personalQuotationMine');
    expect((await screen.findByTestId('unseen-count')).textContent).toBe(words);
  });

  it('reads the seller’s unopened requests in Portuguese with their plural', async () => {
    fakeApi(
      {
        [t.listReceivedQuotations.path]: { result: 1, list: [QUOTATION], total: 1 },
        [t.sellerQuotationViewCount.path]: { result: 1, data: { count: 1 } },
      },
      { language: 'portuguese' },
    );
    renderPage(<QuotationList side="seller" />, '/personalQuotation');
    expect((await screen.findByTestId('unseen-count')).textContent).toBe('1 ainda não aberta');
  });
});

describe.each(NUMBER_READERS)('a seller’s price typed in %s', (language, written) => {
  it('is read as the reader writes it, shown back so when the field is left, and sent as the number', async () => {
    const sent = fakeApi(
      {
        [t.listReceivedQuotations.path]: { result: 1, list: [QUOTATION], total: 1 },
        [t.sellerQuotationViewCount.path]: { result: 1, data: { count: 1 } },
        [t.quotationDetails.path]: { result: 1, data: QUOTATION },
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
    await waitFor(() => expect(sent.filter((s) => s.url === t.uploadQuotationFile.path)).toHaveLength(1));
    expect(sent.find((s) => s.url === t.uploadQuotationFile.path)!.body).toMatchObject({ id: 21, price: 1234.5 });
  });
});
