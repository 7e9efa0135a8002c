import type { FastifyInstance } from 'fastify';
import { build, BUYER, createAccount, login, OPERATOR, PNG_PIXEL, post, SELLER, SHIPPING, upload } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let seller: string;
let buyer: string;

beforeAll(async () => {
  ({ app, close } = await build());
  seller = await login(app, SELLER);
  buyer = await login(app, BUYER);
});
afterAll(async () => close());

async function newGoods(token: string, overrides: Record<string, unknown> = {}) {
  const image = (await upload(app, PNG_PIXEL, 'photo.png', token)).url as string;
  return post(
    app,
    '/api/goods/save',
    {
      categoryId: 2101,
      name: { english: 'Test handset X1', spanish: 'Teléfono de prueba X1' },
      description: { english: 'A handset made for tests.' },
      images: [image],
      price: 99.5,
      currency: 'USD',
      unit: 'pieces',
      minOrder: 10,
      stock: 100,
      tradeTerms: ['FOB', 'CIF'],
      attributes: [{ attributeId: 4, value: 'Black' }],
      shipping: SHIPPING,
      ...overrides,
    },
    token,
  );
}

describe('goods for buyers', () => {
  it('lists visible goods with a total, paged, in the reader’s language and currency', async () => {
    const { body } = await post(app, '/api/goods/list', { everyNumber: 5, currentPage: 2, showLanguage: 'portuguese', showCurrency: 'BRL' });
    expect(body.result).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(200);
    expect(body.list).toHaveLength(5);
    const item = body.list[0];
    expect(item.price.showCurrency).toBe('BRL');
    expect(item.price.showAmount).toBeGreaterThan(0);
    expect(item.categoryTitle).not.toBe('');
    expect(item.image).toMatch(/^\/static\/art\//);
  });

  it('searches names and descriptions in every language', async () => {
    for (const keyword of ['solar', 'café', '咖啡', 'Teléfono']) {
      const { body } = await post(app, '/api/goods/list', { keyword, everyNumber: -1 });
      expect(body.total).toBeGreaterThan(0);
    }
    expect((await post(app, '/api/goods/list', { keyword: 'zzqqxx-nothing' })).body).toMatchObject({ list: [], total: 0 });
    // LIKE's own characters are matched literally ('x%y' would otherwise match almost anything).
    expect((await post(app, '/api/goods/list', { keyword: 'x%y' })).body.total).toBe(0);
    expect((await post(app, '/api/goods/list', { keyword: '3 %' })).body.total).toBeGreaterThan(0);
  });

  it('filters by source, category (with its descendants) and country', async () => {
    const china = await post(app, '/api/goods/list', { source: 'china', everyNumber: -1 });
    expect(china.body.list.every((g: { source: string }) => g.source === 'china')).toBe(true);
    const top = await post(app, '/api/goods/list', { categoryId: 2001, everyNumber: -1 });
    expect(top.body.total).toBeGreaterThan(0);
    expect(top.body.list.every((g: { categoryId: number }) => [2101, 2102, 2103].includes(g.categoryId))).toBe(true);
    const chile = await post(app, '/api/goods/list', { countryCode: 'CL', everyNumber: -1 });
    expect(chile.body.list.map((g: { countryCode: string }) => g.countryCode)).toEqual(['CL', 'CL', 'CL', 'CL', 'CL', 'CL']);
  });

  it('sorts by price across currencies, by newest and by sales', async () => {
    const asc = (await post(app, '/api/goods/list', { sort: 'priceAsc', everyNumber: 20, showCurrency: 'USD' })).body.list.map((g: any) => g.price.showAmount);
    expect(asc).toEqual([...asc].sort((a: number, b: number) => a - b));
    const desc = (await post(app, '/api/goods/list', { sort: 'priceDesc', everyNumber: 20 })).body.list.map((g: any) => g.price.showAmount);
    expect(desc).toEqual([...desc].sort((a: number, b: number) => b - a));
    const newest = (await post(app, '/api/goods/list', { sort: 'newest', everyNumber: 20 })).body.list.map((g: any) => g.createTime);
    expect(newest).toEqual([...newest].sort((a: number, b: number) => b - a));
    const hot = (await post(app, '/api/hotGoods'.replace('/api/', '/api/goods/'), { everyNumber: 5 })).body.list.map((g: any) => g.sales);
    expect(hot).toEqual([...hot].sort((a: number, b: number) => b - a));
  });

  it('shows details with attributes, trade terms and the category path', async () => {
    const id = (await post(app, '/api/goods/list', { categoryId: 2101, everyNumber: 1 })).body.list[0].id;
    const { body } = await post(app, '/api/goods/details', { id, showLanguage: 'chinese_simplified' });
    expect(body.data.tradeTerms.length).toBeGreaterThan(0);
    expect(body.data.attributes[0].name).not.toBe('');
    expect(body.data.categoryPath.map((c: { title: string }) => c.title)).toEqual(['手机与电子产品', '智能手机']);
  });

  it('gives each card the start of its goods’ description and its first picture, as the goods page has them', async () => {
    let cut = 0;
    for (const [showLanguage, body] of [
      ['portuguese', { everyNumber: 12 }],
      ['spanish', { keyword: 'solar', everyNumber: 12 }],
      ['chinese_simplified', { sort: 'priceAsc', everyNumber: 12 }],
    ] as const) {
      const list = (await post(app, '/api/goods/list', { ...body, showLanguage })).body.list;
      expect(list.length).toBeGreaterThan(0);
      for (const card of list) {
        const details = (await post(app, '/api/goods/details', { id: card.id, showLanguage })).body.data;
        const whole: string = details.description;
        expect(card.summary).toBe(whole.length > 160 ? `${whole.slice(0, 157)}…` : whole);
        expect(card.summarySource).toEqual(details.descriptionSource);
        expect(card.image).toBe(details.images[0]);
        if (whole.length > 160) cut += 1;
      }
    }
    // Seeded descriptions longer than a card's: the cut is exercised, not only the short case.
    expect(cut).toBeGreaterThan(0);
  });

  it('lists a country pavilion’s goods and refuses a bad country code', async () => {
    expect((await post(app, '/api/goods/nationalPavilionGoods', { countryCode: 'BR' })).body.total).toBe(6);
    expect((await post(app, '/api/goods/nationalPavilionGoods', { countryCode: 'Brazil' })).body.result).toBe(0);
  });

  it('converts currencies from the stored rates', async () => {
    const { body } = await post(app, '/api/common/currencyConvert', { amount: 100, currency: 'USD', showCurrency: 'BRL' });
    expect(body.data).toMatchObject({ showAmount: 524, showCurrency: 'BRL', asOf: '2026-02-06' });
    expect((await post(app, '/api/common/currencyConvert', { amount: 1, currency: 'EUR' })).body.code).toBe('currency.unknown');
  });
});

describe('goods for sellers', () => {
  it('tells who may publish', async () => {
    expect((await post(app, '/api/goods/isItAllowedPublish', {}, seller)).body.data).toEqual({
      allowed: true,
      reason: '',
      reviewedAtOnce: false,
      translation: { configured: false, languages: [] },
    });
    expect((await post(app, '/api/goods/isItAllowedPublish', {}, buyer)).body.data.allowed).toBe(false);
    expect((await post(app, '/api/goods/isItAllowedPublish', {})).body.result).toBe(2);
  });

  it('publishes goods under review, hidden from buyers until passed and put away', async () => {
    const saved = await newGoods(seller);
    expect(saved.body).toMatchObject({ result: 1, data: { auditStatus: '0000' } });
    const id = saved.body.data.id;
    expect((await post(app, '/api/goods/details', { id })).body.code).toBe('goods.notOnSale');
    expect((await post(app, '/api/goods/details', { id }, seller)).body.data.name).toBe('Test handset X1');
    const mine = await post(app, '/api/goods/myProductList', { auditStatus: '0000', everyNumber: -1 }, seller);
    expect(mine.body.list.map((g: { id: number }) => g.id)).toContain(id);
    expect((await post(app, '/api/goods/updatePutaway', { id, putaway: true }, seller)).body.code).toBe('goods.notPassed');
  });

  it('shows the seller every review state of their own goods', async () => {
    const { body } = await post(app, '/api/goods/myProductList', { everyNumber: -1 }, seller);
    const states = new Set(body.list.map((g: { auditStatus: string }) => g.auditStatus));
    expect(states).toEqual(new Set(['0000', '1000', '2000']));
    const rejected = body.list.find((g: { auditStatus: string }) => g.auditStatus === '2000');
    expect(rejected.auditReason).not.toBe('');
    expect(rejected.names.english).not.toBe('');
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = (await post(app, '/api/goods/myProductList', { everyNumber: -1 }, seller)).body.total;
    expect((await newGoods(seller, { price: 0 })).body).toMatchObject({
      result: 0,
      info: 'Enter an amount between 0.01 and 10,000,000, with at most two decimals',
      field: 'price',
    });
    expect((await newGoods(seller, { price: 12.345 })).body.code).toBe('validation.amountInvalid');
    expect((await newGoods(seller, { tradeTerms: [] })).body.code).toBe('goods.tradeTermsRequired');
    expect((await newGoods(seller, { name: { english: '  ' } })).body.result).toBe(0);
    expect((await newGoods(seller, { categoryId: 999999 })).body.code).toBe('goods.categoryInvalid');
    expect((await newGoods(seller, { unit: 'gallons', showLanguage: 'spanish' })).body.info).toBe('Elige una unidad de la lista');
    expect((await newGoods(seller, { images: ['/uploads/0123456789abcdef0123456789abcdef.png'] })).body.code).toBe('upload.invalidUrl');
    expect((await post(app, '/api/goods/myProductList', { everyNumber: -1 }, seller)).body.total).toBe(before);
  });

  it('needs a session and a seller', async () => {
    expect((await post(app, '/api/goods/save', {})).body.result).toBe(2);
    expect((await newGoods(buyer)).body.code).toBe('goods.publishSellerOnly');
  });

  it('refuses bad input with a message that names the broken limit, in the caller language', async () => {
    const long = await newGoods(seller, { description: { english: 'x'.repeat(20_000) }, showLanguage: 'spanish' });
    expect(long.body).toMatchObject({ result: 0, code: 'validation.tooLong', field: 'description.english', info: 'Usa como máximo 4,000 caracteres' });
    const many = await newGoods(seller, { attributes: Array.from({ length: 31 }, () => ({ attributeId: 4, value: 'Black' })) });
    expect(many.body).toMatchObject({ result: 0, code: 'validation.tooMany', field: 'attributes', info: 'Choose at most 30' });
    const unit = await newGoods(seller, { unit: 'barrels', showLanguage: 'portuguese' });
    expect(unit.body).toMatchObject({ result: 0, code: 'goods.unitInvalid', field: 'unit' });
  });

  it('keeps each seller to their own goods', async () => {
    const theirs = (await post(app, '/api/goods/list', { countryCode: 'MX', everyNumber: 1 })).body.list[0].id;
    expect((await post(app, '/api/goods/myProductDetails', { id: theirs }, seller)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/goods/updatePutaway', { id: theirs }, seller)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/goods/delete', { id: theirs }, seller)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/goods/details', { id: theirs })).body.result).toBe(1);
    // Someone else's upload cannot be reused.
    const buyersFile = (await upload(app, PNG_PIXEL, 'mine.png', buyer)).url;
    expect((await newGoods(seller, { images: [buyersFile] })).body.code).toBe('upload.notYours');
  });

  it('takes goods off the shelf and deletes them', async () => {
    const mine = (await post(app, '/api/goods/myProductList', { auditStatus: '1000', everyNumber: -1 }, seller)).body.list;
    const onShelf = mine.find((g: { putaway: boolean }) => g.putaway);
    expect((await post(app, '/api/goods/updatePutaway', { id: onShelf.id }, seller)).body.data).toEqual({ putaway: false });
    // Off the shelf: a clear answer in the buyer's language, not a failure to retry, and goods like them still on sale.
    const offShelf = await post(app, '/api/goods/details', { id: onShelf.id, showLanguage: 'spanish' });
    expect(offShelf.body).toMatchObject({ result: 0, code: 'goods.notOnSale', info: 'Este producto ya no está a la venta' });
    const similar = (await post(app, '/api/goods/similar', { id: onShelf.id, everyNumber: 24 })).body.list as Array<{ id: number; categoryId: number }>;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((g) => g.categoryId === onShelf.categoryId && g.id !== onShelf.id)).toBe(true);
    const onSale = (await post(app, '/api/goods/list', { categoryId: onShelf.categoryId, everyNumber: -1 })).body.list.map((g: { id: number }) => g.id);
    expect(similar.every((g) => onSale.includes(g.id))).toBe(true);
    expect((await post(app, '/api/goods/updatePutaway', { id: onShelf.id, putaway: true }, seller)).body.data).toEqual({ putaway: true });
    expect((await post(app, '/api/goods/delete', { id: onShelf.id }, seller)).body.result).toBe(1);
    expect((await post(app, '/api/goods/myProductDetails', { id: onShelf.id }, seller)).body.code).toBe('resource.notFound');
    expect((await post(app, '/api/goods/details', { id: onShelf.id })).body.code).toBe('goods.notOnSale');
    expect((await post(app, '/api/goods/similar', { id: onShelf.id })).body.list.length).toBeGreaterThan(0);
    // Goods that never were are another matter.
    expect((await post(app, '/api/goods/details', { id: 99_999_999 })).body.code).toBe('resource.notFound');
    expect((await post(app, '/api/goods/similar', { id: 99_999_999 })).body.list).toEqual([]);
  });

  it('edits its own goods and sends them back to review', async () => {
    const id = (await newGoods(seller)).body.data.id;
    const image = (await upload(app, PNG_PIXEL, 'new.png', seller)).url;
    const edited = await post(
      app,
      '/api/goods/save',
      {
        id,
        categoryId: 2102,
        name: { english: 'Test laptop' },
        images: [image],
        price: 10,
        currency: 'CNH',
        unit: 'pieces',
        stock: 40,
        tradeTerms: ['EXW'],
        shipping: { hsCode: '847130', cartonUnits: 5, cartonWeightKg: 12.5, cartonVolumeM3: 0.06, shipFrom: 'CNSZX' },
      },
      seller,
    );
    // Written in English only: the reply names the buyer languages the name still lacks, and nothing was translated.
    expect(edited.body.data).toEqual({
      id,
      auditStatus: '0000',
      missingLanguages: { name: ['portuguese', 'spanish'], description: [] },
      machineTranslated: { name: [], description: [] },
    });
    const { body } = await post(app, '/api/goods/myProductDetails', { id, showLanguage: 'portuguese' }, seller);
    // Languages nobody wrote fall back to the original.
    expect(body.data).toMatchObject({ name: 'Test laptop', categoryId: 2102, price: { amount: 10, currency: 'CNH' }, tradeTerms: ['EXW'] });
    expect(body.data.names).toEqual({ english: 'Test laptop', chinese_simplified: '', portuguese: '', spanish: '' });
  });
});

describe('what goods declare for a landed-cost estimate', () => {
  const stored = (id: number) =>
    app.db.selectFrom('goods').select(['hs_code', 'carton_units', 'carton_weight_g', 'carton_volume_cm3', 'ship_from']).where('id', '=', id).executeTakeFirstOrThrow();

  it('saves the HS code, the carton and the port, keeps grams and cm³ exactly, and reads them back as typed', async () => {
    const saved = await newGoods(seller, { shipping: { hsCode: ' 8415.10 ', cartonUnits: '1', cartonWeightKg: '45.125', cartonVolumeM3: 0.3456, shipFrom: 'cnngb' } });
    expect(saved.body.result).toBe(1);
    const id = saved.body.data.id as number;
    expect(await stored(id)).toEqual({ hs_code: '841510', carton_units: 1, carton_weight_g: 45_125, carton_volume_cm3: 345_600, ship_from: 'CNNGB' });
    const shipping = { hsCode: '841510', cartonUnits: 1, cartonWeightKg: 45.125, cartonVolumeM3: 0.3456, shipFrom: 'CNNGB' };
    expect((await post(app, '/api/goods/myProductDetails', { id }, seller)).body.data.shipping).toEqual(shipping);
    // The seller's preview of goods under review is the buyers' details call.
    expect((await post(app, '/api/goods/details', { id }, seller)).body.data.shipping).toEqual(shipping);

    // Figures a float would blur (0.1 + 0.2), at the bounds: stored to the gram and the cm³, read back as typed.
    const edges = [
      { cartonUnits: 10_000, cartonWeightKg: 29_999.999, cartonVolumeM3: 79.9999, grams: 29_999_999, cm3: 79_999_900 },
      { cartonUnits: 3, cartonWeightKg: 0.3, cartonVolumeM3: 0.0003, grams: 300, cm3: 300 },
      { cartonUnits: 7, cartonWeightKg: 0.001, cartonVolumeM3: 0.0001, grams: 1, cm3: 100 },
      { cartonUnits: 20, cartonWeightKg: 8.2, cartonVolumeM3: 0.042, grams: 8_200, cm3: 42_000 },
    ];
    for (const { grams, cm3, ...figures } of edges) {
      const body = { id, shipping: { ...SHIPPING, ...figures } };
      expect((await newGoods(seller, body)).body.result).toBe(1);
      expect(await stored(id)).toMatchObject({ carton_units: figures.cartonUnits, carton_weight_g: grams, carton_volume_cm3: cm3 });
      expect((await post(app, '/api/goods/myProductDetails', { id }, seller)).body.data.shipping).toEqual({ ...SHIPPING, ...figures });
    }
  });

  it('refuses each bad figure with its own message, in the caller’s language, and writes nothing', async () => {
    const before = (await post(app, '/api/goods/myProductList', { everyNumber: -1 }, seller)).body.total;
    const refusal = async (shipping: Record<string, unknown>, showLanguage = 'english') =>
      (await newGoods(seller, { shipping: { ...SHIPPING, ...shipping }, showLanguage })).body as { result: number; code: string; field: string; info: string };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ hsCode: '84151' }, 'goods.hsCodeInvalid'],
      [{ hsCode: '8415.1O' }, 'goods.hsCodeInvalid'],
      [{ hsCode: '001234' }, 'goods.hsCodeInvalid'],
      [{ hsCode: 841510 }, 'goods.hsCodeInvalid'],
      [{ cartonUnits: 0 }, 'goods.cartonUnitsInvalid'],
      [{ cartonUnits: 10_001 }, 'goods.cartonUnitsInvalid'],
      [{ cartonUnits: 2.5 }, 'goods.cartonUnitsInvalid'],
      [{ cartonWeightKg: 0 }, 'goods.cartonWeightInvalid'],
      [{ cartonWeightKg: 30_000.001 }, 'goods.cartonWeightInvalid'],
      [{ cartonWeightKg: 1.2345 }, 'goods.cartonWeightInvalid'],
      [{ cartonWeightKg: 'heavy' }, 'goods.cartonWeightInvalid'],
      [{ cartonVolumeM3: 0 }, 'goods.cartonVolumeInvalid'],
      [{ cartonVolumeM3: 80.0001 }, 'goods.cartonVolumeInvalid'],
      [{ cartonVolumeM3: 0.12345 }, 'goods.cartonVolumeInvalid'],
      [{ shipFrom: 'Shenzhen' }, 'goods.shipFromInvalid'],
      [{ shipFrom: '' }, 'goods.shipFromInvalid'],
    ];
    for (const [shipping, code] of cases) {
      const [field] = Object.keys(shipping);
      expect({ shipping, ...(await refusal(shipping)) }).toMatchObject({ shipping, result: 0, code, field: `shipping.${field}` });
    }
    expect(await refusal({ hsCode: '84151' }, 'spanish')).toMatchObject({ info: 'Escribe el código SA con seis dígitos, por ejemplo 8415.10 (los capítulos van del 01 al 97)' });
    expect(await refusal({ cartonVolumeM3: 81 }, 'portuguese')).toMatchObject({ info: 'Informe o volume da caixa em m³, de 0,0001 a 80, com no máximo quatro casas decimais' });
    expect(await refusal({ cartonUnits: 0 }, 'chinese_simplified')).toMatchObject({ info: '每箱数量须为 1 至 10,000 的整数' });
    // A seller in China ships from a Chinese port.
    expect(await refusal({ shipFrom: 'BRSSZ' })).toMatchObject({ result: 0, code: 'goods.shipFromChina' });
    expect((await newGoods(seller, { shipping: undefined })).body).toMatchObject({ result: 0, code: 'goods.shippingRequired', field: 'shipping' });
    expect((await post(app, '/api/goods/myProductList', { everyNumber: -1 }, seller)).body.total).toBe(before);
  });

  it('lets a seller abroad ship from a port of their own', async () => {
    const brazilian = (await createAccount(app, 'seller', 'BR')).token;
    const saved = await newGoods(brazilian, { shipping: { ...SHIPPING, hsCode: '090111', shipFrom: 'BRSSZ' } });
    expect(saved.body.result).toBe(1);
    expect((await post(app, '/api/goods/myProductDetails', { id: saved.body.data.id }, brazilian)).body.data.shipping.shipFrom).toBe('BRSSZ');
  });

  it('needs a session, and changes only the seller’s own goods', async () => {
    const body = {
      categoryId: 2101,
      name: { english: 'Test handset' },
      images: ['/uploads/x.png'],
      price: 1,
      currency: 'USD',
      unit: 'pieces',
      tradeTerms: ['FOB'],
      shipping: SHIPPING,
    };
    expect((await post(app, '/api/goods/save', body)).body.result).toBe(2);
    const theirs = (await post(app, '/api/goods/list', { countryCode: 'MX', everyNumber: 1 })).body.list[0].id as number;
    const before = await stored(theirs);
    const refused = await newGoods(seller, { id: theirs, shipping: { ...SHIPPING, hsCode: '999999' } });
    expect(refused.body.code).toBe('resource.forbidden');
    expect(await stored(theirs)).toEqual(before);
  });

  it('suggests the HS codes the goods of a category use, the most used first', async () => {
    const codesOf = async (categoryId: number, language = 'english') =>
      (await post(app, '/api/goods/hsCodes', { categoryId, showLanguage: language }, seller)).body.list as Array<{ hsCode: string; categoryTitle: string; goods: number }>;
    const airConditioning = await codesOf(2302);
    expect(airConditioning[0]).toMatchObject({ hsCode: '841510', categoryTitle: 'Air conditioning' });
    expect(airConditioning[0]!.goods).toBeGreaterThanOrEqual(4);
    // A top category suggests its categories' codes, each named by the category using it most.
    const appliances = await codesOf(2003, 'spanish');
    expect(appliances.map((c) => c.hsCode)).toEqual(expect.arrayContaining(['841510', '841830', '851650', '851660', '841451']));
    expect(appliances.find((c) => c.hsCode === '841830')!.categoryTitle).toBe('Refrigeración');
    const counts = appliances.map((c) => c.goods);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await post(app, '/api/goods/hsCodes', { categoryId: 999_999 }, seller)).body.code).toBe('goods.categoryInvalid');
    expect((await post(app, '/api/goods/hsCodes', { categoryId: 2302 })).body.result).toBe(2);
    expect((await post(app, '/api/goods/hsCodes', { categoryId: 2302 }, buyer)).body.code).toBe('goods.publishSellerOnly');
  });

  it('shows the operators the HS code, the carton and the port in their language', async () => {
    const id = (await newGoods(seller, { shipping: { hsCode: '851713', cartonUnits: 20, cartonWeightKg: 8.24, cartonVolumeM3: 0.0424, shipFrom: 'CNSZX' } })).body.data.id;
    const operator = await login(app, OPERATOR);
    const factsIn = async (showLanguage: string) =>
      Object.fromEntries(
        ((await post(app, '/api/operator/review/details', { kind: 'goods', id, showLanguage }, operator)).body.data.facts as Array<{ label: string; value: string }>).map((f) => [
          f.label,
          f.value,
        ]),
      );
    expect(await factsIn('chinese_simplified')).toMatchObject({
      'HS 编码': '8517.13',
      每箱数量: '20 pieces',
      每箱毛重与体积: '8.24 kg · 0.0424 m³',
      每件: '0.412 kg · 0.00212 m³',
      发货港口: '深圳 (CNSZX)',
    });
    expect(await factsIn('portuguese')).toMatchObject({
      'Código SH': '8517.13',
      'Caixa, bruto': '8,24 kg · 0,0424 m³',
      'Porto de embarque': 'Shenzhen (CNSZX)',
    });
  });
});

