import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as messageRepository from '../repositories/messages';
import type { MessageRow } from '../repositories/messages';

/** The messages in a user's bell; routes/trade-basics.ts maps calls to these. */

/** The caller opens one of their messages, which is read from then on; anyone else's is not found. */
export async function openMessage(db: Db, user: UserRow, id: number): Promise<MessageRow> {
  const row = await messageRepository.findMessageOf(db, user, id);
  if (!row.is_read) await messageRepository.markMessageRead(db, row.id);
  return { ...row, is_read: true };
}
