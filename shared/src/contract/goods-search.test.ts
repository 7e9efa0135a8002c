import { goodsListRequest, parseGoodsSearch } from './goods-search';

const parse = (query: string) => parseGoodsSearch(new URLSearchParams(query));

describe('a goods search read from its address', () => {
  it('reads the classification query with defaults', () => {
    // No source: the whole catalogue.
    expect(parse('')).toEqual({ source: undefined, type: undefined, id: undefined, keyword: '', sort: 'relevant', page: 1, brandId: undefined, countryCode: undefined });
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
      source: undefined,
      sort: 'relevant',
      page: 1,
      id: undefined,
      countryCode: undefined,
    });
  });

  it('derives the category root from the source', () => {
    expect(parse('source=industry&type=1980').type).toBe(1981);
  });

  it('builds the goods list call', () => {
    expect(goodsListRequest(parse('keyword=tea&page=2'))).toMatchObject({ keyword: 'tea', currentPage: 2, everyNumber: 20, sort: 'relevant' });
    expect(goodsListRequest(parse('keyword=tea')).source).toBeUndefined();
    expect(goodsListRequest(parse('source=china&keyword=tea')).source).toBe('china');
    expect(goodsListRequest(parse('')).keyword).toBeUndefined();
  });
});
