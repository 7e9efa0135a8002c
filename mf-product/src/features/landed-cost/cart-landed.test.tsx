import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@puente/shared';
import { addLandedStrings, fakeApi, renderPage } from '../test-support';
import { MX_ESTIMATE } from '@puente/landed-cost/testing';
import { CartLanded } from './cart-landed';

const ITEMS = [
  { goodsId: 42, quantity: 200 },
  { goodsId: 43, quantity: 50 },
];
const ADDRESS = {
  id: 1,
  kind: 'shipping',
  contactName: 'L',
  phone: '1',
  countryCode: 'MX',
  province: '',
  city: '',
  street: '',
  postalCode: '',
  company: '',
  taxId: '',
  isDefault: true,
};
const estimateCalls = (sent: ReturnType<typeof fakeApi>) => sent.filter((request) => request.url === calls.trade.landedEstimate.path);

beforeAll(addLandedStrings);

it('estimates a seller’s goods together under each term, open where there is room', async () => {
  const sent = fakeApi(
    { [calls.trade.landedEstimate.path]: { result: 1, data: MX_ESTIMATE }, [calls.trade.listAddresses.path]: { result: 1, list: [ADDRESS] } },
    { language: 'spanish' },
  );
  renderPage(<CartLanded items={ITEMS} open />, '/productShoppingCart');
  const prices = await screen.findByTestId('landed-term-prices');
  expect(estimateCalls(sent)[0]!.body).toMatchObject({ items: ITEMS, country: 'MX', port: 'MXZLO' });
  expect(within(prices).getByTestId('landed-term-FOB').textContent).toBe('MX$42,300.00');
  expect(within(prices).getByTestId('landed-term-CIF').textContent).toBe('MX$46,050.49');
  expect(screen.getByTestId('cart-landed-total').textContent).toBe('MX$53,845.91');
});

it('stays closed on a phone, asking nothing until it is opened', async () => {
  const sent = fakeApi(
    { [calls.trade.landedEstimate.path]: { result: 1, data: MX_ESTIMATE }, [calls.trade.listAddresses.path]: { result: 1, list: [ADDRESS] } },
    { language: 'spanish' },
  );
  renderPage(<CartLanded items={ITEMS} open={false} />, '/productShoppingCart');
  const details = await screen.findByTestId('cart-landed');
  expect(details.hasAttribute('open')).toBe(false);
  expect(estimateCalls(sent)).toEqual([]);
  (details as HTMLDetailsElement).open = true;
  fireEvent(details, new Event('toggle'));
  await waitFor(() => expect(estimateCalls(sent)).toHaveLength(1));
  expect(await screen.findByTestId('cart-landed-total')).toBeTruthy();
});
