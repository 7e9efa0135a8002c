import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely/migration';
import { CHINA_PORTS, EXPORT_PORTS, LANGUAGES, type Language } from '@puente/shared/contract';
import type { Localised } from '../src/db/schema';
import { ATTR, ATTRIBUTES, BRANDS, CHINESE_SELLERS, INSPECTORS, PRICE_RANGES, PRODUCTS } from '../seed/catalogue-data';
import { EXPORTERS, ITEMS } from '../seed/pavilion-data';
import { BUYERS, PRODUCT_REQUIREMENTS } from '../seed/requirements-data';
import { SHIPPING_RANGES } from '../seed/shipping-data';
import { CITIES, PROVINCES } from '../seed/words';
import { MIGRATIONS } from '../src/db/migrations';
import { readSitePages } from '../src/db/site-pages';
import { productArt } from '../seed/product-art';
import { build, post } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await build());
});
afterAll(async () => close());

const OTHERS = LANGUAGES.filter((l) => l !== 'english');

interface Goods {
  id: number;
  name: string;
  categoryId: number;
  unit: string;
  image: string;
  price: { showAmount: number; showCurrency: string };
  seller: { id: number; companyName: string | null };
}

async function allGoods(language: Language = 'english'): Promise<Goods[]> {
  const { body } = await post(app, '/api/goods/list', { everyNumber: -1, showLanguage: language, showCurrency: 'USD' });
  return body.list as Goods[];
}

/** Unit symbols and codes read the same in every language; anything else in a text is a word to translate. */
const SYMBOLS = new Set(['GB', 'TB', 'W', 'kW', 'kWh', 'V', 'mm', 'cm', 'm', 't', 'L', 'kg', 'g', 'ml', 'BTU', 'kVA', 'Ø', '×', '/', 'GlobalG.A.P.']);
const neutral = (token: string) => SYMBOLS.has(token) || /^[\d.,/×Ø%°+-]+$/.test(token) || /^[A-Z0-9][A-Z0-9.-]*$/.test(token);
/** Whether a text has a translatable word (not just figures, unit symbols and codes such as "128 GB", "H4" or "ISO 9001"). */
const hasWords = (text: string) => text.split(/[\s,;()]+/).some((token) => token !== '' && !neutral(token));

function expectTranslated(text: Localised, what: string, properNoun = false) {
  if (!hasWords(text.english)) return;
  for (const language of OTHERS) {
    // A proper name (a province, a country) may read the same in Portuguese and Spanish, never in Chinese.
    if (properNoun && language !== 'chinese_simplified') continue;
    expect({ what, language, text: text[language] }).not.toEqual({ what, language, text: text.english });
  }
}

/** The figures of a text, whatever the language's separators: "1,800" and "1.800" are both 1800. */
const figures = (text: string) => (text.match(/\d[\d.,]*\d|\d/g) ?? []).map((n) => n.replace(/[.,]/g, ''));

describe('sellers with a speciality', () => {
  it('keeps every seller to at most two top categories, and each trade to its own sellers', async () => {
    const categories = (await post(app, '/api/shopGoodsType/list', {})).body.list as Array<{ id: number; parentId: number | null }>;
    const topOf = (id: number) => categories.find((c) => c.id === id)?.parentId ?? id;
    const bySeller = new Map<number, Set<number>>();
    for (const goods of await allGoods()) bySeller.set(goods.seller.id, (bySeller.get(goods.seller.id) ?? new Set()).add(topOf(goods.categoryId)));
    const wide = [...bySeller].filter(([, tops]) => tops.size > 2);
    expect(wide).toEqual([]);
    // Not one seller with everything: the Chinese goods alone come from eleven sellers.
    expect(CHINESE_SELLERS.length + 1).toBe(11);
    expect(new Set(BRANDS.map((b) => b.seller)).size).toBe(11);
  });

  it('gives the pavilions different sizes, after what each country sells', async () => {
    const { body } = await post(app, '/api/nationalPavilion/list', {});
    const counts = (body.list as Array<{ code: string; goodsCount: number }>).map((p) => p.goodsCount);
    expect(new Set(counts).size).toBeGreaterThanOrEqual(4);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(6);
  });
});

