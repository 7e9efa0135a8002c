import { Box, ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { callKey, findRoute, type Currency, type Language } from '../contract';
import { I18N_OPTIONS, nest, readPluralsByTag } from '../i18n/i18n';
import * as chinese_simplified from '../locales/chinese_simplified';
import * as english from '../locales/english';
import * as portuguese from '../locales/portuguese';
import * as spanish from '../locales/spanish';
import { currencyAtom, deviceAtom, languageAtom } from '../store/atoms';
import { PHONE_CONTROLS, puenteSystem } from '../ui/system';

/**
 * A phone page's first screen drawn by the server, before any script (issue perf-web, ADR 007):
 * the page's own components, rendered to html from the replies the html already carries for its
 * first calls. Server-only (`@puente/shared/first-screen`): no browser build imports it.
 */

/** One of the replies the server puts in the page's html (api/src/plugins/page-hints.ts, firstReplies). */
export interface FirstReply {
  path: string;
  body: unknown;
  reply: unknown;
}

export interface FirstScreenRequest {
  /**
   * The page's address as the device shows it (on a phone, a desktop address already turned into
   * its phone route).
   */
  url: string;
  /** The device the page is drawn for: a phone unless it says desktop (a desktop's first screen, ADR 010). */
  device?: 'mobile' | 'desktop';
  language: Language;
  currency: Currency;
  /** What the page draws from: its first calls' replies, for a reader who is not signed in. */
  replies: readonly FirstReply[];
}

export interface FirstScreen {
  /** The page's markup. Test ids are left out: the live page that replaces it carries them. */
  html: string;
  /**
   * The styles of the markup in one element, named as emotion names them: the browser's emotion
   * reads those names and does not write the same rules again.
   */
  styles: string;
  /** The rules of `styles` by the emotion names they carry, so that two screens drawn into one page share theirs (`joinStyles`). */
  rules?: StyleRule[];
}

/** One emotion rule of a first screen: the names it defines and its CSS. */
export interface StyleRule {
  ids: string[];
  css: string;
}

/** The rules in one style element named as emotion names them; a value from the data (a picture's address) cannot close it. */
function styleElement(rules: StyleRule[]): string {
  const names = rules.flatMap((rule) => rule.ids);
  const css = rules
    .map((rule) => rule.css)
    .join('')
    .replace(/</g, '\\3c ');
  return names.length ? `<style data-emotion="css ${names.join(' ')}">${css}</style>` : '';
}

/**
 * The styles of two screens drawn into one page (a desktop's frame and its page), each rule once:
 * the frame and the page draw the same components, whose rules would otherwise be sent twice.
 */
export function joinStyles(first: FirstScreen, second: FirstScreen): string {
  if (!first.rules || !second.rules) return first.styles + second.styles;
  const seen = new Set<string>();
  const rules: StyleRule[] = [];
  for (const rule of [...first.rules, ...second.rules]) {
    const fresh = rule.ids.filter((id) => !seen.has(id));
    if (fresh.length) rules.push({ ids: fresh, css: rule.css });
    for (const id of rule.ids) seen.add(id);
  }
  return styleElement(rules);
}

/** A first screen with the path of the route it draws, which the shell compares the address with. */
export type DrawnScreen = FirstScreen & { page: string };

const SHARED_STRINGS = { english, chinese_simplified, portuguese, spanish } as const;

/** An i18next instance of its own for one render, in one language: renders of other languages may run beside it. */
function stringsIn(language: Language, namespace: string, strings: Record<string, unknown>) {
  const instance = i18next.createInstance();
  const shared = SHARED_STRINGS[language];
  void instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: language,
    resources: { [language]: { common: shared.common, messages: nest(shared.messages), [namespace]: strings } },
  });
  readPluralsByTag(instance);
  return instance;
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Renders a page element for a first screen: inside the platform's providers, as a reader who is
 * not signed in sees it on a phone, its calls answered from `request.replies` and nothing else.
 * `strings` are the area's own, in the request's language, under `namespace`. Null when a reply
 * the page needs is missing: the page would show a loading state, which the live page does better.
 */
