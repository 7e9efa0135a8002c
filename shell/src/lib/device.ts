import { shareWithServer, STORAGE_KEYS, type RouteTable } from '@puente/shared';

/** The device check of spec section 1: mobile when the browser says so or the screen is phone-sized. */
export function detectDevice(userAgent: string, width: number): RouteTable {
  if (/Mobi|Android|iPhone|iPod|Windows Phone/i.test(userAgent)) return 'mobile';
  return width < 768 ? 'mobile' : 'desktop';
}

/** The site the reader chose with the footer's "desktop site / mobile site" link, if any. */
export function chosenSite(): RouteTable | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.site);
    return stored === 'desktop' || stored === 'mobile' ? stored : null;
  } catch {
    return null;
  }
}

/** Which table this page routes by: the reader's choice (shared with the server), else the device check's. */
export function pickSite(userAgent: string, width: number): RouteTable {
  const chosen = chosenSite();
  // Shared with the server too, to send a phone's html only to the phone site.
  if (chosen) shareWithServer('site', chosen);
  return chosen ?? detectDevice(userAgent, width);
}

/**
 * Switches to the other site and remembers it. The page reloads: the route table, the chrome and
 * the areas' modules are picked once at start. The address goes to its counterpart on its own.
 */
export function switchSite(next: RouteTable): void {
  try {
    localStorage.setItem(STORAGE_KEYS.site, next);
    shareWithServer('site', next);
  } catch {
    // Without storage the choice lasts this page only: nothing to reload into.
    return;
  }
  window.location.reload();
}