describe('prices sane for their unit', () => {
  it('prices every goods within its category’s range for its unit, in US dollars', async () => {
    const outside: string[] = [];
    for (const goods of await allGoods()) {
      const range = PRICE_RANGES[goods.categoryId]?.[goods.unit as keyof (typeof PRICE_RANGES)[number]];
      expect({ goods: goods.name, unit: goods.unit, range: Boolean(range) }).toEqual({ goods: goods.name, unit: goods.unit, range: true });
      const usd = goods.price.showAmount;
      if (usd < range![0] || usd > range![1]) outside.push(`${goods.name}: ${usd} USD per ${goods.unit}`);
    }
    expect(outside).toEqual([]);
  });

  it('sells green coffee by the tonne at thousands of dollars and aged rum by the case at tens or more', async () => {
    const goods = await allGoods();
    const coffee = goods.filter((g) => /arabica coffee/.test(g.name));
    const rum = goods.filter((g) => /Aged rum/.test(g.name));
    expect(coffee.length).toBeGreaterThan(5);
    expect(coffee.every((g) => g.unit === 'tonnes' && g.price.showAmount > 3000)).toBe(true);
    expect(rum.every((g) => g.unit === 'boxes' && g.price.showAmount >= 40)).toBe(true);
  });
});

describe('facts stored once', () => {
  it('shows the same workers, lines and capacity for a factory in all four languages', async () => {
    const brands = (await post(app, '/api/brand/list', { everyNumber: -1 })).body.list as Array<{ id: number; name: string }>;
    expect(brands.length).toBe(BRANDS.length);
    for (const brand of brands) {
      const details = await Promise.all(LANGUAGES.map(async (language) => (await post(app, '/api/brand/details', { id: brand.id, showLanguage: language })).body.data));
      for (const [index, factory] of details[0].factories.entries()) {
        const english = figures(factory.summary);
        expect(english.length).toBeGreaterThanOrEqual(3);
        for (const d of details.slice(1)) expect(figures(d.factories[index].summary)).toEqual(english);
      }
    }
    // The factory of the issue: one worker count, whatever the language.
    const haiqiao = brands.find((b) => b.name === 'Haiqiao')!;
    for (const language of LANGUAGES) {
      const { body } = await post(app, '/api/brand/details', { id: haiqiao.id, showLanguage: language });
      expect(body.data.factories[0].summary).toContain('685');
    }
  });

  it('varies the inspectors and the dates of the inspections', async () => {
    const plants = BRANDS.flatMap((b) => b.plants);
    expect(new Set(plants.map((p) => p.inspector)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(plants.map((p) => p.daysAgo)).size).toBe(plants.length);
  });
});

describe('seeded texts in four languages', () => {
  it('translates name suffixes, packs, attribute values and inspector lines', () => {
    for (const product of PRODUCTS) for (const spec of product.specs) expectTranslated(spec, `suffix of ${product.name.english}`);
    for (const item of Object.values(ITEMS)) if (item.pack) expectTranslated(item.pack, `pack of ${item.name.english}`);
    for (const attribute of ATTRIBUTES) {
      if (typeof attribute.unit !== 'string') expectTranslated(attribute.unit, `unit of ${attribute.name.english}`);
      for (const value of attribute.values) {
        if (typeof value === 'string') expect({ value, words: hasWords(value) }).toEqual({ value, words: false });
        else expectTranslated(value, `${attribute.name.english} ${value.english}`, attribute === ATTRIBUTES[ATTR.origin - 1]);
      }
    }
    for (const inspector of Object.values(INSPECTORS)) expectTranslated(inspector, 'inspector');
    for (const province of Object.values(PROVINCES)) expect(province.chinese_simplified).not.toBe(province.english);
  });

  it('serves every goods’ attributes in the reader’s language, each figure with its unit', async () => {
    const goods = await allGoods();
    const sample = goods.filter((_, index) => index % 4 === 0);
    for (const { id } of sample) {
      const details = await Promise.all(LANGUAGES.map(async (language) => (await post(app, '/api/goods/details', { id, showLanguage: language })).body.data));
      for (const [index, attribute] of details[0].attributes.entries()) {
        // "Warranty 60" reads "60 months", "60 个月", "60 meses".
        expect(attribute.value).not.toMatch(/^\d+(\.\d+)?$/);
        const english = attribute.value as string;
        const origin = attribute.id === ATTR.origin;
        expectTranslated(
          Object.fromEntries(LANGUAGES.map((l, i) => [l, details[i].attributes[index].value])) as Localised,
          `${details[0].name}: ${attribute.name} ${english}`,
          origin,
        );
      }
    }
  });

  it('serves inspectors, addresses, company names, delivery places, bylines and languages in the reader’s language', async () => {
    const brands = (await post(app, '/api/brand/list', { everyNumber: -1 })).body.list as Array<{ id: number }>;
    for (const brand of brands) {
      const english = (await post(app, '/api/brand/details', { id: brand.id, showLanguage: 'english' })).body.data;
      for (const language of OTHERS) {
        const other = (await post(app, '/api/brand/details', { id: brand.id, showLanguage: language })).body.data;
        for (const [index, factory] of english.factories.entries()) {
          expect(other.factories[index].inspector).not.toBe(factory.inspector);
          if (language === 'chinese_simplified') expect(other.factories[index].address).not.toBe(factory.address);
        }
      }
    }
    const chinese = await allGoods('chinese_simplified');
    const english = await allGoods('english');
    const chineseSellers = english.filter((g) => g.seller.companyName?.endsWith('Co., Ltd.'));
    expect(chineseSellers.length).toBeGreaterThan(100);
    for (const goods of chineseSellers) expect(chinese.find((g) => g.id === goods.id)!.seller.companyName).toMatch(/有限公司$/);

    const requirements = async (language: Language) =>
      (await post(app, '/api/procurementRequirements/list', { everyNumber: -1, showLanguage: language, sort: 'newest' })).body.list as Array<{
        id: number;
        title: string;
        deliveryPlace: string;
      }>;
    const [en, zh] = [await requirements('english'), await requirements('chinese_simplified')];
    for (const r of en) expect(zh.find((z) => z.id === r.id)!.deliveryPlace).not.toBe(r.deliveryPlace);

    const brokers = (await post(app, '/api/middleman/getCelebrityAgentList', { everyNumber: -1, showLanguage: 'portuguese' })).body.list as Array<{ languages: string[] }>;
    for (const broker of brokers) for (const name of broker.languages) expect(name).not.toMatch(/^[a-z]{2}$/);
    expect(brokers.some((b) => b.languages.includes('Português'))).toBe(true);

    const articles = (await post(app, '/api/siteNews/list', { siteid: 3, everyNumber: -1 })).body.list as Array<{ id: number; author: string }>;
    const byline = async (language: Language) => (await post(app, '/api/siteNews/details', { id: articles[0]!.id, showLanguage: language })).body.data.author as string;
    expect(await byline('chinese_simplified')).not.toBe(await byline('english'));

    const footer = async (language: Language) => (await post(app, '/api/siteVar/list', { siteid: 1, showLanguage: language })).body.list as Array<{ name: string; value: string }>;
    const address = (list: Array<{ name: string; value: string }>) => list.find((v) => v.name === 'address')!.value;
    expect(address(await footer('chinese_simplified'))).not.toBe(address(await footer('english')));
  });
});

describe('texts written per subject', () => {
  it('writes every article and requirement on its own, not from one template', async () => {
    const { body } = await post(app, '/api/siteNews/list', { siteid: 3, everyNumber: -1 });
    const titles = (body.list as Array<{ title: string }>).map((n) => n.title);
    expect(new Set(titles).size).toBe(titles.length);
    const openings = new Set<string>();
    for (const { id } of body.list as Array<{ id: number }>) {
      const article = (await post(app, '/api/siteNews/details', { id })).body.data;
      openings.add(article.content[0].split(' ').slice(0, 6).join(' '));
    }
    expect(openings.size).toBe(titles.length);

    const starts = PRODUCT_REQUIREMENTS.map((r) => r.title.english.split(' ').slice(0, 2).join(' '));
    const counts = starts.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<string, number>());
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    expect(new Set(PRODUCT_REQUIREMENTS.map((r) => r.title.english)).size).toBe(PRODUCT_REQUIREMENTS.length);
  });

  it('gives companies contact details that look like a company’s', async () => {
    const phones = [...CHINESE_SELLERS.map((s) => s.phone), ...EXPORTERS.map((e) => e.phone), ...BUYERS.map((b) => b.phone)];
    expect(new Set(phones).size).toBe(phones.length);
    for (const phone of phones) expect(phone).toMatch(/^[1-9]\d{9,12}$/);
    for (const phone of phones) expect(phone).not.toMatch(/0000/);
    for (const page of readSitePages()) if (page.contact) expect(page.contact.phone).toMatch(/^\+[1-9][\d ]{8,}$/);
    for (const page of readSitePages()) if (page.contact) expect(page.contact.phone).not.toMatch(/0000|000 000/);
    const footer = (await post(app, '/api/siteVar/list', { siteid: 1 })).body.list as Array<{ name: string; value: string }>;
    expect(footer.find((v) => v.name === 'phone')!.value).not.toMatch(/0000/);
  });
});

