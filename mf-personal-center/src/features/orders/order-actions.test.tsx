import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatMoney, languageAtom, puenteStore, today } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage, type Sent } from '../test-support';
import { OrderActions } from './order-actions';

let sent: Sent[];

beforeEach(() => {
  sent = fakeApi({ '/api/order/v2/peiZhi': { result: 1, data: { status: 1, node: 'configured' } } });
});

const dayFromNow = (days: number) => today(new Date(Date.now() + days * 86_400_000));

function renderStep(tradeTerm: 'CIF' | 'FOB' | 'EXW', action: string) {
  renderPage(<OrderActions order={{ id: 12, tradeTerm, node: 'confirmed', status: 0, role: 'seller', actions: [action] }} />);
  fireEvent.click(screen.getByTestId(`action-${action}`));
}

describe('an order step form', () => {
  it('shows every error at once at its field, naming the limits, and sends nothing', async () => {
    renderStep('CIF', 'configure');
    fill('depositRatio', '150');
    fill('deliveryDate', dayFromNow(-1));
    fill('packaging', 'x'.repeat(201));
    fill('freight', '12.345');
    fill('insurance', '-1');
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['depositRatio', 'Enter a deposit between 10 and 100 %, as a whole number'],
        ['deliveryDate', 'Choose a delivery date from today on'],
        ['packaging', 'Enter at most 200 characters'],
        ['freight', 'Enter an amount between 0 and 10,000,000, with at most two decimals'],
        ['insurance', 'Enter an amount between 0 and 10,000,000, with at most two decimals'],
      ]),
    );
    expect(document.querySelector('[name="depositRatio"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    // Each error clears as the seller corrects its field; the body sent is the schema's.
    fill('depositRatio', '40');
    fill('deliveryDate', dayFromNow(0));
    fill('packaging', 'Export cartons on pallets');
    fill('freight', '1200.5');
    fill('insurance', '80');
    await waitFor(() => expect(fieldErrors()).toEqual([]));
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/order/v2/peiZhi');
    expect(sent[0]!.body).toMatchObject({
      id: 12,
      depositRatio: 40,
      deliveryDate: dayFromNow(0),
      packaging: 'Export cartons on pallets',
      freight: 1200.5,
      insurance: 80,
      note: '',
    });
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
  });

  it('asks only for the charges the trade term carries, in the reader language', async () => {
    act(() => puenteStore.set(languageAtom, 'spanish'));
    renderStep('EXW', 'configure');
    expect(document.querySelector('[name="freight"]')).toBeNull();
    expect(document.querySelector('[name="insurance"]')).toBeNull();
    fill('depositRatio', '');
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['depositRatio', 'Introduce un anticipo entre 10 y 100 %, en número entero'],
        ['deliveryDate', 'Elige una fecha de entrega a partir de hoy'],
      ]),
    );
    expect(sent).toEqual([]);
  });

  it('asks a FOB seller for the haulage to the port and export clearance, and no insurance', () => {
    renderStep('FOB', 'configure');
    expect(screen.getByLabelText('Haulage and export clearance')).toBe(document.querySelector('[name="freight"]'));
    expect(document.querySelector('[name="insurance"]')).toBeNull();
  });

  it('names the missing fields of a shipment and refuses a past arrival date', async () => {
    renderStep('CIF', 'shipOverseas');
    fill('eta', dayFromNow(-7));
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['vessel', 'Enter the vessel or flight'],
        ['eta', 'Choose a date from today on'],
      ]),
    );
    expect(sent).toEqual([]);
  });

  it('sends the seller’s answer to an after-sales request with the button pressed', async () => {
    renderStep('FOB', 'reviewAfterSales');
    fill('note', 'Refund agreed for the two cracked screens');
    fireEvent.click(screen.getByTestId('review-accept'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ id: 12, note: 'Refund agreed for the two cracked screens', accept: true });
  });
});

