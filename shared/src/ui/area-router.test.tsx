import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { routesOfArea, setRouteTable, type Area, type RouteNameIn } from '../contract';
import { puenteStore } from '../store/store';
import { tokenAtom } from '../store/atoms';
import { AreaRouter, lazyPage, preloadPage, type AreaPages } from './area-router';
import { PuenteProviders } from './providers';

/** A page that says which route it is. */
const pageFor = (name: string) =>
  function Page() {
    return <p data-testid="page">{name}</p>;
  };

/** A map with a page for every route of the area, as a remote declares it. */
function pagesOf<A extends Area>(area: A): AreaPages<A> {
  return Object.fromEntries(routesOfArea(area).map((route) => [route.name, pageFor(route.name)])) as unknown as AreaPages<A>;
}

let where = '';
function Where() {
  const location = useLocation();
  where = location.pathname + location.search;
  return null;
}

function renderAt(path: string, ui: ReactNode) {
  return render(
    <PuenteProviders>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        {ui}
      </MemoryRouter>
    </PuenteProviders>,
  );
}

afterEach(() => act(() => puenteStore.set(tokenAtom, null)));

describe('the router generated from the catalogue', () => {
  it('shows the page of each of the area’s routes, matching paths as the catalogue does', async () => {
    for (const route of routesOfArea('technology')) {
      const { unmount } = renderAt(route.path.toUpperCase(), <AreaRouter area="technology" pages={pagesOf('technology')} />);
      expect((await screen.findByTestId('page')).textContent).toBe(route.name);
      unmount();
    }
  });

  it('takes elements too, for pages that are variants of one component', async () => {
    const Landing = ({ source }: { source: string }) => <p data-testid="page">landing {source}</p>;
    const pages: AreaPages<'product'> = { ...pagesOf('product'), productTrading: <Landing source="china" />, induStrial: <Landing source="industry" /> };
    const { unmount } = renderAt('/induStrial?bc=k', <AreaRouter area="product" pages={pages} />);
    expect((await screen.findByTestId('page')).textContent).toBe('landing industry');
    unmount();
    renderAt('/productTrading', <AreaRouter area="product" pages={pages} />);
    expect((await screen.findByTestId('page')).textContent).toBe('landing china');
  });

  it('sends a guest from a route marked `auth` to log in, and back after', async () => {
    renderAt('/productShoppingCart?from=header', <AreaRouter area="product" pages={pagesOf('product')} />);
    expect(screen.queryByTestId('page')).toBeNull();
    expect(where).toBe('/login?redirect=%2FproductShoppingCart%3Ffrom%3Dheader');
  });

  it('lets a guest see routes without `auth`, and a member every route', async () => {
    const { unmount } = renderAt('/productInfo?id=3', <AreaRouter area="product" pages={pagesOf('product')} />);
    expect((await screen.findByTestId('page')).textContent).toBe('productInfo');
    expect(where).toBe('/productInfo?id=3');
    unmount();
    act(() => puenteStore.set(tokenAtom, 'token'));
    renderAt('/productShoppingCart', <AreaRouter area="product" pages={pagesOf('product')} />);
    expect((await screen.findByTestId('page')).textContent).toBe('productShoppingCart');
    expect(where).toBe('/productShoppingCart');
  });

  it('keeps a guest from seeing even the area’s frame when the route needs a session', () => {
    const Frame = ({ children }: { children: ReactNode }) => <div data-testid="frame">{children}</div>;
    renderAt('/personalOrder', <AreaRouter area="personal" pages={pagesOf('personal')} layout={Frame} />);
    expect(screen.queryByTestId('frame')).toBeNull();
    expect(where).toBe('/login?redirect=%2FpersonalOrder');
  });

  it('keeps the frame mounted while moving between the area’s pages', async () => {
    act(() => puenteStore.set(tokenAtom, 'token'));
    let mounts = 0;
    function Frame({ children }: { children: ReactNode }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <div data-testid="frame">{children}</div>;
    }
    let go: (path: string) => void = () => undefined;
    function Remote() {
      const navigate = useNavigate();
      go = (path) => navigate(path);
      return <AreaRouter area="personal" pages={pagesOf('personal')} layout={Frame} />;
    }
    renderAt('/personalPanel', <Remote />);
    expect((await screen.findByTestId('page')).textContent).toBe('personalPanel');
    act(() => go('/personalOrderDetails?id=4'));
    expect((await screen.findByTestId('page')).textContent).toBe('personalOrderDetails');
    expect(mounts).toBe(1);
  });

  it('shows nothing on another area’s path: that area’s page is the one on screen', () => {
    renderAt('/productInfo?id=3', <AreaRouter area="technology" pages={pagesOf('technology')} />);
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('shows "not found" with the way back to the area’s landing page for a path outside the catalogue', async () => {
    renderAt('/technologyNowhere', <AreaRouter area="technology" pages={pagesOf('technology')} />);
    const notFound = await screen.findByTestId('not-found');
    expect(notFound.querySelector('a')?.getAttribute('href')).toBe('/technologyTrading');
    const { unmount } = renderAt('/nowhere', <AreaRouter area="shell" pages={pagesOf('shell')} notFound={<p data-testid="page">custom</p>} />);
    expect((await screen.findAllByTestId('page')).map((p) => p.textContent)).toContain('custom');
    unmount();
  });
});

// Checked by the type check (tooling/typecheck.mjs), which compiles the tests too.
export function typeErrors(): Array<AreaPages<'comprehensive'>> {
  const Page = () => null;
  const full = Object.fromEntries(routesOfArea('comprehensive').map((route) => [route.name, Page])) as Record<RouteNameIn<'comprehensive'>, typeof Page>;
  const { parkList: _left, ...missingOne } = full;
  return [
    full,
    // @ts-expect-error a map must give every route of the area a page
    missingOne,
    // @ts-expect-error a route of another area has no place in the map
    { ...full, productInfo: Page },
    // @ts-expect-error a page is a component or an element
    { ...full, parkList: 'Parks' },
  ];
}

describe('the router on a phone (the mobile route table)', () => {
  const technology = pagesOf('technology');
  const product = pagesOf('product');
  beforeEach(() => setRouteTable('mobile'));
  afterEach(() => setRouteTable('desktop'));

  it('shows the area’s phone page where it has one', async () => {
    renderAt('/policyPartner', <AreaRouter area="technology" pages={technology} mobilePages={{ policyPartner: pageFor('phone policyPartner') }} />);
    expect((await screen.findByTestId('page')).textContent).toBe('phone policyPartner');
  });

  it('shows the desktop page a phone route stands for when the area has no phone page for it', async () => {
    renderAt('/newsInfo?id=3', <AreaRouter area="technology" pages={technology} />);
    expect((await screen.findByTestId('page')).textContent).toBe('newsInfo');
  });

  it('still opens the area’s desktop pages no phone route stands for', async () => {
    renderAt('/technologyTrading', <AreaRouter area="technology" pages={technology} />);
    expect((await screen.findByTestId('page')).textContent).toBe('technologyTrading');
  });

  it('leads a member to the desktop route of another area a phone route stands for, query kept', async () => {
    act(() => puenteStore.set(tokenAtom, 'token'));
    renderAt('/productOrder?status=1', <AreaRouter area="product" pages={product} />);
    await act(async () => {});
    expect(where).toBe('/personalOrder?status=1');
  });
});

describe('preloading the page the address shows', () => {
  /** A lazy page whose module load is counted. */
  function counted(name: string) {
    const load = jest.fn(async () => ({ Page: pageFor(name) }));
    return { load, Page: lazyPage(load, 'Page') };
  }
  afterEach(() => setRouteTable('desktop'));

  it('loads the route’s page once, the same load the router then renders', async () => {
    const { load, Page } = counted('productInfo');
    const pages: AreaPages<'product'> = { ...pagesOf('product'), productInfo: Page };
    preloadPage('product', pages, undefined, '/productInfo');
    preloadPage('product', pages, undefined, '/productInfo');
    expect(load).toHaveBeenCalledTimes(1);
    renderAt('/productInfo?id=3', <AreaRouter area="product" pages={pages} />);
    expect((await screen.findByTestId('page')).textContent).toBe('productInfo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes the phone page on a phone, the desktop page it stands for without one, and nothing for another area', () => {
    setRouteTable('mobile');
    const phone = counted('phone home');
    const landing = counted('landing');
    const info = counted('desktop info');
    const pages: AreaPages<'product'> = { ...pagesOf('product'), productTrading: <landing.Page />, productInfo: info.Page };
    preloadPage('product', pages, { product: phone.Page }, '/product');
    expect(phone.load).toHaveBeenCalledTimes(1);
    expect(landing.load).not.toHaveBeenCalled();
    preloadPage('product', pages, { product: phone.Page }, '/productInfo');
    expect(info.load).toHaveBeenCalledTimes(1);
    const other = counted('technology');
    preloadPage('technology', { ...pagesOf('technology'), technologyTrading: other.Page }, undefined, '/product');
    expect(other.load).not.toHaveBeenCalled();
  });
});