describe('pictures that match the goods and the brand', () => {
  const svg = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('gives every brand its own mark: its initials in its colours', async () => {
    const brands = (await post(app, '/api/brand/list', { everyNumber: -1 })).body.list as Array<{ id: number; name: string; logo: string }>;
    const logos = brands.map((b) => b.logo);
    expect(new Set(logos).size).toBe(logos.length);
    const drawings = await Promise.all(logos.map(svg));
    expect(new Set(drawings).size).toBe(drawings.length);
    for (const [index, brand] of brands.entries()) expect(drawings[index]).toContain(`>${BRANDS.find((b) => b.name.english === brand.name)!.initials}</text>`);
  });

  it('draws each kind of goods its own picture, and the picture the goods are', async () => {
    const goods = await allGoods();
    const kindOf = (g: Goods) => /\/static\/art\/([a-z]+)-/.exec(g.image)![1]!;
    const expected: Array<[RegExp, string]> = [
      [/4K smart TV/, 'tv'],
      [/headphones/, 'headphones'],
      [/earbuds/, 'earbuds'],
      [/^Soybeans/, 'soybeans'],
      [/twill fabric/, 'fabric'],
      [/electric SUV/i, 'suv'],
      [/light van/, 'van'],
      [/arabica coffee/, 'coffee'],
      [/Aged rum/, 'rum'],
      [/Hass avocados/, 'avocado'],
      [/solar module/, 'solar'],
      [/laser printer/, 'printer'],
    ];
    for (const [pattern, kind] of expected) {
      const matching = goods.filter((g) => pattern.test(g.name));
      expect({ pattern: String(pattern), found: matching.length > 0 }).toEqual({ pattern: String(pattern), found: true });
      for (const g of matching) expect({ name: g.name, kind: kindOf(g) }).toEqual({ name: g.name, kind });
    }
    // A kind of picture belongs to one category: soybeans never share the fabric's picture.
    const categoriesOfKind = new Map<string, Set<number>>();
    for (const g of goods) categoriesOfKind.set(kindOf(g), (categoriesOfKind.get(kindOf(g)) ?? new Set()).add(g.categoryId));
    for (const [kind, categories] of categoriesOfKind) expect({ kind, categories: categories.size }).toEqual({ kind, categories: 1 });
    // And the drawings differ, not just their names.
    const kinds = [...categoriesOfKind.keys()];
    expect(kinds.length).toBeGreaterThanOrEqual(50);
    const drawings = kinds.map((kind) => productArt(kind, 200, 0));
    expect(new Set(drawings).size).toBe(kinds.length);
  });
});

