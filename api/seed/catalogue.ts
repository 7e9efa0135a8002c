import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { AUDIT_STATUS, cm3Of, gramsOf, toMinorUnits, type Language } from '@puente/shared/contract';
import type { AttributeTranslations, Database, Localised } from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import { artUrl, markUrl } from './product-art';
import { searchText } from '../src/services/localised';
import {
  ATTR,
  ATTRIBUTES,
  BRANDS,
  CHECKS,
  CHINESE_SELLERS,
  DEMO_SELLER_COMPANY,
  EXTRA_CATEGORIES,
  INSPECTORS,
  OUTCOMES,
  PLANTS,
  PRODUCTS,
  provinceOf,
  RATES,
  RATES_AS_OF,
  stored,
  type BrandSeed,
  type PlantSeed,
} from './catalogue-data';
import { EXPORTERS, fromCountry, ITEMS } from './pavilion-data';
import { seededRandom } from './random';
import { CITY_PORTS, exportPortOf, ITEM_SHIPPING, productShipping, type ShippingSeed } from './shipping-data';
import { countryName, each, L, listOf, plantAddress, withFigures } from './words';

type Trx = Transaction<Database>;

const perUsd = Object.fromEntries(RATES.map((r) => [r.currency, r.perUsd])) as Record<string, number>;
const DAY = 86_400_000;

/** Chinese goods travel to Latin America: labels and manuals in the buyer's language. */
const leadTimeToRegion = (days: number): Localised =>
  withFigures(
    L(
      'Ships about {days} days after the deposit. Samples, and labels or manuals in Spanish or Portuguese, on request.',
      '收到定金后约 {days} 天发货。可提供样品，以及西班牙语或葡萄牙语的标签和说明书。',
      'Embarque cerca de {days} dias após o sinal. Amostras e rótulos ou manuais em português ou espanhol sob consulta.',
      'Embarque unos {days} días después del anticipo. Muestras y etiquetas o manuales en español o portugués a pedido.',
    ),
    { days },
  );

/** The pavilions' goods travel to China: the documents Chinese customs asks for. */
const leadTimeToChina = (days: number): Localised =>
  withFigures(
    L(
      'Loads about {days} days after the deposit, with the certificate of origin and the health or phytosanitary certificate China asks for.',
      '收到定金后约 {days} 天装运，随附原产地证书以及中国要求的卫生或植物检疫证书。',
      'Embarque cerca de {days} dias após o sinal, com certificado de origem e o certificado sanitário ou fitossanitário exigido pela China.',
      'Embarque unos {days} días después del anticipo, con certificado de origen y el certificado sanitario o fitosanitario que exige China.',
    ),
    { days },
  );

const sentences = (...texts: Localised[]): Localised => each((language) => texts.map((t) => t[language]).join(language === 'chinese_simplified' ? '' : ' '));

/**
 * An inspection's summary, written into each language from the same figures: the plant's people,
 * lines and output are facts, stored once in the seed data.
 */
function inspectionSummary(brand: BrandSeed, plant: PlantSeed): Localised {
  const lines = (language: Language) => {
    const one = plant.lines === 1;
    return {
      english: one ? 'production line' : 'production lines',
      chinese_simplified: '',
      portuguese: one ? 'linha de produção' : 'linhas de produção',
      spanish: one ? 'línea de producción' : 'líneas de producción',
    }[language];
  };
  const head = each(
    (language) =>
      ({
        english: `{workers} workers on {lines} ${lines(language)}, with capacity for about ${brand.output.english}.`,
        chinese_simplified: `员工 {workers} 人，生产线 {lines} 条，产能约为${brand.output.chinese_simplified}。`,
        portuguese: `{workers} funcionários em {lines} ${lines(language)}, com capacidade para cerca de ${brand.output.portuguese}.`,
        spanish: `{workers} empleados en {lines} ${lines(language)}, con capacidad para unos ${brand.output.spanish}.`,
      })[language],
  );
  const checks = listOf(plant.checks.map((key) => CHECKS[key]));
  const covered = L(
    `The audit covered ${checks.english}.`,
    `审核内容包括${checks.chinese_simplified}。`,
    `A auditoria cobriu ${checks.portuguese}.`,
    `La auditoría cubrió ${checks.spanish}.`,
  );
  return sentences(withFigures(head, { workers: plant.workers, lines: plant.lines, capacity: plant.capacity }), covered, OUTCOMES[plant.outcome]);
}

