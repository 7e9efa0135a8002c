/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { firstScreen } from './first-screen';

it('draws a phone’s login from its strings alone, in the reader’s language, with a form that sends nothing before the live page stands', () => {
  const screen = firstScreen({ url: '/login?redirect=%2FproductList', language: 'spanish', currency: 'USD', replies: [] })!;
  expect(screen.page).toBe('/login');
  expect(screen.html).toMatch(/<h1[^>]*>Inicia sesión en Puente<\/h1>/);
  expect(screen.html).toContain('Teléfono (con código de país)');
  // The fields keep their names, by which the live page takes over what the reader typed.
  expect(screen.html).toMatch(/<input [^>]*type="password" [^>]*name="password"\/>/);
  // A dialog's method outside a dialog submits nowhere: no password in an address.
  expect(screen.html).toMatch(/<form method="dialog" noValidate=""/);
  expect(screen.html).toContain('href="/login?type=register"');
  expect(screen.html).not.toContain('data-testid');
  expect(screen.styles).toContain('min-height:44px');
});

it('draws no other page: the root leads a member on, which only the live page knows', () => {
  for (const url of ['/', '/regist', '/aboutUs', '/product']) expect(firstScreen({ url, language: 'english', currency: 'USD', replies: [] })).toBeNull();
});
