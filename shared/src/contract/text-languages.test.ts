import { toJSONSchema } from 'zod/v4/core';
import type * as z from 'zod/mini';
import * as editor from './calls/common';
import { LANGUAGES, type Language } from './constants';
import { eachLanguage, localised, LocalisedSchema, missingBuyerLanguages, pickLocalised, type Localised } from './text-languages';

/** True when two types are the same; the assignments below fail to compile otherwise. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The calls' text schemas have one field per language of LANGUAGES: a new language fails here until they have it.
const editorText: Same<z.infer<typeof editor.LocalisedSchema>, Localised> = true;
const sellerText: Same<keyof editor.LocalisedInput, Language> = true;

describe('text in every language', () => {
  it('writes one text per language of LANGUAGES, in their order', () => {
    expect(localised('Deposit paid', '定金已支付', 'Sinal pago', 'Anticipo pagado')).toEqual({
      english: 'Deposit paid',
      chinese_simplified: '定金已支付',
      portuguese: 'Sinal pago',
      spanish: 'Anticipo pagado',
    });
    expect(Object.keys(eachLanguage((language) => language.length))).toEqual([...LANGUAGES]);
    expect([editorText, sellerText]).toEqual([true, true]);
  });

  it('checks text in every language with the schema replies carry it in', () => {
    expect(toJSONSchema(LocalisedSchema)).toEqual(toJSONSchema(editor.LocalisedSchema));
    expect(LocalisedSchema.safeParse(localised('a', 'b', 'c', 'd')).success).toBe(true);
    const { spanish: _, ...withoutSpanish } = localised('a', 'b', 'c', 'd');
    expect(LocalisedSchema.safeParse(withoutSpanish).success).toBe(false);
  });
});

describe('which language goods text is shown in', () => {
  const chinese = { chinese_simplified: '测试手机', spanish: 'Teléfono de prueba' };

  it('takes the reader’s language, else the original’s, else any written one, and says which', () => {
    expect(pickLocalised(chinese, 'spanish', 'chinese_simplified')).toEqual({ text: 'Teléfono de prueba', source: { language: 'spanish' } });
    expect(pickLocalised(chinese, 'english', 'chinese_simplified')).toEqual({ text: '测试手机', source: { language: 'chinese_simplified' } });
    expect(pickLocalised({ portuguese: 'Bomba' }, 'english', 'chinese_simplified')).toEqual({ text: 'Bomba', source: { language: 'portuguese' } });
    expect(pickLocalised({ english: '', chinese_simplified: '泵' }, 'english')).toEqual({ text: '泵', source: { language: 'chinese_simplified' } });
    expect(pickLocalised(null, 'english')).toEqual({ text: '', source: { language: 'english' } });
  });

  it('says a translation service wrote the text, and from the original', () => {
    const filled = { ...chinese, english: '[english] 测试手机' };
    expect(pickLocalised(filled, 'english', 'chinese_simplified', ['english']).source).toEqual({ language: 'english', translatedFrom: 'chinese_simplified' });
    expect(pickLocalised(filled, 'spanish', 'chinese_simplified', ['english']).source).toEqual({ language: 'spanish' });
  });

  it('lists the buyer languages written text lacks, none for text nobody wrote', () => {
    expect(missingBuyerLanguages(chinese)).toEqual(['english', 'portuguese']);
    expect(missingBuyerLanguages({ english: 'a', portuguese: 'b', spanish: ' ' })).toEqual(['spanish']);
    expect(missingBuyerLanguages({})).toEqual([]);
    expect(missingBuyerLanguages({ english: 'a', portuguese: 'b', spanish: 'c' })).toEqual([]);
  });
});
