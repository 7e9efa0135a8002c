import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Where uploaded files' bytes live. `disk`: the data folder (one machine, or storage every machine
 * mounts). `database`: PostgreSQL itself, so any number of API processes on any number of machines
 * read what any of them stored. The uploads table holds who uploaded what either way.
 */
export interface FileStore {
  readonly kind: 'disk' | 'database';
  /** Stores new bytes under a new name; refuses a name already taken. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under the name, or null. */
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

export function diskStore(dir: string): FileStore {
  return {
    kind: 'disk',
    async put(name, bytes) {
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      try {
        return await fs.promises.readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await fs.promises.rm(path.join(dir, name), { force: true });
    },
  };
}

export function databaseStore(db: Db): FileStore {
  return {
    kind: 'database',
    async put(name, bytes) {
      await sql`insert into upload_blobs (file_name, bytes) values (${name}, ${bytes})`.execute(db);
    },
    async get(name) {
      const row = await sql<{ bytes: Buffer | Uint8Array }>`select bytes from upload_blobs where file_name = ${name}`.execute(db);
      const bytes = row.rows[0]?.bytes;
      return bytes ? Buffer.from(bytes) : null;
    },
    async remove(name) {
      await sql`delete from upload_blobs where file_name = ${name}`.execute(db);
    },
  };
}
