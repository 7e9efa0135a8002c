import type { FastifyInstance } from 'fastify';
import { AUDIT_STATUS } from '@puente/shared/contract';
import { build, BROKER, BUYER, login, OPERATOR, post, SELLER } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let operator: string;
let buyer: string;
let seller: string;
let broker: string;

beforeAll(async () => {
  ({ app, close } = await build());
  [operator, buyer, seller, broker] = await Promise.all([login(app, OPERATOR), login(app, BUYER), login(app, SELLER), login(app, BROKER)]);
});
afterAll(async () => close());

/** Every operator call with a body that passes its schema. */
const CALLS: Array<[string, Record<string, unknown>]> = [
  ['/api/operator/overview', {}],
  ['/api/operator/review/list', { kind: 'goods' }],
  ['/api/operator/review/details', { kind: 'goods', id: 1 }],
  ['/api/operator/review/decide', { kind: 'goods', id: 1, decision: 'pass' }],
  ['/api/operator/brokerApplications/list', {}],
  ['/api/operator/brokerApplications/decide', { id: 1, decision: 'approve' }],
  ['/api/operator/orders/list', { queue: 'settlement' }],
  ['/api/operator/orders/details', { id: 1 }],
  ['/api/operator/orders/settle', { id: 1 }],
  ['/api/operator/orders/arbitrate', { id: 1, refund: 0, note: 'None' }],
  ['/api/operator/rates/list', {}],
  ['/api/operator/rates/set', { currency: 'BRL', perUsd: 5, asOf: '2026-11-20', source: 'ECB' }],
  ['/api/operator/inbox/list', {}],
  ['/api/operator/inbox/reply', { kind: 'enquiry', id: 1, reply: 'Hello' }],
  ['/api/operator/inbox/close', { kind: 'enquiry', id: 1 }],
  ['/api/operator/users/list', {}],
  ['/api/operator/users/details', { id: 1 }],
  ['/api/operator/users/setDisabled', { id: 1, disabled: true, reason: 'Fraud' }],
];

const versionOf = async () => Number((await app.db.selectFrom('data_version').select('version').executeTakeFirstOrThrow()).version);

describe('who may use the operators’ calls', () => {
  it('refuses guests (result 2) and every other role (operator.only), and changes nothing', async () => {
    const before = await versionOf();
    for (const [path, body] of CALLS) {
      const guest = await post(app, path, body);
      expect([path, guest.body.result]).toEqual([path, 2]);
      for (const token of [buyer, seller, broker]) {
        const refused = await post(app, path, { ...body, showLanguage: 'portuguese' }, token);
        expect([path, refused.body.result, refused.body.code]).toEqual([path, 0, 'operator.only']);
        expect(refused.body.info).toBe('Somente os operadores da plataforma podem fazer isso');
      }
    }
    expect(await versionOf()).toBe(before);
    const actions = await app.db.selectFrom('operator_actions').select('id').execute();
    expect(actions).toHaveLength(0);
  });

  it('cannot be reached by registration: the role is buyer or seller only', async () => {
    const { body } = await post(app, '/api/register.json', { phone: '5491155501234', code: '000000', password: 'Strong#2026', confirmPassword: 'Strong#2026', role: 'operator' });
    expect(body.result).toBe(0);
  });
});

