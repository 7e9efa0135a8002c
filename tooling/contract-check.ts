/**
 * The contract gate (`pnpm contract:check`, run by `npm test` after the build). It fails, naming the
 * remote and both versions, when:
 *   - a remote in the registry would be refused at run time (another contract major, or a newer
 *     minor than the shell was built with: shared/src/contract/version.ts);
 *   - a remote uses a call or an event the contract does not have (its manifest lists what it uses);
 *   - the contract changed without a version bump and a changelog entry (shared/contract-lock.json
 *     holds the fingerprint of the last released contract; shared/CHANGELOG.md an entry per version).
 *
 *   pnpm contract:check [--registry <remotes.json>] [--remotes-only] [--update]
 *
 * --update records the current contract in the lock once its version is bumped and its changelog
 * entry written. The registry is PUENTE_REMOTES_FILE's, else the one the API serves by default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contractRefusal } from '../shared/src/contract';
import { EVENT_NAMES } from '../shared/src/contract/events';
import { contractCallNames, contractFingerprint } from '../shared/src/contract/fingerprint';
import { CONTRACT_VERSION } from '../shared/src/contract/version';

export const ROOT = path.resolve(__dirname, '..');
const LOCK_FILE = path.join(ROOT, 'shared', 'contract-lock.json');
const CHANGELOG = path.join(ROOT, 'shared', 'CHANGELOG.md');

// The workspace's remotes (tooling/remotes.cjs); the API serves each one's dist under /remotes/<dir>/.
const { discoverRemotes } = require('./remotes.cjs') as { discoverRemotes: () => Array<{ dir: string; name: string; area: string }> };

interface RegistryEntry {
  name: string;
  area: string;
  entry: string;
}

interface ManifestInfo {
  contract?: string;
  app?: string;
  version?: string;
  builtAt?: string;
  calls?: string[];
  events?: string[];
}

export interface CheckOptions {
  /** A registry file; the API's default registry when absent. */
  registry?: string | undefined;
  /** The lock to compare the contract with. */
  lockFile?: string;
  changelog?: string;
  /** The contract the page runs: the shell's build when it has one, else the workspace's. */
  hostContract?: string;
}

/** The registry the API serves when no file overrides it: every built remote of the workspace. */
export function defaultRegistry(): RegistryEntry[] {
  return discoverRemotes()
    .filter((remote) => fs.existsSync(path.join(ROOT, remote.dir, 'dist', 'mf-manifest.json')))
    .map((remote) => ({ name: remote.name, area: remote.area, entry: `/remotes/${remote.dir}/mf-manifest.json` }));
}

function readRegistry(file: string | undefined): RegistryEntry[] {
  if (!file) return defaultRegistry();
  const body = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes?: RegistryEntry[] };
  return body.remotes ?? [];
}

/** Where a registry entry's manifest is: a built folder for /remotes/<dir>/…, a file path, or a URL. */
async function readManifest(entry: string): Promise<{ metaData?: { puente?: ManifestInfo } }> {
  if (/^https?:\/\//.test(entry)) {
    const response = await fetch(entry);
    if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
    return (await response.json()) as never;
  }
  const served = /^\/remotes\/([^/]+)\/(.+)$/.exec(entry);
  const released = /^\/releases\/(.+)$/.exec(entry);
  const file = served
    ? path.join(ROOT, served[1]!, 'dist', served[2]!)
    : released
      ? path.join(ROOT, 'releases', released[1]!)
      : entry.startsWith('file://')
        ? new URL(entry).pathname
        : entry;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as never;
}

