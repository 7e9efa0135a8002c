import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage } from '../features/test-support';
import { AddressPage } from './personal-address';

describe('the address dialog', () => {
  it('names every missing field at once, then sends the address with its country in capitals', async () => {
    const sent = fakeApi({ [calls.trade.listAddresses.path]: { result: 1, list: [] }, [calls.trade.saveAddress.path]: { result: 1, data: { id: 8 } } }, { language: 'spanish' });
    renderPage(<AddressPage kind="billing" />, '/personalAddressBill');
    fireEvent.click(await screen.findByTestId('add-address'));
    fill('phone', '55 1234 abc');
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['contactName', 'Introduce el nombre de contacto'],
        ['phone', 'El teléfono solo puede contener dígitos (se admiten espacios, paréntesis, + y -)'],
        ['countryCode', 'Elige un país'],
        ['city', 'Introduce la ciudad'],
        ['street', 'Introduce la calle y el número'],
      ]),
    );
    const writes = () => sent.filter((s) => s.url === calls.trade.saveAddress.path);
    expect(writes()).toEqual([]);

    fill('contactName', 'Lucía Hernández');
    fill('phone', '+52-55-1234-5678');
    fill('countryCode', 'mx');
    fill('city', 'Monterrey');
    fill('street', 'Av. Constitución 100');
    fireEvent.click(document.querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ kind: 'billing', contactName: 'Lucía Hernández', phone: '525512345678', countryCode: 'MX', city: 'Monterrey', isDefault: true });
    await waitFor(() => expect(screen.queryByTestId('address-dialog')).toBeNull());
  });
});
