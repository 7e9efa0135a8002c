import type { calls, Language } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { insertComplaint } from '../repositories/complaints';
import { BusinessError } from './business-error';
import { hit } from './rate-limit';
import { assertOwnUploads } from './uploads';

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/** Takes a complaint or suggestion from a member or a guest (`ip`); only a member may attach their pictures. */
export async function saveComplaint(db: Db, user: UserRow | null, ip: string, input: Input<typeof calls.saveComplaint>, language: Language): Promise<number> {
  if (input.imageUrls.length) {
    if (!user) throw new BusinessError('upload.notYours');
    await assertOwnUploads(db, user.id, input.imageUrls);
  }
  // Guests may write too; the address is limited so the form cannot be used to flood the team.
  await hit(db, `complaint:${user ? `u${user.id}` : ip}`, 10, 3600);
  return insertComplaint(db, {
    user_id: user?.id ?? null,
    type: input.type,
    contact_information: input.contactInformation,
    contact_name: input.contactName,
    content: input.content,
    image_urls: JSON.stringify(input.imageUrls),
    language,
  });
}
