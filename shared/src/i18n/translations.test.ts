import { MESSAGES } from '../contract';
import { commonResources } from './common';
import { missingTranslations } from './completeness';

describe('shared strings', () => {
  it('exist in all four languages', () => {
    expect(missingTranslations(commonResources)).toEqual([]);
  });
  it('include every contract message in all four languages', () => {
    for (const texts of Object.values(MESSAGES)) {
      expect(Object.values(texts).every((text) => text.trim().length > 0)).toBe(true);
      expect(Object.keys(texts)).toHaveLength(4);
    }
  });
  it('finds a missing key', () => {
    expect(missingTranslations({ english: { a: 'A', b: 'B' }, chinese_simplified: { a: '甲' }, portuguese: { a: 'A', b: 'B' }, spanish: { a: 'A', b: ' ' } })).toEqual([
      'chinese_simplified:b',
      'spanish:b',
    ]);
  });
});
