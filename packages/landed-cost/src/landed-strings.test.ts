import { missingTranslations } from '@puente/shared/testing';
import { landedTranslations } from './testing';

it('has every estimate string in all four languages', () => {
  expect(missingTranslations(landedTranslations)).toEqual([]);
});
