import { calls, href, LANGUAGES, nextStep, ORDER_PATHS, ORDER_STATUS, orderStage, stageBadge, today, TRADE_TERMS, type OrderNode, type TradeTerm } from '@puente/shared';
import { translations } from '../test-support';
import { bodyFor, cashierHref, fieldsFor, offersFor, progressOf, type ProgressNode } from './order-logic';

/** The nodes as the API lists them for an order standing at `at` (the last node reached). */
function nodesAt(term: TradeTerm, at: OrderNode): ProgressNode[] {
  const path = ORDER_PATHS[term];
  const index = path.findIndex((s) => s.node === at);
  return path.map((s, i) => ({ node: s.node, role: s.role, done: i <= index, current: i === index + 1, time: i <= index ? 1_700_000_000 + i : null }));
}

/** What the API's details answer in `actions` for a role at a node with no side path open. */
function apiActions(term: TradeTerm, node: OrderNode, status: number, role: 'buyer' | 'seller'): string[] {
  const step = nextStep(term, node);
  const actions: string[] = step && step.role === role ? [step.action] : [];
  if (status <= 1) actions.push('cancel');
  return actions;
}

describe('actions per status: each party is offered exactly its own step', () => {
  it.each(TRADE_TERMS)('walks every node of %s', (term) => {
    for (const step of ORDER_PATHS[term]) {
      if (step.action === 'settle') continue;
      for (const role of ['buyer', 'seller'] as const) {
        const offers = offersFor({ id: 7, tradeTerm: term, actions: apiActions(term, step.node, step.status, role) });
        const next = nextStep(term, step.node);
        const mine = next && next.role === role && next.action !== 'settle';
        expect(offers.map((o) => o.action).filter((a) => a !== 'cancel')).toEqual(mine ? [next.action] : []);
      }
    }
  });

  it('sends the buyer to the product area’s cashier for the deposit and the balance', () => {
    const offers = offersFor({ id: 42, tradeTerm: 'FOB', actions: ['payDeposit', 'cancel'] });
    expect(offers[0]).toEqual({ action: 'payDeposit', kind: 'cashier', href: href('cashRegister', { id: 42, step: 'deposit' }) });
    expect(offers[1]).toMatchObject({ action: 'cancel', kind: 'form', danger: true, call: calls.trade.cancelOrder });
    expect(offersFor({ id: 42, tradeTerm: 'EXW', actions: ['payBalance'] })).toEqual([{ action: 'payBalance', kind: 'cashier', href: cashierHref(42, 'balance') }]);
  });

  it('calls the matching API for each step and leaves unknown actions out', () => {
    const offers = offersFor({ id: 1, tradeTerm: 'CIF', actions: ['confirm', 'declareCustoms', 'confirmCustoms', 'requestSettlement', 'reviewAfterSales', 'teleport'] });
    expect(offers.map((o) => o.action)).toEqual(['confirm', 'declareCustoms', 'confirmCustoms', 'requestSettlement', 'reviewAfterSales']);
    expect(offers.map((o) => (o.kind === 'cashier' ? o.href : o.call.path))).toEqual([
      '/api/order/v2/confirmOrder',
      '/api/order/v2/baoGuan',
      '/api/shopOrder/confirmCustomsDeclaration',
      '/api/shopOrder/applySettlement',
      '/api/order/v2/shouHouShenHe',
    ]);
  });

  it('asks for freight under FOB (the haulage and clearance), C&F and CIF, and insurance only under CIF', () => {
    const names = (term: TradeTerm) => fieldsFor('configure', term).map((f) => f.name);
    expect(names('EXW')).toEqual(['depositRatio', 'deliveryDate', 'packaging', 'note']);
    expect(names('FOB')).toEqual(['depositRatio', 'deliveryDate', 'packaging', 'freight', 'note']);
    expect(fieldsFor('configure', 'FOB').find((f) => f.name === 'freight')?.label).toBe('freightFob');
    expect(names('C&F')).toEqual(['depositRatio', 'deliveryDate', 'packaging', 'freight', 'note']);
    expect(names('CIF')).toEqual(['depositRatio', 'deliveryDate', 'packaging', 'freight', 'insurance', 'note']);
  });

  it('builds bodies that the call’s schema accepts', () => {
    const fields = fieldsFor('configure', 'CIF');
    const deliveryDate = today(new Date(Date.now() + 30 * 86_400_000));
    const body = bodyFor(9, fields, { deliveryDate, freight: '120.5', note: '' });
    expect(body).toEqual({ id: 9, depositRatio: '30', deliveryDate, freight: '120.5', insurance: '0' });
    expect(calls.trade.configureOrder.request.parse(body)).toMatchObject({ depositRatio: 30, freight: 120.5, insurance: 0 });
    const afterSales = bodyFor(9, fieldsFor('requestAfterSales', 'FOB'), {
      reason: 'Two screens cracked',
      refund: '40',
      images: JSON.stringify(['/uploads/0123456789abcdef0123456789abcdef.png']),
    });
    expect(calls.trade.requestAfterSales.request.parse(afterSales)).toMatchObject({
      reason: 'Two screens cracked',
      refund: 40,
      images: ['/uploads/0123456789abcdef0123456789abcdef.png'],
    });
    expect(bodyFor(9, fieldsFor('requestAfterSales', 'FOB'), { reason: 'x' })).toEqual({ id: 9, reason: 'x', refund: '0' });
    const ship = bodyFor(9, fieldsFor('shipDomestic', 'FOB'), { carrier: 'SF Express', trackingNumber: 'SF123' });
    expect(calls.trade.shipDomestic.request.parse(ship)).toMatchObject({ carrier: 'SF Express', trackingNumber: 'SF123' });
  });
});

