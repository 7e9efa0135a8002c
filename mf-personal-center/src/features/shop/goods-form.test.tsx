import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chineseGoodsFixture, fakeApi, fieldErrorMap, fill, MEMBER, NUMBER_READERS, renderPage, typeAndLeave, valueOf, type Sent } from '../test-support';
import { GoodsForm } from './goods-form';

const chineseGoods = chineseGoodsFixture();

const SAVED = {
  '/api/goods/save': { result: 1, data: { id: 41, auditStatus: '0000' } },
  '/api/shopGoodsType/getAllType': { result: 1, list: [{ id: 2101, title: '手机', type: 1980, childrenTypeList: [] }] },
  '/api/brand/listForGoodsEdit': { result: 1, list: [] },
  '/api/attribute/list': { result: 1, list: [], total: 0 },
  '/api/goods/hsCodes': {
    result: 1,
    list: [
      { hsCode: '851713', categoryId: 2101, categoryTitle: 'Smartphones', goods: 14 },
      { hsCode: '851762', categoryId: 2101, categoryTitle: 'Smartphones', goods: 2 },
    ],
  },
};
const saves = (sent: Sent[]) => sent.filter((call) => call.url === '/api/goods/save');
const submit = () => fireEvent.click(screen.getByTestId('goods-submit'));

describe('the goods form and the buyer languages', () => {
  it('names the missing buyer languages at each text and stops the submit once with a warning in the seller’s language', async () => {
    const sent = fakeApi(SAVED, { language: 'english' });
    renderPage(<GoodsForm goods={chineseGoods} reviewedAtOnce={false} />, '/personalProductEdit?id=41');
    expect(screen.getByTestId('name-missing-languages').textContent).toBe(
      'Not yet written in English and Portuguese: buyers who read those languages will see it in another language.',
    );
    expect(screen.getByTestId('description-missing-languages').getAttribute('data-missing')).toBe('english portuguese spanish');

    submit();
    const warning = await screen.findByTestId('missing-languages-warning');
    expect(warning.textContent).toContain('The name is not written in English and Portuguese.');
    expect(warning.textContent).toContain('The description is not written in English, Portuguese, and Spanish.');
    expect(saves(sent)).toHaveLength(0);

    // Submitting anyway goes through, with what the seller wrote and nothing invented.
    fireEvent.click(screen.getByTestId('goods-submit-anyway'));
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.body).toMatchObject({ name: { chinese_simplified: '测试手机', spanish: 'Teléfono de prueba' } });
    expect((saves(sent)[0]!.body as { name: Record<string, string> }).name.english).toBeUndefined();
  });

  it('asks again when the missing languages change, and submits at once when none is missing', async () => {
    const sent = fakeApi(SAVED, { language: 'english' });
    renderPage(<GoodsForm goods={chineseGoods} reviewedAtOnce={false} />, '/personalProductEdit?id=41');
    submit();
    await screen.findByTestId('missing-languages-warning');
    fill('name.english', 'Test handset');
    await waitFor(() => expect(screen.queryByTestId('missing-languages-warning')).toBeNull());
    expect(screen.getByTestId('name-missing-languages').textContent).toContain('Portuguese');
    fill('name.portuguese', 'Celular de teste');
    fill('description.english', 'A handset made for tests.');
    fill('description.portuguese', 'Um celular feito para testes.');
    fill('description.spanish', 'Un teléfono hecho para pruebas.');
    expect(screen.queryByTestId('name-missing-languages')).toBeNull();
    submit();
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(screen.queryByTestId('missing-languages-warning')).toBeNull();
  });

  it('warns a Chinese seller in Chinese', async () => {
    fakeApi(SAVED, { language: 'chinese_simplified' });
    renderPage(<GoodsForm goods={chineseGoods} reviewedAtOnce={false} />, '/personalProductEdit?id=41');
    submit();
    const warning = await screen.findByTestId('missing-languages-warning');
    expect(warning.textContent).toContain('名称缺少英语和葡萄牙语。');
    expect(warning.textContent).toContain('仍然提交');
  });
});

describe.each(NUMBER_READERS)('numbers typed in %s', (language, written) => {
  it('reads the price, minimum order and stock as the reader writes them, shows them back so and sends the numbers', async () => {
    const text = { english: 'Test handset', chinese_simplified: '测试手机', portuguese: 'Celular de teste', spanish: 'Teléfono de prueba' };
    const sent = fakeApi(SAVED, { language });
    renderPage(<GoodsForm goods={{ ...chineseGoods, names: text, descriptions: text }} reviewedAtOnce={false} />, '/personalProductEdit?id=41');
    typeAndLeave('price', written('1,234.5'));
    typeAndLeave('minOrder', written('1,000'));
    typeAndLeave('stock', written('25,000'));
    expect([valueOf('price'), valueOf('minOrder'), valueOf('stock')]).toEqual([written('1,234.5'), written('1,000'), written('25,000')]);
    submit();
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.body).toMatchObject({ price: 1234.5, minOrder: 1000, stock: 25000 });
  });
});

