import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage } from '../features/test-support';
import { AddAccountPage } from './add-account';

describe('the payee account form', () => {
  it('tells each field what it needs in its own words, the account number by its name', async () => {
    const sent = fakeApi({}, { language: 'portuguese' });
    renderPage(<AddAccountPage />, '/AddAccount');
    fill('accountNumber', '12');
    fill('swift', 'nope');
    fireEvent.click(screen.getByTestId('account-submit'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['holderName', 'Informe o nome do titular da conta'],
        ['bankName', 'Informe o nome do banco'],
        ['branch', 'Informe a agência de abertura da conta'],
        ['accountNumber', 'Informe o número da conta: de 4 a 40 letras, dígitos, espaços ou hifens'],
        ['swift', 'Informe um código SWIFT/BIC válido'],
        ['countryCode', 'Escolha um país'],
      ]),
    );
    expect(sent).toEqual([]);

    fill('holderName', 'Chen Wei');
    fill('bankName', 'Bank of China');
    fill('branch', 'Shenzhen Futian');
    fill('accountNumber', '6222 0212 3456 7890');
    fill('swift', 'bkchcnbj');
    fill('countryCode', 'cn');
    fireEvent.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: calls.trade.saveReceivingAccount.path,
      body: { holderName: 'Chen Wei', accountNumber: '6222 0212 3456 7890', swift: 'BKCHCNBJ', countryCode: 'CN', currency: 'USD' },
    });
  });
});
