import * as real from '../contract';
import { contractResolver } from './resolver';
import { realSchema } from './schema';

/** The contract's calls as browser builds declare them: zod/mini replaced by the recording stand-in. */
function recordedCalls(): typeof real.calls {
  let calls: typeof real.calls | undefined;
  jest.isolateModules(() => {
    jest.doMock('zod/mini', () => jest.requireActual('../../../tooling/zod-mini-browser.js'));
    calls = (jest.requireActual('../contract') as typeof real).calls;
  });
  jest.dontMock('zod/mini');
  return calls!;
}

const goods = {
  categoryId: 12,
  name: { english: 'Solar module 550 W' },
  images: ['/uploads/a.png'],
  price: '129.5',
  currency: 'USD',
  unit: 'pieces',
  minOrder: '10',
  stock: '2000',
  tradeTerms: ['FOB'],
  shipping: { hsCode: '8541.43', cartonUnits: '31', cartonWeightKg: '893', cartonVolumeM3: '3.09', shipFrom: 'CNSHA' },
};

describe('forms check with the contract schemas', () => {
  const recorded = recordedCalls();

  it('records declarations instead of building schemas in browser builds', () => {
    expect(() => (recorded.saveGoods.request as unknown as { safeParse: (v: unknown) => unknown }).safeParse(goods)).toThrow(/realSchema/);
  });

  it('replays a recorded schema into the one the API validates with', () => {
    const replayed = realSchema(recorded.saveGoods.request);
    const samples: unknown[] = [
      goods,
      { ...goods, price: '-3' },
      { ...goods, price: '12.345' },
      { ...goods, images: [] },
      { ...goods, tradeTerms: [] },
      { ...goods, name: {} },
      { ...goods, description: { english: 'x'.repeat(20_000) } },
      { ...goods, minOrder: '' },
      { ...goods, shipping: { ...goods.shipping, hsCode: '0012.34', cartonUnits: '0', cartonWeightKg: '1.2345', cartonVolumeM3: '80.5', shipFrom: 'shanghai' } },
      { ...goods, shipping: { ...goods.shipping, hsCode: '854143', shipFrom: ' cnsha ' } },
      { ...goods, shipping: undefined },
      {},
    ];
    for (const sample of samples) {
      const mine = replayed.safeParse(sample);
      const api = real.calls.saveGoods.request.safeParse(sample);
      expect(mine.success).toBe(api.success);
      if (mine.success && api.success) expect(mine.data).toEqual(api.data);
      if (!mine.success && !api.success) expect(mine.error.issues.map((i) => [i.path, i.message])).toEqual(api.error.issues.map((i) => [i.path, i.message]));
    }
  });

  it('replays every call of the contract', () => {
    // The calls of the contract and of its namespaces (calls.trade…).
    const callsIn = (table: object): Array<{ path: string; request: unknown }> =>
      Object.values(table).flatMap((value: unknown) =>
        typeof value !== 'object' || value === null ? [] : 'request' in value && 'path' in value ? [value as { path: string; request: unknown }] : callsIn(value),
      );
    const definitions = callsIn(recorded);
    expect(definitions.length).toBeGreaterThan(50);
    for (const call of definitions) {
      const replayed = realSchema(call.request as Parameters<typeof realSchema>[0]) as unknown as { safeParse: (v: unknown) => { success: boolean } };
      // An empty body: the replayed schema decides exactly as the API's does.
      const own = callsIn(real.calls).find((c) => c.path === call.path)! as unknown as { request: { safeParse: (v: unknown) => { success: boolean } } };
      expect([call.path, replayed.safeParse({}).success]).toEqual([call.path, own.request.safeParse({}).success]);
    }
  });

  it('replays the trade calls too: a landed estimate’s two-letter country', () => {
    const replayed = realSchema(recorded.trade.landedEstimate.request) as unknown as { safeParse: (v: unknown) => { success: boolean } };
    const items = [{ goodsId: 1, quantity: 10 }];
    expect(replayed.safeParse({ items, country: 'MX' }).success).toBe(true);
    expect(replayed.safeParse({ items, country: 'MEX' }).success).toBe(false);
  });

  it('puts every failure at its field at once, in the reader language, naming the limit', async () => {
    const resolve = contractResolver<Record<string, unknown>, unknown>(recorded.saveGoods.request, { language: 'spanish' });
    const result = await resolve({ ...goods, price: '0', images: [], tradeTerms: [], description: { english: 'x'.repeat(20_000) } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, { message: string } & Record<string, { message: string }>>;
    expect(errors.images?.message).toBe('Añade de una a diez imágenes');
    expect(errors.tradeTerms?.message).toBe('Elige al menos un término comercial');
    expect(errors.price?.message).toBe('Introduce un importe entre 0.01 y 10,000,000, con dos decimales como máximo');
    expect(errors.description?.english?.message).toBe('Usa como máximo 4,000 caracteres');
  });

  it('hands the checked body to the form when it passes, and adds the form own checks', async () => {
    const resolve = contractResolver<Record<string, unknown>, unknown>(recorded.saveGoods.request, { language: 'english' });
    const ok = await resolve(goods, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({
      price: 129.5,
      minOrder: 10,
      stock: 2000,
      shipping: { hsCode: '854143', cartonUnits: 31, cartonWeightKg: 893, cartonVolumeM3: 3.09, shipFrom: 'CNSHA' },
    });
    const withExtra = contractResolver<Record<string, unknown>, unknown>(recorded.saveGoods.request, {
      language: 'portuguese',
      extra: () => ({ confirm: 'validation.passwordMismatch' }),
    });
    const refused = await withExtra(goods, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((refused.errors as Record<string, { message: string }>).confirm?.message).toBe('As duas senhas são diferentes');
  });
});
