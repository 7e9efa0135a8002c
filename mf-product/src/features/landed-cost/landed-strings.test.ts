import { missingTranslations } from '@puente/shared/testing';
import { landedTranslations } from '../test-support';

it('has every estimate string in all four languages', () => {
  expect(missingTranslations(landedTranslations)).toEqual([]);
});
