import { Container } from '@puente/shared';
import { drawAreaPage, type FirstScreenRequest } from '@puente/shared/first-screen';
import { translations } from './i18n';
import { LoginPage } from './pages/login';

/**
 * The shell's phone pages the server draws before any script (ADR 007), in the container the
 * shell's frame holds its pages in. The login asks nothing of the API: it is drawn from its strings.
 * The root is left out: a member who opens it goes on to a landing, which the server cannot know.
 */
const PAGES = {
  '/login': () => (
    <Container maxW="7xl" px="3" display="flow-root">
      <LoginPage />
    </Container>
  ),
};

/** The shell's first screen of a phone page, or null for a page it does not draw. */
export const firstScreen = (request: FirstScreenRequest) => drawAreaPage(request, { namespace: 'shell', strings: translations, pages: PAGES });
