/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { calls, siteLandingCalls } from '@puente/shared';
import { firstCallsOf } from '@puente/shared/first-calls';
import { firstScreen } from './first-screen';

const { carousel } = siteLandingCalls(4);
const replies = [
  {
    path: carousel.call.path,
    body: carousel.body,
    reply: {
      result: 1,
      list: [
        {
          id: 4,
          title: 'Abra y opere más allá de las fronteras',
          subtitle: 'Registro de empresas.',
          imageUrl: '/static/carousel/comprehensive-1.svg',
          link: '/companyRegistration',
        },
      ],
    },
  },
];

it('draws the landing a phone opens, in the area’s own router, from the carousel the html answers', () => {
  const screen = firstScreen({ url: '/integratedComprehensive', language: 'spanish', currency: 'USD', replies })!;
  expect(screen.page).toBe('/integratedComprehensive');
  expect(screen.html).toMatch(/<h1[^>]*>Abra y opere más allá de las fronteras<\/h1>/);
  expect(screen.html).toContain('<img src="/static/carousel/comprehensive-1.svg"');
  // The four services under the carousel, each a link to its page.
  expect(screen.html).toMatch(/href="\/companyRegistration"[\s\S]*href="\/businessInspection"[\s\S]*href="\/visaProcessing"[\s\S]*href="\/landServices"/);
  expect(screen.html).not.toContain('data-testid');
});

it('draws nothing when the carousel is not answered, nor for a page it does not draw', () => {
  expect(firstScreen({ url: '/integratedComprehensive', language: 'spanish', currency: 'USD', replies: [] })).toBeNull();
  expect(firstScreen({ url: '/parkList', language: 'spanish', currency: 'USD', replies })).toBeNull();
  // A slug no page can have asks nothing: the page says so, drawn as the live page says it.
  expect(firstScreen({ url: '/serviceGuide?slug=Not%20a%20slug', language: 'spanish', currency: 'USD', replies: [] })!.html).toContain('Esta página no existe o fue retirada.');
});

const sitePage = (slug: string, group: string, title: string) => ({
  id: 1,
  slug,
  group,
  countryCode: 'BR',
  title,
  summary: `Resumen: ${title}.`,
  cover: '',
  illustrative: group === 'park',
  facts: [{ label: 'Plazo', value: '30 días' }],
});

/** The replies the server puts in the html for the address (firstCallsOf), carried through the html's JSON. */
function repliesFor(url: string) {
  const [pathname = '/', query = ''] = url.split('?');
  return firstCallsOf(pathname, query && `?${query}`, true).map(({ call, body }) => {
    const { group, slug } = body as { group?: string; slug?: string };
    const reply =
      call.path === calls.listSitePages.path
        ? { list: [sitePage(`${group}-1`, group!, group === 'park' ? 'Parque Industrial del Norte' : 'Registro de empresa en Brasil')], total: 1 }
        : {
            data: {
              ...sitePage(slug!, 'visa', 'Visado de negocios para Brasil'),
              sections: [{ heading: 'Requisitos', paragraphs: ['Pasaporte vigente.'], items: [] }],
              contact: null,
              note: '',
              updateTime: 0,
            },
          };
    return { path: call.path, body: JSON.parse(JSON.stringify(body)), reply: { result: 1, ...reply } };
  });
}

it('draws the services, the parks and a guide a phone opens, under the area’s menu, from the calls the server asks for their addresses', () => {
  const registration = firstScreen({ url: '/companyRegistration', language: 'spanish', currency: 'USD', replies: repliesFor('/companyRegistration') })!;
  expect(registration.page).toBe('/companyRegistration');
  expect(registration.html).toMatch(/<nav [^>]*>.*href="\/parkList"/);
  expect(registration.html).toContain('Registro de empresa en Brasil');
  // The land services show the first parks too.
  expect(firstCallsOf('/landServices', '', true).map(({ body }) => body)).toEqual([
    { group: 'land', everyNumber: -1 },
    { group: 'park', everyNumber: 4 },
  ]);
  expect(firstScreen({ url: '/landServices', language: 'english', currency: 'USD', replies: repliesFor('/landServices') })!.html).toContain('Parque Industrial del Norte');
  expect(firstScreen({ url: '/parkList', language: 'chinese_simplified', currency: 'USD', replies: repliesFor('/parkList') })!.html).toContain('Parque Industrial del Norte');
  const guide = firstScreen({
    url: '/serviceGuide?slug=business-visa-brazil',
    language: 'spanish',
    currency: 'USD',
    replies: repliesFor('/serviceGuide?slug=business-visa-brazil'),
  })!;
  expect(guide.page).toBe('/serviceGuide');
  expect(guide.html).toMatch(/<h1[^>]*>Visado de negocios para Brasil<\/h1>/);
  expect(guide.html).toContain('Pasaporte vigente.');
  expect(firstCallsOf('/parkDetails3', '', true).map(({ body }) => body)).toEqual([{ slug: 'park-3' }]);
  expect(firstScreen({ url: '/parkDetails3', language: 'spanish', currency: 'USD', replies: repliesFor('/parkDetails3') })!.page).toBe('/parkDetails3');
});
