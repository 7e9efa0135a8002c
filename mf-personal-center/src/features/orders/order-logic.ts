import { calls, href, type OrderNode, type TradeTerm } from '@puente/shared';

/**
 * What the order pages draw, computed from what the API says. The API decides who may do what
 * (`actions` on the order's details); these functions only decide how each action is offered
 * and how the nodes of a trade term are grouped into the progress bar.
 */

const t = calls.trade;

export type FieldKind = 'text' | 'textarea' | 'number' | 'date' | 'images';
export interface ActionField {
  name: string;
  kind: FieldKind;
  required?: boolean;
  defaultValue?: string;
  /** The word naming the field when it is not its name's (under FOB the freight is the haulage to the port and export clearance). */
  label?: string;
}

export type ActionOffer =
  /** Payments go through the product area's cashier, which links back to the order. */
  | { action: string; kind: 'cashier'; href: string }
  /** A call made from a dialog with these fields (a note at least). */
  | { action: string; kind: 'form'; call: (typeof FORM_CALLS)[FormAction]; fields: ActionField[]; danger?: boolean }
  /** After-sales review: the seller accepts or rejects. */
  | { action: string; kind: 'review'; call: typeof t.reviewAfterSales; fields: ActionField[] };

const note: ActionField = { name: 'note', kind: 'textarea' };

const FORM_CALLS = {
  confirm: t.confirmOrder,
  configure: t.configureOrder,
  confirmConfiguration: t.confirmConfiguration,
  prepareStock: t.prepareStock,
  declareCustoms: t.declareCustoms,
  confirmCustoms: t.confirmCustomsDeclaration,
  shipDomestic: t.shipDomestic,
  submitInsurance: t.submitInsurance,
  shipOverseas: t.shipOverseas,
  confirmArrival: t.confirmArrival,
  pickUp: t.pickUpOrder,
  complete: t.completeOrder,
  requestSettlement: t.applySettlement,
  cancel: t.cancelOrder,
  requestAfterSales: t.requestAfterSales,
  requestArbitration: t.requestArbitration,
  enterLogistics: t.enterLogisticsInfo,
} as const;
type FormAction = keyof typeof FORM_CALLS;

function isFormAction(action: string): action is FormAction {
  return Object.prototype.hasOwnProperty.call(FORM_CALLS, action);
}

/** The fields a step asks for; configuring asks for the charges the contract's TERM_CHARGES gives the order's term. */
export function fieldsFor(action: string, term: TradeTerm): ActionField[] {
  switch (action) {
    case 'configure':
      return [
        { name: 'depositRatio', kind: 'number', required: true, defaultValue: '30' },
        { name: 'deliveryDate', kind: 'date', required: true },
        { name: 'packaging', kind: 'text' },
        ...t.TERM_CHARGES[term].map((name) => ({ name, kind: 'number' as const, defaultValue: '0', ...(name === 'freight' && term === 'FOB' ? { label: 'freightFob' } : {}) })),
        note,
      ];
    case 'declareCustoms':
      return [{ name: 'declarationNumber', kind: 'text', required: true }, note];
    case 'shipDomestic':
      return [{ name: 'carrier', kind: 'text', required: true }, { name: 'trackingNumber', kind: 'text', required: true }, note];
    case 'submitInsurance':
      return [{ name: 'insurer', kind: 'text', required: true }, { name: 'policyNumber', kind: 'text', required: true }, note];
    case 'shipOverseas':
      return [{ name: 'vessel', kind: 'text', required: true }, { name: 'eta', kind: 'date', required: true }, note];
    case 'enterLogistics':
      return [{ name: 'carrier', kind: 'text' }, { name: 'trackingNumber', kind: 'text' }, { name: 'vessel', kind: 'text' }, { name: 'eta', kind: 'date' }, note];
    case 'requestAfterSales':
      return [
        { name: 'reason', kind: 'textarea', required: true },
        { name: 'refund', kind: 'number', defaultValue: '0' },
        { name: 'images', kind: 'images' },
      ];
    case 'requestArbitration':
      return [{ name: 'reason', kind: 'textarea', required: true }];
    default:
      return [note];
  }
}

/** The cashier page of the product area for a payment step. */
export function cashierHref(orderId: number, step: 'deposit' | 'balance'): string {
  return href('cashRegister', { id: orderId, step });
}

