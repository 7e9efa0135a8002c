import { STORAGE_KEYS } from '@puente/shared';
import { chosenSite, detectDevice, pickSite } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';

afterEach(() => localStorage.clear());

it('tells mobile from desktop by the browser and the screen width', () => {
  expect(detectDevice(IPHONE, 1200)).toBe('mobile');
  expect(detectDevice(LINUX, 1280)).toBe('desktop');
  expect(detectDevice(LINUX, 600)).toBe('mobile');
});

it('lets the reader’s remembered choice of site win over the device check', () => {
  expect(pickSite(IPHONE, 390)).toBe('mobile');
  localStorage.setItem(STORAGE_KEYS.site, 'desktop');
  expect(chosenSite()).toBe('desktop');
  expect(pickSite(IPHONE, 390)).toBe('desktop');
  localStorage.setItem(STORAGE_KEYS.site, 'mobile');
  expect(pickSite(LINUX, 1440)).toBe('mobile');
  localStorage.setItem(STORAGE_KEYS.site, 'tablet');
  expect(pickSite(LINUX, 1440)).toBe('desktop');
});

it('a choice the browser remembers reaches the server in a cookie as the page starts', () => {
  document.cookie = 'puente-site=; path=/; max-age=0';
  pickSite(IPHONE, 390);
  expect(document.cookie).not.toContain('puente-site=');
  localStorage.setItem(STORAGE_KEYS.site, 'desktop');
  pickSite(IPHONE, 390);
  expect(document.cookie).toContain('puente-site=desktop');
});
