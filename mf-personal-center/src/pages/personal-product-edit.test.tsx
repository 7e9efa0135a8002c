import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, type Language, type TranslationPlan } from '@puente/shared';
import { chineseGoodsFixture, fakeApi, MEMBER, renderPage, type Sent } from '../features/test-support';
import { GoodsEdit } from './personal-product-edit';

const chineseGoods = chineseGoodsFixture();

const SELLER = { ...MEMBER, id: 2, role: 'seller' as const, countryCode: 'CN' };
const EVERY_BUYER_LANGUAGE: TranslationPlan = { configured: true, languages: ['english', 'portuguese', 'spanish'] };

/** The edit page of the goods above, where isItAllowedPublish answers with `translation`. */
function openEdit(translation: TranslationPlan, language: Language = 'english'): Sent[] {
  const sent = fakeApi(
    {
      [calls.isItAllowedPublish.path]: { result: 1, data: { allowed: true, reason: '', reviewedAtOnce: false, translation } },
      [calls.myGoodsDetails.path]: { result: 1, data: chineseGoods },
      [calls.saveGoods.path]: { result: 1, data: { id: 41, auditStatus: '0000' } },
      [calls.getAllCategoryTypes.path]: { result: 1, list: [{ id: 2101, title: '手机', type: 1980, childrenTypeList: [] }] },
      [calls.listBrandsForGoodsEdit.path]: { result: 1, list: [] },
      [calls.goodsHsCodes.path]: { result: 1, list: [] },
    },
    { user: SELLER, language },
  );
  renderPage(<GoodsEdit />, '/personalProductEdit?id=41');
  return sent;
}

const saves = (sent: Sent[]) => sent.filter((call) => call.url === calls.saveGoods.path);
const submit = () => fireEvent.click(screen.getByTestId('goods-submit'));
const found = { timeout: 5000 };

describe('the goods form where a translation service is configured', () => {
  it('says the missing buyer languages will be translated on save instead of warning, and submits at once', async () => {
    const sent = openEdit(EVERY_BUYER_LANGUAGE);
    expect((await screen.findByTestId('name-translated-languages', {}, found)).textContent).toBe(
      'Not yet written in English and Portuguese: it will be translated automatically when you save, marked as machine-translated.',
    );
    expect(screen.getByTestId('description-translated-languages').getAttribute('data-translated')).toBe('english portuguese spanish');
    expect(screen.queryByTestId('name-missing-languages')).toBeNull();
    expect(screen.queryByTestId('description-missing-languages')).toBeNull();
    submit();
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(screen.queryByTestId('missing-languages-warning')).toBeNull();
    // What the seller wrote goes as written: the service fills the rest on the server.
    expect((saves(sent)[0]!.body as { name: Record<string, string> }).name).toEqual({ chinese_simplified: '测试手机', spanish: 'Teléfono de prueba' });
  });

  it('still warns of the languages the service does not write, and of those alone', async () => {
    const sent = openEdit({ configured: true, languages: ['english'] });
    expect((await screen.findByTestId('name-translated-languages', {}, found)).getAttribute('data-translated')).toBe('english');
    expect(screen.getByTestId('name-missing-languages').getAttribute('data-missing')).toBe('portuguese');
    expect(screen.getByTestId('description-missing-languages').getAttribute('data-missing')).toBe('portuguese spanish');
    submit();
    const warning = await screen.findByTestId('missing-languages-warning');
    expect(warning.textContent).toContain('The name is not written in Portuguese.');
    expect(warning.textContent).toContain('The description is not written in Portuguese and Spanish.');
    expect(warning.textContent).not.toContain('English');
    expect(saves(sent)).toHaveLength(0);
  });

  it('warns as before without a service', async () => {
    const sent = openEdit({ configured: false, languages: [] });
    expect((await screen.findByTestId('name-missing-languages', {}, found)).getAttribute('data-missing')).toBe('english portuguese');
    expect(screen.queryByTestId('name-translated-languages')).toBeNull();
    submit();
    expect((await screen.findByTestId('missing-languages-warning')).textContent).toContain('The name is not written in English and Portuguese.');
    expect(saves(sent)).toHaveLength(0);
  });

  it.each([
    ['chinese_simplified', '尚未填写英语和葡萄牙语：保存时将自动翻译，并标明为机器翻译。'],
    ['portuguese', 'Ainda não escrito em inglês e português: será traduzido automaticamente ao salvar, com a indicação de tradução automática.'],
    ['spanish', 'Aún no está escrito en inglés y portugués: se traducirá automáticamente al guardar, con la indicación de traducción automática.'],
  ] as const)('says so to a seller who reads %s', async (language, note) => {
    openEdit(EVERY_BUYER_LANGUAGE, language);
    expect((await screen.findByTestId('name-translated-languages', {}, found)).textContent).toBe(note);
  });
});
