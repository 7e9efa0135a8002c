/**
 * The platform contract's version (semver; shared/CHANGELOG.md says what each one changed).
 * Bump the major for a change that breaks a remote built against the previous one (a removed
 * call, a renamed field, a changed event payload) and the minor for an addition (a new call, an
 * optional field, a new constant). The build shares `@puente/shared` under this version and writes
 * it into each remote's manifest; the shell refuses a remote it cannot serve (`isContractCompatible`).
 */
export const CONTRACT_VERSION = '1.26.0';

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export function contractMajor(version: string): number | null {
  return parse(version)?.[0] ?? null;
}

/**
 * Whether a page whose contract is `hostVersion` can run a remote built against `remoteVersion`:
 * the same major, and no newer minor (a remote built against 1.4 may call what a 1.3 page's
 * client, schemas and components do not have). Patches never change the contract's shape.
 */
export function isContractCompatible(remoteVersion: string | undefined | null, hostVersion = CONTRACT_VERSION): boolean {
  if (!remoteVersion) return false;
  const remote = parse(remoteVersion);
  const host = parse(hostVersion);
  return remote !== null && host !== null && remote[0] === host[0] && remote[1] <= host[1];
}

/** Why a remote is refused, for people and for the contract gate: another major, or a newer minor than the page has. */
export function contractRefusal(remoteVersion: string | undefined | null, hostVersion = CONTRACT_VERSION): 'unknown' | 'major' | 'newerMinor' | null {
  if (isContractCompatible(remoteVersion, hostVersion)) return null;
  const remote = remoteVersion ? parse(remoteVersion) : null;
  const host = parse(hostVersion);
  if (!remote || !host) return 'unknown';
  return remote[0] !== host[0] ? 'major' : 'newerMinor';
}
