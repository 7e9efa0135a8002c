import type { Language } from '@puente/shared';

/** mf-product's strings, under the `product` namespace. */
export const translations: Record<Language, Record<string, unknown>> = {
  english: {
    landing: {
      explore: 'Explore',
      tabs: { china: 'China brands', industry: 'Industrial goods' },
      categoriesTitle: 'Browse by category',
      categoriesEmpty: 'No categories have been published yet.',
      currencyNote: 'Prices are shown in {{code}} ({{symbol}}). Change the currency at the top of the page.',
      viewAll: 'View all in {{name}}',
    },
  },
  chinese_simplified: {
    landing: {
      explore: '去看看',
      tabs: { china: '中国品牌', industry: '工业品' },
      categoriesTitle: '按类目浏览',
      categoriesEmpty: '暂无已发布的类目。',
      currencyNote: '价格以 {{code}}（{{symbol}}）显示，可在页面顶部切换币种。',
      viewAll: '查看{{name}}全部商品',
    },
  },
  portuguese: {
    landing: {
      explore: 'Explorar',
      tabs: { china: 'Marcas chinesas', industry: 'Produtos industriais' },
      categoriesTitle: 'Navegue por categoria',
      categoriesEmpty: 'Nenhuma categoria foi publicada ainda.',
      currencyNote: 'Os preços aparecem em {{code}} ({{symbol}}). Troque a moeda no topo da página.',
      viewAll: 'Ver tudo em {{name}}',
    },
  },
  spanish: {
    landing: {
      explore: 'Explorar',
      tabs: { china: 'Marcas chinas', industry: 'Productos industriales' },
      categoriesTitle: 'Explora por categoría',
      categoriesEmpty: 'Todavía no se ha publicado ninguna categoría.',
      currencyNote: 'Los precios se muestran en {{code}} ({{symbol}}). Cambia la moneda en la parte superior de la página.',
      viewAll: 'Ver todo en {{name}}',
    },
  },
};
