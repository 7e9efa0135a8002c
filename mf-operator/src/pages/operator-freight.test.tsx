import { calls, today } from '@puente/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fieldErrorMap, fill, OPERATOR, renderPage, typeAndLeave, valueOf } from '../features/test-support';
import { FreightPage } from './operator-freight';

const ops = calls.operator;

const rate = (over: Record<string, unknown> = {}) => ({
  id: 1,
  amountUsd: 1208,
  asOf: '2026-01-09',
  sourceTitle: 'SCFI South America (Santos)',
  sourceUrl: 'https://www.nownews.com/news/6774554',
  ageDays: 323,
  stale: true,
  setBy: null,
  setAt: 1795000000,
  ...over,
});
const line = (leg: string, origin: string, destination: string | null, unit: string, figure: Record<string, unknown> | null) => ({ leg, origin, destination, unit, rate: figure });

const lines = [
  line('haulage', 'CNSHA', null, '20ft', rate({ id: 2, amountUsd: 522.33, asOf: today(), ageDays: 0, stale: false, sourceTitle: 'Shanghai THC and trucking', setBy: 'Ana' })),
  line('clearance', 'CNSHA', null, 'shipment', null),
  line('ocean', 'CNSHA', 'BRSSZ', '20ft', rate()),
  line('ocean', 'CNSHA', 'PECLL', '40ft', rate({ id: 3, amountUsd: 1812, ageDays: 12, stale: false })),
  line('haulage', 'CNNGB', null, '20ft', rate({ id: 4, amountUsd: 554.76, ageDays: 0, stale: false, sourceTitle: 'Ningbo THC' })),
];
const table = { result: 1, data: { lines } };
const history = {
  result: 1,
  data: {
    lane: { leg: 'ocean', origin: 'CNSHA', destination: 'BRSSZ', unit: '20ft' },
    history: [rate({ id: 9, amountUsd: 1300, asOf: today(), ageDays: 0, stale: false, setBy: 'Ana', sourceTitle: 'Carrier quote' }), rate()],
  },
};
const saves = (sent: { url: string; body: Record<string, unknown> }[]) => sent.filter((s) => s.url === ops.setFreightRate.path);
const rows = (testId: string) => within(screen.getByTestId(testId)).getAllByTestId('freight-line');

