import { LANGUAGE_TAGS, LANGUAGES } from '../contract';
import { MESSAGES } from '../contract/messages';
import { commonResources, missingTranslations } from '../testing';
import { i18n } from './i18n';

describe('shared strings', () => {
  it('exist in all four languages', () => {
    expect(missingTranslations(commonResources)).toEqual([]);
  });
  it('include every contract message in all four languages', () => {
    expect(missingTranslations(MESSAGES)).toEqual([]);
    expect(Object.keys(MESSAGES.spanish).length).toBeGreaterThan(100);
  });
  it('finds a missing key', () => {
    expect(missingTranslations({ english: { a: 'A', b: 'B' }, chinese_simplified: { a: '甲' }, portuguese: { a: 'A', b: 'B' }, spanish: { a: 'A', b: ' ' } })).toEqual([
      'chinese_simplified:b',
      'spanish:b',
    ]);
  });
  it('asks each language only for the plural forms its grammar has', () => {
    const set = { set_one: 'set', set_other: 'sets' };
    expect(missingTranslations({ english: set, chinese_simplified: { set_other: '套' }, portuguese: { set_one: 'conjunto', set_other: 'conjuntos' }, spanish: set })).toEqual([]);
    expect(missingTranslations({ english: set, chinese_simplified: { set_other: '套' }, portuguese: { set_other: 'conjuntos' }, spanish: { set_one: 'juego' } })).toEqual([
      'portuguese:set_one',
      'spanish:set_other',
    ]);
  });
});

describe('plurals', () => {
  it('follow each language’s own rules, not the browser’s locale', () => {
    const resolver = i18n.services.pluralResolver as { getRule: (code: string) => Intl.PluralRules };
    for (const language of LANGUAGES) {
      expect(resolver.getRule(language).resolvedOptions().locale).toBe(new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().locale);
    }
  });

  it('read zero as plural in Portuguese, as Brazil writes it ("0 produtos encontrados")', () => {
    i18n.addResourceBundle('portuguese', 'plural-test', { found_one: '{{count}} produto encontrado', found_other: '{{count}} produtos encontrados' });
    const t = i18n.getFixedT('portuguese', 'plural-test');
    expect(t('found', { count: 0 })).toBe('0 produtos encontrados');
    expect(t('found', { count: 1 })).toBe('1 produto encontrado');
    expect(t('found', { count: 2 })).toBe('2 produtos encontrados');
    // Spanish reads zero as plural by its own rules; one stays singular everywhere.
    i18n.addResourceBundle('spanish', 'plural-test', { found_one: '{{count}} producto', found_other: '{{count}} productos' });
    expect(i18n.getFixedT('spanish', 'plural-test')('found', { count: 0 })).toBe('0 productos');
  });
});
