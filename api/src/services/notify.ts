import type { Db } from '../db/database';
import type { Localised, StoredSegment } from '../db/schema';
import { insertMessage } from '../repositories/messages';

export interface MessageInput {
  title: Localised;
  text: Localised;
  link?: { text: Localised; path: string; params: Record<string, string> };
}

/** Writes a message to a user's bell, in every language (the reader's is picked when read). */
export async function notify(db: Db, userId: number, input: MessageInput): Promise<void> {
  const content: StoredSegment[] = [{ type: 'text', content: input.text, link: '', params: {} }];
  if (input.link) content.push({ type: 'link', content: input.link.text, link: input.link.path, params: input.link.params });
  await insertMessage(db, { user_id: userId, title: JSON.stringify(input.title), content: JSON.stringify(content) });
}
