import type { Language } from '../constants';
import { ORDER_PATHS, type OrderAction, type OrderNode, type OrderStageName } from '../order-machine';

/**
 * What happens to an order off its trade term's path: cancelling, after-sales, arbitration, an
 * update of the shipping details, a payment that failed. Its timeline records them beside its steps.
 */
export const ORDER_SIDE_EVENTS = [
  'cancel',
  'requestAfterSales',
  'acceptAfterSales',
  'rejectAfterSales',
  'requestArbitration',
  'resolveArbitration',
  'enterLogistics',
  'paymentFailed',
] as const;
export type OrderSideEvent = (typeof ORDER_SIDE_EVENTS)[number];

/** Everything an order's timeline records and its parties are told of: a step of its path, or a side event. */
export type OrderEventName = OrderAction | OrderSideEvent;

/**
 * The words every screen and message names an order's places by, in one language (one file per
 * language beside this one; the API reads them all, a page only its reader's).
 */
export interface OrderWords {
  /**
   * Each node, as done: the progress of an order's page, the platform's lists, the steps a trade
   * term takes at checkout, and the timeline line and message of the step that reaches it.
   */
  node: Record<OrderNode, string>;
  /** Each stage, what the order waits for or its end (badges, list tabs and counts, the cashier); `all`, the lists' first tab. */
  stage: Record<OrderStageName | 'all', string>;
  /** The side events, on the timeline and in messages. */
  event: Record<OrderSideEvent, string>;
}

/** The node each step reaches (every trade term's step of one action reaches the same node). */
const STEP_NODES = new Map<string, OrderNode>(Object.values(ORDER_PATHS).flatMap((path) => path.map((step) => [step.action, step.node] as const)));

/** What a node is called, from a reply that sends it as any string (a node the words do not know reads as its name). */
export function orderNodeWords(words: OrderWords, node: string): string {
  return Object.prototype.hasOwnProperty.call(words.node, node) ? words.node[node as OrderNode] : node;
}

/**
 * What a timeline line or a message calls an event: a step by the node it reaches (one wording
 * for both), a side event by its own words, and anything else by its name.
 */
export function orderEventWords(words: OrderWords, event: string): string {
  const node = STEP_NODES.get(event);
  if (node) return words.node[node];
  return (ORDER_SIDE_EVENTS as readonly string[]).includes(event) ? words.event[event as OrderSideEvent] : event;
}

/** The languages' order words, by language (the API's whole set, or a page's one language as it arrives). */
export type OrderWordsByLanguage = Record<Language, OrderWords>;