describe('the review queue', () => {
  it('lists what waits, oldest first, and passes goods so buyers see them, with an audit line and the seller’s message', async () => {
    const queue = await post(app, '/api/operator/review/list', { kind: 'goods' }, operator);
    expect(queue.body.result).toBe(1);
    expect(queue.body.total).toBeGreaterThan(0);
    const first = queue.body.list[0];
    expect(first).toMatchObject({ kind: 'goods', auditStatus: AUDIT_STATUS.underReview, seller: { nickname: expect.any(String), phone: expect.any(String) } });
    const times = queue.body.list.map((item: { submitted: number }) => item.submitted);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const details = await post(app, '/api/operator/review/details', { kind: 'goods', id: first.id, showLanguage: 'spanish' }, operator);
    expect(details.body.data).toMatchObject({ id: first.id, auditStatus: AUDIT_STATUS.underReview, names: { english: expect.any(String), spanish: expect.any(String) } });
    expect(details.body.data.facts.map((fact: { label: string }) => fact.label)).toContain('Precio');

    // Hidden from buyers until passed.
    expect((await post(app, '/api/goods/details', { id: first.id }, buyer)).body.result).toBe(0);
    const messagesBefore = await app.db.selectFrom('messages').select('id').execute();
    const passed = await post(app, '/api/operator/review/decide', { kind: 'goods', id: first.id, decision: 'pass' }, operator);
    expect(passed.body).toMatchObject({ result: 1, data: { auditStatus: AUDIT_STATUS.passed } });
    expect((await post(app, '/api/goods/details', { id: first.id }, buyer)).body.result).toBe(1);
    const audit = await app.db.selectFrom('operator_actions').selectAll().where('subject_kind', '=', 'goods').where('subject_id', '=', first.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'review.pass', before: { audit_status: AUDIT_STATUS.underReview }, after: { audit_status: AUDIT_STATUS.passed, putaway: true } });
    expect((await app.db.selectFrom('messages').select('id').execute()).length).toBe(messagesBefore.length + 1);

    // Decided once: a second decision (another operator, a stale page) is refused.
    const again = await post(app, '/api/operator/review/decide', { kind: 'goods', id: first.id, decision: 'reject', reason: 'Too late' }, operator);
    expect(again.body).toMatchObject({ result: 0, code: 'operator.alreadyDecided', info: 'This was already decided; reload to see how it stands' });
  });

  it('rejects only with a reason the seller reads, plain text and bounded', async () => {
    // Goods the seller changed and submitted again.
    const goods = await app.db.selectFrom('goods').select('id').where('audit_status', '=', AUDIT_STATUS.passed).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await app.db.updateTable('goods').set({ audit_status: AUDIT_STATUS.underReview, putaway: false }).where('id', '=', goods.id).execute();
    for (const reason of [undefined, '   ', '<b>no</b>', 'x'.repeat(1001)]) {
      const refused = await post(app, '/api/operator/review/decide', { kind: 'goods', id: goods.id, decision: 'reject', reason }, operator);
      expect(refused.body.result).toBe(0);
    }
    const rejected = await post(app, '/api/operator/review/decide', { kind: 'goods', id: goods.id, decision: 'reject', reason: 'The photos show another brand’s logo.' }, operator);
    expect(rejected.body.data.auditStatus).toBe(AUDIT_STATUS.rejected);
    const row = await app.db.selectFrom('goods').select(['audit_reason', 'putaway', 'seller_id']).where('id', '=', goods.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ audit_reason: 'The photos show another brand’s logo.', putaway: false });
    const note = await app.db.selectFrom('messages').select('content').where('user_id', '=', row.seller_id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(note.content)).toContain('another brand’s logo');
    // Unknown goods: not found, not a 5xx.
    const missing = await post(app, '/api/operator/review/decide', { kind: 'goods', id: 999999, decision: 'pass' }, operator);
    expect(missing.status).toBe(200);
    expect(missing.body.result).toBe(0);
  });
});