/**
 * How each action the API allows is offered, in the API's order. Actions this page does not
 * know are left out rather than guessed at.
 */
export function offersFor(order: { id: number; tradeTerm: TradeTerm; actions: string[] }): ActionOffer[] {
  const offers: ActionOffer[] = [];
  for (const action of order.actions) {
    if (action === 'payDeposit') offers.push({ action, kind: 'cashier', href: cashierHref(order.id, 'deposit') });
    else if (action === 'payBalance') offers.push({ action, kind: 'cashier', href: cashierHref(order.id, 'balance') });
    else if (action === 'reviewAfterSales') offers.push({ action, kind: 'review', call: t.reviewAfterSales, fields: [note] });
    else if (isFormAction(action)) offers.push({ action, kind: 'form', call: FORM_CALLS[action], fields: fieldsFor(action, order.tradeTerm), danger: action === 'cancel' });
  }
  return offers;
}

/**
 * Turns a dialog's strings into the call's body: numbers as typed (the call's schema reads them and
 * names the limit they break), pictures as their URLs (kept as JSON), empty optional fields left out.
 */
export function bodyFor(id: number, fields: ActionField[], values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = { id };
  for (const field of fields) {
    const raw = (values[field.name] ?? field.defaultValue ?? '').trim();
    if (!raw && !field.required) continue;
    body[field.name] = field.kind === 'images' ? (JSON.parse(raw) as string[]) : raw;
  }
  return body;
}

// Progress.

/** The phases of spec section 3: EXW (create order, stock preparation, pickup); FOB adds customs declaration, domestic shipping, port pickup; C&F adds overseas logistics; CIF adds submit insurance. */
export type Phase =
  'createOrder' | 'stockPreparation' | 'customsDeclaration' | 'domesticShipping' | 'submitInsurance' | 'overseasLogistics' | 'pickup' | 'portPickup' | 'completed';

const PHASE_OF: Record<OrderNode, Phase> = {
  created: 'createOrder',
  confirmed: 'createOrder',
  configured: 'createOrder',
  configurationConfirmed: 'createOrder',
  depositPaid: 'createOrder',
  stocked: 'stockPreparation',
  declared: 'customsDeclaration',
  customsConfirmed: 'customsDeclaration',
  // Under EXW the balance is the last thing before pickup; otherwise it follows the customs.
  balancePaid: 'customsDeclaration',
  domesticShipped: 'domesticShipping',
  insuranceSubmitted: 'submitInsurance',
  overseasShipped: 'overseasLogistics',
  arrived: 'overseasLogistics',
  pickedUp: 'portPickup',
  completed: 'completed',
  settlementRequested: 'completed',
  settled: 'completed',
};

function phaseOf(term: TradeTerm, node: OrderNode): Phase {
  if (term === 'EXW' && node === 'balancePaid') return 'stockPreparation';
  if (term === 'EXW' && node === 'pickedUp') return 'pickup';
  return PHASE_OF[node];
}

export interface ProgressNode {
  node: OrderNode;
  role: string;
  done: boolean;
  current: boolean;
  time: number | null;
}

export interface PhaseView {
  phase: Phase;
  state: 'done' | 'current' | 'upcoming';
  /** When its last node was reached, once done. */
  time: number | null;
  nodes: ProgressNode[];
}

/** Groups an order's nodes (as the API lists them for its term) into the term's phases. */
export function progressOf(term: TradeTerm, nodes: ProgressNode[], cancelled = false): PhaseView[] {
  const phases: PhaseView[] = [];
  for (const node of nodes) {
    const phase = phaseOf(term, node.node);
    let view = phases.find((p) => p.phase === phase);
    if (!view) {
      view = { phase, state: 'upcoming', time: null, nodes: [] };
      phases.push(view);
    }
    view.nodes.push(node);
  }
  for (const view of phases) {
    const allDone = view.nodes.every((n) => n.done);
    const started = view.nodes.some((n) => n.done || n.current);
    view.state = allDone ? 'done' : started && !cancelled ? 'current' : 'upcoming';
    view.time = allDone ? (view.nodes[view.nodes.length - 1]!.time ?? null) : null;
  }
  return phases;
}
