import { FIRST_SCREEN_ELEMENT_ID } from '@puente/shared';

/**
 * The first screen the server drew into a phone page's html (ADR 007) stays over the page's place
 * until the live page can stand there: the reader sees the goods, then the same goods, never a
 * loading state in between.
 */

/** How long at most the first screen stands for a live page that is still loading. */
export const FIRST_SCREEN_KEPT_MS = 10_000;

/** The address the page opened at, before the shell's router could change it. */
const openedAt = typeof window === 'undefined' ? '' : window.location.pathname.toLowerCase();

function screenElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
}

/** Takes the first screen away: the live page, or the state the shell shows instead, is what the reader sees now. */
export function releaseFirstScreen(): void {
  screenElement()?.remove();
}

/** The page is drawn: the outlet shows words, and nothing in it is still loading. */
function drawn(outlet: HTMLElement): boolean {
  return (outlet.textContent ?? '').trim() !== '' && outlet.querySelector('[data-testid="loading-state"], [aria-busy="true"]') === null;
}

/**
 * Takes the first screen away as soon as the area's page is drawn in the outlet, in the same task
 * as the page's commit (a mutation observer runs before the browser paints). Returns the stop.
 */
export function watchFirstScreen(outlet: HTMLElement | null): () => void {
  if (!outlet || !screenElement()) return () => undefined;
  if (drawn(outlet)) {
    releaseFirstScreen();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!drawn(outlet)) return;
    stop();
    releaseFirstScreen();
  });
  // A page still loading after this long shows its own loading states, as any page does.
  const timer = window.setTimeout(() => {
    stop();
    releaseFirstScreen();
  }, FIRST_SCREEN_KEPT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(outlet, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'data-testid'] });
  return stop;
}

/**
 * Whether the reader has gone to another page than the one the first screen shows: not the address
 * the page opened at (the shell may turn a desktop address into its phone route) nor the screen's own.
 */
export function leftFirstScreen(pathname: string): boolean {
  const page = screenElement()?.dataset.page?.toLowerCase();
  const at = pathname.toLowerCase();
  return page !== undefined && at !== page && at !== openedAt;
}
