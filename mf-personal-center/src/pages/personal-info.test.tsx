import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage } from '../features/test-support';
import { PersonalInfoPage } from './personal-info';

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
