import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, puenteEvents, puenteStore, type GoodsDetails } from '@puente/shared';
import { landedCountryAtom } from './destination';
import { addLandedStrings, fakeApi, renderPage } from '../test-support';
import { BR_ESTIMATE, MX_ESTIMATE } from '@puente/landed-cost/testing';
import { LandedPanel } from './landed-panel';

const GOODS: GoodsDetails = {
  id: 42,
  name: 'LED panel 600×600',
  summary: '',
  image: '/static/art/x.svg',
  price: { amount: 12, currency: 'USD', showAmount: 200, showCurrency: 'MXN' },
  unit: 'pieces',
  minOrder: 200,
  source: 'china',
  categoryId: 1,
  categoryTitle: 'Lighting',
  brand: null,
  seller: { id: 9, nickname: 'Lumen', companyName: 'Shenzhen Lumen', countryCode: 'CN' },
  countryCode: 'CN',
  sales: 3,
  createTime: 0,
  description: '',
  images: [],
  stock: 8_000,
  tradeTerms: ['FOB', 'C&F', 'CIF'],
  attributes: [],
  categoryPath: [],
  shipping: { hsCode: '940542', cartonUnits: 10, cartonWeightKg: 20.5, cartonVolumeM3: 0.12, shipFrom: 'CNSZX' },
};
const SOLAR: GoodsDetails = {
  ...GOODS,
  id: 77,
  name: 'Monocrystalline module 550 W',
  minOrder: 300,
  shipping: { hsCode: '854143', cartonUnits: 1, cartonWeightKg: 28, cartonVolumeM3: 0.11, shipFrom: 'CNNGB' },
};

const ADDRESS = {
  id: 1,
  kind: 'shipping',
  contactName: 'Lucía Hernández',
  phone: '+52-81-5550-1234',
  countryCode: 'MX',
  province: 'Nuevo León',
  city: 'Monterrey',
  street: 'Av. Constitución 1500',
  postalCode: '64000',
  company: '',
  taxId: '',
  isDefault: true,
};

const estimateCalls = (sent: ReturnType<typeof fakeApi>) => sent.filter((request) => request.url === calls.trade.landedEstimate.path).map((request) => request.body);
/** Each line of the breakdown: its id and the text of its row. */
const lines = () => screen.getAllByTestId('landed-line').map((row) => [row.getAttribute('data-line'), row.textContent]);
const rowOf = (id: string) => screen.getAllByTestId('landed-line').find((row) => row.getAttribute('data-line') === id)!;

beforeAll(addLandedStrings);
afterEach(() => act(() => puenteStore.set(landedCountryAtom, null)));

