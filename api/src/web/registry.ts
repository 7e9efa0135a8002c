import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '@puente/shared/contract';
import { WORKSPACE_ROOT } from '../config/env';

/** A remote of the workspace: a root folder whose package.json has a "puente" field (as tooling/remotes.cjs finds them). */
export interface WorkspaceRemote {
  dir: string;
  name: string;
  area: string;
  devPort: number;
}

/** The workspace's remotes, found rather than listed, in dev-port order (the catalogue's areas first). */
export function workspaceRemotes(root = WORKSPACE_ROOT): WorkspaceRemote[] {
  const remotes: WorkspaceRemote[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const manifest = path.join(root, entry.name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { puente?: { federationName?: string; area?: string; devPort?: number } };
    if (!pkg.puente?.federationName || !pkg.puente.area) continue;
    remotes.push({ dir: entry.name, name: pkg.puente.federationName, area: pkg.puente.area, devPort: pkg.puente.devPort ?? 0 });
  }
  return remotes.sort((a, b) => a.devPort - b.devPort || a.dir.localeCompare(b.dir));
}

export interface RemoteRegistry {
  contract: string;
  remotes: Array<{ name: string; area: string; entry: string }>;
}

/** The registry served at /remotes.json when no file overrides it: every remote of the workspace that is built. */
export function defaultRegistry(remotes = workspaceRemotes()): RemoteRegistry {
  return {
    contract: CONTRACT_VERSION,
    remotes: remotes
      .filter((remote) => fs.existsSync(path.join(WORKSPACE_ROOT, remote.dir, 'dist', 'mf-manifest.json')))
      .map((remote) => ({ name: remote.name, area: remote.area, entry: `/remotes/${remote.dir}/mf-manifest.json` })),
  };
}
