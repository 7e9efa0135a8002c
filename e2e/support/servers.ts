import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVERS, type Server } from '../fixtures/servers';

const ROOT = path.resolve(__dirname, '../..');
/** How long a server may take to seed its database and answer. */
const READY_WITHIN_MS = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status >= 200 && response.status < 404;
  } catch {
    return false;
  }
}

interface Started {
  server: Server;
  child: ChildProcess;
  exited: Promise<number | null>;
}

function start(server: Server): Started {
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  // Its own process group, so that ending it ends pnpm and the API under it.
  const child = spawn(server.command, { cwd: ROOT, env: { ...process.env, ...server.env }, shell: true, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  // What a server says on stderr shows in the run's output, as a web server's does.
  child.stderr!.on('data', (data: Buffer) => process.stderr.write(data.toString().replace(/^(?=.)/gm, `[WebServer] `)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { server, child, exited };
}

async function ready({ server, exited }: Started): Promise<void> {
  let ended: number | null | undefined;
  void exited.then((code) => (ended = code));
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers(server.url))) {
    if (ended !== undefined) throw new Error(`The ${server.name} server ended before it answered (exit code ${ended}): ${server.command}`);
    if (Date.now() > deadline) throw new Error(`The ${server.name} server did not answer ${server.url} within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stop(started: Started[]) {
  for (const { child } of started) {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Starts the API servers of fixtures/servers.ts together (each seeds its own database, which takes
 * most of their start) and waits until both answer; what it returns ends them once the proofs are done.
 * A server already answering on a port is refused: the proofs would test it rather than this build.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  for (const server of SERVERS) {
    if (await answers(server.url)) throw new Error(`${server.url} is already used: make sure nothing runs on the ${server.name} server's port`);
  }
  const started = SERVERS.map(start);
  const end = () => stop(started);
  process.once('exit', end);
  try {
    await Promise.all(started.map(ready));
  } catch (error) {
    end();
    throw error;
  }
  return async () => {
    end();
    await Promise.all(started.map(({ exited }) => exited));
  };
}
