/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { calls as api, siteLandingCalls } from '@puente/shared';
import { firstCallsOf, type FirstCall } from '@puente/shared/first-calls';
import { desktopScreen, firstScreen } from './first-screen';

const calls = siteLandingCalls(3);
const replies = [
  {
    path: calls.carousel.call.path,
    body: calls.carousel.body,
    reply: {
      result: 1,
      list: [{ id: 3, title: 'Tecnología que cruza el Pacífico', subtitle: 'Exportación de equipos.', imageUrl: '/static/carousel/technology-1.svg', link: '/technologyProduvt' }],
    },
  },
  { path: calls.columns.call.path, body: calls.columns.body, reply: { result: 1, list: [{ id: 1, siteid: 3, name: 'Tecnología al exterior', summary: 'Equipos chinos.' }] } },
];

it('draws the landing a phone opens, with the area’s menu, from the carousel and columns the html answers', () => {
  const screen = firstScreen({ url: '/technologyTrading', language: 'spanish', currency: 'USD', replies })!;
  expect(screen.page).toBe('/technologyTrading');
  expect(screen.html).toMatch(/<nav [^>]*aria-label="[^"]+">.*href="\/technologyProduvt"/);
  expect(screen.html).toMatch(/<h1[^>]*>Tecnología que cruza el Pacífico<\/h1>/);
  expect(screen.html).toContain('<img src="/static/carousel/technology-1.svg"');
  expect(screen.html).toContain('Tecnología al exterior');
  expect(screen.html).not.toContain('data-testid');
});

it('draws nothing when the carousel is not answered, nor for a page it does not draw', () => {
  expect(firstScreen({ url: '/technologyTrading', language: 'spanish', currency: 'USD', replies: replies.slice(1) })).toBeNull();
  expect(firstScreen({ url: '/policyResearch', language: 'spanish', currency: 'USD', replies })).toBeNull();
});

it('draws an article a phone opens, from the article the html answers', () => {
  const article = {
    id: 7,
    siteid: 3,
    columnId: 1,
    columnName: 'Noticias',
    title: 'Puertos del Pacífico amplían su capacidad',
    summary: 'Nuevas grúas en Chancay.',
    cover: '',
    author: 'Ana Ríos',
    publishTime: 1_760_000_000,
    views: 12,
    content: ['Primer párrafo.', 'Segundo párrafo.'],
  };
  const screen = firstScreen({
    url: '/newsInfo?id=7&name=Puertos',
    language: 'spanish',
    currency: 'USD',
    replies: [{ path: api.newsDetails.path, body: { id: 7 }, reply: { result: 1, data: article } }],
  })!;
  expect(screen.page).toBe('/newsInfo');
  expect(screen.html).toMatch(/<h1[^>]*>Puertos del Pacífico amplían su capacidad<\/h1>/);
  expect(screen.html).toContain('Segundo párrafo.');
  expect(screen.html).toContain('Ana Ríos');
  // Without its article the page would show a loading state: it is not drawn.
  expect(firstScreen({ url: '/newsInfo?id=7', language: 'spanish', currency: 'USD', replies: [] })).toBeNull();
});

/** The news list's first replies, asked for the address as the server asks them (firstCallsOf), and carried through the html's JSON. */
function newsReplies(url: string, articles: Array<{ id: number; title: string }>, phone = true) {
  const [pathname = '/', query = ''] = url.split('?');
  const columns = [
    { id: 3, siteid: 3, name: 'Noticias', summary: '' },
    { id: 4, siteid: 3, name: 'Investigación de políticas', summary: '' },
  ];
  const list = articles.map(({ id, title }) => ({
    id,
    siteid: 3,
    columnId: 3,
    columnName: 'Noticias',
    title,
    summary: 'Resumen.',
    cover: '',
    author: 'Puente',
    publishTime: 1_760_000_000,
    views: 4,
  }));
  const replyOf: Record<string, unknown> = {
    [api.listSiteColumns.path]: { list: columns },
    [api.listSiteVars.path]: { list: [{ name: 'policyResearchColumns', value: '4' }] },
    [api.listNews.path]: { list, total: 9 },
  };
  // Each call's reply, then the calls it leads to (policy research's articles wait for its columns).
  const answered: Array<{ path: string; body: unknown; reply: unknown }> = [];
  const ask = (calls: FirstCall[]) => {
    for (const { call, body, then } of calls) {
      const reply = { result: 1, ...(replyOf[call.path] as object) };
      answered.push({ path: call.path, body: JSON.parse(JSON.stringify(body)), reply });
      ask(then?.(reply) ?? []);
    }
  };
  ask(firstCallsOf(pathname, `?${query}`, phone));
  return answered;
}

