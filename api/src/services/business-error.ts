import { type MessageKey } from '@puente/shared/messages';

/** A failure the caller can act on: answered as result 0 with the message in the caller's language. */
export class BusinessError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly result = 0,
    /** Fields the reply carries beside the message (the cart's list with its ask-to-reselect). */
    readonly data: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'BusinessError';
  }
}
