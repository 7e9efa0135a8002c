import { calls, puenteEvents } from '@puente/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fieldErrorMap, fill, OPERATOR, renderPage } from '../features/test-support';
import { UserDetailsPage } from './operator-user-details';

const ops = calls.operator;
const user = (disabled: boolean) => ({
  result: 1,
  data: {
    id: 12,
    nickname: 'Rosa Díaz',
    phone: '5215598765432',
    company: 'Díaz Importaciones',
    country: 'MX',
    username: 'rosa',
    role: 'buyer',
    broker: false,
    disabled,
    orders: 3,
    created: 1790000000,
    disabledReason: disabled ? 'Fraudulent payments' : '',
    recentOrders: [{ id: 5, orderNo: 'PU-2026-0005', role: 'buyer', node: 'settlementRequested', currency: 'USD', total: 1200, created: 1794000000 }],
    history: [],
  },
});
const changes = (sent: { url: string; body: Record<string, unknown> }[]) => sent.filter((s) => s.url === ops.setUserDisabled.path);

describe('the user details', () => {
  it('shows the person, their latest orders and history', async () => {
    fakeApi({ [ops.userDetails.path]: user(false) }, { user: OPERATOR });
    renderPage(<UserDetailsPage />, '/operatorUserDetails?id=12');
    await screen.findByRole('heading', { level: 1, name: 'Rosa Díaz' });
    expect(screen.getByTestId('user-orders').textContent).toContain('PU-2026-0005');
    expect(screen.getByTestId('user-orders').textContent).toContain('Settlement requested');
    // Dollars read US$: the console lists orders of every currency side by side.
    expect(screen.getByTestId('user-orders').textContent).toContain('US$1,200.00');
    expect(screen.getByTestId('audit-log-empty')).toBeTruthy();
  });

  it('will not disable an account without a reason, and disables it with one', async () => {
    const sent = fakeApi({ [ops.userDetails.path]: user(false), [ops.setUserDisabled.path]: { result: 1, data: { disabled: true } } }, { user: OPERATOR });
    renderPage(<UserDetailsPage />, '/operatorUserDetails?id=12');
    const disable = await screen.findByRole('button', { name: 'Disable the account' });
    fireEvent.click(disable);
    await waitFor(() => expect(fieldErrorMap()).toEqual({ reason: 'Write the reason the other person will read' }));
    expect(changes(sent)).toEqual([]);

    fill('reason', 'Fraudulent payments');
    fireEvent.click(disable);
    await waitFor(() => expect(changes(sent)).toHaveLength(1));
    expect(changes(sent)[0]!.body).toMatchObject({ id: 12, disabled: true, reason: 'Fraudulent payments' });
    // The details are asked again, so the page shows the account as it now stands.
    await waitFor(() => expect(sent.filter((s) => s.url === ops.userDetails.path).length).toBeGreaterThan(1));
  });

  it('enables a disabled account', async () => {
    const sent = fakeApi({ [ops.userDetails.path]: user(true), [ops.setUserDisabled.path]: { result: 1, data: { disabled: false } } }, { user: OPERATOR });
    renderPage(<UserDetailsPage />, '/operatorUserDetails?id=12');
    expect((await screen.findByTestId('user-disabled-reason')).textContent).toContain('Fraudulent payments');
    fireEvent.click(screen.getByRole('button', { name: 'Enable the account' }));
    await waitFor(() => expect(changes(sent)).toHaveLength(1));
    expect(changes(sent)[0]!.body).toMatchObject({ id: 12, disabled: false });
  });

  it('shows the API’s refusal when the operator tries their own account', async () => {
    const toasts: string[] = [];
    const off = puenteEvents.on('toast', ({ message }) => toasts.push(message));
    const sent = fakeApi(
      { [ops.userDetails.path]: user(false), [ops.setUserDisabled.path]: { result: 0, code: 'operator.notYourself', info: 'You cannot disable your own account' } },
      { user: OPERATOR },
    );
    renderPage(<UserDetailsPage />, '/operatorUserDetails?id=12');
    const disable = await screen.findByRole('button', { name: 'Disable the account' });
    fill('reason', 'Testing');
    fireEvent.click(disable);
    await waitFor(() => expect(toasts).toEqual(['You cannot disable your own account']));
    off();
    // The form stays as it was, the reason kept for another try.
    expect(changes(sent)).toHaveLength(1);
    expect((document.querySelector('[name="reason"]') as HTMLTextAreaElement).value).toBe('Testing');
  });
});