describe('brands and factory inspections', () => {
  it('lists public brands with their counts, and a seller’s own in every state', async () => {
    const { body } = await post(app, '/api/brand/list', { everyNumber: -1 });
    expect(body.total).toBe(21);
    expect(body.list[0].goodsCount).toBeGreaterThan(0);
    expect(body.list[0].factoryCount).toBeGreaterThan(0);
    const mine = await post(app, '/api/brand/list', { mine: 1, everyNumber: -1 }, seller);
    expect(mine.body.list.every((b: { ownerId: number }) => b.ownerId === mine.body.list[0].ownerId)).toBe(true);
    expect((await post(app, '/api/brand/listForGoodsEdit', {}, seller)).body.list.length).toBe(mine.body.total);
    expect((await post(app, '/api/brand/listForGoodsEdit', {})).body.result).toBe(2);
  });

  it('creates a brand (type china by default) under review, with factory inspections', async () => {
    const logo = (await upload(app, PNG_PIXEL, 'logo.png', seller)).url;
    const saved = await post(app, '/api/brand/save', { name: { chinese_simplified: '测试品牌' }, logo }, seller);
    expect(saved.body.data.auditStatus).toBe('0000');
    const id = saved.body.data.id;
    const details = await post(app, '/api/brand/details', { id, showLanguage: 'english' }, seller);
    expect(details.body.data).toMatchObject({ name: '测试品牌', type: 'china', auditStatus: '0000', putaway: false });
    expect((await post(app, '/api/brand/details', { id })).body.code).toBe('resource.notFound');
    expect((await post(app, '/api/brand/putaway', { id, putaway: true }, seller)).body.code).toBe('brand.notPassed');

    const report = await post(
      app,
      '/api/brandFactoryInspection/save',
      { brandId: id, name: { english: 'Plant 1' }, address: 'Shenzhen', inspectedAt: '2026-10-01', inspector: 'Li Na' },
      seller,
    );
    expect(report.body.result).toBe(1);
    const list = await post(app, '/api/brandFactoryInspection/list', { brandId: id }, seller);
    expect(list.body.list).toHaveLength(1);
    expect((await post(app, '/api/brandFactoryInspection/details', { id: report.body.data.id }, seller)).body.data.inspector).toBe('Li Na');
    expect((await post(app, '/api/brandFactoryInspection/delete', { id: report.body.data.id }, buyer)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/brandFactoryInspection/delete', { id: report.body.data.id }, seller)).body.result).toBe(1);
    expect((await post(app, '/api/brand/delete', { id }, seller)).body.result).toBe(1);
  });

  it('refuses bad brand input, missing sessions and other people’s brands', async () => {
    expect((await post(app, '/api/brand/save', { name: { english: 'X' }, logo: 'http://evil.example/x.png' }, seller)).body.code).toBe('upload.invalidUrl');
    expect((await post(app, '/api/brand/save', { name: { english: 'X' } })).body.result).toBe(2);
    const sellersBrand = (await post(app, '/api/brand/list', { mine: 1 }, seller)).body.list[0].id;
    expect((await post(app, '/api/brand/putaway', { id: sellersBrand }, buyer)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/brand/delete', { id: sellersBrand }, buyer)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/brand/delete', { id: sellersBrand }, seller)).body.code).toBe('brand.inUse');
    const otherSeller = (await createAccount(app, 'seller')).token;
    expect(
      (await post(app, '/api/brandFactoryInspection/save', { brandId: sellersBrand, name: { english: 'P' }, address: 'A', inspectedAt: '2026-01-01', inspector: 'I' }, otherSeller))
        .body.code,
    ).toBe('resource.forbidden');
    expect(
      (await post(app, '/api/brandFactoryInspection/save', { brandId: sellersBrand, name: { english: 'P' }, address: 'A', inspectedAt: '2026-01-01', inspector: 'I' }, buyer)).body
        .code,
    ).toBe('brand.sellerOnly');
    expect(
      (await post(app, '/api/brandFactoryInspection/save', { brandId: sellersBrand, name: { english: 'P' }, address: 'A', inspectedAt: 'yesterday', inspector: 'I' }, seller)).body
        .result,
    ).toBe(0);
  });
});

describe('categories and attributes', () => {
  it('lists categories flat and as subtrees', async () => {
    const flat = await post(app, '/api/shopGoodsType/list', { goodsType: 1981, parentId: 3005 });
    expect(flat.body.list.map((c: { id: number }) => c.id)).toEqual([3501, 3502, 3503, 3504, 3505, 3506]);
    const sub = await post(app, '/api/shopGoodsType/getAllChildType', { goodsType: 1980, id: 2001 });
    expect(sub.body.list.map((c: { id: number }) => c.id)).toEqual([2101, 2102, 2103]);
    expect((await post(app, '/api/shopGoodsType/getAllChildType', { goodsType: 1981, id: 2001 })).body.code).toBe('goods.categoryInvalid');
  });

  it('lists attributes in the reader’s language', async () => {
    const { body } = await post(app, '/api/attribute/list', { everyNumber: -1, showLanguage: 'spanish' });
    expect(body.list.map((a: { name: string }) => a.name)).toContain('Potencia');
  });
});

describe('uploads', () => {
  it('stores images and PDFs by their bytes and serves them back safely', async () => {
    const png = await upload(app, PNG_PIXEL, 'pixel.png', seller);
    expect(png.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url: png.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await upload(app, Buffer.from('%PDF-1.4\n%%EOF\n'), 'report.pdf', seller);
    expect(pdf.url).toMatch(/\.pdf$/);
  });

  it('refuses other types whatever their name, empty files, and guests', async () => {
    expect((await upload(app, Buffer.from('<script>alert(1)</script>'), 'fake.png', seller)).code).toBe('upload.type');
    expect((await upload(app, Buffer.from('GIF89a......'), 'x.gif', seller, 'portuguese')).info).toBe('Só é possível enviar imagens JPEG, PNG, WebP e arquivos PDF');
    expect((await upload(app, Buffer.alloc(0), 'empty.png', seller)).code).toBe('upload.missing');
    expect((await upload(app, PNG_PIXEL, 'pixel.png')).result).toBe(2);
  });

  it('refuses files over 10 MB', async () => {
    const big = Buffer.concat([PNG_PIXEL, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    expect((await upload(app, big, 'big.png', seller)).code).toBe('upload.tooLarge');
  });
});

describe('the operators’ review and rates', () => {
  it('lists pending goods, passes one onto the shelf and rejects one with a reason', async () => {
    const { listPending, decide } = await import('../src/services/review');
    const first = (await newGoods(seller)).body.data.id;
    const second = (await newGoods(seller)).body.data.id;
    const pending = await listPending(app.db, 'goods');
    expect(pending.map((p) => p.id)).toEqual(expect.arrayContaining([first, second]));
    await decide(app.db, 'goods', first, 'pass');
    expect((await post(app, '/api/goods/details', { id: first })).body.result).toBe(1);
    await expect(decide(app.db, 'goods', second, 'reject')).rejects.toThrow(/reason/);
    await decide(app.db, 'goods', second, 'reject', 'Blurry photos');
    const mine = (await post(app, '/api/goods/myProductDetails', { id: second }, seller)).body.data;
    expect(mine).toMatchObject({ auditStatus: '2000', auditReason: 'Blurry photos', putaway: false });
  });

  it('updates a rate, and conversions and price sorting follow', async () => {
    const { setRate } = await import('../src/services/review');
    await expect(setRate(app.db, 'EUR', 1, '2026-11-20', 'test')).rejects.toThrow(/Unknown currency/);
    await setRate(app.db, 'BRL', 6, '2026-11-20', 'test');
    const { body } = await post(app, '/api/common/currencyConvert', { amount: 100, currency: 'USD', showCurrency: 'BRL' });
    expect(body.data).toMatchObject({ showAmount: 600, asOf: '2026-11-20' });
    await setRate(app.db, 'BRL', 5.24, '2026-02-06', 'ECB');
  });
});