it('estimates for a Mexican buyer’s default address in Spanish: each line named, the law’s names and the rates, grouped by who pays the chosen term', async () => {
  const sent = fakeApi(
    { [calls.trade.landedEstimate.path]: { result: 1, data: MX_ESTIMATE }, [calls.trade.listAddresses.path]: { result: 1, list: [ADDRESS] } },
    { language: 'spanish' },
  );
  renderPage(<LandedPanel goods={GOODS} quantity={250} />, '/productInfo?id=42');
  await screen.findByTestId('landed-lines');
  expect(estimateCalls(sent)).toEqual([expect.objectContaining({ items: [{ goodsId: 42, quantity: 250 }], country: 'MX', port: 'MXZLO' })]);
  expect(screen.getByTestId<HTMLSelectElement>('landed-country').value).toBe('MX');
  expect(screen.getByTestId<HTMLSelectElement>('landed-port').value).toBe('MXZLO');
  expect(screen.getByTestId('landed-port').textContent).toContain('Manzanillo (puerto principal)');

  expect(lines().map(([id]) => id)).toEqual(['goods', 'haulage', 'clearance', 'freight', 'insurance', 'customsValue', 'duty', 'dta', 'iva']);
  expect(rowOf('goods').textContent).toContain('Mercancía');
  expect(rowOf('haulage').textContent).toContain('Acarreo al puerto en China');
  expect(rowOf('freight').textContent).toContain('Flete marítimo');
  expect(rowOf('customsValue').textContent).toContain('Valor en aduana');
  // The duty's own name in Spanish, the law's beside it; the reader's words where they are the law's.
  expect(within(rowOf('duty')).getByTestId('landed-legal-name').textContent).toBe('Impuesto General de Importación (IGI)');
  expect(rowOf('duty').textContent).toContain('Arancel de importación');
  expect(rowOf('iva').textContent).toContain('Impuesto al valor agregado (IVA)');
  expect(within(rowOf('iva')).getByTestId('landed-rate').textContent).toBe('16 %');
  expect(within(rowOf('iva')).getByTestId('landed-amount').textContent).toBe('MX$7,427.02');
  expect(rowOf('dta').textContent).toContain('(DTA)');
  expect(within(rowOf('dta')).getByTestId('landed-rate').textContent).toBe('0.8 %');
  expect(within(rowOf('duty')).getByTestId('landed-rate').textContent).toBe('0 %');

  expect(screen.getByTestId('landed-total').textContent).toBe('MX$53,845.91');
  expect(screen.getByTestId('landed-per-unit').textContent).toBe('MX$269.23');
  expect(screen.getByTestId('landed-shipment-mode').textContent).toBe('En contenedor compartido (LCL), cobrado sobre 2.4 m³');
  expect(screen.getByTestId('landed-freight-stale').textContent).toContain('más de 30 días');
  expect(screen.getByTestId('landed-dates').textContent).toMatch(/^Reglas de importación al .+ · tarifas de flete al .+ · tipos de cambio al .+$/);

  // FOB to start: the seller's FOB price covers the goods and the way to the ship; freight and insurance are the buyer's.
  expect(screen.getByTestId('landed-term-FOB').getAttribute('data-checked')).toBe('true');
  expect(screen.queryByTestId('landed-term-EXW')).toBeNull();
  const seller = () => screen.getByTestId('landed-group-seller');
  expect(seller().textContent).toContain('En el precio FOB del vendedor');
  expect(seller().textContent).toContain('MX$42,300.00');
  expect(
    within(screen.getByTestId('landed-group-buyer'))
      .getAllByTestId('landed-line')
      .map((row) => row.getAttribute('data-line')),
  ).toEqual(['freight', 'insurance']);

  // CIF: the same reply, divided again (the estimate prices every term at once: nothing is asked again).
  fireEvent.click(within(screen.getByTestId('landed-term-CIF')).getByRole('radio'));
  expect(screen.getByTestId('landed-term-CIF').getAttribute('data-checked')).toBe('true');
  expect(seller().textContent).toContain('En el precio CIF del vendedor');
  expect(seller().textContent).toContain('MX$46,050.49');
  expect(screen.queryByTestId('landed-group-buyer')).toBeNull();
  expect(screen.getByTestId('landed-total').textContent).toBe('MX$53,845.91');
  expect(estimateCalls(sent)).toHaveLength(1);

  // Another country is asked for at its main port, and kept for the reader's next visit.
  fireEvent.change(screen.getByTestId('landed-country'), { target: { value: 'BR' } });
  await waitFor(() => expect(estimateCalls(sent)).toHaveLength(2));
  expect(estimateCalls(sent)[1]).toMatchObject({ country: 'BR', port: 'BRSSZ' });
  expect(localStorage.getItem('puente.landedCountry')).toBe('BR');
  // Another port of the country is asked for by name.
  await screen.findByTestId('landed-lines');
  fireEvent.change(screen.getByTestId('landed-port'), { target: { value: 'BRPNG' } });
  await waitFor(() => expect(estimateCalls(sent)).toHaveLength(3));
  expect(estimateCalls(sent)[2]).toMatchObject({ country: 'BR', port: 'BRPNG' });
});

