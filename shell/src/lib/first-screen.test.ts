import { FIRST_SCREEN_ELEMENT_ID } from '@puente/shared';
import { FIRST_SCREEN_KEPT_MS, leftFirstScreen, watchFirstScreen } from './first-screen';

/** A page as the server sends it with a first screen, and the outlet an area mounts into. */
function page(pageOf = '/product') {
  document.body.innerHTML = `<div id="puente-root"><div id="puente-outlet"></div></div><div id="${FIRST_SCREEN_ELEMENT_ID}" data-page="${pageOf}"><h2>Hot goods</h2></div>`;
  return document.getElementById('puente-outlet')!;
}
const screenShown = () => document.getElementById(FIRST_SCREEN_ELEMENT_ID) !== null;
const mutations = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.useRealTimers());

it('stays over an empty outlet and one still loading, and gives way once the page is drawn', async () => {
  const outlet = page();
  const stop = watchFirstScreen(outlet);
  outlet.innerHTML = '<div data-area="product"></div>';
  await mutations();
  expect(screenShown()).toBe(true);
  outlet.firstElementChild!.innerHTML = '<div role="status" data-testid="loading-state">Loading…</div>';
  await mutations();
  expect(screenShown()).toBe(true);
  outlet.firstElementChild!.innerHTML = '<section><h2>Hot goods</h2><div aria-busy="true">…</div></section>';
  await mutations();
  expect(screenShown()).toBe(true);
  outlet.querySelector('[aria-busy]')!.setAttribute('aria-busy', 'false');
  await mutations();
  expect(screenShown()).toBe(false);
  stop();
});

it('gives way at once to a page drawn before it is watched, and to one still loading after the time it may stand for it', async () => {
  const outlet = page();
  outlet.innerHTML = '<section><h2>Hot goods</h2></section>';
  watchFirstScreen(outlet);
  expect(screenShown()).toBe(false);

  jest.useFakeTimers();
  const slow = page();
  slow.innerHTML = '<div data-testid="loading-state">Loading…</div>';
  watchFirstScreen(slow);
  jest.advanceTimersByTime(FIRST_SCREEN_KEPT_MS - 1);
  expect(screenShown()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(screenShown()).toBe(false);
});

it('knows the reader left for another page: not the address the page opened at, nor the page the screen shows', () => {
  page('/product');
  // jsdom opens at /, the address this page "opened" at.
  expect(leftFirstScreen('/')).toBe(false);
  expect(leftFirstScreen('/Product')).toBe(false);
  expect(leftFirstScreen('/productList')).toBe(true);
  document.body.innerHTML = '';
  expect(leftFirstScreen('/productList')).toBe(false);
});
