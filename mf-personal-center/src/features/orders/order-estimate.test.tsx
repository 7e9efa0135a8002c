import { screen, within } from '@testing-library/react';
import { addLandedStrings, MX_ESTIMATE } from '@puente/landed-cost/testing';
import { fakeApi, renderPage } from '../test-support';
import { OrderEstimate } from './order-estimate';

const price = (amount: number) => ({ amount, currency: 'MXN' as const, showAmount: amount, showCurrency: 'MXN' as const });

beforeAll(addLandedStrings);

it('shows the estimate the order was placed with, line by line in the reader’s language, with what the term covered', async () => {
  fakeApi({}, { language: 'spanish' });
  renderPage(<OrderEstimate estimate={{ landed: MX_ESTIMATE, freight: price(5_900), insurance: price(150.49) }} term="CIF" />);
  const section = await screen.findByTestId('order-estimate');
  expect(within(section).getByRole('heading').textContent).toBe('La estimación de costo puesto en destino con la que se hizo el pedido');
  // Under CIF the seller's price covers the goods, the way to the ship, the ocean and the insurance.
  const seller = within(section).getByTestId('landed-group-seller');
  expect(
    within(seller)
      .getAllByTestId('landed-line')
      .map((row) => row.getAttribute('data-line')),
  ).toEqual(['goods', 'haulage', 'clearance', 'freight', 'insurance']);
  expect(within(section).queryByTestId('landed-group-buyer')).toBeNull();
  const customs = within(section).getByTestId('landed-group-customs');
  expect(
    within(customs)
      .getAllByTestId('landed-line')
      .map((row) => row.getAttribute('data-line')),
  ).toEqual(['customsValue', 'duty', 'dta', 'iva']);
  expect(within(section).getByTestId('landed-total').textContent).toBe('MX$53,845.91');
  expect(within(section).getByTestId('landed-dates').textContent).toMatch(/tarifas de flete/);
});

it('shows nothing for an order placed without an estimate', () => {
  fakeApi({}, { language: 'spanish' });
  const { container } = renderPage(<OrderEstimate estimate={null} term="FOB" />);
  expect(container.querySelector('[data-testid="order-estimate"]')).toBeNull();
});
