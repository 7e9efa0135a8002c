import {
  AreaRouter,
  Box,
  BrowserRouter,
  brokerDialogOpenAtom,
  Container,
  deviceAtom,
  isRoute,
  isSignedInAtom,
  LANDING_PAGES,
  Later,
  lazyPage,
  LoadingState,
  Navigate,
  PageNotFound,
  PHONE_CONTROLS,
  PHONE_TAB_BAR_PX,
  PuenteProviders,
  redirectLocation,
  ToasterHost,
  useLocation,
  useNavigate,
  visitModeAtom,
  type AreaPages,
  type MobileAreaPages,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AreaOutlet } from './chrome/area-outlet';
import { Footer } from './chrome/footer';
import { Header } from './chrome/header';
import { PhoneHeaderFrame } from './chrome/mobile/phone-header-frame';
import { MAIN_CONTENT_ID, SkipLink } from './chrome/skip-link';
import { RouteEffects } from './chrome/route-effects';
import { SecondaryBar } from './chrome/secondary-bar';
import { SideWidget } from './chrome/side-widget';
import { useTopPadding } from './chrome/top-padding';
import { watchFirstScreen } from './lib/first-screen';
// The shell's own pages load when visited: an area's first page does not carry them.
const ComplaintPage = lazyPage(() => import('./pages/complaint'), 'ComplaintPage');
const HomePage = lazyPage(() => import('./pages/home'), 'HomePage');
const LoginPage = lazyPage(() => import('./pages/login'), 'LoginPage');
const MessagesPage = lazyPage(() => import('./pages/message'), 'MessagesPage');
const MessageDetailsPage = lazyPage(() => import('./pages/message-details'), 'MessageDetailsPage');
const AboutPage = lazyPage(() => import('./pages/about-us'), 'AboutPage');
const ContactPage = lazyPage(() => import('./pages/contact-us'), 'ContactPage');
const FaqPage = lazyPage(() => import('./pages/problem'), 'FaqPage');
const PlatformStatusPage = lazyPage(() => import('./pages/platform-status'), 'PlatformStatusPage');
// The phone's chrome and own pages, downloaded by phones only.
// Named, so the server can name them in a phone's html (api/src/plugins/page-hints.ts).
const MobileHeader = lazyPage(() => import(/* webpackChunkName: "phone-header" */ './chrome/mobile/mobile-header'), 'MobileHeader');
const TabBar = lazyPage(() => import(/* webpackChunkName: "phone-tab-bar" */ './chrome/mobile/tab-bar'), 'TabBar');
const MobileRegisterPage = lazyPage(() => import('./pages/mobile-register'), 'MobileRegisterPage');
const MobileCompleteInfoPage = lazyPage(() => import('./pages/mobile-complete-information'), 'MobileCompleteInfoPage');
const MobileFaqPage = lazyPage(() => import('./pages/mobile-faq'), 'MobileFaqPage');
const MobileFaqAnswerPage = lazyPage(() => import('./pages/mobile-faq-answer'), 'MobileFaqAnswerPage');
const MobileChangePasswordPage = lazyPage(() => import('./pages/mobile-change-password'), 'MobileChangePasswordPage');
const MobileBrokerApplicationPage = lazyPage(() => import('./pages/mobile-broker-application'), 'MobileBrokerApplicationPage');

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
  'platform/status': PlatformStatusPage,
};

/**
 * A phone's `/`: the shop of the visit mode, for a guest too (a phone visitor came to shop; the
 * login is at /login, where every action that needs a session leads).
 */
function MobileRootRoute() {
  const visitMode = useAtomValue(visitModeAtom);
  const landing = LANDING_PAGES[visitMode];
  return <Navigate to={redirectLocation(landing, '', 'mobile') ?? landing} replace />;
}

/**
 * The shell's phone page for each of its mobile routes (the type requires every one). Pages that
 * read well on a phone as they are (the help pages, messages, the login) serve both tables.
 */
export const SHELL_MOBILE_PAGES: MobileAreaPages<'shell'> = {
  root: MobileRootRoute,
  login: LoginRoute,
  regist: MobileRegisterPage,
  completeInformation: MobileCompleteInfoPage,
  problem: MobileFaqPage,
  problemInfo: MobileFaqAnswerPage,
  complaint: ComplaintPage,
  contactUs: ContactPage,
  aboutUs: AboutPage,
  contactInformation: ContactPage,
  'mine/message': MessagesPage,
  'mine/messageDetail': MessageDetailsPage,
  'mine/changePassword': MobileChangePasswordPage,
  'mine/brokerApplication': MobileBrokerApplicationPage,
};

/**
 * The shell's own pages; paths of an area render nothing here (the area mounts in the outlet).
 * A redirect of spec section 2, or a link made for the other kind of device, leads on first.
 */
function ShellPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const visitMode = useAtomValue(visitModeAtom);
  const redirect = redirectLocation(location.pathname, location.search);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AreaRouter
      area="shell"
      pages={SHELL_PAGES}
      mobilePages={SHELL_MOBILE_PAGES}
      notFound={<PageNotFound homeHref={LANDING_PAGES[visitMode]} onHome={() => navigate(LANDING_PAGES[visitMode])} />}
    />
  );
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

function Main({ mobile }: { mobile: boolean }) {
  const topPadding = useTopPadding();
  // A first screen from the html (ADR 007), the shell's page or an area's, gives way once the page is drawn here.
  useEffect(() => watchFirstScreen(document.getElementById(MAIN_CONTENT_ID)), []);
  return (
    // At least a screen tall, so the footer starts below the fold and content arriving from the
    // areas never pushes visible things around (layout shift).
    // The skip link's target: focusable by script only, and without a ring (it is not a control).
    <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} _focus={{ outline: 'none' }} flex="1" minH="100vh" minW="0" pt={mobile ? 0 : { base: 0, lg: `${topPadding}px` }}>
      {/* A flow root: a page's top margin stays inside, so the container keeps its place when the page replaces the loading state. */}
      <Container maxW="7xl" px={mobile ? '3' : undefined} display="flow-root">
        <Suspense fallback={<LoadingState />}>
          <ShellPage />
        </Suspense>
      </Container>
      <AreaOutlet />
    </Box>
  );
}

/**
 * The page's frame: on a desktop the header of the visit type, the secondary bar and the side
 * widget; on a phone the compact header and the tab bar (the footer keeps room above the bar).
 */
function Frame() {
  const mobile = useAtomValue(deviceAtom) === 'mobile';
  return (
    <BrowserRouter>
      <RouteEffects />
      <Box
        minH="100vh"
        display="flex"
        flexDirection="column"
        bg="bg.subtle"
        pb={mobile ? `${PHONE_TAB_BAR_PX}px` : undefined}
        css={mobile ? PHONE_CONTROLS : undefined}
        data-site={mobile ? 'mobile' : 'desktop'}
      >
        <SkipLink />
        {mobile ? (
          <Suspense fallback={<PhoneHeaderFrame />}>
            <MobileHeader />
          </Suspense>
        ) : (
          <Header />
        )}
        {mobile ? null : <SecondaryBar />}
        <Main mobile={mobile} />
        <Later>
          <Footer />
        </Later>
      </Box>
      {mobile ? (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      ) : (
        <SideWidget />
      )}
      <BrokerDialogHost />
      <ToasterHost />
    </BrowserRouter>
  );
}

export function ShellApp() {
  return (
    <PuenteProviders>
      <Frame />
    </PuenteProviders>
  );
}
