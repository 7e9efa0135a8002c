import { routesOfArea } from '@puente/shared';
import { isValidElement } from 'react';
import { PERSONAL_PAGES } from './area-routes';

describe('the personal centre’s router', () => {
  it('has a page for every personal route of the catalogue, and for no other', () => {
    expect(Object.keys(PERSONAL_PAGES).sort()).toEqual(
      routesOfArea('personal')
        .map((route) => route.name)
        .sort(),
    );
  });

  it('needs a session on every route, as the catalogue says', () => {
    expect(routesOfArea('personal').filter((route) => !route.auth)).toEqual([]);
  });

  it('shows each side of orders and quotations on its own route', () => {
    const propsOf = (page: unknown) => (isValidElement(page) ? page.props : null);
    expect(propsOf(PERSONAL_PAGES.personalOrder)).toEqual({ side: 'buyer' });
    expect(propsOf(PERSONAL_PAGES.personalOrderBroker)).toEqual({ side: 'agent' });
    expect(propsOf(PERSONAL_PAGES.personalOrderDetails)).toEqual({ side: 'buyer' });
    expect(propsOf(PERSONAL_PAGES.personalOrderBrokerDetails)).toEqual({ side: 'agent' });
    expect(propsOf(PERSONAL_PAGES.personalQuotation)).toEqual({ side: 'seller' });
    expect(propsOf(PERSONAL_PAGES.personalQuotationMine)).toEqual({ side: 'buyer' });
    expect(propsOf(PERSONAL_PAGES.personalAddress)).toEqual({ kind: 'shipping' });
    expect(propsOf(PERSONAL_PAGES.personalAddressBill)).toEqual({ kind: 'billing' });
  });

  it('loads every page but the overview when first visited', () => {
    const lazy = Symbol.for('react.lazy');
    for (const [name, page] of Object.entries(PERSONAL_PAGES)) {
      const component = isValidElement(page) ? page.type : page;
      expect([name, (component as { $$typeof?: symbol }).$$typeof === lazy]).toEqual([name, name !== 'personalPanel']);
    }
  });
});
