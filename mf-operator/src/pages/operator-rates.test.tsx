import { calls, today } from '@puente/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fieldErrorMap, fill, NUMBER_READERS, OPERATOR, renderPage, typeAndLeave, valueOf } from '../features/test-support';
import { RatesPage } from './operator-rates';

const ops = calls.operator;
const rates = {
  result: 1,
  data: {
    current: [{ currency: 'BRL', perUsd: 5.1234, asOf: '2026-11-20', source: 'Banco Central do Brasil', updated: 1795000000 }],
    history: [{ currency: 'BRL', perUsd: 5.1234, asOf: '2026-11-20', source: 'Banco Central do Brasil', updated: 1795000000, operator: 'Ana' }],
  },
};
const saves = (sent: { url: string; body: Record<string, unknown> }[]) => sent.filter((s) => s.url === ops.setRate.path);

describe('the rates page', () => {
  it('shows the current rates and the history', async () => {
    fakeApi({ [ops.listRates.path]: rates }, { user: OPERATOR });
    renderPage(<RatesPage />, '/operatorRates');
    const current = await screen.findByTestId('rates-current');
    expect(current.textContent).toContain('5.1234');
    expect(current.textContent).toContain('Banco Central do Brasil');
    expect(screen.getByTestId('rates-history').textContent).toContain('Ana');
  });

  it('refuses an empty, negative or markup-laden rate and a future date at their fields, then sends a valid one', async () => {
    const sent = fakeApi(
      { [ops.listRates.path]: rates, [ops.setRate.path]: { result: 1, data: { currency: 'MXN', perUsd: 17.05, asOf: today(), source: 'Banxico', updated: 1795000000 } } },
      { user: OPERATOR },
    );
    renderPage(<RatesPage />, '/operatorRates');
    await screen.findByTestId('rates-current');
    const submit = screen.getByTestId('rate-submit');

    fireEvent.click(submit);
    await waitFor(() => expect(Object.keys(fieldErrorMap()).sort()).toEqual(['perUsd', 'source']));
    expect(fieldErrorMap()).toEqual({ perUsd: 'Enter a rate above 0: units of the currency per US dollar', source: 'Say where the rate comes from' });

    fill('perUsd', '-3');
    fill('source', '<script>x</script>');
    fill('asOf', '2999-01-01');
    fireEvent.click(submit);
    await waitFor(() => expect(fieldErrorMap().asOf).toBe('Enter the date the rate applies from, as YYYY-MM-DD, not in the future'));
    expect(fieldErrorMap().perUsd).toBe('Enter a rate above 0: units of the currency per US dollar');
    expect(fieldErrorMap().source).toBeTruthy();
    expect(saves(sent)).toEqual([]);

    fireEvent.change(document.querySelector('[name="currency"]')!, { target: { value: 'MXN' } });
    fill('perUsd', '17.05');
    fill('source', 'Banxico');
    fill('asOf', today());
    fireEvent.click(submit);
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.body).toMatchObject({ currency: 'MXN', perUsd: 17.05, asOf: today(), source: 'Banxico' });
    // The list is asked again: the new rate shows without a reload.
    await waitFor(() => expect(sent.filter((s) => s.url === ops.listRates.path).length).toBeGreaterThan(1));
  });
});

describe('a stale rate', () => {
  const current = [
    { currency: 'BRL', perUsd: 5.1234, asOf: '2026-02-06', source: 'Banco Central do Brasil', updated: 1795000000, ageDays: 294, stale: true },
    { currency: 'MXN', perUsd: 17.05, asOf: '2026-11-20', source: 'Banxico', updated: 1795000000, ageDays: 7, stale: false },
    { currency: 'CNH', perUsd: 7.1, asOf: '2026-11-27', source: 'PBOC', updated: 1795000000, ageDays: 0, stale: false },
  ];
  const reply = { result: 1, data: { current, history: [] } };
  const rows = () => screen.getAllByTestId('rate-row');

  it('is flagged in its row and above the table, with its age; a rate of a week or less is not', async () => {
    fakeApi({ [ops.listRates.path]: reply }, { user: OPERATOR });
    renderPage(<RatesPage />, '/operatorRates');
    await screen.findByTestId('rates-current');
    expect(rows().map((row) => row.querySelector('[data-testid="rate-age"]')!.textContent)).toEqual(['294 daysOut of date', '7 days', 'Today']);
    expect(screen.getAllByTestId('rate-stale')).toHaveLength(1);
    expect(screen.getByTestId('rates-stale-warning').textContent).toBe(
      '1 rate is more than 7 days old: BRL.Prices in other currencies are converted with it. Set a current rate below.',
    );
  });

  it('is flagged in the operator’s language', async () => {
    fakeApi({ [ops.listRates.path]: reply }, { user: OPERATOR, language: 'spanish' });
    renderPage(<RatesPage />, '/operatorRates');
    await screen.findByTestId('rates-current');
    expect(screen.getByTestId('rate-stale').textContent).toBe('Desactualizado');
    expect(rows()[0]!.textContent).toContain('294 días');
    expect(screen.getByTestId('rates-stale-warning').textContent).toContain('1 tipo de cambio tiene más de 7 días: BRL.');
  });

  it('speaks of several stale rates in the plural', async () => {
    const allStale = current.map((rate) => ({ ...rate, ageDays: 294, stale: true }));
    fakeApi({ [ops.listRates.path]: { result: 1, data: { current: allStale, history: [] } } }, { user: OPERATOR, language: 'portuguese' });
    renderPage(<RatesPage />, '/operatorRates');
    await screen.findByTestId('rates-current');
    expect(screen.getByTestId('rates-stale-warning').textContent).toContain('convertidos com elas. Defina cotações atuais abaixo.');
  });

  it('shows no warning when every rate is current', async () => {
    fakeApi({ [ops.listRates.path]: { result: 1, data: { current: current.slice(1), history: [] } } }, { user: OPERATOR });
    renderPage(<RatesPage />, '/operatorRates');
    await screen.findByTestId('rates-current');
    expect(screen.queryByTestId('rates-stale-warning')).toBeNull();
    expect(screen.queryByTestId('rate-stale')).toBeNull();
  });
});

describe.each(NUMBER_READERS)('a rate typed in %s', (language, written) => {
  it('is read as the reader writes it, shown back so when the field is left, and sent as the number', async () => {
    const sent = fakeApi({ [ops.listRates.path]: rates, [ops.setRate.path]: { result: 1, data: rates.data.current[0] } }, { user: OPERATOR, language });
    renderPage(<RatesPage />, '/operatorRates');
    await screen.findByTestId('rates-current');
    typeAndLeave('perUsd', written('5.4321'));
    expect(valueOf('perUsd')).toBe(written('5.4321'));
    fill('source', 'Banco Central do Brasil');
    fill('asOf', today());
    fireEvent.click(screen.getByTestId('rate-submit'));
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.body).toMatchObject({ perUsd: 5.4321 });
  });
});