it('asks a guest for the country first, then shows a Brazilian estimate in Portuguese with II, IPI, PIS, COFINS and ICMS and their rates', async () => {
  const sent = fakeApi({ [calls.trade.landedEstimate.path]: { result: 1, data: BR_ESTIMATE } }, { user: null, language: 'portuguese' });
  renderPage(<LandedPanel goods={SOLAR} quantity={300} />, '/productInfo?id=77');
  expect((await screen.findByTestId('landed-ask-country')).textContent).toContain('Escolha o país');
  expect(estimateCalls(sent)).toEqual([]);
  expect(sent.map((request) => request.url)).not.toContain(calls.trade.listAddresses.path);

  fireEvent.change(screen.getByTestId('landed-country'), { target: { value: 'BR' } });
  await screen.findByTestId('landed-lines');
  expect(estimateCalls(sent)).toEqual([expect.objectContaining({ items: [{ goodsId: 77, quantity: 300 }], country: 'BR', port: 'BRSSZ' })]);
  expect(lines().map(([id]) => id)).toEqual(['goods', 'haulage', 'clearance', 'freight', 'insurance', 'customsValue', 'duty', 'ipi', 'pis', 'cofins', 'siscomex', 'afrmm', 'icms']);
  expect(rowOf('duty').textContent).toContain('Imposto de Importação (II)');
  expect(rowOf('ipi').textContent).toContain('Imposto sobre produtos industrializados (IPI)');
  expect(rowOf('pis').textContent).toContain('PIS/Pasep-Importação');
  expect(rowOf('cofins').textContent).toContain('COFINS-Importação');
  expect(rowOf('icms').textContent).toContain('ICMS (São Paulo)');
  expect(rowOf('freight').textContent).toContain('Frete marítimo');
  expect(rowOf('customsValue').textContent).toContain('Valor aduaneiro');
  expect(within(rowOf('duty')).getByTestId('landed-rate').textContent).toBe('25%');
  expect(within(rowOf('cofins')).getByTestId('landed-rate').textContent).toBe('9,65%');
  expect(within(rowOf('pis')).getByTestId('landed-rate').textContent).toBe('2,1%');
  // A fixed fee has no rate.
  expect(within(rowOf('siscomex')).getByTestId('landed-rate').textContent).toBe('');
  expect(within(rowOf('cofins')).getByTestId('landed-amount').textContent).toBe('R$\u00a013.651,40');
  expect(screen.getByTestId('landed-total').textContent).toBe('R$\u00a0195.048,03');
  expect(screen.getByTestId('landed-shipment-mode').textContent).toBe('Em contêineres completos: 1 × 40 pés HC');
  expect(screen.getByTestId('landed-fallback-charges').textContent).toContain('ICMS (São Paulo)');
  expect(screen.queryByTestId('landed-freight-stale')).toBeNull();
  // EXW is not offered by the seller: only the offered terms are priced.
  expect(
    within(screen.getByTestId('landed-term-prices'))
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value),
  ).toEqual(['FOB', 'C&F', 'CIF']);
});

it('shows a refusal in the reader’s words in place of the figures, without a toast', async () => {
  const toasts: string[] = [];
  const off = puenteEvents.on('toast', ({ message }) => toasts.push(message));
  const refusal = 'El arancel de importación del SA 8517.13 en México aún no está en las tablas de Puente, así que no hay estimación';
  fakeApi({ [calls.trade.landedEstimate.path]: { result: 0, info: refusal, code: 'landedCost.headingUnknown' } }, { user: null, language: 'spanish' });
  renderPage(<LandedPanel goods={GOODS} quantity={200} />, '/productInfo?id=42');
  fireEvent.change(screen.getByTestId('landed-country'), { target: { value: 'MX' } });
  expect((await screen.findByTestId('landed-refusal')).textContent).toBe(refusal);
  expect(screen.queryByTestId('landed-lines')).toBeNull();
  expect(screen.queryByTestId('landed-total')).toBeNull();
  // The terms are still explained in plain words.
  expect(screen.getByTestId('term-guide').textContent).toContain('Qué incluye cada término de comercio');
  expect(toasts).toEqual([]);
  off();
});

it('names a charge it has no words for by its kind, with the law’s name beside it', async () => {
  const estimate = {
    ...MX_ESTIMATE,
    lines: [...MX_ESTIMATE.lines, { id: 'cuota-nueva', kind: 'tax', legalName: 'Cuota Compensatoria', amount: 100, rate: '5', source: null }],
  };
  fakeApi({ [calls.trade.landedEstimate.path]: { result: 1, data: estimate }, [calls.trade.listAddresses.path]: { result: 1, list: [ADDRESS] } }, { language: 'english' });
  renderPage(<LandedPanel goods={GOODS} quantity={200} />, '/productInfo?id=42');
  await screen.findByTestId('landed-lines');
  expect(rowOf('cuota-nueva').textContent).toContain('Other tax');
  expect(within(rowOf('cuota-nueva')).getByTestId('landed-legal-name').textContent).toBe('Cuota Compensatoria');
  expect(rowOf('iva').textContent).toContain('Value-added tax (VAT)');
  expect(within(rowOf('iva')).getByTestId('landed-legal-name').textContent).toBe('Impuesto al Valor Agregado (IVA)');
});