async function seller(trx: Trx, phone: string, nickname: string, company: string, companyTranslations: Localised | null, country: string, passwordHash: string): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      phone,
      username: null,
      password_hash: passwordHash,
      nickname,
      head: '',
      role: 'seller',
      country_code: country,
      company_name: company,
      company_translations: companyTranslations ? JSON.stringify(companyTranslations) : null,
      info_complete: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface GoodsSeed {
  seller: number;
  brand: number | null;
  category: number;
  root: number;
  name: Localised;
  description: Localised;
  usd: number;
  currency: string;
  unit: string;
  minOrder: number;
  images: string[];
  attributes: Array<{ attributeId: number; value: string }>;
  terms: string[];
  country: string;
  sales: number;
  weight: number;
  daysAgo: number;
  shipping: ShippingSeed;
  shipFrom: string;
  audit?: { status: string; reason: string; putaway: boolean };
}

/** "Meijia digital air fryer": after the brand, an English product name reads as a common noun (acronyms such as LED keep their capitals). */
const afterBrand = (name: string) => (/^[A-Z][a-z-]*(\s|$)/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

/** Orders of cheap goods run into thousands; of machines, into tens. */
const salesCeiling = (usd: number) => (usd >= 10_000 ? 40 : usd >= 1_000 ? 150 : usd >= 100 ? 700 : 2400);

/**
 * The demo marketplace's catalogue: exchange rates, attributes with their translations, eleven
 * Chinese sellers with a trade each, 21 brands with their marks and factory inspections, and the
 * exporters of the 33 country pavilions, over 200 goods in all.
 */
export async function seedCatalogue(trx: Trx, demoSellerId: number): Promise<number> {
  const random = seededRandom(20260206);
  await trx
    .insertInto('exchange_rates')
    .values(RATES.map((r) => ({ currency: r.currency, per_usd: r.perUsd, as_of: RATES_AS_OF, source: r.source })))
    .execute();

  // The Origin attribute also names the pavilions' countries, so their goods read right in every language.
  const origins = [...new Set(EXPORTERS.map((e) => e.country))].map(countryName);
  for (const [index, attribute] of ATTRIBUTES.entries()) {
    const values = index === ATTR.origin - 1 ? [...attribute.values, ...origins] : attribute.values;
    const translations: AttributeTranslations = {
      ...(typeof attribute.unit === 'string' ? {} : { unit: attribute.unit }),
      values: Object.fromEntries(values.filter((v): v is Localised => typeof v !== 'string').map((v) => [v.english, v])),
    };
    await trx
      .insertInto('attributes')
      .values({
        name: JSON.stringify(attribute.name),
        unit: stored(attribute.unit),
        values: JSON.stringify(values.map(stored)),
        translations: JSON.stringify(translations),
        sort: index,
      })
      .execute();
  }
  for (const [topIndex, [id, title, children]] of EXTRA_CATEGORIES.entries()) {
    await trx
      .insertInto('goods_types')
      .values({ id, parent_id: null, root: 1981, title: JSON.stringify(title), sort: 10 + topIndex })
      .execute();
    for (const [childIndex, [childId, childTitle]] of children.entries()) {
      await trx
        .insertInto('goods_types')
        .values({ id: childId, parent_id: id, root: 1981, title: JSON.stringify(childTitle), sort: childIndex })
        .execute();
    }
  }
  const roots = new Map((await trx.selectFrom('goods_types').select(['id', 'root']).execute()).map((row) => [row.id, row.root]));

  // Seeded sellers other than the demo accounts cannot log in: their password is random.
  const lockedHash = await hashPassword(randomBytes(12).toString('base64url'));
  await trx
    .updateTable('users')
    .set({ company_name: DEMO_SELLER_COMPANY.english, company_translations: JSON.stringify(DEMO_SELLER_COMPANY) })
    .where('id', '=', demoSellerId)
    .execute();
  const sellers = [demoSellerId];
  for (const s of CHINESE_SELLERS) sellers.push(await seller(trx, s.phone, s.nickname, s.company.english, s.company, s.country, lockedHash));

  const brandIds: number[] = [];
  for (const brand of BRANDS) {
    const row = await trx
      .insertInto('brands')
      .values({
        owner_id: sellers[brand.seller]!,
        name: JSON.stringify(brand.name),
        description: JSON.stringify(brand.about),
        original_language: 'english',
        logo: markUrl(brand.initials, brand.hue, brand.shape),
        type: brand.type,
        country_code: 'CN',
        search_text: searchText(brand.name),
        audit_status: AUDIT_STATUS.passed,
        putaway: true,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    brandIds.push(row.id);
    for (const [n, plant] of brand.plants.entries()) {
      const address = plantAddress(plant.zone, plant.zoneKind, plant.city);
      const inspector = INSPECTORS[plant.inspector];
      await trx
        .insertInto('factory_inspections')
        .values({
          brand_id: row.id,
          name: JSON.stringify(PLANTS[plant.name]),
          summary: JSON.stringify(inspectionSummary(brand, plant)),
          original_language: 'english',
          address: address.english,
          inspected_at: new Date(Date.now() - plant.daysAgo * DAY).toISOString().slice(0, 10),
          inspector: inspector.english,
          translations: JSON.stringify({ address, inspector }),
          report_url: '',
          images: JSON.stringify([artUrl(brand.art, brand.hue, n), artUrl('factory', brand.hue + 30 * n, n + 1)]),
          deleted_at: null,
        })
        .execute();
    }
  }

  const goods: GoodsSeed[] = [];
  for (const product of PRODUCTS) {
    const brand = BRANDS[product.brand]!;
    const currency = brand.type === 'china' ? 'CNH' : 'USD';
    const origin = stored(provinceOf(brand.city));
    const listings = product.specs.map((spec, specIndex) => ({ spec, specIndex, oem: false }));
    if (product.oem) listings.push({ spec: product.specs[0]!, specIndex: 0, oem: true });
    for (const { spec, specIndex, oem } of listings) {
      const share = product.specs.length > 1 ? specIndex / (product.specs.length - 1) : 0.5;
      const base = product.usd[0] + (product.usd[1] - product.usd[0]) * share;
      const suffix = oem
        ? L(`${spec.english}, OEM with your brand`, `${spec.chinese_simplified}（可 OEM 贴牌）`, `${spec.portuguese}, OEM com a sua marca`, `${spec.spanish}, OEM con su marca`)
        : spec;
      const name = L(
        `${brand.name.english} ${afterBrand(product.name.english)}, ${suffix.english}`,
        `${brand.name.chinese_simplified} ${product.name.chinese_simplified} ${suffix.chinese_simplified}`,
        `${product.name.portuguese} ${brand.name.portuguese}, ${suffix.portuguese}`,
        `${product.name.spanish} ${brand.name.spanish}, ${suffix.spanish}`,
      );
      const usd = Math.round(base * (oem ? 1.04 : 1) * 100) / 100;
      goods.push({
        seller: sellers[brand.seller]!,
        brand: brandIds[product.brand]!,
        category: product.category,
        root: roots.get(product.category)!,
        name,
        description: sentences(product.about, leadTimeToRegion(oem ? random.int(35, 55) : random.int(12, 35))),
        usd,
        currency,
        unit: product.unit,
        minOrder: product.minOrder * (oem ? 5 : 1),
        images: [0, 1, 2].map((variant) => artUrl(product.art, brand.hue + specIndex * 23 + (oem ? 11 : 0), variant)),
        attributes: [...product.attributes.map(([id, value]) => [id, stored(value)] as const), [ATTR.origin, origin] as const].map(([attributeId, value]) => ({
          attributeId,
          value,
        })),
        terms: product.terms,
        country: 'CN',
        shipping: productShipping(product.name.english, specIndex),
        shipFrom: CITY_PORTS[brand.city],
        sales: random.int(0, salesCeiling(usd)),
        weight: random.int(0, 100),
        daysAgo: random.int(0, 200),
      });
    }
  }

  for (const [exporterIndex, exporter] of EXPORTERS.entries()) {
    const place = countryName(exporter.country);
    const from = fromCountry(exporter.country, place);
    const id = await seller(trx, exporter.phone, exporter.nickname, exporter.company, null, exporter.country, lockedHash);
    const currency = exporter.country === 'BR' ? 'BRL' : exporter.country === 'MX' ? 'MXN' : 'USD';
    for (const [listingIndex, listing] of exporter.goods.entries()) {
      const item = ITEMS[listing.item];
      const [low, high] = listing.usd ?? item.usd;
      const pack = item.pack;
      const name = L(
        `${item.name.english} ${from.english}${pack ? `, ${pack.english}` : ''}`,
        `${from.chinese_simplified}${item.name.chinese_simplified}${pack ? `（${pack.chinese_simplified}）` : ''}`,
        `${item.name.portuguese} ${from.portuguese}${pack ? `, ${pack.portuguese}` : ''}`,
        `${item.name.spanish} ${from.spanish}${pack ? `, ${pack.spanish}` : ''}`,
      );
      const usd = Math.round((low + (high - low) * random.next()) * 100) / 100;
      goods.push({
        seller: id,
        brand: null,
        category: item.category,
        root: roots.get(item.category)!,
        name,
        description: sentences(item.about, ...(listing.note ? [listing.note] : []), leadTimeToChina(random.int(14, 45))),
        usd,
        currency,
        unit: item.unit,
        minOrder: item.minOrder,
        images: [0, 1, 2].map((variant) => artUrl(item.art, exporterIndex * 37 + listingIndex * 90, variant)),
        attributes: [...item.attributes.map(([attributeId, value]) => ({ attributeId, value: stored(value) })), { attributeId: ATTR.origin, value: place.english }],
        terms: ['FOB', 'C&F', 'CIF'],
        country: exporter.country,
        shipping: ITEM_SHIPPING[listing.item],
        shipFrom: exportPortOf(exporter.country),
        sales: random.int(0, salesCeiling(usd) / 4),
        weight: random.int(0, 100),
        daysAgo: random.int(0, 200),
      });
    }
  }

  // The demo seller sees every review state in their shop.
  const demoGoods = goods.filter((g) => g.seller === demoSellerId);
  demoGoods[1]!.audit = { status: AUDIT_STATUS.underReview, reason: '', putaway: false };
  demoGoods[3]!.audit = {
    status: AUDIT_STATUS.rejected,
    reason: 'The photos show a different model from the one described. Upload photos of this model.',
    putaway: false,
  };
  demoGoods[5]!.audit = { status: AUDIT_STATUS.passed, reason: '', putaway: false };

  for (const g of goods) {
    const priceMinor = toMinorUnits(g.usd * perUsd[g.currency]!);
    await trx
      .insertInto('goods')
      .values({
        seller_id: g.seller,
        brand_id: g.brand,
        category_id: g.category,
        root: g.root,
        name: JSON.stringify(g.name),
        description: JSON.stringify(g.description),
        original_language: 'english',
        search_text: searchText(g.name, g.description),
        price_minor: priceMinor,
        currency: g.currency,
        price_usd_minor: Math.round(priceMinor / perUsd[g.currency]!),
        unit: g.unit,
        min_order: g.minOrder,
        stock: g.minOrder * 40,
        images: JSON.stringify(g.images),
        attributes: JSON.stringify(g.attributes),
        trade_terms: JSON.stringify(g.terms),
        country_code: g.country,
        hs_code: g.shipping.hs,
        carton_units: g.shipping.units,
        carton_weight_g: gramsOf(g.shipping.kg),
        carton_volume_cm3: cm3Of(g.shipping.m3),
        ship_from: g.shipFrom,
        audit_status: g.audit?.status ?? AUDIT_STATUS.passed,
        audit_reason: g.audit?.reason ?? '',
        putaway: g.audit?.putaway ?? true,
        sales: g.sales,
        weight: g.weight,
        created_at: new Date(Date.now() - g.daysAgo * DAY),
        updated_at: new Date(Date.now() - g.daysAgo * DAY),
        deleted_at: null,
      })
      .execute();
  }
  return goods.length;
}
