import { calls, today } from '@puente/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fieldErrorMap, fill, OPERATOR, renderPage } from '../features/test-support';
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
