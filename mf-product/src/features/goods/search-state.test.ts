import { parseGoodsSearch } from '@puente/shared';
import { classificationHref, searchQuery, updateSearch } from './search-state';

const parse = (query: string) => parseGoodsSearch(new URLSearchParams(query));

describe('goods search state', () => {
  it('writes back only what differs from the defaults, and round-trips', () => {
    const state = parse('source=china&id=5&sort=newest&page=2');
    expect(searchQuery(state)).toBe('source=china&type=1980&id=5&sort=newest&page=2');
    expect(parse(searchQuery(state))).toEqual(state);
  });

  it('returns to the first page when a filter or the sort changes, not when the page does', () => {
    const state = parse('source=china&page=4');
    expect(updateSearch(state, { sort: 'hottest' }).page).toBe(1);
    expect(updateSearch(state, { brandId: 3 }).page).toBe(1);
    expect(updateSearch(state, { page: 5 }).page).toBe(5);
  });

  it('drops the category when the source changes', () => {
    const next = updateSearch(parse('source=china&id=7'), { source: 'industry' });
    expect(next).toMatchObject({ source: 'industry', type: 1981, id: undefined });
  });

  it('opens the classification page on the source’s category root', () => {
    expect(classificationHref('industry', 12, 'hottest')).toBe('/classificationlanding?source=industry&type=1981&id=12&sort=hottest');
    expect(parseGoodsSearch(new URL(classificationHref('china'), 'http://x').searchParams)).toMatchObject({ source: 'china', type: 1980, id: undefined });
  });
});
