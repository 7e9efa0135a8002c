import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/* Uploaded files' rows (uploads): who uploaded each, its type and name; the bytes are in the file store (services/file-store.ts). */

export type UploadRow = Selectable<Database['uploads']>;

/** Records an uploaded file, tied to its uploader. */
export async function insertUpload(db: Db, values: Insertable<Database['uploads']>): Promise<void> {
  await db.insertInto('uploads').values(values).execute();
}

/** Who uploaded each of the files named (a name nobody uploaded has no row). */
export function ownersOfUploads(db: Db, fileNames: readonly string[]): Promise<Array<Pick<UploadRow, 'file_name' | 'owner_id'>>> {
  return db.selectFrom('uploads').select(['file_name', 'owner_id']).where('file_name', 'in', fileNames).execute();
}

/** What an uploaded file is, to serve it back: its stored type and the name its uploader gave it. */
export function findUpload(db: Db, fileName: string): Promise<Pick<UploadRow, 'mime' | 'original_name'> | undefined> {
  return db.selectFrom('uploads').select(['mime', 'original_name']).where('file_name', '=', fileName).executeTakeFirst();
}
