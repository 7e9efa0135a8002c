/**
 * The platform contract's version. Bump the major for a change that breaks a remote built
 * against the previous one (a removed call, a renamed field, a changed event payload); the
 * shell refuses to mount a remote whose contract major differs from its own.
 */
export const CONTRACT_VERSION = '1.3.0';

export function contractMajor(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+/.exec(version.trim());
  return match ? Number(match[1]) : null;
}

/** A remote is compatible when it was built against the same contract major. */
export function isContractCompatible(remoteVersion: string | undefined | null, hostVersion = CONTRACT_VERSION): boolean {
  if (!remoteVersion) return false;
  const remote = contractMajor(remoteVersion);
  return remote !== null && remote === contractMajor(hostVersion);
}
