import { routesOfArea } from '@puente/shared';
import { isValidElement } from 'react';
import { PRODUCT_PAGES } from './area-routes';
import { ProductLanding } from './pages/product-trading';

describe('the product area’s router', () => {
  it('has a page for every product route of the catalogue, and for no other', () => {
    expect(Object.keys(PRODUCT_PAGES).sort()).toEqual(
      routesOfArea('product')
        .map((route) => route.name)
        .sort(),
    );
  });

  it('shows the landing with China brands on /productTrading and industrial goods on /induStrial', () => {
    for (const [name, source] of [
      ['productTrading', 'china'],
      ['induStrial', 'industry'],
    ] as const) {
      const page = PRODUCT_PAGES[name];
      expect(isValidElement(page) && page.type === ProductLanding && (page.props as { source: string }).source).toBe(source);
    }
  });

  it('shows one search, by category on /classificationlanding and as a list on /productList', () => {
    const propsOf = (page: unknown) => (isValidElement(page) ? page.props : null);
    expect(propsOf(PRODUCT_PAGES.classificationlanding)).toEqual({ variant: 'classification' });
    expect(propsOf(PRODUCT_PAGES.productList)).toEqual({ variant: 'list' });
  });

  it('loads every page but the landings when first visited', () => {
    const lazy = Symbol.for('react.lazy');
    for (const [name, page] of Object.entries(PRODUCT_PAGES)) {
      const landing = name === 'productTrading' || name === 'induStrial';
      const component = isValidElement(page) ? page.type : page;
      expect([name, (component as { $$typeof?: symbol }).$$typeof === lazy]).toEqual([name, !landing]);
    }
  });
});
