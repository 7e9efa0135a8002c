import declared from '../routes.json';
import { OPERATOR_PAGES } from './area-routes';
import { OPERATOR_PATHS } from './lib/paths';

describe('the console’s routes', () => {
  it('has a page for every route routes.json declares, and for no other', () => {
    expect(declared.map((route) => route.path).sort()).toEqual(Object.values(OPERATOR_PATHS).sort());
    expect(Object.keys(OPERATOR_PAGES).sort()).toEqual(declared.map((route) => route.path.slice(1)).sort());
  });

  it('asks for a session on every page, and titles each in the four languages', () => {
    for (const route of declared) {
      expect([route.path, route.auth]).toEqual([route.path, true]);
      expect(Object.keys(route.title).sort()).toEqual(['chinese_simplified', 'english', 'portuguese', 'spanish']);
      for (const title of Object.values(route.title)) expect(title.trim()).not.toBe('');
    }
  });
});
