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

it('carries what the reader typed into the first screen over to the live page’s fields of the same name, with the focus', async () => {
  document.body.innerHTML = `<main id="main"></main><div id="${FIRST_SCREEN_ELEMENT_ID}" data-page="/login"><form method="dialog"><input name="phone"/><input name="password" type="password"/><input name="username"/></form></div>`;
  const main = document.getElementById('main')!;
  const typed = (name: string) => document.querySelector<HTMLInputElement>(`#${FIRST_SCREEN_ELEMENT_ID} [name="${name}"]`)!;
  typed('phone').value = '5215512345678';
  typed('password').value = 'Demo#2026';
  typed('password').focus();
  typed('password').setSelectionRange(2, 4);
  const stop = watchFirstScreen(main);
  // The live form: its fields tell their listeners (React, the form library) what they are given.
  main.innerHTML = '<form><input name="phone" value="+52"/><input name="password" type="password"/><input name="username"/></form>';
  const live = (name: string) => main.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  live('phone').value = '+55';
  const heard: string[] = [];
  main.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name));
  main.insertAdjacentHTML('afterbegin', '<h1>Log in</h1>');
  await mutations();
  expect(screenShown()).toBe(false);
  // A field the live page already changed keeps its own value; an untouched one is given the reader's.
  expect(live('phone').value).toBe('+55');
  expect(live('password').value).toBe('Demo#2026');
  expect(live('username').value).toBe('');
  expect(heard).toEqual(['password']);
  expect(document.activeElement).toBe(live('password'));
  expect([live('password').selectionStart, live('password').selectionEnd]).toEqual([2, 4]);
  stop();
});
