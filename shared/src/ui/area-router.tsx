import { isValidElement, lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { findRoute, LANDING_PAGES, routesOfArea, type Area, type RouteNameIn } from '../contract';
import { Route, Routes, useLocation } from '../router';
import { AreaNotFound } from './not-found';
import { LoadingState } from './page-states';
import { SessionGuard } from './session-guard';

/** What a route shows: a page component (often `lazy`) or an element, for a page with props. */
export type AreaPage = ComponentType | ReactElement;

/**
 * A page loaded when first visited: the named export `name` of the module `load` imports (each
 * page has its file). A page with props takes them as an element: `<OrderList side="buyer" />`.
 */
export function lazyPage<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** An area's pages by route name: the type requires exactly the catalogue's routes of that area. */
export type AreaPages<A extends Area> = { readonly [N in RouteNameIn<A>]: AreaPage };

export interface AreaRouterProps<A extends Area> {
  area: A;
  pages: AreaPages<A>;
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
export function AreaRouter<A extends Area>({ area, pages, layout: Layout, notFound }: AreaRouterProps<A>) {
  const elsewhere = findRoute(useLocation().pathname)?.area;
  if (elsewhere && elsewhere !== area) return null;
  const routes = routesOfArea(area);
  const landing = LANDING_PAGES[routes[0]?.visit ?? 'product'];
  const body = (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={render(pages[route.name as RouteNameIn<A>])} />
        ))}
        <Route path="*" element={notFound ?? <AreaNotFound landing={landing} />} />
      </Routes>
    </Suspense>
  );
  return <SessionGuard>{Layout ? <Layout>{body}</Layout> : body}</SessionGuard>;
}
