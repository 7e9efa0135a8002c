import { inLanguage, languageAlternates, languageOfSearch } from './language-urls';

describe('a page’s address in each language', () => {
  it('reads the language an address names, and nothing else', () => {
    expect(languageOfSearch('?lang=es')).toBe('spanish');
    expect(languageOfSearch('id=3&lang=ZH')).toBe('chinese_simplified');
    expect(languageOfSearch('?lang=pt&id=1')).toBe('portuguese');
    expect(languageOfSearch('?lang=fr')).toBeNull();
    expect(languageOfSearch('')).toBeNull();
  });

  it('sets or drops the language and keeps the other parameters', () => {
    expect(inLanguage('/productInfo?id=7', 'spanish')).toBe('/productInfo?id=7&lang=es');
    expect(inLanguage('/productInfo?lang=es&id=7', 'english')).toBe('/productInfo?id=7&lang=en');
    expect(inLanguage('/productInfo?lang=es&id=7', null)).toBe('/productInfo?id=7');
    expect(inLanguage('/', 'chinese_simplified')).toBe('/?lang=zh');
    expect(inLanguage('/productList?keyword=caf%C3%A9+verde', 'portuguese')).toBe('/productList?keyword=caf%C3%A9+verde&lang=pt');
  });

  it('names the four languages and the x-default for search engines', () => {
    expect(languageAlternates('/aboutUs')).toEqual([
      { hreflang: 'en', href: '/aboutUs?lang=en' },
      { hreflang: 'zh-Hans', href: '/aboutUs?lang=zh' },
      { hreflang: 'pt', href: '/aboutUs?lang=pt' },
      { hreflang: 'es', href: '/aboutUs?lang=es' },
      { hreflang: 'x-default', href: '/aboutUs' },
    ]);
  });
});
