import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage } from '../test-support';
import { AddressPage, PersonalInfoPage } from './profile-pages';

describe('the address dialog', () => {
  it('names every missing field at once, then sends the address with its country in capitals', async () => {
    const sent = fakeApi({ [calls.trade.listAddresses.path]: { result: 1, list: [] }, [calls.trade.saveAddress.path]: { result: 1, data: { id: 8 } } }, 'spanish');
    renderPage(<AddressPage kind="billing" />, '/personalAddressBill');
    fireEvent.click(await screen.findByTestId('add-address'));
    fill('phone', '55 1234 abc');
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['contactName', 'Introduce el nombre de contacto'],
        ['phone', 'El teléfono solo puede contener dígitos, + y -'],
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
    expect(writes()[0]!.body).toMatchObject({ kind: 'billing', contactName: 'Lucía Hernández', phone: '+52-55-1234-5678', countryCode: 'MX', city: 'Monterrey', isDefault: true });
    await waitFor(() => expect(screen.queryByTestId('address-dialog')).toBeNull());
  });
});

describe('the personal information form', () => {
  it('refuses an address that is no email, and an empty nickname, at their fields', async () => {
    const user = { id: 1, phone: '8613800138000', nickname: 'Chen Wei', head: '', email: '', role: 'seller' };
    const sent = fakeApi({ [calls.getUserInfo.path]: { result: 1, user } });
    renderPage(<PersonalInfoPage />, '/personalInfo');
    await screen.findByTestId('info-submit');
    fill('nickname', ' ');
    fill('email', 'not-an-email');
    fireEvent.click(screen.getByTestId('info-submit'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['nickname', 'Enter a nickname'],
        ['email', 'Enter a valid email address'],
      ]),
    );
    expect(sent.filter((s) => s.url === calls.savePersonalInformation.path)).toEqual([]);
  });
});
