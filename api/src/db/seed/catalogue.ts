import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { AUDIT_STATUS, LANGUAGE_TAGS, LANGUAGES, toMinorUnits } from '@puente/shared/contract';
import type { Database, Localised } from '../schema';
import { hashPassword } from '../../services/passwords';
import { artUrl } from '../../services/product-art';
import { searchText } from '../../services/localised';
import { ATTR, ATTRIBUTES, BRANDS, CALLING_CODES, CHINESE_SELLERS, EXTRA_CATEGORIES, L, PAVILION_PRODUCTS, PRODUCTS, RATES, RATES_AS_OF, SELLER_CURRENCY } from './catalogue-data';
import { seededRandom } from './random';

type Trx = Transaction<Database>;

const perUsd = Object.fromEntries(RATES.map((r) => [r.currency, r.perUsd])) as Record<string, number>;

function countryName(code: string): Localised {
  const names = (language: (typeof LANGUAGES)[number]) => new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(code) ?? code;
  return L(names('english'), names('chinese_simplified'), names('portuguese'), names('spanish'));
}

const leadTime = (days: number): Localised =>
  L(
    `Lead time about ${days} days after the deposit. Samples and Spanish or Portuguese labelling on request.`,
    `收到定金后约 ${days} 天交货。可提供样品及西班牙语或葡萄牙语标签。`,
    `Prazo de cerca de ${days} dias após o sinal. Amostras e rotulagem em português ou espanhol sob consulta.`,
    `Plazo de unos ${days} días tras el anticipo. Muestras y etiquetado en español o portugués a pedido.`,
  );

const join = (a: Localised, b: Localised): Localised =>
  L(`${a.english} ${b.english}`, `${a.chinese_simplified}${b.chinese_simplified}`, `${a.portuguese} ${b.portuguese}`, `${a.spanish} ${b.spanish}`);

async function seller(trx: Trx, phone: string, nickname: string, company: string, country: string, passwordHash: string): Promise<number> {
  const existing = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (existing) return existing.id;
  const row = await trx
    .insertInto('users')
    .values({ phone, username: null, password_hash: passwordHash, nickname, head: '', role: 'seller', country_code: country, company_name: company, info_complete: true })
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
  audit?: { status: string; reason: string; putaway: boolean };
}

/**
 * The demo marketplace's catalogue: exchange rates, attributes, sellers, 20 brands with factory
 * inspections, and over 200 goods across both roots and the 33 country pavilions.
 */
