import { FIRST_SCREEN_ELEMENT_ID } from '@puente/shared';
import { MAIN_CONTENT_ID } from '../chrome/skip-link';

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

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the reader typed into the first screen's fields before the scripts came (a phone number, a
 * search) goes on in the live page's fields of the same name, as if typed there, and so does the focus.
 */
function carryOver(screen: HTMLElement, page: ParentNode): void {
  const focused = document.activeElement;
  const fields = (root: ParentNode) => [...root.querySelectorAll<Field>('input[name], textarea[name]')];
  const liveFields = fields(page);
  for (const field of fields(screen)) {
    if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue;
    const live = liveFields.find((candidate) => candidate.name === field.name);
    if (!live || live.value !== live.defaultValue) continue;
    // The value setter of the element's own kind, which React and the form library listen through.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live) as object, 'value')?.set?.call(live, field.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
    if (field !== focused) continue;
    live.focus();
    try {
      live.setSelectionRange(field.selectionStart, field.selectionEnd);
    } catch {
      // A field kind without a caret (a number): the focus is enough.
    }
  }
}

/** Takes the first screen away: the live page, or the state the shell shows instead, is what the reader sees now. */
export function releaseFirstScreen(page: ParentNode | null = document.getElementById(MAIN_CONTENT_ID)): void {
  const screen = screenElement();
  if (!screen) return;
  if (page) carryOver(screen, page);
  screen.remove();
}

/** The page is drawn: its place shows words, and nothing in it is still loading. */
function drawn(main: HTMLElement): boolean {
  return (main.textContent ?? '').trim() !== '' && main.querySelector('[data-testid="loading-state"], [aria-busy="true"]') === null;
}

/**
 * Takes the first screen away as soon as the page is drawn where it stands (the page's main part,
 * which holds the shell's pages and the areas' outlet), in the same task as the page's commit (a
 * mutation observer runs before the browser paints). Returns the stop.
 */
export function watchFirstScreen(main: HTMLElement | null): () => void {
  if (!main || !screenElement()) return () => undefined;
  if (drawn(main)) {
    releaseFirstScreen(main);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!drawn(main)) return;
    stop();
    releaseFirstScreen(main);
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
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'data-testid'] });
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
