import { missingTranslations } from '@puente/shared/testing';
import { translations } from './i18n';

it('has every string in all four languages', () => {
  expect(missingTranslations(translations)).toEqual([]);
});