describe('broker applications', () => {
  it('approves a pending application: the applicant becomes a broker and is told', async () => {
    const list = await post(app, '/api/operator/brokerApplications/list', {}, operator);
    expect(list.body.total).toBe(2);
    const company = list.body.list.find((a: { brokerType: number }) => a.brokerType === 2);
    expect(company.licence).toMatch(/^\/uploads\//);
    expect(company.cardNumber).toMatch(/^•••• \d{4}$/);
    const approved = await post(app, '/api/operator/brokerApplications/decide', { id: company.id, decision: 'approve' }, operator);
    expect(approved.body.data.status).toBe('approved');
    const user = await app.db.selectFrom('users').select('authority').where('id', '=', company.applicant.id).executeTakeFirstOrThrow();
    expect(user.authority.split(',')).toContain('11');
    const told = await app.db.selectFrom('messages').select('title').where('user_id', '=', company.applicant.id).execute();
    expect(told.map((m) => (m.title as { english: string }).english)).toContain('Broker application approved');
    const twice = await post(app, '/api/operator/brokerApplications/decide', { id: company.id, decision: 'reject', reason: 'No' }, operator);
    expect(twice.body.result).toBe(0);
  });
});

describe('orders that need the platform', () => {
  it('decides an arbitration with a partial refund: escrow pays it out, and no more than it holds', async () => {
    const list = await post(app, '/api/operator/orders/list', { queue: 'arbitration' }, operator);
    expect(list.body.total).toBe(1);
    const order = list.body.list[0];
    const details = await post(app, '/api/operator/orders/details', { id: order.id }, operator);
    expect(details.body.data).toMatchObject({ canArbitrate: true, canSettle: false, afterSales: { status: 'arbitration', reason: expect.stringContaining('crushed') } });
    expect(details.body.data.events.length).toBeGreaterThan(3);
    const held = details.body.data.held;
    expect(held).toBeGreaterThan(0);

    const tooMuch = await post(app, '/api/operator/orders/arbitrate', { id: order.id, refund: held + 1, note: 'All of it' }, operator);
    expect(tooMuch.body.result).toBe(0);
    for (const refund of [-1, 'abc']) expect((await post(app, '/api/operator/orders/arbitrate', { id: order.id, refund, note: 'x' }, operator)).body.result).toBe(0);
    const noNote = await post(app, '/api/operator/orders/arbitrate', { id: order.id, refund: 10 }, operator);
    expect(noNote.body.result).toBe(0);

    const refund = Math.round(held * 0.25 * 100) / 100;
    const decided = await post(app, '/api/operator/orders/arbitrate', { id: order.id, refund, note: 'A quarter refunded: the damage is documented at the port.' }, operator);
    expect(decided.body).toMatchObject({ result: 1, data: { refunded: refund } });
    const after = await post(app, '/api/operator/orders/details', { id: order.id }, operator);
    expect(after.body.data.held).toBeCloseTo(held - refund, 2);
    expect(after.body.data.canArbitrate).toBe(false);
    const audit = await app.db.selectFrom('operator_actions').selectAll().where('subject_kind', '=', 'order').where('subject_id', '=', order.id).executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ refundMinor: Math.round(refund * 100) });
  });

  it('settles a requested settlement: escrow empties into the seller’s balance', async () => {
    const list = await post(app, '/api/operator/orders/list', { queue: 'settlement' }, operator);
    expect(list.body.total).toBeGreaterThan(0);
    const order = list.body.list[0];
    const settled = await post(app, '/api/operator/orders/settle', { id: order.id }, operator);
    expect(settled.body).toMatchObject({ result: 1, data: { node: 'settled' } });
    const again = await post(app, '/api/operator/orders/settle', { id: order.id }, operator);
    expect(again.body.result).toBe(0);
  });
});

describe('exchange rates', () => {
  it('sets a rate with its date and source, keeps the history, and the catalogue’s prices follow', async () => {
    const before = await post(app, '/api/goods/details', { id: 1, showCurrency: 'BRL' }, buyer);
    const set = await post(app, '/api/operator/rates/set', { currency: 'BRL', perUsd: 6.5, asOf: '2026-11-20', source: 'Banco Central do Brasil PTAX' }, operator);
    expect(set.body).toMatchObject({ result: 1, data: { currency: 'BRL', perUsd: 6.5, asOf: '2026-11-20' } });
    const after = await post(app, '/api/goods/details', { id: 1, showCurrency: 'BRL' }, buyer);
    expect(after.body.data.price.showAmount).not.toBe(before.body.data.price.showAmount);
    const rates = await post(app, '/api/operator/rates/list', {}, operator);
    expect(rates.body.data.current.find((r: { currency: string }) => r.currency === 'BRL')).toMatchObject({ perUsd: 6.5, source: 'Banco Central do Brasil PTAX' });
    expect(rates.body.data.history[0]).toMatchObject({ currency: 'BRL', perUsd: 6.5, operator: 'Zhao Min' });
    for (const bad of [{ perUsd: 0 }, { perUsd: -2 }, { asOf: '2099-01-01' }, { asOf: 'yesterday' }, { source: '' }, { currency: 'USD' }]) {
      const refused = await post(app, '/api/operator/rates/set', { currency: 'BRL', perUsd: 6, asOf: '2026-11-20', source: 'ECB', ...bad }, operator);
      expect([bad, refused.body.result]).toEqual([bad, 0]);
    }
  });
});

