import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chineseGoodsFixture, fakeApi, fill, NUMBER_READERS, renderPage, typeAndLeave, valueOf, type Sent } from '../test-support';
import { GoodsForm } from './goods-form';

const chineseGoods = chineseGoodsFixture();

const SAVED = {
  '/api/goods/save': { result: 1, data: { id: 41, auditStatus: '0000' } },
  '/api/shopGoodsType/getAllType': { result: 1, list: [{ id: 2101, title: '手机', type: 1980, childrenTypeList: [] }] },
  '/api/brand/listForGoodsEdit': { result: 1, list: [] },
  '/api/attribute/list': { result: 1, list: [], total: 0 },
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
