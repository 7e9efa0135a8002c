import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, Localised, StoredSegment } from '../db/schema';

export interface MessageInput {
  title: Localised;
  text: Localised;
  link?: { text: Localised; path: string; params: Record<string, string> };
}

/** Writes a message to a user's bell, in every language (the reader's is picked when read). */
export async function notify(db: Db | Transaction<Database>, userId: number, input: MessageInput): Promise<void> {
  const content: StoredSegment[] = [{ type: 'text', content: input.text, link: '', params: {} }];
  if (input.link) content.push({ type: 'link', content: input.link.text, link: input.link.path, params: input.link.params });
  await db
    .insertInto('messages')
    .values({ user_id: userId, title: JSON.stringify(input.title), content: JSON.stringify(content) })
    .execute();
}