/** What the goods table holds of each seeded goods for a landed-cost estimate. */
async function shippingRows() {
  const rows = await app.db
    .selectFrom('goods as g')
    .leftJoin('brands as b', 'b.id', 'g.brand_id')
    .select([
      'g.id',
      'g.category_id',
      'g.unit',
      'g.name',
      'g.country_code',
      'g.hs_code',
      'g.carton_units',
      'g.carton_weight_g',
      'g.carton_volume_cm3',
      'g.ship_from',
      'b.name as brand',
    ])
    .where('g.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
  return rows.map((row) => ({ ...row, english: row.name.english ?? '', kg: row.carton_weight_g / 1000 / row.carton_units, m3: row.carton_volume_cm3 / 1e6 / row.carton_units }));
}

/** The HS chapters each category's goods belong to (two digits). */
const CHAPTERS: Record<number, string[]> = {
  2101: ['85'],
  2102: ['84'],
  2103: ['85'],
  2201: ['87'],
  2202: ['87'],
  2203: ['87', '85', '40'],
  2301: ['85', '84'],
  2302: ['84'],
  2303: ['84'],
  2401: ['52', '54', '55', '60'],
  2402: ['61', '62', '63'],
  3101: ['84'],
  3102: ['84'],
  3103: ['84', '85'],
  3201: ['85', '94'],
  3202: ['85'],
  3301: ['72', '73'],
  3302: ['69', '39', '68', '70'],
  3401: ['84'],
  3501: ['09', '18'],
  3502: ['08'],
  3503: ['02', '03', '16'],
  3504: ['22'],
  3505: ['10', '12', '17'],
  3506: ['08', '04', '09', '20'],
  3601: ['74', '28', '26'],
};

/** The ports a province's makers ship from. */
const PROVINCE_PORTS: Record<string, string[]> = {
  guangdong: ['CNSZX', 'CNCAN'],
  zhejiang: ['CNNGB', 'CNSHA'],
  jiangsu: ['CNSHA'],
  anhui: ['CNSHA'],
  shandong: ['CNTAO'],
  hebei: ['CNTXG'],
  tianjin: ['CNTXG'],
  fujian: ['CNXMN'],
};

describe('what goods declare for a landed-cost estimate', () => {
  it('files every goods under an HS chapter of its category, and well-known goods under their own subheading', async () => {
    const rows = await shippingRows();
    expect(rows.length).toBeGreaterThan(200);
    const astray = rows.filter((row) => !(CHAPTERS[row.category_id] ?? []).includes(row.hs_code.slice(0, 2))).map((row) => `${row.english}: ${row.hs_code}`);
    expect(astray).toEqual([]);
    const known: Array<[RegExp, string]> = [
      [/split air conditioner/, '841510'],
      [/smartphone/, '851713'],
      [/solar module/, '854143'],
      [/multifunction copier/, '844331'],
      [/excavator/, '842952'],
      [/brake pads/, '870830'],
      [/shrimp/, '030617'],
      [/laptop/, '847130'],
      [/smart TV/, '852872'],
      [/headphones/, '851830'],
      // Green coffee is unroasted: 0901.11 (0901.21 is roasted coffee).
      [/Green arabica coffee/, '090111'],
      [/Aged rum/, '220840'],
    ];
    for (const [pattern, code] of known) {
      const matching = rows.filter((row) => pattern.test(row.english));
      expect({ pattern: String(pattern), found: matching.length > 0 }).toEqual({ pattern: String(pattern), found: true });
      for (const row of matching) expect({ name: row.english, code: row.hs_code }).toEqual({ name: row.english, code });
    }
  });

  it('packs every goods as its kind travels: weight and volume per unit within its category’s range, cartons of a believable density', async () => {
    const outside: string[] = [];
    for (const row of await shippingRows()) {
      const range = SHIPPING_RANGES[row.category_id]?.[row.unit as keyof (typeof SHIPPING_RANGES)[number]];
      const density = row.carton_weight_g / 1000 / (row.carton_volume_cm3 / 1e6);
      if (!range || row.kg < range.kg[0] || row.kg > range.kg[1] || row.m3 < range.m3[0] || row.m3 > range.m3[1] || density < 50 || density > 8000)
        outside.push(`${row.english} (${row.category_id}, ${row.unit}): ${row.kg} kg, ${row.m3} m³ a unit, ${Math.round(density)} kg/m³`);
    }
    expect(outside).toEqual([]);
    const rows = await shippingRows();
    // A 12,000 BTU split air conditioner boxed is about 45 kg and 0.35 m³; phones travel twenty to a carton of about 8 kg.
    expect(rows.find((row) => /split air conditioner, 12000 BTU/.test(row.english))).toMatchObject({ carton_units: 1, carton_weight_g: 45_000, carton_volume_cm3: 350_000 });
    for (const phone of rows.filter((row) => /5G smartphone/.test(row.english)))
      expect(phone).toMatchObject({ carton_units: 20, carton_weight_g: 8_200, carton_volume_cm3: 42_000 });
    for (const module of rows.filter((row) => /solar module/.test(row.english))) {
      expect(module.kg).toBeGreaterThan(20);
      expect(module.kg).toBeLessThan(36);
      expect(module.m3).toBeGreaterThan(0.07);
      expect(module.m3).toBeLessThan(0.12);
    }
  });

  it('ships goods from China from the port of their maker’s province, and the pavilions’ goods from their own country', async () => {
    const wrong: string[] = [];
    for (const row of await shippingRows()) {
      if (row.country_code !== 'CN') {
        if (row.ship_from !== EXPORT_PORTS[row.country_code]?.code) wrong.push(`${row.english}: ${row.ship_from}`);
        continue;
      }
      const brand = BRANDS.find((b) => b.name.english === row.brand?.english);
      const allowed = brand ? PROVINCE_PORTS[CITIES[brand.city].province] : undefined;
      if (!allowed?.includes(row.ship_from)) wrong.push(`${row.english} (${brand?.city}): ${row.ship_from}`);
    }
    expect(wrong).toEqual([]);
    // The goods page answers in kilograms and cubic metres what the table keeps in grams and cm³.
    const split = (await shippingRows()).find((row) => /split air conditioner, 12000 BTU/.test(row.english))!;
    const { body } = await post(app, '/api/goods/details', { id: split.id });
    expect(body.data.shipping).toEqual({ hsCode: '841510', cartonUnits: 1, cartonWeightKg: 45, cartonVolumeM3: 0.35, shipFrom: 'CNNGB' });
  });

  // Last in this file: it writes the columns again, from what goods saved before them say of themselves.
  it('gives goods saved before the columns existed their kind’s figures, with nothing left empty', async () => {
    const seeded = new Map((await shippingRows()).map((row) => [row.id, row]));
    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => MIGRATIONS } });
    const down = await migrator.migrateTo('0020-goods-shelf');
    expect(down.error).toBeUndefined();
    const columns = (await app.db.introspection.getTables()).find((table) => table.name === 'goods')!.columns.map((column) => column.name);
    expect(columns).not.toContain('hs_code');
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    const empty = await app.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or(['hs_code', 'carton_units', 'carton_weight_g', 'carton_volume_cm3', 'ship_from'].map((column) => eb(column as 'hs_code', 'is', null))))
      .executeTakeFirstOrThrow();
    expect(Number(empty.n)).toBe(0);
    const rows = await shippingRows();
    expect(rows.length).toBe(seeded.size);
    const sameCode = rows.filter((row) => row.hs_code === seeded.get(row.id)!.hs_code).length;
    const samePort = rows.filter((row) => row.ship_from === seeded.get(row.id)!.ship_from).length;
    // Every goods keeps its chapter, nearly all the very subheading and the port the seed gives them.
    expect(rows.filter((row) => row.hs_code.slice(0, 2) !== seeded.get(row.id)!.hs_code.slice(0, 2)).map((row) => row.english)).toEqual([]);
    expect(sameCode / rows.length).toBeGreaterThan(0.95);
    expect(samePort / rows.length).toBeGreaterThan(0.95);
    const chinaPorts: string[] = CHINA_PORTS.map((port) => port.code);
    expect(rows.filter((row) => row.country_code === 'CN' && !chinaPorts.includes(row.ship_from)).map((row) => row.english)).toEqual([]);
    expect(rows.filter((row) => row.country_code !== 'CN' && row.ship_from !== EXPORT_PORTS[row.country_code]?.code).map((row) => row.english)).toEqual([]);
    const outside = rows.filter((row) => {
      const range = SHIPPING_RANGES[row.category_id]?.[row.unit as keyof (typeof SHIPPING_RANGES)[number]];
      return !range || row.kg < range.kg[0] || row.kg > range.kg[1] || row.m3 < range.m3[0] || row.m3 > range.m3[1];
    });
    expect(outside.map((row) => `${row.english}: ${row.kg} kg, ${row.m3} m³`)).toEqual([]);
  });
});