describe('the shipping and customs section', () => {
  const SELLER = { ...MEMBER, id: 2, role: 'seller' as const, countryCode: 'CN' };
  const text = { english: 'Test handset', chinese_simplified: '测试手机', portuguese: 'Celular de teste', spanish: 'Teléfono de prueba' };
  const written = { ...chineseGoods, names: text, descriptions: text };
  const perUnit = () => screen.getByTestId('shipping-per-unit').textContent;

  it('shows the goods’ own figures, suggests the category’s HS codes, works out each unit’s share as the seller types, and sends kg and m³', async () => {
    const sent = fakeApi(SAVED, { language: 'english', user: SELLER });
    renderPage(<GoodsForm goods={written} reviewedAtOnce={false} />, '/personalProductEdit?id=41');
    expect([valueOf('hsCode'), valueOf('cartonUnits'), valueOf('cartonWeightKg'), valueOf('cartonVolumeM3'), valueOf('shipFrom')]).toEqual([
      '8517.13',
      '20',
      '8.2',
      '0.042',
      'CNSZX',
    ]);
    expect(perUnit()).toBe('Each piece: 0.41 kg and 0.0021 m³.');
    // A seller in China ships from a Chinese port.
    const ports = [...document.querySelectorAll<HTMLOptionElement>('select[name="shipFrom"] option')].map((option) => option.value).filter(Boolean);
    expect(ports).toEqual(['CNSHA', 'CNNGB', 'CNSZX', 'CNCAN', 'CNTAO', 'CNTXG', 'CNXMN']);

    fireEvent.click(await screen.findByRole('button', { name: 'Use HS code 8517.62, as goods of Smartphones do' }));
    expect(valueOf('hsCode')).toBe('8517.62');
    typeAndLeave('cartonUnits', '50');
    typeAndLeave('cartonWeightKg', '1,012.5');
    typeAndLeave('cartonVolumeM3', '1.25');
    expect(perUnit()).toBe('Each piece: 20.25 kg and 0.025 m³.');
    fireEvent.change(document.querySelector('select[name="shipFrom"]')!, { target: { value: 'CNNGB' } });
    submit();
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.body.shipping).toEqual({ hsCode: '851762', cartonUnits: 50, cartonWeightKg: 1012.5, cartonVolumeM3: 1.25, shipFrom: 'CNNGB' });
  });

  it('names the Chinese ports in Chinese, and tells a seller without a category where the suggestions come from', async () => {
    fakeApi(SAVED, { language: 'chinese_simplified', user: SELLER });
    renderPage(<GoodsForm goods={null} reviewedAtOnce={false} />, '/personalProductEdit');
    expect(screen.getByTestId('hs-suggestions').textContent).toBe('选择类目后即可看到该类目商品使用的 HS 编码。');
    expect(perUnit()).toBe('填写每箱数量、毛重和体积后，即可看到单件的重量和体积。');
    const names = [...document.querySelectorAll<HTMLOptionElement>('select[name="shipFrom"] option')].map((option) => option.textContent);
    expect(names).toContain('宁波舟山 (CNNGB)');
  });

  it('shows each refused figure’s message at its field, in the seller’s language, and sends nothing', async () => {
    const sent = fakeApi(SAVED, { language: 'portuguese', user: SELLER });
    renderPage(<GoodsForm goods={written} reviewedAtOnce={false} />, '/personalProductEdit?id=41');
    fill('hsCode', '8415.1');
    typeAndLeave('cartonUnits', '0');
    typeAndLeave('cartonWeightKg', '0,0004');
    typeAndLeave('cartonVolumeM3', '81');
    fireEvent.change(document.querySelector('select[name="shipFrom"]')!, { target: { value: '' } });
    submit();
    await waitFor(() => expect(fieldErrorMap().hsCode).toBeDefined());
    expect(fieldErrorMap()).toMatchObject({
      hsCode: 'Informe o código SH com seis dígitos, por exemplo 8415.10 (os capítulos vão de 01 a 97)',
      cartonUnits: 'Informe as unidades por caixa como número inteiro de 1 a 10.000',
      cartonWeightKg: 'Informe o peso bruto da caixa em kg, de 0,001 a 30.000, com no máximo três casas decimais',
      cartonVolumeM3: 'Informe o volume da caixa em m³, de 0,0001 a 80, com no máximo quatro casas decimais',
      shipFrom: 'Escolha o porto de embarque das mercadorias',
    });
    expect(saves(sent)).toHaveLength(0);
    // Corrected, the message goes as the seller types.
    fill('hsCode', '8415.10');
    await waitFor(() => expect(fieldErrorMap().hsCode).toBeUndefined());
  });
});
