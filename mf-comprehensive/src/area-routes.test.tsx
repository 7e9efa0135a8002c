import { routesOfArea } from '@puente/shared';
import { isValidElement } from 'react';
import { COMPREHENSIVE_PAGES } from './area-routes';

const propsOf = (page: unknown) => (isValidElement(page) ? page.props : null);

describe('the comprehensive area’s router', () => {
  it('has a page for every comprehensive route of the catalogue, and for no other', () => {
    expect(Object.keys(COMPREHENSIVE_PAGES).sort()).toEqual(
      routesOfArea('comprehensive')
        .map((route) => route.name)
        .sort(),
    );
  });

  it('shows each service on its own route', () => {
    expect(propsOf(COMPREHENSIVE_PAGES.companyRegistration)).toEqual({ service: 'registration' });
    expect(propsOf(COMPREHENSIVE_PAGES.businessInspection)).toEqual({ service: 'inspection' });
    expect(propsOf(COMPREHENSIVE_PAGES.visaProcessing)).toEqual({ service: 'visa' });
    expect(propsOf(COMPREHENSIVE_PAGES.landServices)).toEqual({ service: 'land' });
  });

  it('shows park n on /parkDetailsn', () => {
    for (const route of routesOfArea('comprehensive').filter((r) => r.name.startsWith('parkDetails'))) {
      expect(propsOf(COMPREHENSIVE_PAGES[route.name])).toEqual({ n: Number(route.name.slice('parkDetails'.length)) });
    }
  });

  it('loads every page but the landing when first visited', () => {
    const lazy = Symbol.for('react.lazy');
    for (const [name, page] of Object.entries(COMPREHENSIVE_PAGES)) {
      const component = isValidElement(page) ? page.type : page;
      expect([name, (component as { $$typeof?: symbol }).$$typeof === lazy]).toEqual([name, name !== 'integratedComprehensive']);
    }
  });
});