export async function seedCatalogue(trx: Trx, demoSellerId: number): Promise<number> {
  const random = seededRandom(20260206);
  await trx
    .insertInto('exchange_rates')
    .values(RATES.map((r) => ({ currency: r.currency, per_usd: r.perUsd, as_of: RATES_AS_OF, source: r.source })))
    .execute();
  for (const [index, attribute] of ATTRIBUTES.entries()) {
    await trx
      .insertInto('attributes')
      .values({ name: JSON.stringify(attribute.name), unit: attribute.unit, values: JSON.stringify(attribute.values), sort: index })
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
  const sellers = [demoSellerId];
  for (const s of CHINESE_SELLERS) sellers.push(await seller(trx, s.phone, s.nickname, s.company, s.country, lockedHash));

  const brandIds: number[] = [];
  for (const [index, brand] of BRANDS.entries()) {
    const row = await trx
      .insertInto('brands')
      .values({
        owner_id: sellers[brand.seller]!,
        name: JSON.stringify(brand.name),
        description: JSON.stringify(brand.about),
        original_language: 'english',
        logo: artUrl('logo', brand.hue, 0),
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
    const inspections = 1 + (index % 2);
    for (let n = 0; n < inspections; n += 1) {
      const plant = n === 0 ? L('Main plant', '总部工厂', 'Fábrica principal', 'Planta principal') : L('Assembly plant', '组装工厂', 'Fábrica de montagem', 'Planta de ensamblaje');
      await trx
        .insertInto('factory_inspections')
        .values({
          brand_id: row.id,
          name: JSON.stringify(plant),
          summary: JSON.stringify(
            L(
              `On-site audit of production lines, quality control and export packing. ${random.int(120, 900)} workers, ISO 9001 certified, capacity confirmed for container orders.`,
              `现场审核生产线、质量控制和出口包装。员工 ${random.int(120, 900)} 人，通过 ISO 9001 认证，已确认可承接整柜订单。`,
              `Auditoria presencial das linhas de produção, do controle de qualidade e da embalagem de exportação. ${random.int(120, 900)} funcionários, certificação ISO 9001, capacidade confirmada para pedidos em contêiner.`,
              `Auditoría presencial de las líneas de producción, el control de calidad y el embalaje de exportación. ${random.int(120, 900)} empleados, certificación ISO 9001, capacidad confirmada para pedidos en contenedor.`,
            ),
          ),
          original_language: 'english',
          address: `${brand.city}, China`,
          inspected_at: `2026-${String(random.int(1, 10)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
          inspector: random.pick(['Puente inspection team', 'Independent inspector Li Na', 'Independent inspector Carlos Mendes']),
          report_url: '',
          images: JSON.stringify([artUrl(brand.art, brand.hue + 20 * n, 1), artUrl('machine', brand.hue + 40, 2)]),
          deleted_at: null,
        })
        .execute();
    }
  }

  const goods: GoodsSeed[] = [];
  for (const product of PRODUCTS) {
    const brand = BRANDS[product.brand]!;
    const currency = brand.type === 'china' ? 'CNH' : 'USD';
    product.specs.forEach((spec, specIndex) => {
      for (const oem of [false, true]) {
        const share = product.specs.length > 1 ? specIndex / (product.specs.length - 1) : 0.5;
        const base = product.usd[0] + (product.usd[1] - product.usd[0]) * share;
        const oemSuffix = oem ? L(', OEM with your brand', '（OEM 贴牌）', ', OEM com a sua marca', ', OEM con su marca') : L('', '', '', '');
        const name = L(
          `${brand.name.english} ${product.name.english}, ${spec}${oemSuffix.english}`,
          `${brand.name.chinese_simplified} ${product.name.chinese_simplified} ${spec}${oemSuffix.chinese_simplified}`,
          `${product.name.portuguese} ${brand.name.portuguese}, ${spec}${oemSuffix.portuguese}`,
          `${product.name.spanish} ${brand.name.spanish}, ${spec}${oemSuffix.spanish}`,
        );
        goods.push({
          seller: sellers[brand.seller]!,
          brand: brandIds[product.brand]!,
          category: product.category,
          root: roots.get(product.category)!,
          name,
          description: join(product.about, leadTime(oem ? random.int(35, 60) : random.int(15, 35))),
          usd: Math.round(base * (oem ? 1.06 : 1) * 100) / 100,
          currency,
          unit: product.unit,
          minOrder: product.minOrder * (oem ? 5 : 1),
          images: [0, 1, 2].map((variant) => artUrl(product.art, (brand.hue + specIndex * 23 + (oem ? 11 : 0)) % 360, variant)),
          attributes: [...product.attributes, [ATTR.origin, brand.city.split(', ')[1] ?? 'Guangdong'] as [number, string]].map(([attributeId, value]) => ({ attributeId, value })),
          terms: product.terms,
          country: 'CN',
          sales: random.int(0, 2400),
          weight: random.int(0, 100),
          daysAgo: random.int(0, 200),
        });
      }
    });
  }

  let pavilionIndex = 0;
  for (const [country, items] of Object.entries(PAVILION_PRODUCTS)) {
    const place = countryName(country);
    const id = await seller(
      trx,
      `${CALLING_CODES[country]}9000${String(pavilionIndex).padStart(4, '0')}`,
      `${place.english} export desk`,
      `${place.english} Export Cooperative (demo)`,
      country,
      lockedHash,
    );
    pavilionIndex += 1;
    const currency = SELLER_CURRENCY[country] ?? 'USD';
    items.forEach((item, itemIndex) => {
      goods.push({
        seller: id,
        brand: null,
        category: item.category,
        root: roots.get(item.category)!,
        name: L(
          `${item.name.english} from ${place.english}`,
          `${place.chinese_simplified}${item.name.chinese_simplified}`,
          `${item.name.portuguese} – ${place.portuguese}`,
          `${item.name.spanish} de ${place.spanish}`,
        ),
        description: join(
          L(
            `Export grade, traceable to the producer, with phytosanitary and origin certificates for China.`,
            `出口级品质，可追溯至生产者，附输华植物检疫证书和原产地证书。`,
            `Qualidade de exportação, rastreável até o produtor, com certificados fitossanitário e de origem para a China.`,
            `Calidad de exportación, trazable hasta el productor, con certificados fitosanitario y de origen para China.`,
          ),
          leadTime(random.int(20, 45)),
        ),
        usd: Math.round((item.usd[0] + (item.usd[1] - item.usd[0]) * random.next()) * 100) / 100,
        currency,
        unit: item.unit,
        minOrder: item.unit === 'tonnes' ? 20 : 500,
        images: [0, 1, 2].map((variant) => artUrl(item.art, (pavilionIndex * 37 + itemIndex * 90) % 360, variant)),
        attributes: [{ attributeId: ATTR.certification, value: 'ISO 9001' }],
        terms: ['FOB', 'C&F', 'CIF'],
        country,
        sales: random.int(0, 900),
        weight: random.int(0, 100),
        daysAgo: random.int(0, 200),
      });
    });
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
        audit_status: g.audit?.status ?? AUDIT_STATUS.passed,
        audit_reason: g.audit?.reason ?? '',
        putaway: g.audit?.putaway ?? true,
        sales: g.sales,
        weight: g.weight,
        created_at: new Date(Date.now() - g.daysAgo * 86_400_000),
        updated_at: new Date(Date.now() - g.daysAgo * 86_400_000),
        deleted_at: null,
      })
      .execute();
  }
  return goods.length;
}
