import * as z from 'zod/mini';

/** Result codes of every reply (spec section 8). */
export const RESULT = { ok: 1, notLoggedIn: 2, failed: 0 } as const;

/** Every reply is HTTP 200 with this envelope; `info` is a readable message in the caller's language. */
export const EnvelopeSchema = z.looseObject({
  result: z.number().check(z.int()),
  info: z.optional(z.string()),
  /** A stable code beside the translated info, for clients that must recognise an answer. */
  code: z.optional(z.string()),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** The code of the goods details' answer for goods taken off the shelf (or out of review, or deleted): the page offers similar goods. */
export const GOODS_NOT_ON_SALE_CODE = 'goods.notOnSale';

/** The code of the cart's ask-to-reselect answer; the client passes it through silently (spec section 8). */
export const CART_INVALID_GOODS_CODE = 'cart.invalidGoods';
