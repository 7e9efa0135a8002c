import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContractChange, checkRemotes, defaultRegistry, ROOT } from './contract-check';
import { CONTRACT_VERSION } from '../shared/src/contract/version';

const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];
const NEWER_MINOR = `${major}.${minor + 1}.0`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-contract-'));
const bumped = path.join(work, 'mf-technology');

function registryWith(entries: Array<{ name: string; area: string; entry: string }>) {
  const file = path.join(work, `remotes-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify({ contract: CONTRACT_VERSION, remotes: entries }));
  return file;
}

/** A copy of the bumped build's manifest with `change` applied to its Puente metadata. */
function manifestCopy(change: Record<string, unknown>) {
  const manifest = JSON.parse(fs.readFileSync(path.join(bumped, 'mf-manifest.json'), 'utf8'));
  Object.assign(manifest.metaData.puente, change);
  const file = path.join(work, `manifest-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(manifest));
  return file;
}

beforeAll(() => {
  // A real build of one remote against a contract one minor ahead of the workspace's.
  execFileSync('node', ['tooling/build.mjs', 'mf-technology', '--out', bumped, '--contract', NEWER_MINOR], { cwd: ROOT, stdio: 'pipe' });
}, 180_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the contract gate', () => {
  it('passes the workspace as built: every remote runs on the shell’s contract and the contract is recorded', async () => {
    expect(checkContractChange()).toEqual([]);
    expect(await checkRemotes()).toEqual([]);
  });

  it('fails on a remote built against a newer contract, naming the remote and both versions, from the command line too', async () => {
    const registry = registryWith([
      ...defaultRegistry().filter((r) => r.area !== 'technology'),
      { name: 'mf_technology', area: 'technology', entry: path.join(bumped, 'mf-manifest.json') },
    ]);
    const problems = await checkRemotes({ registry, hostContract: CONTRACT_VERSION });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('mf_technology');
    expect(problems[0]).toContain(`built against contract ${NEWER_MINOR}, newer than the shell's ${CONTRACT_VERSION}`);

    const run = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['tooling/contract-check.ts', '--registry', registry], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`mf_technology (technology, ${path.join(bumped, 'mf-manifest.json')}): built against contract ${NEWER_MINOR}`);
  });

  it('fails on another major, on a manifest with no version, and on calls or events the contract lacks', async () => {
    const registry = registryWith([
      { name: 'mf_major', area: 'technology', entry: manifestCopy({ contract: `${major + 1}.0.0` }) },
      { name: 'mf_unversioned', area: 'technology', entry: manifestCopy({ contract: undefined }) },
      {
        name: 'mf_caller',
        area: 'technology',
        entry: manifestCopy({ contract: CONTRACT_VERSION, calls: ['goodsDetails', 'trade.listBuyerOrders', 'goneCall'], events: ['toast', 'confetti'] }),
      },
    ]);
    const problems = await checkRemotes({ registry, hostContract: CONTRACT_VERSION });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^mf_major .*built against contract ${major + 1}\\.0\\.0, the shell speaks ${CONTRACT_VERSION.replace(/\./g, '\\.')}: another major`)),
      expect.stringMatching(/^mf_unversioned .*names no contract version/),
      expect.stringMatching(/^mf_caller .*uses calls the contract .* lacks: goneCall$/),
      expect.stringMatching(/^mf_caller .*uses events the contract .* lacks: confetti$/),
    ]);
  });

  it('lists what a remote uses in its manifest, and every call listed exists', () => {
    const { puente } = JSON.parse(fs.readFileSync(path.join(bumped, 'mf-manifest.json'), 'utf8')).metaData;
    expect(puente).toMatchObject({ contract: NEWER_MINOR, app: 'mf_technology', version: expect.any(String), builtAt: expect.any(String) });
    expect(puente.calls).toEqual(expect.arrayContaining(['listNews', 'newsDetails', 'SITE_IDS']));
    expect(puente.events).toEqual([]);
  });

  it('fails when the contract changed without a bump, or a version has no changelog entry', () => {
    const lock = path.join(work, 'lock.json');
    fs.writeFileSync(lock, JSON.stringify({ version: CONTRACT_VERSION, fingerprint: 'an older contract' }));
    expect(checkContractChange(lock)).toEqual([expect.stringContaining(`the contract changed since ${CONTRACT_VERSION} without a version bump`)]);
    const changelog = path.join(work, 'CHANGELOG.md');
    fs.writeFileSync(changelog, '# Changelog\n\n## 1.0.0\n- The first contract.\n');
    expect(checkContractChange(undefined, changelog)).toEqual([expect.stringContaining(`has no "## ${CONTRACT_VERSION}" entry`)]);
  });
});
