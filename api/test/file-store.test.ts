import fs from 'node:fs';
import { buildApp } from '../src/app';
import { OutboxSmsSender } from '../src/services/sms';
import { build, login, PNG_PIXEL, SELLER, upload } from './helpers';

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
      if (databaseUrl) {
        // Another API process on the same PostgreSQL, sharing no folder with the first.
        const other = await buildApp({ databaseUrl, dataDir: 'memory', seed: false, serveApps: false, sms: new OutboxSmsSender(), uploads: 'database' });
        try {
          const there = await other.inject({ url });
          expect(there.statusCode).toBe(200);
          expect(there.rawPayload.equals(PNG_PIXEL)).toBe(true);
        } finally {
          await other.close();
        }
      }
    } finally {
      await close();
    }
  });
});
