import { addTranslations, i18n, LANGUAGES, type Language } from '@puente/shared';
import { unitWordProblems } from '@puente/shared/testing';
import { translations } from '../i18n';

beforeAll(() => addTranslations('product', translations));

const unit = (language: Language, name: string, count: number) => i18n.getFixedT(language, 'product')(`units.${name}`, { count });

it('has a word for every unit in every language, singular and plural where the language has both', () => {
  expect(unitWordProblems('common')).toEqual([]);
});

it('agrees with the count', () => {
  expect(LANGUAGES.map((language) => `${unit(language, 'pieces', 1)} / ${unit(language, 'set', 9)}`)).toEqual(['piece / sets', '件 / 套', 'peça / conjuntos', 'pieza / juegos']);
});
