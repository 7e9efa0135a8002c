import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, api, BrowserRouter, calls, PuenteProviders, puenteStore, tokenAtom, type CallDefinition } from '@puente/shared';
import { translations } from '../i18n';
import { MobileRegisterPage } from './mobile-register';

beforeAll(() => addTranslations('shell', translations));
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  act(() => puenteStore.set(tokenAtom, null));
});

const fill = (form: HTMLElement, name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });

/** The API as the page sees it: a registration answered at once, the role's permissions when the test says. */
function answerRegistration() {
  const role = { arrive: () => undefined as void };
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition) => {
    if (definition.path === calls.register.path) return Promise.resolve({ result: 1, token: 'token-3', user: { id: 7, nickname: 'Mateo Rojas', phone: '5491155123456' } });
    return new Promise<unknown>((resolve) => (role.arrive = () => resolve({ result: 1, data: { userPermissions: [] } })));
  }) as typeof api.call);
  return role;
}

const renderRegister = () =>
  render(
    <PuenteProviders>
      <BrowserRouter>
        <MobileRegisterPage />
      </BrowserRouter>
    </PuenteProviders>,
  );

function registerAt(path: string) {
  window.history.replaceState(null, '', path);
  renderRegister();
  const form = screen.getByTestId('register-form');
  fill(form, 'phone', '5491155123456');
  fill(form, 'code', '123456');
  fill(form, 'password', 'Tango#2026');
  fill(form, 'confirm', 'Tango#2026');
  fireEvent.click(screen.getByTestId('register-submit'));
}

it('leads a new member on to the profile step, keeping where the registration was asked from', async () => {
  const role = answerRegistration();
  registerAt('/regist?redirect=%2FproductList');
  await waitFor(() => expect(puenteStore.get(tokenAtom)).toBe('token-3'));
  await act(async () => role.arrive());
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/completeInformation?redirect=%2FproductList'));
});

it('leaves a new member who went on to another page while the session opened where they went', async () => {
  const role = answerRegistration();
  registerAt('/regist');
  await waitFor(() => expect(puenteStore.get(tokenAtom)).toBe('token-3'));
  // The reader taps a tab before the role's permissions arrive: the router has moved on.
  window.history.pushState(null, '', '/mine/message');
  await act(async () => role.arrive());
  expect(window.location.pathname).toBe('/mine/message');
});

it('still counts down after a reload: the send-code button offers no send the API would refuse', async () => {
  sessionStorage.clear();
  jest
    .spyOn(api, 'call')
    .mockImplementation(((definition: CallDefinition) =>
      Promise.resolve(definition.path === calls.sendSmsCode.path ? { result: 1 } : { result: 1, data: { userPermissions: [] } })) as typeof api.call);
  const first = renderRegister();
  fill(screen.getByTestId('register-form'), 'phone', '5491155123456');
  fireEvent.click(screen.getByTestId('send-code'));
  await waitFor(() => expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true));
  first.unmount();
  // The page again, as after a reload in the same tab.
  renderRegister();
  const send = screen.getByTestId('send-code') as HTMLButtonElement;
  expect(send.disabled).toBe(true);
  expect(send.textContent).toMatch(/\d+/);
  sessionStorage.clear();
});
