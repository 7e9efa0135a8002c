import { LANGUAGES, QUANTITY_UNITS, type Language } from '../contract';
import { addTranslations } from './i18n';
import { unitWordProblems } from './unit-words';

/** A namespace whose unit words follow every language's grammar. */
function wellFormed(): Record<Language, Record<string, unknown>> {
  const words = (plural: boolean) =>
    Object.fromEntries(
      QUANTITY_UNITS.flatMap((unit) =>
        plural
          ? [
              [`${unit}_one`, `${unit}`],
              [`${unit}_other`, `${unit}s`],
            ]
          : [[`${unit}_other`, unit]],
      ),
    );
  return Object.fromEntries(LANGUAGES.map((language) => [language, { units: words(language !== 'chinese_simplified') }])) as unknown as Record<Language, Record<string, unknown>>;
}

it('finds nothing wrong with words that agree with the count in every language', () => {
  addTranslations('units-good', wellFormed());
  expect(unitWordProblems('units-good')).toEqual([]);
});

it('names a missing word and a plural missing', () => {
  const resources = wellFormed();
  const english = resources.english.units as Record<string, string>;
  delete english.set_one;
  delete english.set_other;
  (resources.spanish.units as Record<string, string>).pieces_other = 'pieces';
  addTranslations('units-bad', resources);
  expect(unitWordProblems('units-bad')).toEqual(['english:set missing', 'spanish:pieces has one word for 1 and many']);
});
