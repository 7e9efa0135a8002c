import type { calls, CallReply, SellerGoods } from '../contract';

/* Replies the areas' tests share, each one believable record to vary per test. */

export type QuotationRecord = CallReply<typeof calls.trade.quotationDetails>['data'];

/** A quotation request a buyer sent and the seller has not answered yet. */
export function quotationFixture(overrides: Partial<QuotationRecord> = {}): QuotationRecord {
  return {
    id: 9,
    goodsId: 7,
    goodsName: 'Teléfono 5G',
    goodsImage: '',
    buyer: { id: 2, nickname: 'Lucía', companyName: null },
    seller: { id: 1, nickname: 'Chen Wei', companyName: null },
    quantity: 300,
    unit: 'pieces',
    tradeTerm: 'FOB',
    destination: 'Manzanillo',
    message: '',
    requestFile: '',
    targetPrice: null,
    status: 'pendingSeller',
    quotedPrice: null,
    quotationFile: '',
    sellerNote: '',
    validUntil: '',
    viewedBySeller: false,
    viewedByBuyer: true,
    createTime: 1_790_000_000,
    quoteTime: null,
    ...overrides,
  };
}

/** Goods a seller wrote in Chinese, with a Spanish name: English and Portuguese are missing from the name, every buyer language from the description. */
export function chineseGoodsFixture(overrides: Partial<SellerGoods> = {}): SellerGoods {
  return {
    id: 41,
    name: '测试手机',
    summary: '为测试制造的手机。',
    image: '/uploads/a.png',
    price: { amount: 99.5, currency: 'USD', showAmount: 99.5, showCurrency: 'USD' },
    unit: 'pieces',
    minOrder: 10,
    source: 'china',
    categoryId: 2101,
    categoryTitle: '手机',
    brand: null,
    seller: { id: 2, nickname: 'seller', companyName: null, countryCode: 'CN' },
    countryCode: 'CN',
    sales: 0,
    createTime: 0,
    description: '为测试制造的手机。',
    images: ['/uploads/a.png'],
    stock: 100,
    tradeTerms: ['FOB'],
    attributes: [],
    categoryPath: [
      { id: 1980, title: 'China' },
      { id: 2101, title: '手机' },
    ],
    auditStatus: '1000',
    auditReason: '',
    putaway: true,
    names: { english: '', chinese_simplified: '测试手机', portuguese: '', spanish: 'Teléfono de prueba' },
    descriptions: { english: '', chinese_simplified: '为测试制造的手机。', portuguese: '', spanish: '' },
    attributeValues: [],
    shipping: { hsCode: '851713', cartonUnits: 20, cartonWeightKg: 8.2, cartonVolumeM3: 0.042, shipFrom: 'CNSZX' },
    ...overrides,
  };
}
