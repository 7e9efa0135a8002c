/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { siteLandingCalls } from '@puente/shared';
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
