import {
  AreaRouter,
  Box,
  BrowserRouter,
  brokerDialogOpenAtom,
  Container,
  findRoute,
  HEADER_PADDING,
  isRoute,
  isSignedInAtom,
  LANDING_PAGES,
  lazyPage,
  LoadingState,
  Navigate,
  PageNotFound,
  PuenteProviders,
  resolveRedirect,
  ToasterHost,
  useLocation,
  useNavigate,
  visitModeAtom,
  type AreaPages,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AreaOutlet } from './chrome/area-outlet';
import { Footer } from './chrome/footer';
import { Header } from './chrome/header';
import { MAIN_CONTENT_ID, SkipLink } from './chrome/skip-link';
import { RouteEffects } from './chrome/route-effects';
import { SecondaryBar } from './chrome/secondary-bar';
import { SideWidget } from './chrome/side-widget';
// The shell's own pages load when visited: an area's first page does not carry them.
const ComplaintPage = lazyPage(() => import('./pages/complaint'), 'ComplaintPage');
const HomePage = lazyPage(() => import('./pages/home'), 'HomePage');
const LoginPage = lazyPage(() => import('./pages/login'), 'LoginPage');
const MessagesPage = lazyPage(() => import('./pages/message'), 'MessagesPage');
const MessageDetailsPage = lazyPage(() => import('./pages/message-details'), 'MessageDetailsPage');
const AboutPage = lazyPage(() => import('./pages/about-us'), 'AboutPage');
const ContactPage = lazyPage(() => import('./pages/contact-us'), 'ContactPage');
const FaqPage = lazyPage(() => import('./pages/problem'), 'FaqPage');

/** The login page; at the root, a member goes on to the visit mode's landing page instead. */
function LoginRoute() {
  const location = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  const visitMode = useAtomValue(visitModeAtom);
  if (signedIn && isRoute(location.pathname, 'root')) return <Navigate to={LANDING_PAGES[visitMode]} replace />;
  return <LoginPage />;
}

/**
 * The shell's page for each of its catalogue routes (the type requires every one and no other).
 * Routes sharing a page share its component, so moving between them keeps the page mounted.
 * Messages need a session: the catalogue says so, and the router's guard asks a guest to log in.
 */
export const SHELL_PAGES: AreaPages<'shell'> = {
  root: LoginRoute,
  login: LoginRoute,
  home: HomePage,
  message: MessagesPage,
  messageDetails: MessageDetailsPage,
  complaint: ComplaintPage,
  contactUs: ContactPage,
  problem: FaqPage,
  aboutUs: AboutPage,
  contactInformation: ContactPage,
};

/** The shell's own pages; paths of an area render nothing here (the area mounts in the outlet). */
function ShellPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const visitMode = useAtomValue(visitModeAtom);
  const redirect = resolveRedirect(location.pathname);
  if (redirect) return <Navigate to={`${redirect}${location.search}`} replace />;
  return <AreaRouter area="shell" pages={SHELL_PAGES} notFound={<PageNotFound homeHref={LANDING_PAGES[visitMode]} onHome={() => navigate(LANDING_PAGES[visitMode])} />} />;
}

// The dialog's code loads the first time someone opens it.
const BrokerDialog = lazy(() => import('./chrome/broker-dialog').then((m) => ({ default: m.BrokerDialog })));

function BrokerDialogHost() {
  const open = useAtomValue(brokerDialogOpenAtom);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? (
    <Suspense fallback={null}>
      <BrokerDialog />
    </Suspense>
  ) : null;
}

/**
 * Top padding (spec section 9): the technology and comprehensive landings sit under a fixed,
 * transparent header, so their content starts below it; other pages follow the sticky header.
 */
function useTopPadding(): number {
  const location = useLocation();
  const route = findRoute(location.pathname);
  const visit = useAtomValue(visitModeAtom);
  const mode = route && route.area !== 'shell' ? route.visit : visit;
  const overlay = mode !== 'product' && route?.path === LANDING_PAGES[mode];
  return overlay ? HEADER_PADDING.comprehensiveShort : 0;
}

function Main() {
  const topPadding = useTopPadding();
  return (
    // At least a screen tall, so the footer starts below the fold and content arriving from the
    // areas never pushes visible things around (layout shift).
    // The skip link's target: focusable by script only, and without a ring (it is not a control).
    <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} _focus={{ outline: 'none' }} flex="1" minH="100vh" pt={`${topPadding}px`}>
      <Container maxW="7xl">
        <Suspense fallback={<LoadingState />}>
          <ShellPage />
        </Suspense>
      </Container>
      <AreaOutlet />
    </Box>
  );
}

export function ShellApp() {
  return (
    <PuenteProviders>
      <BrowserRouter>
        <RouteEffects />
        <Box minH="100vh" display="flex" flexDirection="column" bg="bg.subtle">
          <SkipLink />
          <Header />
          <SecondaryBar />
          <Main />
          <Footer />
        </Box>
        <SideWidget />
        <BrokerDialogHost />
        <ToasterHost />
      </BrowserRouter>
    </PuenteProviders>
  );
}
