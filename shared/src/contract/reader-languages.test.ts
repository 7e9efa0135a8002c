import { acceptedLanguages, languageOfTags } from './constants';

describe('a reader’s languages', () => {
  it('reads an Accept-Language header most wanted first, by q then as written', () => {
    expect(acceptedLanguages('fr-FR,fr;q=0.9,es-MX;q=0.95,en;q=0.5')).toEqual(['fr-FR', 'es-MX', 'fr', 'en']);
    expect(acceptedLanguages('pt-BR, en;q=0, *;q=0.1')).toEqual(['pt-BR', '*']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('es;q=abc')).toEqual([]);
  });

  it('picks the first that Puente speaks', () => {
    expect(languageOfTags(acceptedLanguages('fr-FR,fr;q=0.9,es-MX;q=0.8'))).toBe('spanish');
    expect(languageOfTags(['zh-Hant-TW'])).toBe('chinese_simplified');
    expect(languageOfTags(['de', '*'])).toBeNull();
  });
});
