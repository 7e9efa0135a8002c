import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { ART_INDEX_FILE, artFileName } from '../src/services/art-files';
import type { FileStore } from '../src/services/file-store';
import { artSvg } from './product-art';

/**
 * Where the seed stores picture URLs (/static/art/…): brand marks, goods and factory pictures, news
 * covers, brokers' avatars, and what copies them (order lines), plus the columns an editor may point at one.
 */
const ART_COLUMNS: Array<[keyof Database, string]> = [
  ['brands', 'logo'],
  ['goods', 'images'],
  ['factory_inspections', 'images'],
  ['site_news', 'cover'],
  ['site_pages', 'cover'],
  ['brokers', 'avatar'],
  ['users', 'head'],
  ['order_items', 'image'],
  ['carousel_images', 'image_url'],
];

/** The names of the pictures the database points at (`tv-250-1.svg`, `mark-hq-200-1.svg`). */
export async function referencedArt(db: Db): Promise<string[]> {
  const found = new Set<string>();
  for (const [table, column] of ART_COLUMNS) {
    const text = sql`${sql.ref(column)}::text`;
    const { rows } = await sql<{
      name: string;
    }>`select distinct (regexp_matches(${text}, '/static/art/([a-z0-9-]+\\.svg)', 'g'))[1] as name from ${sql.table(table)} where ${text} like '%/static/art/%'`.execute(db);
    for (const { name } of rows) found.add(name);
  }
  return [...found].sort();
}

/** Stores bytes under a name unless they are there already (another server seeding the same database may have just stored them). */
async function storeOnce(files: FileStore, name: string, bytes: Buffer): Promise<boolean> {
  if (await files.get(name)) return false;
  try {
    await files.put(name, bytes);
    return true;
  } catch (error) {
    if (await files.get(name)) return false;
    throw error;
  }
}

/**
 * Draws every picture the database points at that the store lacks, and stores it where the server
 * serves /static/art/ from (services/art-files.ts), then the index that says the store has them. A
 * store with the index is left alone unless `recheck` (the seed has just written rows): one read at a
 * restart. A database seeded
 * before the pictures were stored gets them at its next start with seeding on, and so does a store
 * that is new to it (a server with its own uploads folder, or one switched to PUENTE_UPLOADS=database).
 */
export async function storeArt(db: Db, files: FileStore, recheck: boolean): Promise<{ pictures: number; written: number } | null> {
  if (!recheck && (await files.get(ART_INDEX_FILE))) return null;
  const names = await referencedArt(db);
  let written = 0;
  const drawn: string[] = [];
  for (const name of names) {
    const fileName = artFileName(name);
    const svg = fileName && artSvg(name);
    // A URL that is not one of the drawings (an editor's typo) stays a 404, as it always was.
    if (!fileName || !svg) continue;
    drawn.push(name);
    if (await storeOnce(files, fileName, Buffer.from(svg))) written += 1;
  }
  await storeOnce(files, ART_INDEX_FILE, Buffer.from(JSON.stringify(drawn)));
  return { pictures: drawn.length, written };
}