export function renderFirstScreen(
  element: ReactElement,
  request: FirstScreenRequest,
  area: { namespace: string; strings: Record<string, unknown> },
  /** A frame (the desktop's header around a page) is drawn as it is: it has no heading of its own. */
  { frame = false }: { frame?: boolean } = {},
): FirstScreen | null {
  const store = createStore();
  store.set(languageAtom, request.language);
  store.set(currencyAtom, request.currency);
  const phone = request.device !== 'desktop';
  store.set(deviceAtom, phone ? 'mobile' : 'desktop');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The key useApiQuery reads a call under: the call and body, the currency, the language, signed out.
  // Copied into this module's own realm: a server may hand them over from another (a vm, a test's
  // sandbox), and the query cache sorts a key's objects only when they are this realm's plain objects.
  const replies = JSON.parse(JSON.stringify(request.replies)) as FirstReply[];
  for (const { path, body, reply } of replies) client.setQueryData([...callKey({ path }, body), request.currency, request.language, false], reply);
  const markup = renderToString(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ChakraProvider value={puenteSystem()}>
          <I18nextProvider i18n={stringsIn(request.language, area.namespace, area.strings)}>
            <MemoryRouter initialEntries={[request.url]}>
              {/* On a phone in the phone's controls, as the shell's frame holds the live page. */}
              {phone ? <Box css={PHONE_CONTROLS}>{element}</Box> : element}
            </MemoryRouter>
          </I18nextProvider>
        </ChakraProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  client.clear();
  // A first screen shows what is answered; one that would show a loading state is not drawn. A
  // desktop's screen is taller than the window: a part lower down that waits for a call of its own
  // (a goods page's brand) shows its loading state, as the live page does until the call answers,
  // but the page's top, up to its first heading, is drawn whole.
  const loading = / aria-busy="true"| data-testid="loading-state"/;
  if (frame || phone ? loading.test(markup) : !/<h[12][\s>]/.test(markup) || loading.test(markup.slice(0, markup.search(/<h[12][\s>]/)))) return null;
  // Emotion writes each rule as a style element beside the element that uses it. They are gathered
  // into one; the global ones are dropped, as the html carries the system's CSS already (ADR 006).
  const rules: StyleRule[] = [];
  const seen = new Set<string>();
  const html = markup
    .replace(EMOTION_STYLE, (_match, attribute: string, css: string) => {
      const [key, ...ids] = attribute.split(' ');
      if (key !== 'css') return '';
      const fresh = ids.filter((id) => !seen.has(id));
      if (fresh.length) rules.push({ ids: fresh, css });
      for (const id of ids) seen.add(id);
      return '';
    })
    .replace(/ data-testid="[^"]*"/g, '')
    // A form sends nothing before the live page stands: a dialog's method outside a dialog submits
    // nowhere, so a tap on "Log in" cannot put a password in the address as a plain form would.
    .replace(/<form(?![^>]* method=)/g, '<form method="dialog"')
    // React's own preloads for the eager pictures: the html's head preloads them already.
    .replace(/^(<link [^>]*>)+/, '');
  return { html, styles: styleElement(rules), rules };
}

/** An area's first screens: its namespace and strings, and the pages it draws by the path of the route a phone (or a desktop) opens. */
export interface AreaFirstScreens {
  namespace: string;
  strings: Record<Language, Record<string, unknown>>;
  /** Each page as the area's phone router wraps it, so the first screen and the live page sit in the same place. */
  pages: Record<string, () => ReactElement>;
  /**
   * Each desktop page as the area's desktop router wraps it (its container and menu), by the path
   * of its desktop route (ADR 010). The shell draws the header around it.
   */
  desktopPages?: Record<string, () => ReactElement>;
}

/**
 * What a remote's `firstScreen` export does (ADR 007): the route a phone opens at the address (its
 * phone route, else the desktop page it still opens), and that page drawn when the area has it; and
 * its `desktopScreen` (ADR 010): the desktop route's page, with `device: 'desktop'`.
 */
export function drawAreaPage(request: FirstScreenRequest, area: AreaFirstScreens): DrawnScreen | null {
  const pathname = request.url.split('?')[0] ?? '/';
  const desktop = request.device === 'desktop';
  const route = findRoute(pathname, desktop ? 'desktop' : 'mobile');
  const page = route ? (desktop ? area.desktopPages : area.pages)?.[route.path] : undefined;
  if (!route || !page) return null;
  const screen = renderFirstScreen(page(), request, { namespace: area.namespace, strings: area.strings[request.language] });
  return screen && { page: route.path, ...screen };
}
