import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, calls, type GoodsDetails } from '@puente/shared';
import { Suspense } from 'react';
import { BR_ESTIMATE, MX_ESTIMATE } from '@puente/landed-cost/testing';
import { addLandedStrings, fakeApi, renderPage } from '../features/test-support';
import { CheckoutPage } from './product-emption';

const GOODS = { id: 42, tradeTerms: ['FOB', 'C&F', 'CIF'] } as GoodsDetails;
const price = (amount: number) => ({ amount, currency: 'MXN' as const, showAmount: amount, showCurrency: 'MXN' as const });
const address = (id: number, countryCode: string, isDefault = false) => ({
  id,
  kind: 'shipping',
  contactName: 'Lucía Hernández',
  phone: '+52-81-5550-1234',
  countryCode,
  province: '',
  city: 'Ciudad',
  street: `Calle ${id}`,
  postalCode: '',
  company: '',
  taxId: '',
  isDefault,
});

/** The checkout's calls answered: the estimate by the country asked, the preview by the term asked. */
function answerCheckout() {
  const sent = fakeApi({}, { language: 'spanish' });
  const reply = (url: string, body: Record<string, unknown>) => {
    if (url === calls.goodsDetails.path) return { result: 1, data: GOODS };
    if (url === calls.trade.listAddresses.path) return { result: 1, list: body.kind === 'shipping' ? [address(1, 'MX', true), address(2, 'BR'), address(3, 'US')] : [] };
    if (url === calls.trade.landedEstimate.path) return { result: 1, data: body.country === 'BR' ? BR_ESTIMATE : MX_ESTIMATE };
    if (url === calls.trade.orderPreview.path) {
      const term = MX_ESTIMATE.terms.find((candidate) => candidate.term === body.tradeTerm)!;
      return {
        result: 1,
        data: {
          items: [{ goodsId: 42, name: 'LED panel', image: '/x.svg', unit: 'pieces', quantity: 200, price: price(term.amount / 200), subtotal: price(term.amount) }],
          total: price(term.amount),
          deposit: price(term.amount * 0.3),
          balance: price(term.amount * 0.7),
          tradeTerms: ['FOB', 'C&F', 'CIF'],
          logisticsProviders: [],
          includes: ['created', 'confirmed'],
        },
      };
    }
    return { result: 1 };
  };
  api.http.defaults.adapter = (async (config: { url?: string; data?: unknown }) => {
    const body = JSON.parse(String(config.data ?? '{}')) as Record<string, unknown>;
    sent.push({ url: config.url!, body });
    return { data: reply(config.url!, body), status: 200, statusText: 'OK', headers: {}, config };
  }) as unknown as typeof api.http.defaults.adapter;
  return sent;
}

const estimateCalls = (sent: ReturnType<typeof fakeApi>) => sent.filter((request) => request.url === calls.trade.landedEstimate.path).map((request) => request.body);

beforeAll(addLandedStrings);

it('shows the order’s landed estimate for the delivery address’s country, follows the term and the address, and explains the term in plain words', async () => {
  const sent = answerCheckout();
  renderPage(
    <Suspense>
      <CheckoutPage />
    </Suspense>,
    '/productEmption?items=42:200',
  );
  const landed = await screen.findByTestId('checkout-landed');
  await within(landed).findByTestId('landed-lines');
  // The default address is in Mexico: the product page's very call (same goods, quantity, country and port).
  expect(estimateCalls(sent)).toEqual([expect.objectContaining({ items: [{ goodsId: 42, quantity: 200 }], country: 'MX', port: 'MXZLO' })]);
  expect(within(landed).getByTestId('landed-total').textContent).toBe('MX$53,845.91');
  expect(within(landed).getByTestId('landed-group-seller').textContent).toContain('En el precio FOB del vendedor');
  expect(within(landed).getByTestId('landed-term-FOB').textContent).toContain('MX$42,300.00');
  expect(within(landed).getByTestId('landed-term-CIF').textContent).toContain('MX$46,050.49');
  expect(landed.textContent).toContain('Impuesto al valor agregado (IVA)');
  expect(landed.textContent).toContain('Derecho de trámite aduanero (DTA)');
  // The term in plain words, and the order's steps under their own heading.
  expect(screen.getByTestId('term-explained').textContent).toContain('El vendedor además paga el acarreo al puerto chino');
  expect(screen.getByTestId('order-summary').textContent).toContain('Pasos del pedido en FOB');
  expect(screen.getByTestId('order-summary').textContent).not.toContain('Qué incluye FOB');

  // The term chosen among the estimate's prices is the order's term: the preview is asked for CIF.
  fireEvent.click(within(within(landed).getByTestId('landed-term-CIF')).getByRole('radio'));
  await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('MX$46,050.49'));
  // The preview prices the term's freight and insurance to the delivery address.
  expect(sent.filter((request) => request.url === calls.trade.orderPreview.path).at(-1)!.body).toMatchObject({ tradeTerm: 'CIF', shippingAddressId: 1 });
  expect(within(screen.getByTestId('term-CIF')).getByRole('radio')).toHaveProperty('checked', true);
  expect(within(landed).getByTestId('landed-group-seller').textContent).toContain('En el precio CIF del vendedor');
  // And a term chosen in the form is the estimate's.
  fireEvent.click(within(screen.getByTestId('term-C&F')).getByRole('radio'));
  await waitFor(() => expect(within(landed).getByTestId('landed-group-seller').textContent).toContain('En el precio C&F del vendedor'));
  expect(estimateCalls(sent)).toHaveLength(1);

  // Another address, in Brazil: asked again for Brazil.
  fireEvent.click(within(screen.getAllByTestId('shipping-address')[1]!).getByRole('radio'));
  await waitFor(() => expect(estimateCalls(sent)).toHaveLength(2));
  expect(estimateCalls(sent)[1]).toMatchObject({ country: 'BR', port: 'BRSSZ' });
  await waitFor(() => expect(within(landed).getByTestId('landed-total').textContent).toBe('R$\u00a0195.048,03'));

  // An address where Puente does not estimate: said so, and nothing asked.
  fireEvent.click(within(screen.getAllByTestId('shipping-address')[2]!).getByRole('radio'));
  expect((await within(landed).findByTestId('landed-refusal')).textContent).toContain('Puente todavía no estima los cargos de importación para Estados Unidos');
  expect(estimateCalls(sent)).toHaveLength(2);
});
