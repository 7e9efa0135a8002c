import { createRequire } from 'node:module';

const { discoverRemotes } = createRequire(import.meta.url)('./remotes.cjs');

/** The frontend apps: the shell, then every remote the workspace holds (tooling/remotes.cjs), with federation names and dev ports. */
export const APPS = [{ dir: 'shell', name: 'shell', kind: 'host', devPort: 3000 }, ...discoverRemotes().map((remote) => ({ ...remote, kind: 'remote' }))];
