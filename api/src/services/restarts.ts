/*
 * When the cluster's primary replaces an API process that ended. One that ran a while ended on its
 * own account and is replaced at once; processes that keep ending soon after they start (a fault
 * that persists) are replaced after a wait that doubles, from a quarter second to half a minute.
 */

/** A process that lived this long ended on its own account, not from a fault that persists. */
export const STABLE_AFTER_MS = 30_000;
export const FIRST_RESTART_WAIT_MS = 250;
export const MAX_RESTART_WAIT_MS = 30_000;

export class RestartPolicy {
  private quickEnds = 0;

  /** A process ended after living `livedMs`: how long to wait before starting its replacement. */
  ended(livedMs: number): number {
    this.quickEnds = livedMs < STABLE_AFTER_MS ? this.quickEnds + 1 : 0;
    return this.quickEnds === 0 ? 0 : Math.min(MAX_RESTART_WAIT_MS, FIRST_RESTART_WAIT_MS * 2 ** (this.quickEnds - 1));
  }
}
