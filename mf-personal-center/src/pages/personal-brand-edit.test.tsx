import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fieldErrors, fill, renderPage } from '../features/test-support';
import { BrandEdit } from './personal-brand-edit';

const submitOf = (testId: string) => screen.getByTestId(testId).querySelector('button[type="submit"]')!;

describe('the brand form', () => {
  it('shows every error at its field at once, the description’s limit named', async () => {
    const sent = fakeApi();
    renderPage(<BrandEdit />, '/personalBrandEdit');
    fill('description.english', 'x'.repeat(4001));
    fill('countryCode', 'C1');
    fireEvent.click(submitOf('brand-form'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['name', 'This field is required'],
        ['description', 'Enter at most 4,000 characters'],
        ['logo', 'This field is required'],
        ['countryCode', 'Choose a country'],
      ]),
    );
    // Nothing is saved (the form only reads whether review passes at once).
    expect(sent.map((call) => call.url)).toEqual(['/api/goods/isItAllowedPublish']);

    // The errors of a text in several languages follow the reader's corrections, both ways.
    fill('name.english', 'Shenzhen Lumina');
    fill('description.english', 'LED lighting since 2004');
    await waitFor(() => expect(fieldErrors().map(([field]) => field)).toEqual(['logo', 'countryCode']));
    fill('name.english', '');
    await waitFor(() => expect(fieldErrors().map(([field]) => field)).toEqual(['name', 'logo', 'countryCode']));
  });
});
