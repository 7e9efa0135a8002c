import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, api, BrowserRouter, calls, PuenteProviders, puenteStore, tokenAtom, type CallDefinition } from '@puente/shared';
import { translations } from '../i18n';
import { LoginPage } from './login';

beforeAll(() => addTranslations('shell', translations));
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  act(() => puenteStore.set(tokenAtom, null));
});

const errors = () => Object.fromEntries([...document.querySelectorAll('[data-field-error]')].map((node) => [node.getAttribute('data-field-error'), node.textContent]));
const fill = (form: HTMLElement, name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });

/** The API as the login page sees it: every call recorded, none answered. */
function recordCalls() {
  const sent: string[] = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition) => {
    sent.push(definition.path);
    return new Promise(() => undefined);
  }) as typeof api.call);
  return sent;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <PuenteProviders>
      <BrowserRouter>
        <LoginPage />
      </BrowserRouter>
    </PuenteProviders>,
  );
}

it('registers only when every field passes: each problem at its field at once, the two passwords compared', async () => {
  const sent = recordCalls();
  renderAt('/login?type=register');
  const form = screen.getByTestId('register-form');
  fill(form, 'phone', '55 11 abc');
  fill(form, 'password', 'Tango#2026');
  fill(form, 'confirm', 'Tango#2027');
  fireEvent.click(screen.getByTestId('register-submit'));
  await waitFor(() =>
    expect(errors()).toEqual({
      phone: 'A phone number may only contain digits (spaces, brackets, + and - are allowed)',
      code: 'Enter the verification code',
      confirm: 'The two passwords differ',
    }),
  );
  // No code is sent to a phone number the form refuses.
  fireEvent.click(screen.getByTestId('send-code'));
  await waitFor(() => expect(errors().phone).toBe('A phone number may only contain digits (spaces, brackets, + and - are allowed)'));
  expect(sent).toEqual([]);

  fill(form, 'phone', '5491155123456');
  fireEvent.click(screen.getByTestId('send-code'));
  await waitFor(() => expect(sent).toEqual([calls.sendSmsCode.path]));
});

it('checks the way in the reader chose: the phone or the user name', async () => {
  const sent = recordCalls();
  renderAt('/login');
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(errors()).toEqual({ phone: 'Enter a phone number', password: 'Enter a password' }));
  fireEvent.click(screen.getByRole('tab', { name: /user name/i }));
  expect(errors()).toEqual({});
  const form = screen.getByTestId('login-form');
  fill(form, 'password', 'abc');
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(errors()).toEqual({ username: 'Enter your user name', password: 'The password must have 6 to 16 characters' }));
  fill(form, 'username', 'mateo');
  fill(form, 'password', 'Tango#2026');
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(sent).toEqual([calls.loginByUsername.path]));
});

it('leaves a reader who went on to another page while the session opened where they went', async () => {
  let roleArrives = () => undefined as void;
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition) => {
    if (definition.path === calls.loginByPhone.path) return Promise.resolve({ result: 1, token: 'token-1', user: { id: 1, nickname: 'Lucía Hernández', phone: '5215512345678' } });
    return new Promise<unknown>((resolve) => (roleArrives = () => resolve({ result: 1, data: { userPermissions: [] } })));
  }) as typeof api.call);
  renderAt('/login?redirect=%2FproductList');
  const form = screen.getByTestId('login-form');
  fill(form, 'phone', '5215512345678');
  fill(form, 'password', 'Demo#2026');
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(puenteStore.get(tokenAtom)).toBe('token-1'));
  // The reader taps a menu link before the role's permissions arrive: the router has moved on.
  window.history.pushState(null, '', '/personalPanel');
  await act(async () => roleArrives());
  expect(window.location.pathname + window.location.search).toBe('/personalPanel');
});

it('leads the reader on to where the login was asked from once the session is open', async () => {
  jest
    .spyOn(api, 'call')
    .mockImplementation(((definition: CallDefinition) =>
      Promise.resolve(
        definition.path === calls.loginByPhone.path
          ? { result: 1, token: 'token-2', user: { id: 1, nickname: 'Lucía Hernández', phone: '5215512345678' } }
          : { result: 1, data: { userPermissions: [] } },
      )) as typeof api.call);
  renderAt('/login?redirect=%2FproductList');
  const form = screen.getByTestId('login-form');
  fill(form, 'phone', '5215512345678');
  fill(form, 'password', 'Demo#2026');
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(window.location.pathname).toBe('/productList'));
});
