import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, api, BrowserRouter, calls, PERMISSIONS, permissionsAtom, PuenteProviders, puenteStore, userAtom, type CallDefinition } from '@puente/shared';
import { translations } from '../i18n';
import { MobileCompleteInfoPage } from './mobile-complete-information';

beforeAll(() => addTranslations('shell', translations));
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  act(() => {
    puenteStore.set(permissionsAtom, null);
    puenteStore.set(userAtom, null);
  });
});

it('reads the permissions of the role just chosen before leading on: a new buyer sent on to publish a requirement may publish at once', async () => {
  // Registered a moment ago: a member without a role, who may not publish yet.
  act(() => puenteStore.set(permissionsAtom, [PERMISSIONS.requirementCentre]));
  const sent: string[] = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition) => {
    sent.push(definition.path);
    if (definition.path === calls.improveInfoForReg.path)
      return Promise.resolve({ result: 1, user: { id: 9, nickname: 'Luiza Ferreira', phone: '5519987654321', role: 'buyer', countryCode: 'BR' } });
    return Promise.resolve({ result: 1, data: { userPermissions: [{ percode: PERMISSIONS.requirementCentre }, { percode: PERMISSIONS.requirementRelease }] } });
  }) as typeof api.call);
  // Where the permissions stand when the member is led on.
  const onArrival: Array<string[] | null> = [];
  const leave = window.history.replaceState.bind(window.history);
  jest.spyOn(window.history, 'replaceState').mockImplementation((...args) => {
    onArrival.push(puenteStore.get(permissionsAtom));
    leave(...args);
  });
  window.history.pushState(null, '', '/completeInformation?redirect=%2FreleaseRequirements');
  render(
    <PuenteProviders>
      <BrowserRouter>
        <MobileCompleteInfoPage />
      </BrowserRouter>
    </PuenteProviders>,
  );
  const form = screen.getByTestId('complete-form');
  fireEvent.change(form.querySelector('[name="nickname"]')!, { target: { value: 'Luiza Ferreira' } });
  fireEvent.click(screen.getByRole('button', { name: /buyer/i }));
  fireEvent.change(form.querySelector('[name="country"]')!, { target: { value: 'BR' } });
  fireEvent.submit(form);
  await waitFor(() => expect(window.location.pathname).toBe('/releaseRequirements'));
  expect(onArrival.at(-1)).toContain(PERMISSIONS.requirementRelease);
  expect(sent).toEqual([calls.improveInfoForReg.path, calls.getUserRole.path]);
});
