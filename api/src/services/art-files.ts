import type { FileStore } from './file-store';

/*
 * The demo's pictures (/static/art/<kind>-<hue>-<variant>.svg, /static/art/mark-<initials>-<hue>-<shape>.svg)
 * are drawn when the demo is seeded (api/seed/product-art.ts, api/seed/art.ts) and kept in the app's file
 * store beside the uploads (the data folder, or PostgreSQL with PUENTE_UPLOADS=database), so every API
 * process serves the same bytes and none draws anything at request time.
 */

/** A picture's name as its URL gives it: lower-case words and figures joined by dashes, `.svg`. */
const ART_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

/** The file a picture is stored under, or null when the name cannot be one of the pictures. */
export function artFileName(name: string): string | null {
  return name.length <= 80 && ART_NAME.test(name) ? `art-${name}` : null;
}

/** The stored list of the pictures the seed wrote into a store: present once a store has them all. */
export const ART_INDEX_FILE = 'art-index.json';

/** Pictures kept in memory per process: a picture's bytes never change under its name. */
const KEEP = 512;

/** Reads pictures from a store, keeping the most recently read in memory; null for a name not stored. */
export function artReader(files: FileStore): (name: string) => Promise<Buffer | null> {
  const kept = new Map<string, Buffer>();
  return async (name) => {
    const fileName = artFileName(name);
    if (!fileName) return null;
    const known = kept.get(fileName);
    if (known) {
      kept.delete(fileName);
      kept.set(fileName, known);
      return known;
    }
    const bytes = await files.get(fileName);
    if (!bytes) return null;
    kept.set(fileName, bytes);
    if (kept.size > KEEP) kept.delete(kept.keys().next().value!);
    return bytes;
  };
}
