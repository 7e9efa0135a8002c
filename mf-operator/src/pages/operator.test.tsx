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
    expect(screen.getByTestId('audit-said').textContent).toBe('Approved');
    expect(entry.textContent).not.toContain('pending');
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

/** An audit line as the overview lists it. */
const line = (id: number, fields: Partial<calls.operator.AuditEntry>): calls.operator.AuditEntry => ({
  id,
  operator: 'Ana',
  action: 'review.pass',
  subjectKind: 'goods',
  subjectId: 12,
  before: {},
  after: {},
  note: '',
  time: 1795000000,
  ...fields,
});

const decisions = [
  line(1, {
    subjectName: 'Cordless drill',
    before: { audit_status: '0000', audit_reason: '', putaway: false },
    after: { audit_status: '1000', audit_reason: '', putaway: true },
  }),
  line(2, {
    action: 'review.reject',
    subjectKind: 'brands',
    subjectId: 4,
    subjectName: 'Haier',
    before: { audit_status: '0000', audit_reason: '', putaway: false },
    after: { audit_status: '2000', audit_reason: 'The logo is blurred', putaway: false },
    note: 'The logo is blurred',
  }),
  line(3, {
    action: 'order.arbitrate',
    subjectKind: 'order',
    subjectId: 7,
    subjectName: 'PO-2026-0007',
    currency: 'MXN',
    before: { afterSales: 'arbitration', heldMinor: 240000 },
    after: { afterSales: 'resolved', refundMinor: 60000, heldMinor: 180000 },
    note: 'A quarter refunded',
  }),
  line(4, {
    action: 'rate.set',
    subjectKind: 'rate',
    subjectId: 1,
    subjectName: 'BRL',
    before: { currency: 'BRL', per_usd: 5.1, as_of: '2026-02-06', source: 'BCB' },
    after: { currency: 'BRL', per_usd: 5.4321, as_of: '2026-11-20', source: 'BCB' },
  }),
  line(5, { action: 'goods.recolour', before: { colour_name: 'red', featured: false }, after: { colour_name: 'blue', featured: true } }),
];

describe('the latest decisions, in words', () => {
  const said = () => screen.getAllByTestId('audit-said').map((node) => node.textContent);

  it('says what each decision did, on what, by whom and when, and an unknown field still reads as words', async () => {
    fakeApi({ [ops.overview.path]: { ...overview, data: { ...overview.data, recent: decisions } } }, { user: OPERATOR });
    renderPage(<OverviewPage />, '/operator');
    await screen.findAllByTestId('audit-entry');
    expect(said()).toEqual([
      'Approved · Put on sale',
      'Refused: The logo is blurred',
      'Case resolved · Refunded MX$600.00 to the buyer · Held in escrow: MX$2,400.00 → MX$1,800.00',
      'BRL rate changed from 5.1 to 5.4321 per US dollar · Applies from Nov 20, 2026',
      'Colour name changed from red to blue · Featured changed from no to yes',
    ]);
    expect(screen.getAllByTestId('audit-subject').map((node) => node.textContent)).toEqual([
      'Goods “Cordless drill” (#12)',
      'Brand “Haier” (#4)',
      'Order “PO-2026-0007” (#7)',
      'Rate “BRL” (#1)',
      'Goods #12',
    ]);
    // A refusal's reason is said once; another note stays under the decision.
    expect(screen.getAllByTestId('audit-note').map((node) => node.textContent)).toEqual(['A quarter refunded']);
    const first = screen.getAllByTestId('audit-entry')[0]!;
    expect(first.textContent).toContain('Review passed');
    expect(first.textContent).toMatch(/by Ana, .*2026/);
    expect(first.textContent).not.toMatch(/putaway|audit_status|0000|1000/);
  });

  it('says them in the operator’s language', async () => {
    fakeApi({ [ops.overview.path]: { ...overview, data: { ...overview.data, recent: decisions.slice(0, 3) } } }, { user: OPERATOR, language: 'portuguese' });
    renderPage(<OverviewPage />, '/operator');
    await waitFor(() => expect(screen.getAllByTestId('audit-said')).toHaveLength(3));
    expect(said()).toEqual([
      'Aprovado · Colocado à venda',
      'Recusado: The logo is blurred',
      'Caso resolvido · Reembolso de MX$600.00 ao comprador · Retido em garantia: MX$2,400.00 → MX$1,800.00',
    ]);
    expect(screen.getAllByTestId('audit-subject')[0]!.textContent).toBe('Produto “Cordless drill” (nº 12)');
  });
});
