import { isValidElement, lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { findDesktopRoute, findRoute, LANDING_PAGES, routesOfArea, type Area, type MobileRouteEntry, type MobileRouteNameIn, type RouteNameIn } from '../contract';
import { Navigate, Route, Routes, useLocation } from '../router';
import { AreaNotFound } from './not-found';
import { LoadingState } from './page-states';
import { routeCatalogueAtom } from '../store/atoms';
import { SessionGuard } from './session-guard';

/** What a route shows: a page component (often `lazy`) or an element, for a page with props. */
export type AreaPage = ComponentType | ReactElement;

/**
 * A page loaded when first visited: the named export `name` of the module `load` imports (each
 * page has its file). A page with props takes them as an element: `<OrderList side="buyer" />`.
 */
export function lazyPage<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => (loading ??= load().then((module) => ({ default: module[name] })));
  // `preload` starts the download before React renders the page (preloadPage), and it is the same one.
  return Object.assign(lazy(get), { preload: get });
}

const preloadOf = (page: AreaPage | undefined) => {
  const target = (isValidElement(page) ? page.type : page) as { preload?: () => unknown } | undefined;
  if (typeof target?.preload === 'function') void Promise.resolve(target.preload()).catch(() => undefined);
};

/**
 * Starts loading the page the address shows, as the area's code arrives, before its strings are
 * read and it mounts: the page's scripts come in parallel with the strings instead of after them.
 */
export function preloadPage<A extends Area>(area: A, pages: AreaPages<A>, mobilePages?: Partial<MobileAreaPages<A>>, pathname = window.location.pathname) {
  const route = findRoute(pathname);
  if (route?.area === area) preloadOf(pageFor(route, area, pages, mobilePages));
}

/** An area's pages by route name: the type requires exactly the catalogue's routes of that area. */
export type AreaPages<A extends Area> = { readonly [N in RouteNameIn<A>]: AreaPage };

/** An area's phone pages by mobile route name: the type requires exactly the mobile table's routes of that area. */
export type MobileAreaPages<A extends Area> = { readonly [N in MobileRouteNameIn<A>]: AreaPage };

export interface AreaRouterProps<A extends Area> {
  area: A;
  pages: AreaPages<A>;
  /**
   * The area's phone pages (its `./mobile`). On a phone, a mobile route without one shows its
   * desktop route's page when this area owns it, and otherwise leads to that desktop route
   * (which the page's redirects bring to the phone route standing for it).
   */
  mobilePages?: Partial<MobileAreaPages<A>>;
  /** A frame around every page of the area (the personal centre's menu); it stays mounted between pages. */
  layout?: ComponentType<{ children: ReactNode }>;
  /** What a path outside the catalogue shows; by default "not found" with a link to the area's landing page. */
  notFound?: ReactNode;
}

function render(page: AreaPage): ReactNode {
  if (isValidElement(page)) return page;
  const Page = page as ComponentType;
  return <Page />;
}

/**
 * An area's router, generated from the catalogue: one route per catalogue path of the area, each
 * showing its page from `pages`, behind the one session guard (which reads the route's `auth`).
 * Lazy pages load inside the area's frame, with the loading state in their place. On another
 * area's path it shows nothing: that area's page is the one on screen (a remote stays mounted for
 * a moment after the address leaves it).
 */
function pageOf<A extends Area>(
  route: ReturnType<typeof routesOfArea<A>>[number],
  area: A,
  pages: AreaPages<A>,
  mobilePages: Partial<MobileAreaPages<A>> | undefined,
  search: string,
): ReactNode {
  const page = pageFor(route, area, pages, mobilePages);
  return page ? render(page) : <Navigate to={`${(route as unknown as MobileRouteEntry).desktop}${search}`} replace />;
}

/**
 * The page a route of the area shows: a desktop route's own; a phone route's phone page, else the
 * page of the desktop route it stands for when this area owns it. None: the route leads elsewhere.
 */
function pageFor<A extends Area>(route: { name: string }, area: A, pages: AreaPages<A>, mobilePages: Partial<MobileAreaPages<A>> | undefined): AreaPage | undefined {
  if (!('desktop' in route)) return pages[route.name as RouteNameIn<A>];
  const phone = route as unknown as MobileRouteEntry;
  const own = mobilePages?.[phone.name as MobileRouteNameIn<A>];
  if (own) return own;
  const desktop = findDesktopRoute(phone.desktop);
  return desktop?.area === area ? pages[desktop.name as RouteNameIn<A>] : undefined;
}

export function AreaRouter<A extends Area>({ area, pages, mobilePages, layout: Layout, notFound }: AreaRouterProps<A>) {
  // Re-read when a remote declares routes; until the registry is read, an unknown path may yet be one of them.
  const catalogue = useAtomValue(routeCatalogueAtom);
  const location = useLocation();
  const elsewhere = findRoute(location.pathname)?.area;
  if (elsewhere && elsewhere !== area) return null;
  if (!elsewhere && !catalogue.settled) return <LoadingState />;
  const routes = routesOfArea(area);
  const landing = LANDING_PAGES[routes[0]?.visit ?? 'product'];
  const body = (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={pageOf(route, area, pages, mobilePages, location.search)} />
        ))}
        <Route path="*" element={notFound ?? <AreaNotFound landing={landing} />} />
      </Routes>
    </Suspense>
  );
  return <SessionGuard>{Layout ? <Layout>{body}</Layout> : body}</SessionGuard>;
}

/**
 * The router of an area its remote declares itself (routes.json, carried in its manifest): the
 * same router, keyed by the declared routes' names (`/tradeShows` is `tradeShows`).
 */
export function DeclaredAreaRouter({ area, pages, layout }: { area: string; pages: Readonly<Record<string, AreaPage>>; layout?: ComponentType<{ children: ReactNode }> }) {
  return <AreaRouter area={area as Area} pages={pages as never} {...(layout ? { layout } : {})} />;
}
