import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, today } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage } from '../test-support';
import { BrandEdit, FactoryEdit } from './brand-pages';

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
    expect(sent).toEqual([]);

    // The errors of a text in several languages follow the reader's corrections, both ways.
    fill('name.english', 'Shenzhen Lumina');
    fill('description.english', 'LED lighting since 2004');
    await waitFor(() => expect(fieldErrors().map(([field]) => field)).toEqual(['logo', 'countryCode']));
    fill('name.english', '');
    await waitFor(() => expect(fieldErrors().map(([field]) => field)).toEqual(['name', 'logo', 'countryCode']));
  });
});

describe('the factory inspection form', () => {
  it('needs its fields and an inspection that took place, and sends what the schema made of them', async () => {
    const sent = fakeApi({ [calls.saveFactoryInspection.path]: { result: 1, data: { id: 40 } } }, 'spanish');
    renderPage(<FactoryEdit />, '/personalBrandFactoryEdit?brandId=5');
    const tomorrow = today(new Date(Date.now() + 86_400_000));
    fill('inspectedAt', tomorrow);
    fireEvent.click(submitOf('factory-form'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['name', 'Este campo es obligatorio'],
        ['address', 'Este campo es obligatorio'],
        ['inspectedAt', 'Elige una fecha que no sea posterior a hoy'],
        ['inspector', 'Este campo es obligatorio'],
      ]),
    );
    expect(sent).toEqual([]);

    fill('name.spanish', 'Planta de Dongguan');
    fill('address', ' Dongguan, Guangdong ');
    fill('inspectedAt', today());
    fill('inspector', 'Li Na');
    await waitFor(() => expect(fieldErrors()).toEqual([]));
    fireEvent.click(submitOf('factory-form'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ brandId: 5, name: { spanish: 'Planta de Dongguan' }, address: 'Dongguan, Guangdong', inspectedAt: today(), inspector: 'Li Na', images: [] });
    expect(sent[0]!.body).not.toHaveProperty('summary');
  });
});
