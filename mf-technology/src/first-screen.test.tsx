/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { calls as api, siteLandingCalls } from '@puente/shared';
import { firstScreen } from './first-screen';

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
  expect(firstScreen({ url: '/newsInformation', language: 'spanish', currency: 'USD', replies })).toBeNull();
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
