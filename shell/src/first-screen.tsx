import { Box, breadcrumbsAtom, Container, EMPTY_TRAILS, findRoute, languageAtom, openPage, useLocation, visitModeAtom } from '@puente/shared';
import { drawAreaPage, joinStyles, renderFirstScreen, type DrawnScreen, type FirstScreenRequest } from '@puente/shared/first-screen';
import { useAtomValue, useStore } from 'jotai';
import type { ReactElement } from 'react';
import { Header } from './chrome/header';
import { SecondaryBar } from './chrome/secondary-bar';
import { pageTitle } from './chrome/route-effects';
import { useTopPadding } from './chrome/top-padding';
import { translations } from './i18n';
import { AboutPage } from './pages/about-us';
import { ContactPage } from './pages/contact-us';
import { LoginPage } from './pages/login';
import { MobileFaqPage } from './pages/mobile-faq';
import { FaqPage } from './pages/problem';

/** A shell page in the container the shell's frame holds its pages in on a phone. */
const inFrame = (page: ReactElement) => () => (
  <Container maxW="7xl" px="3" display="flow-root">
    {page}
  </Container>
);

/**
 * The shell's phone pages the server draws before any script (ADR 007), in the container the
 * shell's frame holds its pages in. The login asks nothing of the API: it is drawn from its strings;
 * the site's pages (about us, the questions, the contact page) from their articles.
 * The root is left out: a member who opens it goes on to a landing, which the server cannot know.
 */
const PAGES = {
  '/login': inFrame(<LoginPage />),
  '/aboutUs': inFrame(<AboutPage />),
  '/problem': inFrame(<MobileFaqPage />),
  '/contactUs': inFrame(<ContactPage />),
  '/contactInformation': inFrame(<ContactPage />),
};

/** The server joins the frame's styles and an area page's with the shell's copy of the first-screen code. */
export { joinStyles };

/** Where an area's page goes in the desktop's frame (desktopChrome): the server puts the area's first screen there. */
export const PAGE_SLOT = '<!--puente-page-->';

/**
 * What RouteEffects sets once a page opens, set in this render's own store before the frame is
 * drawn (on the server only): the route's visit mode, and the breadcrumbs of a link opened afresh,
 * under the page's list page where it has one. The secondary bar then shows what the live one will.
 */
function useOpenedFresh() {
  const store = useStore();
  const location = useLocation();
  const language = useAtomValue(languageAtom);
  const route = findRoute(location.pathname);
  if (!route) return;
  if (route.area !== 'shell') store.set(visitModeAtom, route.visit);
  const parent = route.parent ? findRoute(route.parent) : undefined;
  const start = parent ? openPage(EMPTY_TRAILS, 'first', { href: parent.path, title: parent.title[language] }).store : EMPTY_TRAILS;
  const { trail } = openPage(start, 'first', { href: `${location.pathname}${location.search}`, title: pageTitle(location.pathname, location.search, language) });
  store.set(breadcrumbsAtom, { key: null, trail });
}

/**
 * A desktop page's frame as the shell's Frame lays it out for a reader who is not signed in
 * (app.tsx): the header of the page's visit type, the secondary bar, and the main part with the
 * shell's page in its container, or the area's outlet; PAGE_SLOT marks where the page goes. It is
 * drawn around the page in the first screen, which lies over the whole window until the live page
 * stands (ADR 010): the header's height, which varies with the route and the window's width, need
 * not be known.
 */
function DesktopFrame({ shellPage }: { shellPage: boolean }) {
  useOpenedFresh();
  const topPadding = useTopPadding();
  const slot = <div dangerouslySetInnerHTML={{ __html: PAGE_SLOT }} />;
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="bg.subtle">
      <Header />
      <SecondaryBar />
      <Box as="main" flex="1" minH="100vh" minW="0" pt={{ base: 0, lg: `${topPadding}px` }}>
        <Container maxW="7xl" display="flow-root">
          {shellPage ? slot : null}
        </Container>
        {shellPage ? null : <Box position="relative">{slot}</Box>}
      </Box>
    </Box>
  );
}

/** The shell's own desktop pages the server draws before any script (ADR 010), as ShellPage shows them in the frame's container. */
const DESKTOP_PAGES: Record<string, () => ReactElement> = {
  '/aboutUs': () => <AboutPage />,
  '/problem': () => <FaqPage />,
  '/contactUs': () => <ContactPage />,
  '/contactInformation': () => <ContactPage />,
};

const SHELL = { namespace: 'shell', strings: translations, pages: PAGES, desktopPages: DESKTOP_PAGES };

/** The shell's first screen of a phone page, or null for a page it does not draw. */
export const firstScreen = (request: FirstScreenRequest) => drawAreaPage(request, SHELL);

/** The desktop's frame at the request's address, with PAGE_SLOT where the page goes. */
function desktopFrame(request: FirstScreenRequest, shellPage: boolean) {
  return renderFirstScreen(
    <DesktopFrame shellPage={shellPage} />,
    { ...request, device: 'desktop' },
    { namespace: 'shell', strings: translations[request.language] },
    { frame: true },
  );
}

/** The shell's first screen of a desktop page of its own (ADR 010), in its frame, or null for a page it does not draw. */
export function desktopScreen(request: FirstScreenRequest): DrawnScreen | null {
  const page = drawAreaPage({ ...request, device: 'desktop' }, SHELL);
  const frame = page && desktopFrame(request, true);
  return frame && { page: page.page, html: frame.html.replace(PAGE_SLOT, page.html), styles: joinStyles(frame, page) };
}

/**
 * The desktop's frame for an area's page at the request's address (ADR 010), with PAGE_SLOT where
 * the area's first screen goes: the server puts the two together.
 */
export function desktopChrome(request: FirstScreenRequest): DrawnScreen | null {
  const frame = desktopFrame(request, false);
  return frame && { page: request.url.split('?')[0] ?? '/', ...frame };
}
