import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * A PostgreSQL cluster of a test's own, in a temporary folder on a free loopback port, so that a
 * test may stop and restart its database without disturbing the shared server other tests use.
 * The server refuses to run as root: as root, its commands run as the `postgres` user.
 */

export interface OwnCluster {
  url: string;
  /** Stops the server (fast shutdown: sessions are ended, as in a restart or a failover). */
  stop(): void;
  /** Starts it again and waits until it accepts connections. */
  start(): void;
  /** Stops it and removes its folder. */
  remove(): void;
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl), or null when the machine has none. */
export function serverBinaries(): string | null {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [fromConfig.status === 0 ? fromConfig.stdout.trim() : ''];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort().reverse()) candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const bin = serverBinaries();
  if (!bin) throw new Error('PostgreSQL server programs (initdb, pg_ctl) are not installed');
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-cluster-'));
  const data = path.join(folder, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    execFileSync(command, argv, { cwd: folder, stdio: 'pipe', timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'server.log'), '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
