import { screen, within } from '@testing-library/react';
import { calls, puenteStore } from '@puente/shared';
import { addLandedStrings, MX_ESTIMATE } from '@puente/landed-cost/testing';
import { fakeApi, quotationFixture, renderPage } from '../test-support';
import { landedCountryAtom } from './destination';
import { QuotationLanded } from './quotation-landed';

/** The seller's C&F answer as the API estimates it: the quoted price covers the way to the port; insurance and Mexico's charges are added. */
const QUOTED = {
  ...MX_ESTIMATE,
  priceTerm: 'C&F' as const,
  terms: MX_ESTIMATE.terms.filter((price) => price.term === 'C&F' || price.term === 'CIF'),
  lines: MX_ESTIMATE.lines.filter((line) => !['haulage', 'clearance', 'freight'].includes(line.id)),
  dates: { ...MX_ESTIMATE.dates, freight: null, freightStale: false },
};

beforeAll(addLandedStrings);
beforeEach(() => puenteStore.set(landedCountryAtom, 'MX'));

it('estimates the quoted price to the reader’s country, naming it the seller’s quotation and adding no freight again', async () => {
  const sent = fakeApi({ [calls.trade.quotationLandedEstimate.path]: { result: 1, data: QUOTED } }, { language: 'spanish' });
  const q = quotationFixture({ id: 7, status: 'quoted', tradeTerm: 'C&F', quotedPrice: { amount: 110, currency: 'USD', showAmount: 110, showCurrency: 'USD' } });
  renderPage(<QuotationLanded q={q} unitWord="pieza" />);
  const panel = await screen.findByTestId('quotation-landed');
  await within(panel).findByTestId('landed-lines');
  expect(sent.find((request) => request.url === calls.trade.quotationLandedEstimate.path)!.body).toMatchObject({ id: 7, country: 'MX', port: 'MXZLO' });
  const goods = within(panel)
    .getAllByTestId('landed-line')
    .find((row) => row.getAttribute('data-line') === 'goods')!;
  expect(goods.textContent).toContain('Precio cotizado por el vendedor, C&F');
  expect(
    within(panel)
      .getAllByTestId('landed-line')
      .map((row) => row.getAttribute('data-line')),
  ).not.toContain('freight');
  expect(within(panel).getByTestId('landed-dates').textContent).not.toMatch(/flete/);
});

it('shows nothing until the seller has answered', () => {
  fakeApi({}, { language: 'spanish' });
  renderPage(<QuotationLanded q={quotationFixture()} unitWord="pieza" />);
  expect(screen.queryByTestId('quotation-landed')).toBeNull();
});
