/**
 * @jest-environment node
 */
// The server draws first screens in Node, where emotion writes styles into the markup.
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { listCarouselImages } from '../contract/calls/site';
import { useApiQuery } from '../query/use-api-query';
import { QueryView } from '../ui/query-view';
import { joinStyles, renderFirstScreen } from './index';

const body = { siteid: 3 };
const reply = { result: 1, list: [{ id: 1, title: 'Tecnología', subtitle: '', imageUrl: '/static/carousel/a.svg', link: '/x' }] };

function Slides() {
  const { t } = useTranslation('area');
  const slides = useApiQuery(listCarouselImages, body);
  return (
    <QueryView state={slides}>
      {(data) => (
        <Box data-testid="slides" bg="bg.muted" css={{ backgroundImage: `url("${data.list[0]!.imageUrl}")` }}>
          <Text>{t('greeting', { count: data.list.length })}</Text>
          <Text>{data.list[0]!.title}</Text>
        </Box>
      )}
    </QueryView>
  );
}

const area = { namespace: 'area', strings: { greeting_one: 'Una diapositiva', greeting_other: '{{count}} diapositivas' } };

it('draws a page from the replies it is given, with the area’s strings in the reader’s language and its styles gathered', () => {
  const screen = renderFirstScreen(
    <Slides />,
    { url: '/technologyTrading', language: 'spanish', currency: 'USD', replies: [{ path: listCarouselImages.path, body, reply }] },
    area,
  )!;
  expect(screen.html).toContain('Una diapositiva');
  expect(screen.html).toContain('Tecnología');
  expect(screen.html).not.toContain('data-testid');
  expect(screen.html).not.toContain('<style');
  const [, names = ''] = /^<style data-emotion="css ([^"]+)">/.exec(screen.styles) ?? [];
  for (const name of names.split(' ')) expect(screen.html + screen.styles).toContain(`css-${name}`);
  expect(screen.styles).toContain('background-image:url("/static/carousel/a.svg")');
});

it('keeps data in a rule from closing the style element', () => {
  const hostile = { ...reply, list: [{ ...reply.list[0]!, imageUrl: '/a.svg"</style><img src=x onerror=alert(1)>' }] };
  const screen = renderFirstScreen(<Slides />, { url: '/', language: 'english', currency: 'USD', replies: [{ path: listCarouselImages.path, body, reply: hostile }] }, area)!;
  expect(screen.styles.match(/<\/style>/g)).toEqual(['</style>']);
  expect(screen.styles).not.toContain('<img');
});

it('draws nothing when a reply the page needs is missing: it would show a loading state', () => {
  expect(renderFirstScreen(<Slides />, { url: '/', language: 'english', currency: 'USD', replies: [] }, area)).toBeNull();
});

it('joins the styles of two screens drawn into one page with each rule once', () => {
  const request = { url: '/', language: 'english', currency: 'USD', replies: [{ path: listCarouselImages.path, body, reply }] } as const;
  const frame = renderFirstScreen(<Slides />, request, area)!;
  const page = renderFirstScreen(
    <Box p="3">
      <Slides />
    </Box>,
    request,
    area,
  )!;
  const names = (styles: string) => (/^<style data-emotion="css ([^"]+)">/.exec(styles)?.[1] ?? '').split(' ');
  const joined = joinStyles(frame, page);
  expect(new Set(names(joined)).size).toBe(names(joined).length);
  expect(new Set(names(joined))).toEqual(new Set([...names(frame.styles), ...names(page.styles)]));
  expect(joined.match(/<\/style>/g)).toEqual(['</style>']);
  expect(joined.length).toBeLessThan(frame.styles.length + page.styles.length);
  expect(joined.split('background-image:url("/static/carousel/a.svg")')).toHaveLength(2);
});
