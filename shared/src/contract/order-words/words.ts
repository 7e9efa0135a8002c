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
 * language beside this one; the API reads them all, a page only its reader's, when it shows orders).
 */
export interface OrderWords {
  /**
   * Each node, as done: the progress of an order's page, the platform's lists, the steps a trade
   * term takes at checkout, and the timeline line and message of the step that reaches it.
   */
  node: Record<OrderNode, string>;
  /** Each stage, what the order waits for or its end (badges, list tabs and counts, the cashier); `all`, the lists' first tab. */
  stage: Record<OrderStageName | 'all', string>;
  /** Each event, on the timeline and in messages: a step as the node it reaches (`stepEvents`), a side event by its own words. */
  event: Record<OrderEventName, string>;
}

/** The steps' events, each named as the node it reaches: one wording for the progress, the timeline and the message. */
export function stepEvents(node: OrderWords['node']): Record<OrderAction, string> {
  return Object.fromEntries(Object.values(ORDER_PATHS).flatMap((path) => path.map((step) => [step.action, node[step.node]]))) as Record<OrderAction, string>;
}

/** The languages' order words, by language (the API's whole set). */
export type OrderWordsByLanguage = Record<Language, OrderWords>;
