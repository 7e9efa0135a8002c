import { READER_COOKIES } from '../contract/constants';

/**
 * Keeps one of the reader's choices (READER_COOKIES: language, currency, site) in a cookie for a
 * year, where the server reads it to make a page's html in it. A page without cookies only starts
 * a little slower: the server then makes its html for the defaults, and the page asks for its own.
 */
export function shareWithServer(choice: keyof typeof READER_COOKIES, value: string): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${READER_COOKIES[choice]}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // A document that refuses cookies (a sandboxed frame): nothing else depends on them.
  }
}
