/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { siteLandingCalls } from '@puente/shared';
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
});
