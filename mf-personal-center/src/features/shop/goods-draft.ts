import { CATEGORY_ROOTS, formatHsCode, QUANTITY_UNITS, type Currency, type GoodsSource, type SellerGoods, type TradeTerm } from '@puente/shared';
import { EMPTY_LOCALISED, filledLanguages, type LocalisedValue } from './localised-field';

export type Unit = (typeof QUANTITY_UNITS)[number];

/** What the goods form holds: inputs as typed, texts in every language, the category as its path. */
export interface Draft {
  source: GoodsSource;
  categoryPath: number[];
  brandId: string;
  name: LocalisedValue;
  description: LocalisedValue;
  images: string[];
  price: string;
  currency: Currency;
  unit: Unit;
  minOrder: string;
  stock: string;
  tradeTerms: TradeTerm[];
  attributes: Array<{ attributeId: string; value: string }>;
  /** The shipping section's fields, as typed: the body nests them in `shipping`. */
  hsCode: string;
  cartonUnits: string;
  cartonWeightKg: string;
  cartonVolumeM3: string;
  shipFrom: string;
}

/** The form's values for new goods, or for the goods being edited. */
export function draftOf(goods: SellerGoods | null): Draft {
  if (!goods) {
    return {
      source: 'china',
      categoryPath: [],
      brandId: '',
      name: { ...EMPTY_LOCALISED },
      description: { ...EMPTY_LOCALISED },
      images: [],
      price: '',
      currency: 'USD',
      unit: 'pieces',
      minOrder: '1',
      stock: '0',
      tradeTerms: ['FOB'],
      attributes: [],
      hsCode: '',
      cartonUnits: '1',
      cartonWeightKg: '',
      cartonVolumeM3: '',
      shipFrom: '',
    };
  }
  return {
    source: goods.source,
    categoryPath: goods.categoryPath.map((c) => c.id).filter((id) => id !== CATEGORY_ROOTS.china && id !== CATEGORY_ROOTS.industry),
    brandId: goods.brand ? String(goods.brand.id) : '',
    name: goods.names,
    description: goods.descriptions,
    images: goods.images,
    price: String(goods.price.amount),
    currency: goods.price.currency,
    unit: goods.unit,
    minOrder: String(goods.minOrder),
    stock: String(goods.stock),
    tradeTerms: goods.tradeTerms,
    attributes: goods.attributeValues.map((a) => ({ attributeId: String(a.attributeId), value: a.value })),
    hsCode: formatHsCode(goods.shipping.hsCode),
    cartonUnits: String(goods.shipping.cartonUnits),
    cartonWeightKg: String(goods.shipping.cartonWeightKg),
    cartonVolumeM3: String(goods.shipping.cartonVolumeM3),
    shipFrom: goods.shipping.shipFrom,
  };
}

/** The goods form's fields as the body of saveGoods (numbers stay as typed: the schema reads them). */
export function requestOf(draft: Draft, goods: SellerGoods | null) {
  return {
    ...(goods ? { id: goods.id } : {}),
    categoryId: draft.categoryPath[draft.categoryPath.length - 1],
    brandId: draft.brandId ? Number(draft.brandId) : null,
    name: filledLanguages(draft.name),
    ...(Object.values(draft.description).some((v) => v.trim()) ? { description: filledLanguages(draft.description) } : {}),
    images: draft.images,
    price: draft.price,
    currency: draft.currency,
    unit: draft.unit,
    minOrder: draft.minOrder,
    stock: draft.stock,
    tradeTerms: draft.tradeTerms,
    attributes: draft.attributes
      .filter((a) => a.attributeId || a.value.trim())
      .map((a) => ({ attributeId: a.attributeId ? Number(a.attributeId) : undefined, value: a.value.trim() })),
    shipping: {
      hsCode: draft.hsCode,
      cartonUnits: draft.cartonUnits,
      cartonWeightKg: draft.cartonWeightKg,
      cartonVolumeM3: draft.cartonVolumeM3,
      shipFrom: draft.shipFrom,
    },
  };
}

/** Where a refused body field shows its message in the form. */
export function goodsFieldOf(path: string): string {
  if (path === 'categoryId') return 'categoryPath';
  if (path === 'name' || path === 'description') return `${path}.root`;
  if (path.startsWith('shipping.')) return path.slice('shipping.'.length);
  if (path === 'shipping') return 'hsCode';
  return path;
}
