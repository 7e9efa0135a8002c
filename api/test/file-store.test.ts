import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { seedDemoData } from '../seed';
import { buildApp } from '../src/app';
import { ART_INDEX_FILE } from '../src/services/art-files';
import { OutboxSmsSender } from '../src/services/sms';
import { build, login, PNG_PIXEL, SELLER, upload } from './helpers';

/** Every /static/art/ picture any row of the database points at, whatever its table and column. */
async function picturesInRows(app: FastifyInstance): Promise<string[]> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'upload_blobs'`.execute(app.db);
  const names = new Set<string>();
  for (const { name } of tables.rows) {
    const rows = await sql<{ picture: string }>`select distinct (regexp_matches(t::text, '/static/art/([a-z0-9-]+\.svg)', 'g'))[1] as picture from ${sql.table(name)} t`.execute(
      app.db,
    );
    for (const { picture } of rows.rows) names.add(picture);
  }
  return [...names].sort();
}

describe('uploads kept in the database (PUENTE_UPLOADS=database)', () => {
  it('stores the bytes in PostgreSQL, not on this machine’s disk, and serves them back, to another process too', async () => {
    const { app, close, databaseUrl } = await build({ uploads: 'database' });
    try {
      const seller = await login(app, SELLER);
      const before = fs.existsSync(app.uploadsDir) ? fs.readdirSync(app.uploadsDir).length : 0;
      const stored = await upload(app, PNG_PIXEL, 'photo.png', seller);
      expect(stored.result).toBe(1);
      const url = stored.url as string;
      expect(fs.existsSync(app.uploadsDir) ? fs.readdirSync(app.uploadsDir).length : 0).toBe(before);
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG_PIXEL)).toBe(true);
      expect((await app.inject({ url: `/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
      // The demo's pictures are in the database too.
      const logo = (await app.db.selectFrom('brands').select('logo').orderBy('id').executeTakeFirstOrThrow()).logo;
      expect(await app.files.get(`art-${logo.slice('/static/art/'.length)}`)).not.toBeNull();
      if (databaseUrl) {
        // Another API process on the same PostgreSQL, sharing no folder with the first (and not seeding).
        const other = await buildApp({ databaseUrl, dataDir: 'memory', seed: false, serveApps: false, sms: new OutboxSmsSender(), uploads: 'database' });
        try {
          const there = await other.inject({ url });
          expect(there.statusCode).toBe(200);
          expect(there.rawPayload.equals(PNG_PIXEL)).toBe(true);
          const picture = await other.inject({ url: logo });
          expect(picture.statusCode).toBe(200);
          expect(picture.body).toMatch(/^<svg /);
        } finally {
          await other.close();
        }
      }
    } finally {
      await close();
    }
  });
});

describe('the demo’s pictures, drawn when it is seeded', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await build());
  }, 60_000);
  afterAll(async () => close());

  it('gives a database seeded before its pictures were stored its pictures at its next start with seeding on', async () => {
    const pictures = await picturesInRows(app);
    // As such a database was left: rows pointing at /static/art/, no picture stored.
    for (const name of [...pictures.map((p) => `art-${p}`), ART_INDEX_FILE]) await app.files.remove(name);
    const avatar = (await app.db.selectFrom('brokers').select('avatar').orderBy('id', 'desc').executeTakeFirstOrThrow()).avatar;
    expect((await app.inject({ url: avatar })).statusCode).toBe(404);
    // What a start with seeding on runs (plugins/database.ts): the rows are kept, the pictures drawn.
    expect(await seedDemoData(app.db, undefined, () => app.files)).toBe(false);
    for (const name of pictures) expect({ name, stored: (await app.files.get(`art-${name}`)) !== null }).toEqual({ name, stored: true });
    const response = await app.inject({ url: avatar });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<svg /);
    expect(JSON.parse((await app.files.get(ART_INDEX_FILE))!.toString('utf8'))).toEqual(pictures);
  });

  it('serves every picture the seeded rows point at from the file store, as SVG kept a week; a name not stored is a 404', async () => {
    const pictures = await picturesInRows(app);
    expect(pictures.length).toBeGreaterThan(100);
    expect(pictures.some((name) => name.startsWith('mark-'))).toBe(true);
    for (const name of pictures) {
      expect({ name, stored: (await app.files.get(`art-${name}`)) !== null }).toEqual({ name, stored: true });
      const response = await app.inject({ url: `/static/art/${name}` });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 200 });
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    // A drawing the seed never used is not drawn on request; names that are not pictures are refused.
    const unused = ['tv', 'phone', 'suv'].flatMap((kind) => [0, 1, 2].map((variant) => `${kind}-7-${variant}.svg`)).find((name) => !pictures.includes(name))!;
    for (const name of [unused, 'nothing.svg', 'mark-zz-999-9.svg', '..%2F..%2Fpglite%2FPG_VERSION', 'art-index.json']) {
      expect({ name, status: (await app.inject({ url: `/static/art/${name}` })).statusCode }).toEqual({ name, status: 404 });
    }
  });
});
