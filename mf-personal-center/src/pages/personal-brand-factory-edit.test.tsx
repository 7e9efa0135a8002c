import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, today } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage } from '../features/test-support';
import { FactoryEdit } from './personal-brand-factory-edit';

const submitOf = (testId: string) => screen.getByTestId(testId).querySelector('button[type="submit"]')!;

describe('the factory inspection form', () => {
  it('needs its fields and an inspection that took place, and sends what the schema made of them', async () => {
    const sent = fakeApi({ [calls.saveFactoryInspection.path]: { result: 1, data: { id: 40 } } }, { language: 'spanish' });
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
    expect(sent[0]!.body).toMatchObject({
      brandId: 5,
      name: { spanish: 'Planta de Dongguan' },
      address: 'Dongguan, Guangdong',
      inspectedAt: today(),
      inspector: 'Li Na',
      images: [],
    });
    expect(sent[0]!.body).not.toHaveProperty('summary');
  });
});
