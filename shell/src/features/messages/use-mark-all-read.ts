import { api, calls, useApiMutation } from '@puente/shared';

/**
 * Marks every unread message read, including any that arrived since a list was shown. Reading
 * makes the bell's count and the lists stale (the contract's INVALIDATES): they ask again.
 */
export function useMarkAllRead() {
  const read = useApiMutation(calls.trade.readMessages);
  async function markAllRead() {
    // A refusal was already shown by the client; the count stays.
    const unread = await api.call(calls.trade.listMessages, { currentPage: 1, everyNumber: -1, isRead: 0 }).catch(() => null);
    if (unread?.list.length) await read.run({ ids: unread.list.map((m) => m.id) });
  }
  return { markAllRead, busy: read.busy };
}
