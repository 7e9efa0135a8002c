import { addTranslations, i18n, LANGUAGES, QUANTITY_UNITS, type Language } from '@puente/shared';
import { translations } from '../i18n';

beforeAll(() => addTranslations('personal', translations));

const unit = (language: Language, name: string, count: number) => i18n.getFixedT(language, 'personal')(`units.${name}`, { count });

describe('units', () => {
  it('agree with the count in every language', () => {
    expect(LANGUAGES.map((language) => [unit(language, 'pieces', 1), unit(language, 'set', 9)])).toEqual([
      ['piece', 'sets'],
      ['件', '套'],
      ['peça', 'conjuntos'],
      ['pieza', 'juegos'],
    ]);
  });

  it('have a singular and a plural for every unit where the language has both', () => {
    for (const language of ['english', 'portuguese', 'spanish'] as const) {
      for (const name of QUANTITY_UNITS) {
        const one = unit(language, name, 1);
        const many = unit(language, name, 2500);
        expect(one).not.toMatch(/^units\./);
        expect(many).not.toMatch(/^units\./);
        expect(one).not.toBe(many);
      }
    }
  });

  it('use one word for any count in Chinese', () => {
    for (const name of QUANTITY_UNITS) {
      expect(unit('chinese_simplified', name, 1)).toBe(unit('chinese_simplified', name, 9));
      expect(unit('chinese_simplified', name, 1)).not.toMatch(/^units\./);
    }
  });
});
