import { ORDER_STATUS, type TradeTerm } from './constants';

/**
 * The order as a state machine. An order walks its trade term's nodes in order; each step names
 * the call that makes it, the role that may make it, and the status code (spec section 3) the
 * order has after it. Cancelling, after-sales and arbitration are side paths (see api/docs/orders.md).
 */
export type OrderRole = 'buyer' | 'seller' | 'broker' | 'platform';

export const ORDER_NODES = [
  'created',
  'confirmed',
  'configured',
  'configurationConfirmed',
  'depositPaid',
  'stocked',
  'declared',
  'customsConfirmed',
  'balancePaid',
  'domesticShipped',
  'insuranceSubmitted',
  'overseasShipped',
  'arrived',
  'pickedUp',
  'completed',
  'settlementRequested',
  'settled',
] as const;
export type OrderNode = (typeof ORDER_NODES)[number];

/** The actions of the order calls (the pinyin names of spec section 7 in brackets). */
export type OrderAction =
  | 'create' // createOrder
  | 'confirm' // confirmOrder (id)
  | 'configure' // peiZhi
  | 'confirmConfiguration' // queRenPeiZhi
  | 'payDeposit' // zhiFu, step deposit
  | 'prepareStock' // beiHuo
  | 'declareCustoms' // baoGuan
  | 'confirmCustoms' // confirmCustomsDeclaration
  | 'payBalance' // zhiFu, step balance
  | 'shipDomestic' // jingNeiFaHuo
  | 'submitInsurance' // tuiJiaoXianDan
  | 'shipOverseas' // jingWaiWuLiu
  | 'confirmArrival' // daoGangHuiDan
  | 'pickUp' // daoGangTiHuo
  | 'complete' // dingDanWanCheng
  | 'requestSettlement' // applySettlement
  | 'settle'; // the platform's settlement

export interface OrderStep {
  action: OrderAction;
  node: OrderNode;
  role: OrderRole;
  status: number;
}

const S = ORDER_STATUS;
const step = (action: OrderAction, node: OrderNode, role: OrderRole, status: number): OrderStep => ({ action, node, role, status });

const HEAD: OrderStep[] = [
  step('create', 'created', 'buyer', S.pendingConfirmation),
  step('confirm', 'confirmed', 'seller', S.pendingConfirmation),
  step('configure', 'configured', 'seller', S.pendingConfirmation),
  step('confirmConfiguration', 'configurationConfirmed', 'buyer', S.awaitingDeposit),
  step('payDeposit', 'depositPaid', 'buyer', S.awaitingBalance),
  step('prepareStock', 'stocked', 'seller', S.awaitingBalance),
];
const CUSTOMS: OrderStep[] = [step('declareCustoms', 'declared', 'seller', S.awaitingCustomsConfirmation), step('confirmCustoms', 'customsConfirmed', 'buyer', S.customsConfirmed)];
// Under EXW the buyer clears export customs; the balance moves the order straight to "ready".
const BALANCE = step('payBalance', 'balancePaid', 'buyer', S.customsConfirmed);
const TAIL: OrderStep[] = [
  step('pickUp', 'pickedUp', 'buyer', S.customsConfirmed),
  step('complete', 'completed', 'buyer', S.completed),
  step('requestSettlement', 'settlementRequested', 'seller', S.settlementRequested),
  step('settle', 'settled', 'platform', S.settled),
];
const DOMESTIC = step('shipDomestic', 'domesticShipped', 'seller', S.customsConfirmed);
const INSURANCE = step('submitInsurance', 'insuranceSubmitted', 'seller', S.customsConfirmed);
const OVERSEAS = step('shipOverseas', 'overseasShipped', 'seller', S.customsConfirmed);
const ARRIVAL = step('confirmArrival', 'arrived', 'seller', S.customsConfirmed);

