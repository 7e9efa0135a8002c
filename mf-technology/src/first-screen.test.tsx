/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { calls as api, siteLandingCalls } from '@puente/shared';
import { firstRepliesOf } from '@puente/shared/first-calls';
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
  return firstRepliesOf(url, phone, replyOf);
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

/** A site page of a group, as the API lists it and answers it by slug. */
const sitePage = (slug: string, group: string, title: string) => ({
  id: slug.length,
  slug,
  group,
  countryCode: group === 'policyPartner' ? (slug.endsWith('-cn') ? 'CN' : 'BR') : null,
  title,
  summary: `${title}: lo que ofrece.`,
  cover: '',
  illustrative: group === 'achievement',
  facts: [{ label: 'Plazo', value: '6 semanas' }],
});

/** An open technology requirement, as the requirement list answers it. */
const requirement = (id: number, title: string) => ({
  id,
  kind: 'technology',
  title,
  description: 'Buscamos un socio en la región.',
  categoryId: null,
  categoryTitle: '',
  quantity: 1,
  unit: 'sets',
  deliveryDate: '2027-06-01',
  deliveryPlace: 'Lima',
  needType: null,
  outputType: 'equipmentExport',
  budget: null,
  status: 'open',
  views: 3,
  owner: { id: 2, nickname: 'Andes Tech', countryCode: 'PE' },
  createTime: 1_760_000_000,
});

/**
 * A technology page's first replies, asked for the address as the server asks them (firstCallsOf)
 * and carried through the html's JSON: the group's site pages, a guide, or the requirements.
 */
const pageReplies = firstRepliesOf;

const guide = {
  data: {
    ...sitePage('consulting-market-entry', 'consulting', 'Estudio de entrada al mercado'),
    sections: [{ heading: 'Alcance', paragraphs: ['Un estudio antes de comprometerse.'], items: [] }],
    contact: { name: 'Mesa de tecnología de Puente', email: 'technology@puente.example', phone: '+86 21 5555 0101' },
    note: 'Compruebe las reglas vigentes.',
    updateTime: 1_780_000_000,
  },
};

/** Each page of the area a phone and a desktop open, the replies it is drawn from, and words of them it shows. */
const SUB_PAGES: Array<[url: string, replies: Record<string, object>, words: string[]]> = [
  [
    '/technologyProduvt?type=equipmentExport&page=2',
    { [api.listRequirements.path]: { list: [requirement(4, 'Línea de envasado para café')], total: 9 } },
    ['Línea de envasado para café', 'Perú'],
  ],
  [
    '/sophisticated',
    { [api.listSitePages.path]: { list: [sitePage('consulting-market-entry', 'consulting', 'Estudio de entrada al mercado')], total: 1 } },
    ['Estudio de entrada al mercado'],
  ],
  ['/moreCollaboration', { [api.listSitePages.path]: { list: [sitePage('cooperation-joint-lab', 'cooperation', 'Laboratorio conjunto')], total: 1 } }, ['Laboratorio conjunto']],
  [
    '/achievement',
    { [api.listSitePages.path]: { list: [sitePage('achievement-ev-assembly', 'achievement', 'Ensamblaje de vehículos eléctricos')], total: 1 } },
    ['Ensamblaje de vehículos eléctricos'],
  ],
  [
    '/community',
    {
      [api.listSitePages.path]: { list: [sitePage('community-rules', 'community', 'Normas de la comunidad')], total: 1 },
      [api.listRequirements.path]: { list: [requirement(5, 'Riego por goteo para Mendoza')], total: 1 },
    },
    ['Normas de la comunidad', 'Riego por goteo para Mendoza'],
  ],
  ['/technologyGuide?slug=consulting-market-entry&name=Estudio', { [api.sitePageDetails.path]: guide }, ['Estudio de entrada al mercado', 'Un estudio antes de comprometerse.']],
];

it.each(SUB_PAGES)('draws %s on a phone, under the area’s menu, and on a desktop, from the calls the server asks for its address', (url, replyOf, words) => {
  const pathname = url.split('?')[0]!;
  for (const phone of [true, false]) {
    const replies = pageReplies(url, phone, replyOf);
    expect(replies.map(({ path }) => path).sort()).toEqual(Object.keys(replyOf).sort());
    const screen = (phone ? firstScreen : desktopScreen)({ url, language: 'spanish', currency: 'USD', replies })!;
    expect([url, phone, screen?.page]).toEqual([url, phone, pathname]);
    // The area's menu leads on to its other pages, on a phone as on a desktop.
    expect(screen.html).toMatch(/<nav [^>]*aria-label="[^"]+">.*href="\/newsInformation"/);
    expect(screen.html).toMatch(/<h1[^>]*>/);
    for (const word of words.filter(Boolean)) expect([url, phone, word, screen.html.includes(word)]).toEqual([url, phone, word, true]);
    expect(screen.html).not.toContain('data-testid');
  }
  // Without its replies a phone's first screen would show a loading state: it is not drawn.
  expect(firstScreen({ url, language: 'spanish', currency: 'USD', replies: [] })).toBeNull();
});

it('asks the technology products of the type and page its address names, as the page asks them', () => {
  const replies = pageReplies('/technologyProduvt?type=projectFinancing&page=3', false, { [api.listRequirements.path]: { list: [], total: 0 } });
  expect(replies[0]!.body).toEqual({ kind: 'technology', sort: 'newest', everyNumber: 8, currentPage: 3, needType: 'projectFinancing' });
  const screen = desktopScreen({ url: '/technologyProduvt?type=projectFinancing&page=3', language: 'spanish', currency: 'USD', replies })!;
  // The chosen type's tab is marked, and its panel holds the list.
  expect(screen.html).toMatch(/<button [^>]*role="tab"[^>]*aria-selected="true"[^>]*>Financiamiento de proyectos<\/button>/);
  expect(screen.html).toMatch(/role="tabpanel"/);
});

it('draws a phone’s policy partners, China’s first, from the partners the html answers', () => {
  const replies = pageReplies('/policyPartner', true, {
    [api.listSitePages.path]: {
      list: [sitePage('partner-mofcom-cn', 'policyPartner', 'Ministerio de Comercio de China'), sitePage('partner-apex-br', 'policyPartner', 'ApexBrasil')],
      total: 2,
    },
  });
  expect(replies[0]!.body).toEqual({ group: 'policyPartner', everyNumber: -1 });
  const screen = firstScreen({ url: '/policyPartner', language: 'spanish', currency: 'USD', replies })!;
  expect(screen.page).toBe('/policyPartner');
  expect(screen.html.indexOf('Ministerio de Comercio de China')).toBeLessThan(screen.html.indexOf('ApexBrasil'));
  expect(screen.html).toMatch(/<h1[^>]*>/);
});
