import type { FastifyInstance } from 'fastify';
import {
  AUDIT_STATUS,
  calls,
  formatHsCode,
  formatMoney,
  formatNumber,
  isCurrency,
  kgOf,
  localised,
  m3Of,
  perUnit,
  portName,
  writeNumber,
  type Language,
} from '@puente/shared/contract';
import type { Localised, MachineTranslated } from '../../db/schema';
import { findBrand } from '../../repositories/brands';
import { reviewQueue } from '../../repositories/console';
import { findGoodsRecord } from '../../repositories/goods';
import { personOf as sellerOf } from '../../repositories/users';
import { BusinessError } from '../../services/business-error';
import { loadCategories, pathOf } from '../../services/categories';
import { allLanguages, pickText } from '../../services/localised';
import { decide } from '../../services/review';
import { machineOf, missingOf } from '../../services/translation';
import { defineRoute } from '../define-route';
import { historyOf, major, personAt, personOf, seconds } from './replies';

const { operator: ops } = calls;

/** Labels of the facts a reviewer reads, in the reader's language. */
const FACT_LABELS = {
  price: localised('Price', '价格', 'Preço', 'Precio'),
  minOrder: localised('Minimum order', '最小起订量', 'Pedido mínimo', 'Pedido mínimo'),
  stock: localised('Stock', '库存', 'Estoque', 'Existencias'),
  terms: localised('Trade terms', '贸易条款', 'Termos de comércio', 'Términos de comercio'),
  origin: localised('Origin', '产地', 'Origem', 'Origen'),
  type: localised('Brand of', '品牌类型', 'Marca de', 'Marca de'),
  china: localised('Goods from China', '中国商品', 'Produtos da China', 'Productos de China'),
  industry: localised('Industrial goods', '工业品', 'Produtos industriais', 'Productos industriales'),
  hsCode: localised('HS code', 'HS 编码', 'Código SH', 'Código SA'),
  cartonUnits: localised('Units per carton', '每箱数量', 'Unidades por caixa', 'Unidades por caja'),
  carton: localised('Carton, gross', '每箱毛重与体积', 'Caixa, bruto', 'Caja, bruto'),
  perUnit: localised('Per unit', '每件', 'Por unidade', 'Por unidad'),
  shipFrom: localised('Ships from', '发货港口', 'Porto de embarque', 'Puerto de embarque'),
} satisfies Record<string, Localised>;

/** A weight and a volume as the reader writes numbers: "45 kg · 0.35 m³", "45 kg · 0,35 m³". */
function weightAndVolume(kg: number, m3: number, language: Language, m3Decimals: number): string {
  return `${writeNumber(kg, language, 3)} kg · ${writeNumber(m3, language, m3Decimals)} m³`;
}

/** The review of goods and brands: the queue, an item's details and the decision. */
export function reviewRoutes(app: FastifyInstance): void {
  defineRoute(app, ops.reviewQueue, async ({ body, db, language }) => {
    const goods = body.kind === 'goods';
    const { rows, total } = await reviewQueue(db, body, body);
    return {
      list: rows.map((row) => ({
        kind: body.kind,
        id: row.id,
        name: pickText(row.name, language, row.original_language),
        image: row.image ?? '',
        seller: personAt(row, 'u'),
        auditStatus: row.audit_status,
        submitted: seconds(row.updated_at),
        ...(goods ? { missingLanguages: missingOf(row) } : {}),
      })),
      total,
    };
  });

  defineRoute(app, ops.reviewDetails, async ({ body, db, language }) => {
    const facts: Array<calls.operator.ReviewFact> = [];
    let row: {
      name: Record<string, string>;
      description: Record<string, string>;
      original_language: string;
      images: string[];
      category: string;
      owner: number;
      audit_status: string;
      audit_reason: string;
      updated_at: Date | string;
      /** Goods only: the languages a translation service wrote. */
      machine?: MachineTranslated;
    };
    if (body.kind === 'goods') {
      const goods = await findGoodsRecord(db, body.id);
      if (!goods) throw new BusinessError('resource.notFound');
      const categories = await loadCategories(db);
      row = {
        ...goods,
        category: pathOf(categories, goods.category_id, language)
          .map((step) => step.title)
          .join(' › '),
        owner: goods.seller_id,
        machine: goods.machine_translated ?? {},
      };
      // Figures as parts too: the page writes the unit's word for the count in the reader's language.
      const currency = isCurrency(goods.currency) ? goods.currency : 'USD';
      const price = major(goods.price_minor);
      const quantity = (label: string, amount: number) => ({ label, value: `${formatNumber(amount, language)} ${goods.unit}`, quantity: amount, unit: goods.unit });
      facts.push(
        {
          label: FACT_LABELS.price[language],
          value: `${formatMoney(price, currency, { besideOther: true })} / ${goods.unit}`,
          money: { amount: price, currency },
          unit: goods.unit,
        },
        quantity(FACT_LABELS.minOrder[language], Number(goods.min_order)),
        quantity(FACT_LABELS.stock[language], Number(goods.stock)),
        { label: FACT_LABELS.terms[language], value: goods.trade_terms.join(', ') },
        { label: FACT_LABELS.origin[language], value: goods.country_code, country: goods.country_code },
      );
      // What a landed-cost estimate will read: the reviewer checks the code and the carton against the goods.
      const carton = { cartonUnits: goods.carton_units, cartonWeightKg: kgOf(goods.carton_weight_g), cartonVolumeM3: m3Of(goods.carton_volume_cm3) };
      const unit = perUnit(carton);
      facts.push(
        { label: FACT_LABELS.hsCode[language], value: formatHsCode(goods.hs_code) },
        quantity(FACT_LABELS.cartonUnits[language], goods.carton_units),
        { label: FACT_LABELS.carton[language], value: weightAndVolume(carton.cartonWeightKg, carton.cartonVolumeM3, language, 4) },
        ...(unit && goods.carton_units > 1 ? [{ label: FACT_LABELS.perUnit[language], value: weightAndVolume(unit.kg, unit.m3, language, 6) }] : []),
        { label: FACT_LABELS.shipFrom[language], value: `${portName(goods.ship_from, language)} (${goods.ship_from})` },
      );
    } else {
      const brand = await findBrand(db, body.id);
      if (!brand) throw new BusinessError('resource.notFound');
      row = { ...brand, images: brand.logo ? [brand.logo] : [], category: '', owner: brand.owner_id };
      facts.push(
        { label: FACT_LABELS.type[language], value: FACT_LABELS[brand.type][language] },
        { label: FACT_LABELS.origin[language], value: brand.country_code, country: brand.country_code },
      );
    }
    return {
      data: {
        kind: body.kind,
        id: body.id,
        names: allLanguages(row.name),
        descriptions: allLanguages(row.description),
        originalLanguage: row.original_language,
        images: row.images,
        category: row.category,
        facts,
        seller: personOf(await sellerOf(db, row.owner)),
        auditStatus: row.audit_status,
        auditReason: row.audit_reason,
        submitted: seconds(row.updated_at),
        history: await historyOf(db, body.kind, body.id),
        ...(row.machine ? { missingLanguages: missingOf(row), machineTranslated: machineOf(row.machine) } : {}),
      },
    };
  });

  defineRoute(
    app,
    ops.decideReview,
    async ({ body, db, user }) => {
      await decide(db, body.kind, body.id, body.decision, body.reason ?? '', user.id, AUDIT_STATUS.underReview);
      return { data: { auditStatus: body.decision === 'pass' ? AUDIT_STATUS.passed : AUDIT_STATUS.rejected } };
    },
    { write: true },
  );
}
