import { brokerListRequest, parseBrokerSearch } from './broker-search';
import { newsListRequest, parseNewsSearch } from './news-search';
import { countryGoodsRequest, pavilionCodeOf, pavilionPageOf } from './pavilion-address';
import { parseRequirementSearch, requirementListRequest } from './requirement-search';

const query = (text: string) => new URLSearchParams(text);

describe('the lists read from their addresses, as the page and the server ask them', () => {
  it('reads a news list: the column, the keyword and the page, broken values falling back', () => {
    expect(parseNewsSearch(query('column=3&keyword=%20puertos%20&page=2'))).toEqual({ column: 3, keyword: 'puertos', page: 2 });
    expect(parseNewsSearch(query('column=abc&page=-1'))).toEqual({ column: undefined, keyword: '', page: 1 });
    expect(newsListRequest({ columnId: undefined, keyword: '', page: 1 })).toEqual({ siteid: 3, columnid: undefined, title: undefined, everyNumber: 8, currentPage: 1 });
  });

  it('reads the requirement centre: the sort, the kind, the keyword and the page', () => {
    const search = parseRequirementSearch(query('sort=newest&kind=technology&keyword=paneles&page=2'));
    expect(search).toEqual({ sort: 'newest', kind: 'technology', keyword: 'paneles', page: 2 });
    expect(requirementListRequest(search)).toEqual({ sort: 'newest', kind: 'technology', keyword: 'paneles', currentPage: 2, everyNumber: 15 });
    expect(parseRequirementSearch(query('sort=cheapest&kind=food&page=2.5'))).toEqual({ sort: 'relevant', kind: undefined, keyword: '', page: 1 });
  });

  it('reads the brokers’ search and a pavilion’s address', () => {
    expect(brokerListRequest(parseBrokerSearch(query('keyword=solar&page=3')))).toEqual({ keyword: 'solar', currentPage: 3, everyNumber: 12 });
    expect(brokerListRequest(parseBrokerSearch(query('')))).toEqual({ keyword: undefined, currentPage: 1, everyNumber: 12 });
    // An older link's countryCode names the country too.
    expect([pavilionCodeOf(query('countryCode=pe')), pavilionPageOf(query('page=x'))]).toEqual(['PE', 1]);
    expect(countryGoodsRequest('PE', 2)).toEqual({ countryCode: 'PE', currentPage: 2, everyNumber: 20 });
  });
});
