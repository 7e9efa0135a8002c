import { classificationHref, listRequest, parseSearch, searchQuery, updateSearch } from './search-state';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('goods search state', () => {
  it('reads the classification query with defaults', () => {
    expect(parse('')).toEqual({ source: 'china', type: 1980, id: undefined, keyword: '', sort: 'relevant', page: 1, brandId: undefined, countryCode: undefined });
    expect(parse('source=industry&type=1981&id=12&keyword=%20pump%20&sort=priceAsc&page=3&countryCode=mx')).toMatchObject({
      source: 'industry',
      type: 1981,
      id: 12,
      keyword: 'pump',
      sort: 'priceAsc',
      page: 3,
      countryCode: 'MX',
    });
  });

  it('ignores broken values', () => {
    expect(parse('source=moon&sort=cheapest&page=-2&id=abc&countryCode=Mexico')).toMatchObject({
      source: 'china',
      sort: 'relevant',
      page: 1,
      id: undefined,
      countryCode: undefined,
    });
  });

  it('derives the category root from the source', () => {
    expect(parse('source=industry&type=1980').type).toBe(1981);
  });

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

  it('builds the goods list call', () => {
    expect(listRequest(parse('keyword=tea&page=2'))).toMatchObject({ keyword: 'tea', currentPage: 2, everyNumber: 20, source: 'china', sort: 'relevant' });
    expect(listRequest(parse('')).keyword).toBeUndefined();
  });

  it('opens the classification page on the source’s category root', () => {
    expect(classificationHref('industry', 12, 'hottest')).toBe('/classificationlanding?source=industry&type=1981&id=12&sort=hottest');
    expect(parseSearch(new URL(classificationHref('china'), 'http://x').searchParams)).toMatchObject({ source: 'china', type: 1980, id: undefined });
  });
});