it('draws policy research on a phone and a desktop, at the first policy column or the one the address names', () => {
  const phoneReplies = newsReplies('/policyResearch', [{ id: 5, title: 'Reglas de origen en el TLC Chile–China' }]);
  expect(phoneReplies.map(({ path }) => path)).toEqual([api.listSiteColumns.path, api.listSiteVars.path, api.listNews.path]);
  expect(phoneReplies[2]!.body).toEqual({ siteid: 3, columnid: 4, everyNumber: 8, currentPage: 1 });
  const phone = firstScreen({ url: '/policyResearch', language: 'spanish', currency: 'USD', replies: phoneReplies })!;
  expect(phone.page).toBe('/policyResearch');
  expect(phone.html).toContain('Reglas de origen en el TLC Chile–China');
  // The policy columns only, the first one chosen.
  const tabs = /<nav [^>]*aria-label="Columnas">(.*?)<\/nav>/.exec(phone.html)?.[1] ?? '';
  expect(tabs).toMatch(/aria-current="true" href="\/policyResearch\?column=4"/);
  expect(tabs).not.toContain('Noticias');
  const desktopReplies = newsReplies('/policyResearch?column=4&page=2', [{ id: 6, title: 'Aranceles 2026' }], false);
  expect(desktopReplies[2]!.body).toEqual({ siteid: 3, columnid: 4, everyNumber: 8, currentPage: 2 });
  const desktop = desktopScreen({ url: '/policyResearch?column=4&page=2', language: 'spanish', currency: 'USD', replies: desktopReplies })!;
  expect(desktop.html).toContain('Aranceles 2026');
});

it('draws the news list a phone opens from the calls the server asks for its address: the page asks the very same ones', () => {
  // The phone shows the first page whatever page the address names; the column and the keyword are the address's.
  const url = '/newsInformation?column=3&keyword=puertos&page=2';
  const replies = newsReplies(url, [{ id: 8, title: 'Puertos del Pacífico amplían su capacidad' }]);
  expect(replies.map(({ path }) => path)).toEqual([api.listSiteColumns.path, api.listSiteVars.path, api.listNews.path]);
  expect(replies[2]!.body).toEqual({ siteid: 3, columnid: 3, title: 'puertos', everyNumber: 8, currentPage: 1 });
  const screen = firstScreen({ url, language: 'spanish', currency: 'USD', replies })!;
  expect(screen.page).toBe('/newsInformation');
  expect(screen.html).toMatch(/<h2[^>]*><a [^>]*href="\/newsInfo\?id=8&amp;name=[^"]*"[^>]*>Puertos del Pacífico amplían su capacidad<\/a><\/h2>/);
  // The news columns only, the chosen one marked; policy research is another page.
  expect(screen.html).toMatch(/aria-current="true"[^>]*>.*Noticias/);
  expect(screen.html).not.toContain('Investigación de políticas');
  expect(screen.html).not.toContain('data-testid');
  // In Chinese too, from the replies in Chinese.
  expect(
    firstScreen({ url: '/newsInformation', language: 'chinese_simplified', currency: 'USD', replies: newsReplies('/newsInformation', [{ id: 9, title: '太平洋港口扩容' }]) })!.html,
  ).toContain('太平洋港口扩容');
  // Another keyword's articles do not stand for this one: the page would ask again, and is not drawn.
  expect(firstScreen({ url: '/newsInformation?keyword=grúas', language: 'spanish', currency: 'USD', replies })).toBeNull();
});
