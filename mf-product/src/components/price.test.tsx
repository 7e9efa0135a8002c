import { act, render, screen } from '@testing-library/react';
import { addTranslations, BrowserRouter, href, i18n, languageAtom, PuenteProviders, puenteStore } from '@puente/shared';
import { translations } from '../i18n';
import { GoodsCard } from './goods-card';
import { PriceText } from './price';

beforeAll(() => addTranslations('product', translations));
afterEach(() => {
  act(() => puenteStore.set(languageAtom, 'english'));
  void i18n.changeLanguage('english');
});

const price = { amount: 12.5, currency: 'USD' as const, showAmount: 65.5, showCurrency: 'BRL' as const };

it('shows the amount in the reader currency with its symbol, and the seller price on hover', () => {
  render(
    <PuenteProviders>
      <PriceText price={price} />
    </PuenteProviders>,
  );
  const shown = screen.getByTestId('price');
  expect(shown.textContent).toBe('R$\u00a065,50');
  expect(shown.getAttribute('data-currency')).toBe('BRL');
  expect(shown.getAttribute('title')).toBe('USD $12.50');
});

it('groups digits as the currency’s market does, whatever the reader’s language', () => {
  act(() => puenteStore.set(languageAtom, 'spanish'));
  render(
    <PuenteProviders>
      <PriceText price={{ amount: 642215.84, currency: 'MXN', showAmount: 642215.84, showCurrency: 'MXN' }} />
    </PuenteProviders>,
  );
  expect(screen.getByTestId('price').textContent).toBe('MX$642,215.84');
  expect(screen.getByTestId('price').hasAttribute('title')).toBe(false);
});

it('names the unit and the minimum order of goods in the reader language', async () => {
  await act(() => i18n.changeLanguage('spanish'));
  render(
    <PuenteProviders>
      <BrowserRouter>
        <GoodsCard
        goods={{
          id: 7,
          name: 'Cobre refinado',
          summary: '',
          image: '/static/art/x.svg',
          price: { amount: 9000, currency: 'USD', showAmount: 9000, showCurrency: 'USD' },
          unit: 'tonnes',
          minOrder: 25,
          source: 'industry',
          categoryId: 1,
          categoryTitle: 'Metales',
          brand: null,
          seller: { id: 1, nickname: 'Cobre', companyName: 'Cobre Andino (demo)', countryCode: 'CL' },
          countryCode: 'CL',
          sales: 3,
          createTime: 0,
        }}
        />
      </BrowserRouter>
    </PuenteProviders>,
  );
  expect(screen.getByTestId('goods-card').getAttribute('href')).toBe(href('productInfo', { id: 7, name: 'Cobre refinado' }));
  expect(screen.getByTestId('goods-card').textContent).toContain('/ tonelada');
  expect(screen.getByTestId('goods-card').textContent).not.toContain('/ toneladas');
  expect(screen.getByTestId('goods-card').textContent).toContain('Pedido mínimo: 25 toneladas');
});
