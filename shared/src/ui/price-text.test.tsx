import { act, render, screen } from '@testing-library/react';
import { languageAtom } from '../store/atoms';
import { puenteStore } from '../store/store';
import { PriceText } from './price-text';
import { PuenteProviders } from './providers';

afterEach(() => act(() => puenteStore.set(languageAtom, 'english')));

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
  expect(shown.getAttribute('title')).toBe('US$12.50');
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

it('shows a record’s price in the surrounding text’s look, with the seller’s own amount beside it', () => {
  render(
    <PuenteProviders>
      <PriceText price={price} variant="record" strong />
    </PuenteProviders>,
  );
  const shown = screen.getByTestId('price');
  expect(shown.textContent).toBe('R$\u00a065,50(US$12.50)');
  expect(shown.hasAttribute('title')).toBe(false);
});

it('writes dollars beside pesos as US$, never a bare $ a Mexican reads as pesos', () => {
  render(
    <PuenteProviders>
      <PriceText price={{ amount: 131.2, currency: 'USD', showAmount: 2277.63, showCurrency: 'MXN' }} variant="record" />
      <PriceText price={{ amount: 2277.63, currency: 'MXN', showAmount: 131.2, showCurrency: 'USD' }} variant="record" />
      <PriceText price={{ amount: 131.2, currency: 'USD', showAmount: 131.2, showCurrency: 'USD' }} variant="record" />
    </PuenteProviders>,
  );
  const [pesos, dollars, alone] = screen.getAllByTestId('price');
  expect(pesos!.textContent).toBe('MX$2,277.63(US$131.20)');
  expect(dollars!.textContent).toBe('US$131.20(MX$2,277.63)');
  // Alone, the dollar keeps the spec's symbol.
  expect(alone!.textContent).toBe('$131.20');
});
