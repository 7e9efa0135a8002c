import { Container } from '@puente/shared';
import { drawAreaPage, type FirstScreenRequest } from '@puente/shared/first-screen';
import type { ReactElement } from 'react';
import { translations } from './i18n';
import { AboutPage } from './pages/about-us';
import { ContactPage } from './pages/contact-us';
import { LoginPage } from './pages/login';
import { MobileFaqPage } from './pages/mobile-faq';

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

/** The shell's first screen of a phone page, or null for a page it does not draw. */
export const firstScreen = (request: FirstScreenRequest) => drawAreaPage(request, { namespace: 'shell', strings: translations, pages: PAGES });
