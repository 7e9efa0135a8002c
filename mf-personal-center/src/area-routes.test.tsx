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
});
