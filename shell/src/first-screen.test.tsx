/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { calls, type FirstCall } from '@puente/shared';
import { firstCallsOf } from '@puente/shared/first-calls';
import type { FirstReply } from '@puente/shared/first-screen';
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
  for (const url of ['/', '/regist', '/aboutUs', '/problemInfo?id=4', '/product']) expect(firstScreen({ url, language: 'english', currency: 'USD', replies: [] })).toBeNull();
});

/** Site 1 as the API answers it: its columns (about, questions, contact), their articles, an article's paragraphs and the contact details. */
function siteReply(path: string, body: Record<string, unknown>): unknown {
  const columns = [
    { id: 11, siteid: 1, name: 'Sobre nosotros', summary: '' },
    { id: 12, siteid: 1, name: 'Preguntas', summary: '' },
    { id: 13, siteid: 1, name: 'Contacto', summary: '' },
  ];
  const article = (id: number, title: string) => ({
    id,
    siteid: 1,
    columnId: 11,
    columnName: '',
    title,
    summary: `Resumen de ${title}.`,
    cover: '',
    author: '',
    publishTime: 0,
    views: 0,
  });
  const articles: Record<number, unknown[]> = {
    11: [article(21, 'Puente une a China y América Latina')],
    12: [article(22, '¿Cómo pago un pedido?'), article(23, '¿Quién transporta la mercancía?')],
    13: [article(24, 'Hable con nosotros')],
  };
  if (path === calls.listSiteColumns.path) return { list: columns };
  if (path === calls.listNews.path) return { list: articles[body.columnid as number] ?? [], total: 1 };
  if (path === calls.newsDetails.path) return { data: { ...article(body.id as number, ''), content: [`Párrafo del artículo ${String(body.id)}.`] } };
  if (path === calls.listSiteVars.path) return { list: [{ name: 'email', value: 'hola@puente.example' }] };
  return null;
}

/** The replies the server puts in the html for the address (firstCallsOf), each call's next ones asked with its reply, as the server asks them. */
function repliesFor(url: string): FirstReply[] {
  const [pathname = '/', query = ''] = url.split('?');
  const replies: FirstReply[] = [];
  const ask = ({ call, body, then }: FirstCall) => {
    const reply = { result: 1, ...(siteReply(call.path, body as Record<string, unknown>) as object) };
    replies.push({ path: call.path, body: JSON.parse(JSON.stringify(body)), reply });
    then?.(reply).forEach(ask);
  };
  firstCallsOf(pathname, query && `?${query}`, true).forEach(ask);
  return replies;
}

it('draws the site’s pages a phone opens from their articles, asked as the page asks them: about us whole, the questions as links', () => {
  const about = firstScreen({ url: '/aboutUs', language: 'spanish', currency: 'USD', replies: repliesFor('/aboutUs') })!;
  expect(about.page).toBe('/aboutUs');
  expect(about.html).toMatch(/<h1[^>]*>Puente une a China y América Latina<\/h1>/);
  expect(about.html).toContain('Párrafo del artículo 21.');
  const questions = firstScreen({ url: '/problem', language: 'spanish', currency: 'USD', replies: repliesFor('/problem') })!;
  expect(questions.html).toMatch(/href="\/problemInfo\?id=23&amp;name=[^"]*"/);
  expect(questions.html).toContain('¿Quién transporta la mercancía?');
  const contact = firstScreen({ url: '/contactInformation', language: 'english', currency: 'USD', replies: repliesFor('/contactInformation') })!;
  expect(contact.html).toMatch(/<h1[^>]*>Hable con nosotros<\/h1>/);
  expect(contact.html).toContain('Párrafo del artículo 24.');
  expect(contact.html).toContain('hola@puente.example');
  // Without the article's paragraphs the page would show a loading state: it is not drawn.
  expect(firstScreen({ url: '/aboutUs', language: 'spanish', currency: 'USD', replies: repliesFor('/aboutUs').slice(0, 2) })).toBeNull();
});
