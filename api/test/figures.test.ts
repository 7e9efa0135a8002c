import type { FastifyInstance } from 'fastify';
import { formatNumber, readNumber, type Language } from '@puente/shared/contract';
import { localiseFigures } from '../src/services/data-translations';
import { build, post } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await build());
});
afterAll(async () => close());

/** Figures with a mark in them ("6,7", "3.000", "1,250"), not parts of codes ("PN10", "60×60") or versions ("Bluetooth 5.3"). */
function markedFigures(text: string): string[] {
  return [...text.matchAll(/(?<![\w.,×])(?<!Bluetooth )\d+(?:[.,]\d+)+(?![\w×])/g)].map((m) => m[0]);
}

/** The figures of a text that a buyer would read with other separators than the prices beside them. */
function misread(text: string, language: Language): string[] {
  return markedFigures(text).filter((figure) => {
    const value = readNumber(figure, language);
    return value === null || formatNumber(value, language) !== figure;
  });
}

it('writes a decimal figure the way prices are written in the reader’s language', () => {
  expect(localiseFigures('Pantalla de 6.7 pulgadas, 5.5 L', 'spanish')).toBe('Pantalla de 6.7 pulgadas, 5.5 L');
  expect(localiseFigures('Tela de 6.7 polegadas, 5.5 L', 'portuguese')).toBe('Tela de 6,7 polegadas, 5,5 L');
  expect(misread('Pantalla AMOLED de 6,7 pulgadas', 'spanish')).toEqual(['6,7']);
  expect(misread('Rendimiento estándar, 3.000 páginas', 'spanish')).toEqual(['3.000']);
  expect(misread('Tela AMOLED de 6,7 polegadas, 3.000 páginas', 'portuguese')).toEqual([]);
});

describe.each(['spanish', 'portuguese', 'english'] as const)('goods read in %s', (language) => {
  it('write the numbers of their names, descriptions and attributes with the separators of their prices', async () => {
    const { body } = await post(app, '/api/goods/list', { everyNumber: -1, showLanguage: language, showCurrency: 'USD' });
    const list = body.list as Array<{ id: number; name: string; summary: string }>;
    const wrong: string[] = [];
    for (const goods of list) for (const text of [goods.name, goods.summary]) for (const figure of misread(text, language)) wrong.push(`${goods.id}: ${figure} in “${text}”`);
    // The details of the first goods of each seller's range: the description and the attribute values.
    for (const goods of list.slice(0, 60)) {
      const { data } = (await post(app, '/api/goods/details', { id: goods.id, showLanguage: language })).body as {
        data: { description: string; attributes: Array<{ value: string }> };
      };
      for (const text of [data.description, ...data.attributes.map((a) => a.value)])
        for (const figure of misread(text, language)) wrong.push(`${goods.id}: ${figure} in “${text}”`);
    }
    expect(wrong).toEqual([]);
  });

  it('show the demo phone’s screen size beside its price as the price’s separators do', async () => {
    const { body } = await post(app, '/api/goods/list', { keyword: 'AMOLED', everyNumber: 5, showLanguage: language, showCurrency: 'USD' });
    const phone = (body.list as Array<{ id: number }>)[0]!;
    const { data } = (await post(app, '/api/goods/details', { id: phone.id, showLanguage: language })).body as { data: { description: string } };
    expect(data.description).toContain({ spanish: '6.7 pulgadas', portuguese: '6,7 polegadas', english: '6.7-inch' }[language]);
  });
});