describe('the freight table', () => {
  it('shows a Chinese port’s haulage and clearance, then its ocean lanes with their country, each figure with its date, source link and who set it', async () => {
    fakeApi({ [ops.listFreightRates.path]: table }, { user: OPERATOR });
    renderPage(<FreightPage />, '/operator/freight');
    await screen.findByTestId('freight-lanes');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Freight rates');
    expect(screen.getByTestId('freight-origin-CNSHA').getAttribute('aria-selected')).toBe('true');
    const [haulage, clearance] = rows('freight-at-port');
    expect(haulage!.textContent).toContain('Haulage to the port');
    expect(haulage!.textContent).toContain('$522.33');
    expect(haulage!.textContent).toContain('Ana');
    expect(clearance!.textContent).toContain('Not set');
    const [santos, callao] = rows('freight-lanes');
    expect(within(santos!).getByTestId('freight-destination').textContent).toBe('Santos, Brazil');
    expect(within(callao!).getByTestId('freight-destination').textContent).toBe('Callao, Peru');
    expect(santos!.textContent).toContain('$1,208.00');
    expect(santos!.textContent).toContain('Jan 9, 2026');
    expect(santos!.textContent).toContain('Seed');
    const source = within(santos!).getByRole('link', { name: 'SCFI South America (Santos)' });
    expect(source.getAttribute('href')).toBe('https://www.nownews.com/news/6774554');
    // Ningbo's lines wait for its tab.
    expect(screen.queryByText('Ningbo THC')).toBeNull();
  });

  it('flags a stale figure in words in its row and above the tables, and not a current one', async () => {
    fakeApi({ [ops.listFreightRates.path]: table }, { user: OPERATOR });
    renderPage(<FreightPage />, '/operator/freight?origin=CNSHA');
    await screen.findByTestId('freight-lanes');
    const [santos, callao] = rows('freight-lanes');
    expect(within(santos!).getByTestId('freight-age').getAttribute('data-stale')).toBe('true');
    expect(within(santos!).getByTestId('freight-stale').textContent).toContain('Out of date');
    expect(within(callao!).queryByTestId('freight-stale')).toBeNull();
    expect(within(callao!).getByTestId('freight-age').textContent).toBe('12 days');
    expect(screen.getByTestId('freight-stale-warning').textContent).toContain('1 figure from Shanghai (CNSHA) is more than 30 days old.');
  });

  it('shows another Chinese port when its tab is chosen', async () => {
    fakeApi({ [ops.listFreightRates.path]: table }, { user: OPERATOR });
    renderPage(<FreightPage />, '/operator/freight');
    await screen.findByTestId('freight-lanes');
    fireEvent.click(screen.getByTestId('freight-origin-CNNGB'));
    await waitFor(() => expect(screen.getByTestId('freight-origin-tables').getAttribute('data-origin')).toBe('CNNGB'));
    expect(screen.getByText('Ningbo THC')).toBeTruthy();
    expect(screen.queryByTestId('freight-stale-warning')).toBeNull();
  });

  it('opens a line’s history under it, newest first', async () => {
    fakeApi({ [ops.listFreightRates.path]: table, [ops.freightRateHistory.path]: history }, { user: OPERATOR });
    renderPage(<FreightPage />, '/operator/freight');
    await screen.findByTestId('freight-lanes');
    const toggle = within(rows('freight-lanes')[0]!).getByTestId('freight-history-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const panel = await screen.findByTestId('freight-history');
    expect(panel.textContent).toContain('History of Ocean freight Shanghai → Santos, per 20 ft container');
    const entries = await within(panel).findAllByTestId('freight-history-row');
    expect(entries.map((entry) => within(entry).getByTestId('freight-amount').textContent)).toEqual(['$1,300.00', '$1,208.00']);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when there is nothing to show, and when the table cannot be read', async () => {
    fakeApi({ [ops.listFreightRates.path]: { result: 1, data: { lines: [] } } }, { user: OPERATOR });
    const { unmount } = renderPage(<FreightPage />, '/operator/freight');
    expect(await screen.findByText('No freight lines are defined.')).toBeTruthy();
    unmount();
    fakeApi({ [ops.listFreightRates.path]: { result: 0, code: 'operator.only', info: 'Only platform operators can do this' } }, { user: OPERATOR });
    renderPage(<FreightPage />, '/operator/freight');
    expect(await screen.findByText('Only platform operators can do this')).toBeTruthy();
  });
});

describe('setting a freight rate', () => {
  it('refuses what the API would refuse, at its field and in the reader’s words, then sends the figure; the table is asked again', async () => {
    const sent = fakeApi(
      {
        [ops.listFreightRates.path]: table,
        [ops.setFreightRate.path]: {
          result: 1,
          data: line('ocean', 'CNSHA', 'PECLL', '40hq', rate({ id: 10, amountUsd: 1850.5, asOf: today(), ageDays: 0, stale: false, setBy: 'Ana' })),
        },
      },
      { user: OPERATOR },
    );
    renderPage(<FreightPage />, '/operator/freight');
    await screen.findByTestId('freight-lanes');
    const submit = screen.getByTestId('freight-submit');

    fireEvent.click(submit);
    await waitFor(() => expect(Object.keys(fieldErrorMap()).sort()).toEqual(['amountUsd', 'sourceTitle', 'sourceUrl']));
    expect(fieldErrorMap()).toEqual({
      amountUsd: 'Enter an amount between 0.01 and 100,000, with at most two decimals',
      sourceTitle: 'Name the source: the index, carrier tariff or fee schedule the figure comes from',
      sourceUrl: 'Enter the web address of the source, starting with http:// or https://',
    });

    fill('amountUsd', '-3');
    fill('sourceUrl', 'www.example.com');
    fill('asOf', '2999-01-01');
    fireEvent.click(submit);
    await waitFor(() => expect(fieldErrorMap().asOf).toBe('Enter the date of the figure as YYYY-MM-DD: not in the future and not more than a year ago'));
    expect(fieldErrorMap().sourceUrl).toBe('Enter the web address of the source, starting with http:// or https://');
    expect(saves(sent)).toEqual([]);

    fireEvent.change(document.querySelector('[name="destination"]')!, { target: { value: 'PECLL' } });
    fireEvent.change(document.querySelector('[name="unit"]')!, { target: { value: '40hq' } });
    typeAndLeave('amountUsd', '1850.5');
    expect(valueOf('amountUsd')).toBe('1,850.5');
    fill('sourceTitle', 'Carrier spot quote, Shanghai to Callao');
    fill('sourceUrl', 'https://example.com/quote');
    fill('asOf', today());
    fireEvent.click(submit);
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.body).toMatchObject({
      leg: 'ocean',
      origin: 'CNSHA',
      destination: 'PECLL',
      unit: '40hq',
      amountUsd: 1850.5,
      sourceTitle: 'Carrier spot quote, Shanghai to Callao',
      sourceUrl: 'https://example.com/quote',
      asOf: today(),
    });
    await waitFor(() => expect(sent.filter((s) => s.url === ops.listFreightRates.path).length).toBeGreaterThan(1));
    // The source and date stay for the next unit of the same publication; the amount is cleared.
    await waitFor(() => expect(valueOf('amountUsd')).toBe(''));
    expect(valueOf('sourceTitle')).toBe('Carrier spot quote, Shanghai to Callao');
  });

  it('keeps the form on a line the table has: clearance has no destination and is charged per shipment', async () => {
    const sent = fakeApi(
      { [ops.listFreightRates.path]: table, [ops.setFreightRate.path]: { result: 1, data: line('clearance', 'CNSHA', null, 'shipment', rate()) } },
      { user: OPERATOR },
    );
    renderPage(<FreightPage />, '/operator/freight');
    await screen.findByTestId('freight-lanes');
    fireEvent.change(document.querySelector('[name="leg"]')!, { target: { value: 'clearance' } });
    await waitFor(() => expect(document.querySelector('[name="destination"]')).toBeNull());
    expect(valueOf('unit')).toBe('shipment');
    typeAndLeave('amountUsd', '79.25');
    fill('sourceTitle', 'KCN Shipping local charges');
    fill('sourceUrl', 'https://kcnshipping.com/en/china-2/');
    fireEvent.click(screen.getByTestId('freight-submit'));
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.body).toMatchObject({ leg: 'clearance', destination: null, unit: 'shipment', amountUsd: 79.25 });
  });

  it('takes a line’s lane when the operator chooses to update it', async () => {
    fakeApi({ [ops.listFreightRates.path]: table }, { user: OPERATOR });
    renderPage(<FreightPage />, '/operator/freight');
    await screen.findByTestId('freight-lanes');
    fireEvent.click(within(rows('freight-at-port')[1]!).getByTestId('freight-update'));
    await waitFor(() => expect(valueOf('leg')).toBe('clearance'));
    expect(valueOf('unit')).toBe('shipment');
    fireEvent.click(within(rows('freight-lanes')[1]!).getByTestId('freight-update'));
    await waitFor(() => expect([valueOf('leg'), valueOf('origin'), valueOf('destination'), valueOf('unit')]).toEqual(['ocean', 'CNSHA', 'PECLL', '40ft']));
    expect(document.activeElement?.getAttribute('name')).toBe('amountUsd');
  });

  it('speaks the operator’s language: Spanish refusals and a Spanish stale flag', async () => {
    fakeApi({ [ops.listFreightRates.path]: table }, { user: OPERATOR, language: 'spanish' });
    renderPage(<FreightPage />, '/operator/freight');
    await screen.findByTestId('freight-lanes');
    expect(within(rows('freight-lanes')[0]!).getByTestId('freight-stale').textContent).toContain('Desactualizada');
    expect(within(rows('freight-lanes')[0]!).getByTestId('freight-destination').textContent).toBe('Santos, Brasil');
    fill('sourceUrl', 'ejemplo');
    fireEvent.click(screen.getByTestId('freight-submit'));
    await waitFor(() => expect(fieldErrorMap().sourceUrl).toBe('Indica la dirección web de la fuente, que empiece por http:// o https://'));
  });
});
