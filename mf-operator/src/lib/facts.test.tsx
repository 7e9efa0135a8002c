import { screen, waitFor } from '@testing-library/react';
import { fakeApi, OPERATOR, renderPage } from '../features/test-support';
import { Facts } from './facts';

// The review's facts as the API sends them: a display value, and a figure's parts.
const facts = [
  { label: 'Price', value: 'US$18.50 / pieces', money: { amount: 18.5, currency: 'USD' }, unit: 'pieces' },
  { label: 'Minimum order', value: '6,000 pieces', quantity: 6000, unit: 'pieces' },
  { label: 'Stock', value: '1 pieces', quantity: 1, unit: 'pieces' },
  { label: 'Origin', value: 'CN', country: 'CN' },
  { label: 'Trade terms', value: 'FOB, CIF' },
];
const values = () => [...screen.getByTestId('facts').querySelectorAll('dd')].map((dd) => dd.textContent);

it('writes a review’s figures in the reader’s words: the unit’s word for the count, grouped numbers, US$ for dollars', async () => {
  fakeApi({}, { user: OPERATOR });
  renderPage(<Facts items={facts} testId="facts" />, '/operatorReviewDetails');
  await waitFor(() => expect(values()).toEqual(['US$18.50 / piece', '6,000 pieces', '1 piece', 'China', 'FOB, CIF']));
});

it('in Portuguese', async () => {
  fakeApi({}, { user: OPERATOR, language: 'portuguese' });
  renderPage(<Facts items={facts} testId="facts" />, '/operatorReviewDetails');
  await waitFor(() => expect(values()).toEqual(['US$18.50 / peça', '6.000 peças', '1 peça', 'China', 'FOB, CIF']));
});
