import { routesOfArea } from '@puente/shared';
import { isValidElement } from 'react';
import { TECHNOLOGY_PAGES } from './area-routes';

describe('the technology area’s router', () => {
  it('has a page for every technology route of the catalogue, and for no other', () => {
    expect(Object.keys(TECHNOLOGY_PAGES).sort()).toEqual(
      routesOfArea('technology')
        .map((route) => route.name)
        .sort(),
    );
  });

  it('shows the news columns on /newsInformation and the policy columns on /policyResearch', () => {
    const propsOf = (page: unknown) => (isValidElement(page) ? page.props : null);
    expect(propsOf(TECHNOLOGY_PAGES.newsInformation)).toEqual({ kind: 'news' });
    expect(propsOf(TECHNOLOGY_PAGES.policyResearch)).toEqual({ kind: 'policy' });
  });

  it('loads every page but the landing when first visited', () => {
    const lazy = Symbol.for('react.lazy');
    for (const [name, page] of Object.entries(TECHNOLOGY_PAGES)) {
      const component = isValidElement(page) ? page.type : page;
      expect([name, (component as { $$typeof?: symbol }).$$typeof === lazy]).toEqual([name, name !== 'technologyTrading']);
    }
  });
});
