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

it('shows a record’s price in the surrounding text’s look, with the seller’s own amount beside it', () => {
  render(
    <PuenteProviders>
      <PriceText price={price} variant="record" strong />
    </PuenteProviders>,
  );
  const shown = screen.getByTestId('price');
  expect(shown.textContent).toBe('R$\u00a065,50($12.50)');
  expect(shown.hasAttribute('title')).toBe(false);
});
