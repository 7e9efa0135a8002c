/**
 * The API under fuzzing, in a worker thread so that building requests and serving them use both
 * cores. Built as the API tests build it (api/test/helpers.ts), listening on a free loopback port;
 * the errors it logs are kept (a 500 reply rightly hides them) and handed over at the end.
 */
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { build } from '../helpers';

export type ToServer = { type: 'session'; id: number; userId: number } | { type: 'close' };
export type FromServer = { type: 'ready'; origin: string } | { type: 'session'; id: number; token: string } | { type: 'closed'; errors: ServerError[] };

export interface ServerError {
  /** The log message with the error's type, message and innermost frame in the project's code. */
  key: string;
  count: number;
  /** Details beside the error (the issues of a reply that drifted from the contract). */
  detail: string;
}

const port = parentPort;
if (!port) throw new Error('server.ts runs as a worker of run.ts');

const errors = new Map<string, ServerError>();
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; stack?: string }; path?: string; issues?: unknown };
        const frame =
          entry.err?.stack
            ?.split('\n')
            .find((l) => l.includes('/api/src/') || l.includes('/shared/src/'))
            ?.trim() ?? '';
        const key = entry.err ? `${entry.msg}: ${entry.err.type}: ${entry.err.message?.slice(0, 160)} ${frame}` : `${entry.msg} ${entry.path ?? ''}`;
        const known = errors.get(key) ?? { key, count: 0, detail: entry.issues ? JSON.stringify(entry.issues).slice(0, 300) : '' };
        known.count += 1;
        errors.set(key, known);
      } catch {
        // Not a log line.
      }
    }
    done();
  },
});

const { app, close } = await build({ logger: { level: 'error', stream } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const send = (message: FromServer) => port.postMessage(message);

port.on('message', (message: ToServer) => {
  if (message.type === 'session') {
    // A session of its own for each signed-in logout, which revokes the session it is sent with.
    void app.sessions.create(app.db, message.userId).then((token) => send({ type: 'session', id: message.id, token }));
  } else if (message.type === 'close') {
    void close().then(() => {
      send({ type: 'closed', errors: [...errors.values()].sort((a, b) => b.count - a.count) });
      port.close();
    });
  }
});
send({ type: 'ready', origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