/** Each trade term's steps, in order (spec section 3: EXW; FOB adds customs, domestic shipping, port pickup; C&F adds overseas logistics; CIF adds insurance). */
export const ORDER_PATHS: Record<TradeTerm, readonly OrderStep[]> = {
  EXW: [...HEAD, BALANCE, ...TAIL],
  FOB: [...HEAD, ...CUSTOMS, BALANCE, DOMESTIC, ...TAIL],
  'C&F': [...HEAD, ...CUSTOMS, BALANCE, DOMESTIC, OVERSEAS, ARRIVAL, ...TAIL],
  CIF: [...HEAD, ...CUSTOMS, BALANCE, DOMESTIC, INSURANCE, OVERSEAS, ARRIVAL, ...TAIL],
};

/** The step that comes after a node on a trade term's path, or null at the end. */
export function nextStep(term: TradeTerm, node: OrderNode): OrderStep | null {
  const path = ORDER_PATHS[term];
  const index = path.findIndex((s) => s.node === node);
  return index >= 0 ? (path[index + 1] ?? null) : null;
}

/**
 * Where an order stands, from its trade term's path, its node and the reader's role: the badge,
 * the progress bar's current node and the "next step" line all read this, so they cannot disagree.
 * `step` is the step the order waits for (null once settled or cancelled).
 */
export type OrderStage = { kind: 'cancelled' | 'settled'; step: null } | { kind: 'yours' | 'theirs'; step: OrderStep };

export function orderStage(order: { tradeTerm: TradeTerm; node: OrderNode; status: number; role?: string }): OrderStage {
  if (order.status === S.cancelled) return { kind: 'cancelled', step: null };
  const step = nextStep(order.tradeTerm, order.node);
  if (!step) return { kind: 'settled', step: null };
  return { kind: step.role === order.role ? 'yours' : 'theirs', step };
}

/**
 * The name of a stage, the one every screen shows (lists, their tabs and counts, the order's page,
 * the cashier): the step the order waits for, or its end. Its words are the order's `stage` words
 * (./order-words, one file per language beside this one), as a node's are its `node` words.
 */
export type OrderStageName = Exclude<OrderAction, 'create'> | 'settled' | 'cancelled';

/** Every stage, in the order an order meets them (the longest path, CIF, meets every step), then its two ends. */
export const ORDER_STAGES: readonly OrderStageName[] = [...ORDER_PATHS.CIF.slice(1).map((s) => s.action as Exclude<OrderAction, 'create'>), 'settled', 'cancelled'];

/** A stage's name. */
export function stageName(stage: OrderStage): OrderStageName {
  return stage.step ? (stage.step.action as Exclude<OrderAction, 'create'>) : stage.kind;
}

/** The stage an order is at, by name (the reader's role changes whose turn it is, never the name). */
export function orderStageName(order: { tradeTerm: TradeTerm; node: OrderNode; status: number }): OrderStageName {
  return stageName(orderStage(order));
}

/**
 * Where an order that is not cancelled stands at a stage: each trade term's node after which the
 * order waits for it (a list reads its stage's orders from these). Empty for `cancelled`, which is
 * the status alone.
 */
export function stageNodes(name: OrderStageName): Array<{ tradeTerm: TradeTerm; node: OrderNode }> {
  if (name === 'cancelled') return [];
  return (Object.keys(ORDER_PATHS) as TradeTerm[]).flatMap((tradeTerm) =>
    ORDER_PATHS[tradeTerm].filter((s) => (nextStep(tradeTerm, s.node)?.action ?? 'settled') === name).map((s) => ({ tradeTerm, node: s.node })),
  );
}

/** Buyers and sellers may cancel until the deposit is paid; the platform until completion. */
export function canCancel(status: number, role: OrderRole): boolean {
  if (status === S.cancelled || status >= S.completed) return false;
  if (role === 'platform') return true;
  return (role === 'buyer' || role === 'seller') && status <= S.awaitingDeposit;
}

/** After-sales opens once the goods are picked up and closes with the settlement. */
export function canRequestAfterSales(node: OrderNode): boolean {
  return node === 'pickedUp' || node === 'completed';
}