describe('the inbox', () => {
  it('replies to a member’s enquiry (they read it in their messages) and closes it', async () => {
    const open = await post(app, '/api/operator/inbox/list', { kind: 'enquiry' }, operator);
    expect(open.body.total).toBe(2);
    const member = open.body.list.find((item: { userId: number | null }) => item.userId !== null);
    const replied = await post(
      app,
      '/api/operator/inbox/reply',
      { kind: 'enquiry', id: member.id, reply: 'Una inspección cuesta USD 298 por día; pídela con cinco días hábiles.' },
      operator,
    );
    expect(replied.body.data).toMatchObject({ status: 'answered', reply: expect.stringContaining('USD 298') });
    const told = await app.db.selectFrom('messages').select('content').where('user_id', '=', member.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(told.content)).toContain('USD 298');
    const closed = await post(app, '/api/operator/inbox/close', { kind: 'enquiry', id: member.id }, operator);
    expect(closed.body.data.status).toBe('closed');
    expect((await post(app, '/api/operator/inbox/reply', { kind: 'enquiry', id: member.id, reply: 'More' }, operator)).body.result).toBe(0);
    const complaints = await post(app, '/api/operator/inbox/list', { kind: 'complaint' }, operator);
    expect(complaints.body.list[0]).toMatchObject({ reference: expect.stringMatching(/^CPL-\d{6}$/), language: 'spanish' });
  });
});

describe('users', () => {
  it('finds a user by phone or name, disables them (their sessions end, they cannot sign in), and enables them again', async () => {
    const found = await post(app, '/api/operator/users/list', { query: '55 1234' }, operator);
    expect(found.body.list.map((u: { phone: string }) => u.phone)).toContain(BUYER.phone);
    const byName = await post(app, '/api/operator/users/list', { query: 'lucía' }, operator);
    const lucia = byName.body.list.find((u: { phone: string }) => u.phone === BUYER.phone);
    expect(lucia).toMatchObject({ role: 'buyer', disabled: false });
    expect(lucia.orders).toBeGreaterThan(0);

    const token = await login(app, BUYER);
    expect((await post(app, '/api/operator/users/setDisabled', { id: lucia.id, disabled: true }, operator)).body.result).toBe(0);
    const disabled = await post(app, '/api/operator/users/setDisabled', { id: lucia.id, disabled: true, reason: 'Chargebacks under review' }, operator);
    expect(disabled.body.data.disabled).toBe(true);
    expect((await post(app, '/api/zlkjUser/getUserInfo.json', {}, token)).body.result).toBe(2);
    const refused = await post(app, '/api/loginByPhone.json', { ...BUYER, showLanguage: 'spanish' });
    expect(refused.body.info).toBe('Esta cuenta está desactivada. Escribe a la plataforma desde Contáctanos');
    const details = await post(app, '/api/operator/users/details', { id: lucia.id }, operator);
    expect(details.body.data).toMatchObject({ disabled: true, disabledReason: 'Chargebacks under review' });
    expect(details.body.data.history.map((h: { action: string }) => h.action)).toEqual(['user.disable']);

    await post(app, '/api/operator/users/setDisabled', { id: lucia.id, disabled: false }, operator);
    buyer = await login(app, BUYER);
    expect((await post(app, '/api/zlkjUser/getUserInfo.json', {}, buyer)).body.result).toBe(1);

    const self = await app.db.selectFrom('users').select('id').where('phone', '=', OPERATOR.phone).executeTakeFirstOrThrow();
    expect((await post(app, '/api/operator/users/setDisabled', { id: self.id, disabled: true, reason: 'x' }, operator)).body.result).toBe(0);
  });

  it('shows every queue with what waits, and the latest decisions', async () => {
    const { body } = await post(app, '/api/operator/overview', {}, operator);
    expect(body.data.queues.map((q: { queue: string }) => q.queue)).toEqual(['goods', 'brands', 'brokers', 'settlements', 'arbitrations', 'enquiries', 'complaints']);
    expect(body.data.queues.find((q: { queue: string }) => q.queue === 'brokers').waiting).toBe(1);
    expect(body.data.recent.length).toBeGreaterThan(3);
    expect(body.data.recent[0].operator).toBe('Zhao Min');
  });
});