/** The contract the shell was built with (its manifest), or the workspace's when it is not built. */
export function shellContract(): string {
  const manifest = path.join(ROOT, 'shell', 'dist', 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return CONTRACT_VERSION;
  const body = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { metaData?: { puente?: ManifestInfo } };
  return body.metaData?.puente?.contract ?? CONTRACT_VERSION;
}

const eventsSource = () => fs.readFileSync(path.join(ROOT, 'shared', 'src', 'contract', 'events.ts'), 'utf8');

/** Problems with the contract itself: changed without a bump, or a version without its changelog entry. */
export function checkContractChange(lockFile = LOCK_FILE, changelog = CHANGELOG): string[] {
  const problems: string[] = [];
  const current = contractFingerprint(eventsSource());
  const lock = fs.existsSync(lockFile) ? (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { version: string; fingerprint: string }) : null;
  const log = fs.existsSync(changelog) ? fs.readFileSync(changelog, 'utf8') : '';
  const hasEntry = new RegExp(`^## ${current.version.replace(/\./g, '\\.')}\\b`, 'm').test(log);
  if (!hasEntry) problems.push(`the contract is ${current.version} but ${path.relative(ROOT, changelog)} has no "## ${current.version}" entry`);
  if (!lock) problems.push(`${path.relative(ROOT, lockFile)} is missing: run pnpm contract:check --update`);
  else if (lock.fingerprint !== current.fingerprint) {
    problems.push(
      lock.version === current.version
        ? `the contract changed since ${lock.version} without a version bump: bump CONTRACT_VERSION (shared/src/contract/version.ts), write its changelog entry, then run pnpm contract:check --update`
        : `the contract changed and is now ${current.version} (the lock holds ${lock.version}): once its changelog entry is written, run pnpm contract:check --update`,
    );
  }
  return problems;
}

/** Problems with the remotes in the registry, each naming the remote and both versions. */
export async function checkRemotes(options: CheckOptions = {}): Promise<string[]> {
  const host = options.hostContract ?? shellContract();
  const known = contractCallNames();
  const events = new Set<string>(EVENT_NAMES);
  const problems: string[] = [];
  for (const remote of readRegistry(options.registry)) {
    const label = `${remote.name} (${remote.area}, ${remote.entry})`;
    let info: ManifestInfo;
    try {
      info = (await readManifest(remote.entry)).metaData?.puente ?? {};
    } catch (error) {
      problems.push(`${label}: its manifest cannot be read (${(error as Error).message})`);
      continue;
    }
    const refusal = contractRefusal(info.contract, host);
    if (refusal === 'unknown') problems.push(`${label}: its manifest names no contract version; the shell (contract ${host}) would refuse it`);
    else if (refusal === 'major') problems.push(`${label}: built against contract ${info.contract}, the shell speaks ${host}: another major, refused at run time`);
    else if (refusal === 'newerMinor')
      problems.push(`${label}: built against contract ${info.contract}, newer than the shell's ${host}: refused at run time until the shell is rebuilt`);
    const missingCalls = (info.calls ?? []).filter((name) => !known.has(name));
    if (missingCalls.length) problems.push(`${label}, contract ${info.contract ?? '?'}: uses calls the contract ${host} lacks: ${missingCalls.join(', ')}`);
    const missingEvents = (info.events ?? []).filter((name) => !events.has(name));
    if (missingEvents.length) problems.push(`${label}, contract ${info.contract ?? '?'}: uses events the contract ${host} lacks: ${missingEvents.join(', ')}`);
  }
  return problems;
}

export function updateLock(lockFile = LOCK_FILE, changelog = CHANGELOG): string[] {
  const current = contractFingerprint(eventsSource());
  const lock = fs.existsSync(lockFile) ? (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { version: string; fingerprint: string }) : null;
  if (lock && lock.fingerprint !== current.fingerprint && lock.version === current.version) {
    return [`the contract changed since ${lock.version}: bump CONTRACT_VERSION before recording it`];
  }
  const problems = checkContractChange(lockFile, changelog).filter((problem) => problem.includes('no "##'));
  if (problems.length) return problems;
  fs.writeFileSync(lockFile, `${JSON.stringify(current, null, 2)}\n`);
  return [];
}

async function main(args: string[]) {
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  if (args.includes('--update')) {
    const problems = updateLock();
    for (const problem of problems) console.error(`contract:check: ${problem}`);
    if (!problems.length) console.log(`contract:check: recorded contract ${CONTRACT_VERSION} in shared/contract-lock.json`);
    process.exitCode = problems.length ? 1 : 0;
    return;
  }
  // --remotes-only: a deploy checks its build against the registry, not the contract's own history.
  const contractProblems = args.includes('--remotes-only') ? null : checkContractChange();
  const problems = [...(contractProblems ?? []), ...(await checkRemotes({ registry: option('--registry') ?? process.env.PUENTE_REMOTES_FILE }))];
  for (const problem of problems) console.error(`contract:check: ${problem}`);
  if (problems.length) process.exitCode = 1;
  else
    console.log(
      `contract:check: every remote in the registry runs on the shell's contract ${shellContract()}${contractProblems === null ? '' : `; the contract ${CONTRACT_VERSION} is recorded`}`,
    );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(`contract:check: ${error.message}`);
    process.exit(1);
  });
}
