import { MOBILE_ROUTES } from '@puente/shared';
import { isValidElement } from 'react';
import { TECHNOLOGY_MOBILE_PAGES } from './mobile-routes';

describe('the technology area’s phone router', () => {
  it('has a phone page for every technology route of the mobile table, and for no other', () => {
    expect(Object.keys(TECHNOLOGY_MOBILE_PAGES).sort()).toEqual(
      MOBILE_ROUTES.filter((route) => route.area === 'technology')
        .map((route) => route.name)
        .sort(),
    );
  });

  it('shows one phone list, of the news columns on /newsInformation and of the policy columns on /policyResearch', () => {
    const of = (page: unknown) => (isValidElement(page) ? { type: page.type, props: page.props } : null);
    expect(of(TECHNOLOGY_MOBILE_PAGES.newsInformation)?.props).toEqual({ kind: 'news' });
    expect(of(TECHNOLOGY_MOBILE_PAGES.policyResearch)?.props).toEqual({ kind: 'policy' });
    expect(of(TECHNOLOGY_MOBILE_PAGES.newsInformation)?.type).toBe(of(TECHNOLOGY_MOBILE_PAGES.policyResearch)?.type);
  });

  it('loads every phone page when first visited, so the phone module downloads none up front', () => {
    const lazy = Symbol.for('react.lazy');
    for (const [name, page] of Object.entries(TECHNOLOGY_MOBILE_PAGES)) {
      const component = isValidElement(page) ? page.type : page;
      expect([name, (component as { $$typeof?: symbol }).$$typeof === lazy]).toEqual([name, true]);
    }
  });
});
