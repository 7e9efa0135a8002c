import { missingBuyerLanguages, pickLocalised } from './text-languages';

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
