import { calls } from '@puente/shared';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, OPERATOR, renderPage } from '../features/test-support';
import { OverviewPage } from './operator';

const ops = calls.operator;
const overview = {
  result: 1,
  data: {
    queues: ops.OPERATOR_QUEUES.map((queue, i) => ({ queue, waiting: i === 0 ? 4 : 0, oldest: i === 0 ? 1794000000 : null })),
    recent: [
      {
        id: 8,
        operator: 'Ana',
        action: 'broker.approve',
        subjectKind: 'brokerApplication',
        subjectId: 3,
        before: { status: 'pending' },
        after: { status: 'approved' },
        note: '',
        time: 1795000000,
      },
    ],
  },
};

describe('the overview', () => {
  it('lists every queue with its count, each a link to its page, and the latest decisions', async () => {
    fakeApi({ [ops.overview.path]: overview }, { user: OPERATOR });
    renderPage(<OverviewPage />, '/operator');
    const goods = await screen.findByTestId('queue-goods');
    expect(goods.getAttribute('href')).toBe('/operatorReview?kind=goods');
    expect(goods.textContent).toContain('4 waiting');
    expect(screen.getByTestId('queue-brokers').getAttribute('href')).toBe('/operatorBrokers');
    expect(screen.getByTestId('queue-arbitrations').getAttribute('href')).toBe('/operatorOrders?queue=arbitration');
    expect(screen.getByTestId('queue-complaints').getAttribute('href')).toBe('/operatorInbox?kind=complaint');
    expect(screen.getByTestId('queue-settlements').textContent).toContain('Nothing waiting');
    const entry = screen.getByTestId('audit-entry');
    expect(entry.textContent).toContain('Broker approved');
    expect(entry.textContent).toContain('status: pending → approved');
  });

  it('speaks the reader’s language', async () => {
    fakeApi({ [ops.overview.path]: overview }, { user: OPERATOR, language: 'chinese_simplified' });
    renderPage(<OverviewPage />, '/operator');
    await waitFor(() => expect(screen.getByTestId('queue-goods').textContent).toContain('待审核商品'));
  });

  it('tells a member who is not an operator so, in the API’s words', async () => {
    fakeApi({ [ops.overview.path]: { result: 0, code: 'operator.only', info: 'Only platform operators can do this' } });
    renderPage(<OverviewPage />, '/operator');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only platform operators can do this');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