describe('progress per trade term (spec section 3)', () => {
  const phases = (term: TradeTerm) => progressOf(term, nodesAt(term, 'created')).map((p) => p.phase);

  it('draws each term’s phases', () => {
    expect(phases('EXW')).toEqual(['createOrder', 'stockPreparation', 'pickup', 'completed']);
    expect(phases('FOB')).toEqual(['createOrder', 'stockPreparation', 'customsDeclaration', 'domesticShipping', 'portPickup', 'completed']);
    expect(phases('C&F')).toEqual(['createOrder', 'stockPreparation', 'customsDeclaration', 'domesticShipping', 'overseasLogistics', 'portPickup', 'completed']);
    expect(phases('CIF')).toEqual(['createOrder', 'stockPreparation', 'customsDeclaration', 'domesticShipping', 'submitInsurance', 'overseasLogistics', 'portPickup', 'completed']);
  });

  it('keeps every node of the term, each in exactly one phase', () => {
    for (const term of TRADE_TERMS) {
      const grouped = progressOf(term, nodesAt(term, 'created')).flatMap((p) => p.nodes.map((n) => n.node));
      expect(grouped).toEqual(ORDER_PATHS[term].map((s) => s.node));
    }
  });

  it('marks phases done, current and upcoming as the order moves', () => {
    const fob = (at: OrderNode) => Object.fromEntries(progressOf('FOB', nodesAt('FOB', at)).map((p) => [p.phase, p.state]));
    expect(fob('created')).toMatchObject({ createOrder: 'current', stockPreparation: 'upcoming', portPickup: 'upcoming' });
    expect(fob('depositPaid')).toMatchObject({ createOrder: 'done', stockPreparation: 'current', customsDeclaration: 'upcoming' });
    expect(fob('declared')).toMatchObject({ stockPreparation: 'done', customsDeclaration: 'current' });
    expect(fob('balancePaid')).toMatchObject({ customsDeclaration: 'done', domesticShipping: 'current' });
    expect(fob('settled')).toEqual({ createOrder: 'done', stockPreparation: 'done', customsDeclaration: 'done', domesticShipping: 'done', portPickup: 'done', completed: 'done' });
    // EXW: the balance belongs to stock preparation, then the buyer picks up.
    const exw = Object.fromEntries(progressOf('EXW', nodesAt('EXW', 'balancePaid')).map((p) => [p.phase, p.state]));
    expect(exw).toEqual({ createOrder: 'done', stockPreparation: 'done', pickup: 'current', completed: 'upcoming' });
  });

  it('dates a finished phase by its last node, and shows nothing current on a cancelled order', () => {
    const view = progressOf('FOB', nodesAt('FOB', 'depositPaid'));
    expect(view[0]!.time).toBe(1_700_000_004);
    expect(progressOf('FOB', nodesAt('FOB', 'confirmed'), true).every((p) => p.state !== 'current')).toBe(true);
  });
});

describe('every phase, action and field has its words (the nodes, stages and events are the order’s words, shared/src/contract/order-words)', () => {
  const en = translations.english as { orders: Record<string, Record<string, string>> };
  it('in English (the completeness test covers the other three)', () => {
    for (const term of TRADE_TERMS) for (const phase of progressOf(term, nodesAt(term, 'created'))) expect(en.orders.phase![phase.phase]).toBeTruthy();
    const actions = [...new Set(Object.values(ORDER_PATHS).flatMap((p) => p.map((s) => s.action)))].filter((a) => a !== 'create' && a !== 'settle');
    for (const action of [...actions, 'cancel', 'requestAfterSales', 'reviewAfterSales', 'requestArbitration', 'enterLogistics']) {
      expect(en.orders.action![action]).toBeTruthy();
      if (!action.startsWith('pay')) expect(en.orders.hint![action]).toBeTruthy();
      for (const field of fieldsFor(action, 'CIF')) expect(en.orders.field![field.name]).toBeTruthy();
    }
  });
});

describe('where an order stands', () => {
  it('agrees with the progress bar and names who acts, on every node of every trade term', () => {
    for (const term of TRADE_TERMS) {
      const path = ORDER_PATHS[term];
      path.forEach((reached, index) => {
        // The API marks the node after the one reached as current (orderDetails' `nodes`).
        const current = path[index + 1];
        for (const role of ['buyer', 'seller', 'broker'] as const) {
          const stage = orderStage({ tradeTerm: term, node: reached.node, status: reached.status, role });
          if (!current) {
            expect(stage).toEqual({ kind: 'settled', step: null });
            expect(stageBadge(stage).stage).toBe('settled');
            continue;
          }
          expect(stage.step?.node).toBe(current.node);
          expect(stageBadge(stage).stage).toBe(current.action);
          expect(stage.kind).toBe(current.role === role ? 'yours' : 'theirs');
        }
      });
    }
  });

  it('says cancelled whatever the node', () => {
    expect(orderStage({ tradeTerm: 'FOB', node: 'configured', status: ORDER_STATUS.cancelled, role: 'buyer' }).kind).toBe('cancelled');
  });

  it('names every party of the "next step" line in every language', () => {
    for (const language of LANGUAGES) {
      const orders = (translations[language] as { orders: { party: Record<string, string> } }).orders;
      for (const role of ['buyer', 'seller', 'broker', 'platform']) expect([language, role, orders.party[role]]).toEqual([language, role, expect.any(String)]);
    }
  });
});