describe('confirming the seller’s configuration', () => {
  // An order in dollars read by a Mexican buyer in pesos (1 USD = 18.5 MXN).
  const price = (usd: number) => ({ amount: usd, currency: 'USD' as const, showAmount: Math.round(usd * 1850) / 100, showCurrency: 'MXN' as const });
  const terms = (tradeTerm: 'FOB' | 'CIF', freight: number, insurance: number, packaging: string) => ({
    id: 12,
    tradeTerm,
    node: 'configured' as const,
    status: 0,
    role: 'buyer',
    actions: ['confirmConfiguration', 'cancel'],
    total: price(2510 + freight + insurance),
    deposit: price(Math.round((2510 + freight + insurance) * 30) / 100),
    balance: price(2510 + freight + insurance - Math.round((2510 + freight + insurance) * 30) / 100),
    configuration: { depositRatio: 30, deliveryDate: '2027-02-25', packaging, freight: price(freight), insurance: price(insurance), note: '' },
  });
  const termText = (testId: string) => screen.getByTestId(testId).textContent;
  // A record's amount as the shared formatter writes it: the reader's pesos, the order's dollars beside them.
  const pesosAndDollars = (usd: number) => `${formatMoney(Math.round(usd * 1850) / 100, 'MXN', { besideOther: true })}(${formatMoney(usd, 'USD', { besideOther: true })})`;

  it('shows the buyer the deposit, the delivery date, packaging, freight and insurance before they accept, in their language and currency', () => {
    fakeApi({}, { language: 'spanish' });
    renderPage(<OrderActions order={terms('CIF', 1200, 0, 'Cajas de exportación en tarimas')} />);
    fireEvent.click(screen.getByTestId('action-confirmConfiguration'));
    const dialog = screen.getByTestId('action-dialog');
    expect(dialog.textContent).toContain('Al confirmar aceptas las condiciones del vendedor que ves abajo.');
    // 30 % of 3,710 dollars, in pesos with the dollars beside them.
    expect(termText('terms-deposit')).toBe(`Anticipo (30 %)${pesosAndDollars(1113)}`);
    expect(termText('terms-balance')).toBe(`Saldo, a pagar después${pesosAndDollars(2597)}`);
    expect(termText('terms-total')).toBe(`Total${pesosAndDollars(3710)}`);
    expect(termText('terms-deliveryDate')).toBe('Fecha de entrega25 feb 2027');
    expect(termText('terms-packaging')).toBe('EmbalajeCajas de exportación en tarimas');
    expect(termText('terms-freight')).toBe(`Flete${pesosAndDollars(1200)}`);
    // CIF carries insurance; the seller entered none.
    expect(termText('terms-insurance')).toBe('SeguroEl vendedor no lo indicó');
  });

  it('says which terms the seller left unset and which the trade term leaves to the buyer', () => {
    renderPage(<OrderActions order={terms('FOB', 0, 0, '')} />);
    fireEvent.click(screen.getByTestId('action-confirmConfiguration'));
    expect(termText('terms-deposit')).toBe(`Deposit (30%)${pesosAndDollars(753)}`);
    expect(termText('terms-deliveryDate')).toBe('Delivery dateFeb 25, 2027');
    expect(termText('terms-packaging')).toBe('PackagingNot set by the seller');
    // Under FOB the seller's freight is the haulage to the port and export clearance.
    expect(termText('terms-freight')).toBe('Haulage and export clearanceNot set by the seller');
    expect(termText('terms-insurance')).toBe('InsuranceNot included under FOB: you arrange it');
  });

  it('shows beside each charge the estimate the order was placed with and how far the seller’s figure is from it', () => {
    fakeApi({}, { language: 'spanish' });
    const order = { ...terms('CIF', 1200, 30, ''), estimate: { landed: {} as never, freight: price(1000), insurance: price(30) } };
    renderPage(<OrderActions order={order} />);
    fireEvent.click(screen.getByTestId('action-confirmConfiguration'));
    const money = (usd: number) => formatMoney(Math.round(usd * 1850) / 100, 'MXN');
    expect(screen.getByTestId('terms-freight-estimate').textContent).toBe(`Estimado al hacer el pedido: ${money(1000)} · ${money(200)} por encima de lo estimado`);
    // The same figure as the estimate says no difference.
    expect(screen.getByTestId('terms-insurance-estimate').textContent).toBe(`Estimado al hacer el pedido: ${money(30)}`);
  });
});
