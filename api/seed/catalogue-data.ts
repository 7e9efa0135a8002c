import type { Language, QUANTITY_UNITS, TradeTerm } from '@puente/shared/contract';
import type { Localised } from '../src/db/schema';
import type { GoodsArtKind } from './product-art';
import { CITIES, COLOURS, each, figure, L, MARKS, MATERIALS, measure, PACKING, plantAddress, PROVINCES, same, type CityKey } from './words';

export { L } from './words';

export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** Exchange rates per US dollar (ECB reference rates of 2026-02-06 crossed via EUR; CNY stands in for CNH). */
export const RATES = [
  { currency: 'USD', perUsd: 1, source: 'base currency' },
  { currency: 'BRL', perUsd: 5.24, source: 'ECB reference rate 2026-02-06, crossed via EUR' },
  { currency: 'MXN', perUsd: 17.36, source: 'ECB reference rate 2026-02-06, crossed via EUR' },
  { currency: 'CNH', perUsd: 6.94, source: 'ECB reference rate 2026-02-06 for CNY, crossed via EUR (approximates offshore CNH)' },
];
export const RATES_AS_OF = '2026-02-06';

/** Categories added for the country pavilions' goods (under industrial goods, 1981). */
export const EXTRA_CATEGORIES: Array<[number, Localised, Array<[number, Localised]>]> = [
  [
    3005,
    L('Food and agriculture', '食品与农产品', 'Alimentos e agricultura', 'Alimentos y agricultura'),
    [
      [3501, L('Coffee, cocoa and mate', '咖啡、可可与马黛茶', 'Café, cacau e erva-mate', 'Café, cacao y yerba mate')],
      [3502, L('Fresh fruit', '新鲜水果', 'Frutas frescas', 'Fruta fresca')],
      [3503, L('Meat and seafood', '肉类与海产品', 'Carnes e frutos do mar', 'Carnes y mariscos')],
      [3504, L('Wine and spirits', '葡萄酒与烈酒', 'Vinhos e destilados', 'Vinos y licores')],
      [3505, L('Grains, oilseeds and sugar', '谷物、油籽与食糖', 'Grãos, oleaginosas e açúcar', 'Granos, oleaginosas y azúcar')],
      [3506, L('Nuts, honey and spices', '坚果、蜂蜜与香料', 'Castanhas, mel e especiarias', 'Frutos secos, miel y especias')],
    ],
  ],
  [
    3006,
    L('Minerals and metals', '矿产与金属', 'Minerais e metais', 'Minerales y metales'),
    [[3601, L('Copper, lithium and ores', '铜、锂与矿石', 'Cobre, lítio e minérios', 'Cobre, litio y minerales')]],
  ],
];

/**
 * What a unit of each category's goods costs, in US dollars, from the lowest sensible price to the
 * highest: a check on the seed (api/test/seed-realism.test.ts), and a reader's sense of scale.
 * Green coffee sells by the tonne at thousands of dollars; a case of aged rum at tens to hundreds.
 */
export const PRICE_RANGES: Record<number, Partial<Record<QuantityUnit, [number, number]>>> = {
  2101: { pieces: [40, 1200] },
  2102: { pieces: [60, 2500] },
  2103: { pieces: [8, 2000] },
  2201: { pieces: [6000, 80000] },
  2202: { pieces: [80, 3000] },
  2203: { set: [3, 300], pieces: [1, 500] },
  2301: { pieces: [8, 400] },
  2302: { pieces: [120, 2000] },
  2303: { pieces: [100, 1500] },
  2401: { metres: [0.5, 15] },
  2402: { pieces: [0.5, 60] },
  3101: { set: [5000, 300000] },
  3102: { set: [5000, 300000] },
  3103: { set: [1500, 150000] },
  3201: { pieces: [30, 400] },
  3202: { pieces: [100, 15000] },
  3301: { tonnes: [350, 1500] },
  3302: { squareMetres: [3, 60], metres: [0.3, 50] },
  3401: { pieces: [3, 10000] },
  3501: { tonnes: [1500, 15000] },
  3502: { boxes: [4, 70] },
  3503: { tonnes: [2500, 30000] },
  3504: { boxes: [18, 600] },
  3505: { tonnes: [150, 4000] },
  3506: { tonnes: [1500, 15000], boxes: [8, 60] },
  3601: { tonnes: [25, 20000] },
};

export interface AttributeSeed {
  name: Localised;
  /** A symbol ("W") the same in every language, or a word translated. */
  unit: string | Localised;
  /** Suggested values: translated words, or figures and codes that read the same everywhere. */
  values: Array<string | Localised>;
}

const CODES = ['CE', 'INMETRO', 'NOM', 'UL', 'ISO 9001', 'ANATEL', 'IFT', 'CCS', 'RETIE', 'EN ISO 20471', 'GlobalG.A.P.', 'HACCP'];
const months = L('months', '个月', 'meses', 'meses');

export const ATTRIBUTES: AttributeSeed[] = [
  { name: L('Material', '材质', 'Material', 'Material'), unit: '', values: Object.values(MATERIALS) },
  { name: L('Power', '功率', 'Potência', 'Potencia'), unit: 'W', values: ['350', '550', '1500', '3000', '5000'] },
  { name: L('Voltage', '电压', 'Tensão', 'Voltaje'), unit: 'V', values: ['12', '48', '110', '127', '220', '380'] },
  { name: L('Colour', '颜色', 'Cor', 'Color'), unit: '', values: Object.values(COLOURS) },
  { name: L('Warranty', '质保', 'Garantia', 'Garantía'), unit: months, values: ['12', '24', '36', '60'] },
  { name: L('Certification', '认证', 'Certificação', 'Certificación'), unit: '', values: [...CODES, ...Object.values(MARKS)] },
  { name: L('Capacity', '容量', 'Capacidade', 'Capacidad'), unit: '', values: ['128 GB', '256 GB', '5.5 L', '10 kWh', '12000 BTU'] },
  { name: L('Origin', '产地', 'Origem', 'Origen'), unit: '', values: Object.values(PROVINCES) },
  { name: L('Shelf life', '保质期', 'Validade', 'Vida útil'), unit: months, values: ['6', '12', '24', '36'] },
  { name: L('Packing', '包装', 'Embalagem', 'Embalaje'), unit: '', values: Object.values(PACKING) },
];
/** Attribute ids in seeding order. */
export const ATTR = { material: 1, power: 2, voltage: 3, colour: 4, warranty: 5, certification: 6, capacity: 7, origin: 8, shelfLife: 9, packing: 10 } as const;

/** The stored form of an attribute value: its English (the API shows it in the reader's language). */
export const stored = (value: string | Localised): string => (typeof value === 'string' ? value : value.english);

export interface SellerSeed {
  phone: string;
  nickname: string;
  company: Localised;
  country: string;
}

/** The demo seller's company in every language (its account is created with the demo accounts). */
export const DEMO_SELLER_COMPANY = L(
  'Shenzhen Haiqiao Electronics Co., Ltd.',
  '深圳市海桥电子有限公司',
  'Shenzhen Haiqiao Electronics Co., Ltd.',
  'Shenzhen Haiqiao Electronics Co., Ltd.',
);

/**
 * Chinese sellers besides the demo seller (8613800138000, Shenzhen Haiqiao Electronics), each with
 * one trade: appliances, two-wheelers and parts, electric vehicles, machinery, machine tools, solar,
 * steel, building materials, textiles, office machines. Registered English names stay English in
 * Portuguese and Spanish, as on their export papers; Chinese readers see the Chinese name.
 */
export const CHINESE_SELLERS: SellerSeed[] = [
  {
    phone: '8613958126604',
    nickname: 'Wang Fang',
    company: L('Hangzhou Meijia Home Appliances Co., Ltd.', '杭州美佳家用电器有限公司', 'Hangzhou Meijia Home Appliances Co., Ltd.', 'Hangzhou Meijia Home Appliances Co., Ltd.'),
    country: 'CN',
  },
  {
    phone: '8615861207735',
    nickname: 'Liu Yang',
    company: L(
      'Changzhou Feiyue Mobility Technology Co., Ltd.',
      '常州飞跃出行科技有限公司',
      'Changzhou Feiyue Mobility Technology Co., Ltd.',
      'Changzhou Feiyue Mobility Technology Co., Ltd.',
    ),
    country: 'CN',
  },
  {
    phone: '8618655104982',
    nickname: 'Xu Jun',
    company: L(
      'Hefei Jinpeng New Energy Automobile Co., Ltd.',
      '合肥金鹏新能源汽车有限公司',
      'Hefei Jinpeng New Energy Automobile Co., Ltd.',
      'Hefei Jinpeng New Energy Automobile Co., Ltd.',
    ),
    country: 'CN',
  },
  {
    phone: '8613952217490',
    nickname: 'Zhao Lei',
    company: L('Xuzhou Zhongli Heavy Machinery Co., Ltd.', '徐州中力重工机械有限公司', 'Xuzhou Zhongli Heavy Machinery Co., Ltd.', 'Xuzhou Zhongli Heavy Machinery Co., Ltd.'),
    country: 'CN',
  },
  {
    phone: '8615053187316',
    nickname: 'Qian Hong',
    company: L('Jinan Jingke CNC Machine Tool Co., Ltd.', '济南精科数控机床有限公司', 'Jinan Jingke CNC Machine Tool Co., Ltd.', 'Jinan Jingke CNC Machine Tool Co., Ltd.'),
    country: 'CN',
  },
  {
    phone: '8613606175528',
    nickname: 'Sun Li',
    company: L('Wuxi Guangyao New Energy Co., Ltd.', '无锡光耀新能源有限公司', 'Wuxi Guangyao New Energy Co., Ltd.', 'Wuxi Guangyao New Energy Co., Ltd.'),
    country: 'CN',
  },
  {
    phone: '8613831573061',
    nickname: 'Zhou Min',
    company: L('Tangshan Huagang Steel Trading Co., Ltd.', '唐山华钢钢铁贸易有限公司', 'Tangshan Huagang Steel Trading Co., Ltd.', 'Tangshan Huagang Steel Trading Co., Ltd.'),
    country: 'CN',
  },
  {
    phone: '8613902841657',
    nickname: 'He Xiaoyan',
    company: L('Foshan Ruici Building Materials Co., Ltd.', '佛山市瑞瓷建材有限公司', 'Foshan Ruici Building Materials Co., Ltd.', 'Foshan Ruici Building Materials Co., Ltd.'),
    country: 'CN',
  },
  {
    phone: '8615957581243',
    nickname: 'Huang Jing',
    company: L('Shaoxing Baiyun Textiles Co., Ltd.', '绍兴白云纺织有限公司', 'Shaoxing Baiyun Textiles Co., Ltd.', 'Shaoxing Baiyun Textiles Co., Ltd.'),
    country: 'CN',
  },
  {
    phone: '8613709218834',
    nickname: 'Deng Wei',
    company: L('Zhuhai Mingjie Office Equipment Co., Ltd.', '珠海明杰办公设备有限公司', 'Zhuhai Mingjie Office Equipment Co., Ltd.', 'Zhuhai Mingjie Office Equipment Co., Ltd.'),
    country: 'CN',
  },
];

/** Who inspected a plant, as the inspection card names them. */
export const INSPECTORS = {
  team: L('the Puente inspection team', 'Puente 验厂团队', 'equipe de inspeção da Puente', 'equipo de inspección de Puente'),
  liNa: L('Li Na, independent inspector', '独立验厂师李娜', 'Li Na, inspetora independente', 'Li Na, inspectora independiente'),
  mendes: L('Carlos Mendes, independent inspector', '独立验厂师卡洛斯·门德斯', 'Carlos Mendes, inspetor independente', 'Carlos Mendes, inspector independiente'),
  huazheng: L(
    'Huazheng Quality Services, third-party laboratory',
    '第三方检测机构华正质量技术服务',
    'Huazheng Quality Services, laboratório independente',
    'Huazheng Quality Services, laboratorio independiente',
  ),
  zhouJian: L('Zhou Jian, Puente quality engineer', 'Puente 质量工程师周建', 'Zhou Jian, engenheiro de qualidade da Puente', 'Zhou Jian, ingeniero de calidad de Puente'),
  lopes: L(
    'Mariana Lopes, for a buyers’ group from São Paulo',
    '代表圣保罗采购团的玛丽安娜·洛佩斯',
    'Mariana Lopes, por um grupo de compradores de São Paulo',
    'Mariana Lopes, por un grupo de compradores de São Paulo',
  ),
  tanHui: L('Tan Hui, independent inspector', '独立验厂师谭慧', 'Tan Hui, inspetora independente', 'Tan Hui, inspectora independiente'),
  ortega: L(
    'Diego Ortega, for a distributor in Monterrey',
    '代表蒙特雷经销商的迭戈·奥尔特加',
    'Diego Ortega, por um distribuidor de Monterrey',
    'Diego Ortega, por un distribuidor de Monterrey',
  ),
} as const;
export type InspectorKey = keyof typeof INSPECTORS;

/** What an inspection looked at. */
export const CHECKS = {
  materials: L('incoming materials', '来料检验', 'materiais recebidos', 'materiales de entrada'),
  smt: L('SMT lines', 'SMT 贴片线', 'linhas SMT', 'líneas SMT'),
  ageing: L('ageing tests', '老化测试', 'testes de envelhecimento', 'pruebas de envejecimiento'),
  welding: L('welding', '焊接', 'soldagem', 'soldadura'),
  paint: L('the paint shop', '涂装车间', 'a pintura', 'la pintura'),
  final: L('final inspection', '成品检验', 'inspeção final', 'inspección final'),
  packing: L('export packing', '出口包装', 'embalagem de exportação', 'embalaje de exportación'),
  trace: L('traceability records', '追溯记录', 'registros de rastreabilidade', 'registros de trazabilidad'),
  salt: L('salt-spray tests', '盐雾测试', 'testes de névoa salina', 'pruebas de niebla salina'),
  flash: L('flash tests and EL imaging', '功率测试和 EL 检测', 'testes flash e imagens EL', 'pruebas flash e imágenes EL'),
  mill: L('mill test certificates', '材质证明书', 'certificados de usina', 'certificados de laminación'),
  dye: L('colour fastness tests', '色牢度测试', 'testes de solidez da cor', 'pruebas de solidez del color'),
  runIn: L('run-in tests', '磨合试验', 'testes de amaciamento', 'pruebas de rodaje'),
  spares: L('the spare parts store', '备件库', 'o estoque de peças', 'el almacén de repuestos'),
} as const;
export type CheckKey = keyof typeof CHECKS;

/** How an inspection ended. */
export const OUTCOMES = {
  clean: L('No major findings.', '未发现重大问题。', 'Nenhuma não conformidade grave.', 'Sin hallazgos graves.'),
  labels: L(
    'Two minor findings on carton labels, corrected before the next shipment.',
    '发现两处纸箱标签的轻微问题，已在下一批出货前整改。',
    'Duas não conformidades leves nas etiquetas das caixas, corrigidas antes do embarque seguinte.',
    'Dos hallazgos leves en las etiquetas de las cajas, corregidos antes del siguiente embarque.',
  ),
  calibration: L(
    'One gauge was past its calibration date; the certificate was renewed within a week.',
    '一件量具超过校准有效期，一周内已重新校准并取得证书。',
    'Um instrumento estava com a calibração vencida; o certificado foi renovado em uma semana.',
    'Un instrumento tenía la calibración vencida; el certificado se renovó en una semana.',
  ),
  spares: L(
    'Spare parts for the buyer’s market are kept for ten years after the last sale.',
    '针对买方市场的备件在最后一次销售后保留十年。',
    'As peças de reposição para o mercado do comprador são mantidas por dez anos após a última venda.',
    'Los repuestos para el mercado del comprador se mantienen diez años después de la última venta.',
  ),
} as const;
export type OutcomeKey = keyof typeof OUTCOMES;

/** Plant names. */
export const PLANTS = {
  main: L('Main plant', '总部工厂', 'Fábrica principal', 'Planta principal'),
  assembly: L('Assembly plant', '组装工厂', 'Fábrica de montagem', 'Planta de ensamblaje'),
  components: L('Components plant', '零部件工厂', 'Fábrica de componentes', 'Planta de componentes'),
  warehouse: L('Export warehouse', '出口仓库', 'Armazém de exportação', 'Almacén de exportación'),
  mill: L('Rolling mill', '轧钢厂', 'Laminador', 'Laminadora'),
  weaving: L('Weaving and dyeing mill', '织造染整厂', 'Tecelagem e tinturaria', 'Tejeduría y tintorería'),
  sewing: L('Sewing plant', '缝制工厂', 'Confecção', 'Planta de confección'),
} as const;

export interface PlantSeed {
  name: keyof typeof PLANTS;
  zone: Localised;
  zoneKind: 'industrial' | 'development' | 'hightech';
  city: CityKey;
  /** Facts, stored once as numbers and written into every language from the same figures. */
  workers: number;
  lines: number;
  capacity: number;
  inspector: InspectorKey;
  checks: CheckKey[];
  outcome: OutcomeKey;
  /** How long ago the inspection took place. */
  daysAgo: number;
}

export interface BrandSeed {
  /** Index into [demo seller, ...CHINESE_SELLERS]. */
  seller: number;
  name: Localised;
  /** The letters of the brand's mark, and its colour and shape. */
  initials: string;
  hue: number;
  shape: number;
  type: 'china' | 'industry';
  city: CityKey;
  founded: number;
  about: Localised;
  /** What the plants make in a month, in each language, around the plant's capacity figure. */
  output: Localised;
  art: GoodsArtKind;
  plants: PlantSeed[];
}

const zone = (english: string, chinese: string) => L(english, chinese, english, english);
export { plantAddress };

export const BRANDS: BrandSeed[] = [
  {
    seller: 0,
    name: L('Haiqiao', '海桥', 'Haiqiao', 'Haiqiao'),
    initials: 'HQ',
    hue: 205,
    shape: 0,
    type: 'china',
    city: 'shenzhen',
    founded: 2009,
    about: L(
      'Haiqiao designs smartphones in Shenzhen for operators and retailers in Latin America: Spanish and Portuguese software, dual SIM and the bands the region’s networks use.',
      '海桥在深圳为拉美运营商和零售商设计智能手机：西班牙语和葡萄牙语系统、双卡双待，并支持该地区网络使用的频段。',
      'A Haiqiao projeta em Shenzhen celulares para operadoras e varejistas da América Latina: software em português e espanhol, dual chip e as bandas das redes da região.',
      'Haiqiao diseña en Shenzhen teléfonos para operadores y minoristas de América Latina: software en español y portugués, doble SIM y las bandas de las redes de la región.',
    ),
    output: L('{capacity} handsets a month', '每月 {capacity} 部手机', '{capacity} aparelhos por mês', '{capacity} teléfonos al mes'),
    art: 'phone',
    plants: [
      {
        name: 'main',
        zone: zone('Songgang', '松岗'),
        zoneKind: 'industrial',
        city: 'shenzhen',
        workers: 685,
        lines: 6,
        capacity: 180000,
        inspector: 'liNa',
        checks: ['smt', 'ageing', 'final'],
        outcome: 'clean',
        daysAgo: 41,
      },
    ],
  },
  {
    seller: 0,
    name: L('Lanshan', '蓝山', 'Lanshan', 'Lanshan'),
    initials: 'LS',
    hue: 228,
    shape: 1,
    type: 'china',
    city: 'dongguan',
    founded: 2013,
    about: L(
      'Lanshan assembles business laptops and classroom tablets in Dongguan, with ABNT2 and Latin American keyboards and a two-year warranty served through local repair partners.',
      '蓝山在东莞组装商务笔记本和教育平板，提供 ABNT2 及拉美键盘布局，两年质保由当地维修伙伴提供服务。',
      'A Lanshan monta em Dongguan notebooks corporativos e tablets escolares, com teclados ABNT2 e latino-americanos e garantia de dois anos atendida por assistências locais.',
      'Lanshan ensambla en Dongguan portátiles empresariales y tabletas escolares, con teclados latinoamericanos y ABNT2 y dos años de garantía atendida por talleres locales.',
    ),
    output: L('{capacity} laptops and tablets a month', '每月 {capacity} 台笔记本和平板', '{capacity} notebooks e tablets por mês', '{capacity} portátiles y tabletas al mes'),
    art: 'laptop',
    plants: [
      {
        name: 'assembly',
        zone: zone('Songshan Lake', '松山湖'),
        zoneKind: 'hightech',
        city: 'dongguan',
        workers: 412,
        lines: 4,
        capacity: 45000,
        inspector: 'zhouJian',
        checks: ['materials', 'ageing', 'packing'],
        outcome: 'labels',
        daysAgo: 96,
      },
    ],
  },
  {
    seller: 0,
    name: L('Tianrui Audio', '天瑞音频', 'Tianrui Audio', 'Tianrui Audio'),
    initials: 'TR',
    hue: 282,
    shape: 2,
    type: 'china',
    city: 'huizhou',
    founded: 2011,
    about: L(
      'Tianrui Audio makes earbuds, headphones and portable speakers in Huizhou, sold under its own name or under the buyer’s brand with retail boxes in Spanish and Portuguese.',
      '天瑞音频在惠州生产耳机、头戴式耳机和便携音箱，可使用自有品牌或买方品牌，零售包装提供西班牙语和葡萄牙语版本。',
      'A Tianrui Audio fabrica em Huizhou fones, headphones e caixas de som portáteis, com a sua marca ou a do comprador e embalagens em português e espanhol.',
      'Tianrui Audio fabrica en Huizhou auriculares, audífonos y parlantes portátiles, con su marca o la del comprador y empaques en español y portugués.',
    ),
    output: L('{capacity} audio products a month', '每月 {capacity} 件音频产品', '{capacity} produtos de áudio por mês', '{capacity} productos de audio al mes'),
    art: 'headphones',
    plants: [
      {
        name: 'main',
        zone: zone('Zhongkai', '仲恺'),
        zoneKind: 'hightech',
        city: 'huizhou',
        workers: 530,
        lines: 9,
        capacity: 320000,
        inspector: 'ortega',
        checks: ['smt', 'final', 'packing'],
        outcome: 'clean',
        daysAgo: 23,
      },
      {
        name: 'components',
        zone: zone('Huiyang', '惠阳'),
        zoneKind: 'development',
        city: 'huizhou',
        workers: 218,
        lines: 3,
        capacity: 600000,
        inspector: 'huazheng',
        checks: ['materials', 'trace'],
        outcome: 'calibration',
        daysAgo: 187,
      },
    ],
  },
  {
    seller: 0,
    name: L('Mingshi', '明视', 'Mingshi', 'Mingshi'),
    initials: 'MS',
    hue: 250,
    shape: 3,
    type: 'china',
    city: 'huizhou',
    founded: 2006,
    about: L(
      'Mingshi builds smart TVs in Huizhou with the digital tuners Latin America uses: ISDB-T for Brazil, Peru, Chile and Argentina, ATSC for Mexico and DVB-T2 for Colombia and Panama.',
      '明视在惠州生产智能电视，内置拉美使用的数字调谐器：巴西、秘鲁、智利和阿根廷的 ISDB-T，墨西哥的 ATSC，哥伦比亚和巴拿马的 DVB-T2。',
      'A Mingshi produz em Huizhou smart TVs com os sintonizadores digitais usados na América Latina: ISDB-T para Brasil, Peru, Chile e Argentina, ATSC para o México e DVB-T2 para Colômbia e Panamá.',
      'Mingshi fabrica en Huizhou televisores inteligentes con los sintonizadores digitales de América Latina: ISDB-T para Brasil, Perú, Chile y Argentina, ATSC para México y DVB-T2 para Colombia y Panamá.',
    ),
    output: L('{capacity} televisions a month', '每月 {capacity} 台电视机', '{capacity} televisores por mês', '{capacity} televisores al mes'),
    art: 'tv',
    plants: [
      {
        name: 'assembly',
        zone: zone('Dayawan', '大亚湾'),
        zoneKind: 'development',
        city: 'huizhou',
        workers: 1260,
        lines: 7,
        capacity: 95000,
        inspector: 'team',
        checks: ['materials', 'ageing', 'final', 'packing'],
        outcome: 'clean',
        daysAgo: 64,
      },
    ],
  },
  {
    seller: 1,
    name: L('Meijia', '美佳', 'Meijia', 'Meijia'),
    initials: 'MJ',
    hue: 4,
    shape: 1,
    type: 'china',
    city: 'ningbo',
    founded: 2004,
    about: L(
      'Meijia makes small kitchen appliances and fans near Ningbo, in 127 V and 220 V versions, with INMETRO, NOM and RETIE paperwork prepared for each market.',
      '美佳在宁波附近生产小厨房电器和电风扇，提供 127 伏和 220 伏版本，并为各市场准备 INMETRO、NOM 和 RETIE 认证资料。',
      'A Meijia fabrica perto de Ningbo pequenos eletrodomésticos de cozinha e ventiladores, em 127 V e 220 V, com a documentação INMETRO, NOM e RETIE de cada mercado.',
      'Meijia fabrica cerca de Ningbo pequeños electrodomésticos de cocina y ventiladores, en 127 V y 220 V, con la documentación INMETRO, NOM y RETIE de cada mercado.',
    ),
    output: L('{capacity} appliances a month', '每月 {capacity} 台小家电', '{capacity} aparelhos por mês', '{capacity} aparatos al mes'),
    art: 'fryer',
    plants: [
      {
        name: 'main',
        zone: zone('Cixi Binhai', '慈溪滨海'),
        zoneKind: 'development',
        city: 'ningbo',
        workers: 940,
        lines: 12,
        capacity: 260000,
        inspector: 'lopes',
        checks: ['materials', 'final', 'packing'],
        outcome: 'labels',
        daysAgo: 132,
      },
      {
        name: 'components',
        zone: zone('Yuyao', '余姚'),
        zoneKind: 'industrial',
        city: 'ningbo',
        workers: 310,
        lines: 5,
        capacity: 400000,
        inspector: 'tanHui',
        checks: ['materials', 'trace'],
        outcome: 'clean',
        daysAgo: 301,
      },
    ],
  },
  {
    seller: 1,
    name: L('Lengfeng', '冷峰', 'Lengfeng', 'Lengfeng'),
    initials: 'LF',
    hue: 192,
    shape: 0,
    type: 'china',
    city: 'ningbo',
    founded: 2008,
    about: L(
      'Lengfeng makes inverter air conditioners and chest freezers with tropical compressors rated for 52 °C, for hot and humid coasts.',
      '冷峰生产变频空调和卧式冷柜，采用可在 52°C 运行的热带型压缩机，适合炎热潮湿的沿海地区。',
      'A Lengfeng fabrica ar-condicionado inverter e freezers horizontais com compressores tropicais para 52 °C, pensados para litorais quentes e úmidos.',
      'Lengfeng fabrica aires acondicionados inverter y congeladores horizontales con compresores tropicales para 52 °C, pensados para costas cálidas y húmedas.',
    ),
    output: L('{capacity} cooling units a month', '每月 {capacity} 台制冷设备', '{capacity} aparelhos de refrigeração por mês', '{capacity} equipos de frío al mes'),
    art: 'aircon',
    plants: [
      {
        name: 'main',
        zone: zone('Hangzhou Bay', '杭州湾'),
        zoneKind: 'development',
        city: 'ningbo',
        workers: 1480,
        lines: 8,
        capacity: 70000,
        inspector: 'mendes',
        checks: ['welding', 'runIn', 'final'],
        outcome: 'clean',
        daysAgo: 58,
      },
    ],
  },
  {
    seller: 2,
    name: L('Feiyue', '飞跃', 'Feiyue', 'Feiyue'),
    initials: 'FY',
    hue: 142,
    shape: 3,
    type: 'china',
    city: 'changzhou',
    founded: 2015,
    about: L(
      'Feiyue builds electric scooters, cargo bikes and mopeds in Changzhou for delivery fleets and dealers, with batteries certified for sea freight.',
      '飞跃在常州为配送车队和经销商生产电动滑板车、货运自行车和电动轻便摩托车，电池具备海运认证。',
      'A Feiyue produz em Changzhou patinetes, bicicletas de carga e scooters elétricas para frotas de entrega e revendas, com baterias certificadas para transporte marítimo.',
      'Feiyue produce en Changzhou patinetes, bicicletas de carga y motos eléctricas para flotas de reparto y concesionarios, con baterías certificadas para transporte marítimo.',
    ),
    output: L('{capacity} vehicles a month', '每月 {capacity} 台车辆', '{capacity} veículos por mês', '{capacity} vehículos al mes'),
    art: 'scooter',
    plants: [
      {
        name: 'assembly',
        zone: zone('Wujin', '武进'),
        zoneKind: 'hightech',
        city: 'changzhou',
        workers: 356,
        lines: 4,
        capacity: 21000,
        inspector: 'huazheng',
        checks: ['welding', 'paint', 'final'],
        outcome: 'clean',
        daysAgo: 77,
      },
    ],
  },
  {
    seller: 2,
    name: L('Qiming Parts', '启明配件', 'Qiming Parts', 'Qiming Parts'),
    initials: 'QM',
    hue: 28,
    shape: 2,
    type: 'china',
    city: 'ruian',
    founded: 1998,
    about: L(
      'Qiming Parts makes brake pads and lighting for cars and light trucks in Rui’an, with a catalogue cross-referenced to the models sold in Latin America.',
      '启明配件在瑞安生产轿车和轻卡的刹车片与车灯，产品目录已对照拉美在售车型。',
      'A Qiming Parts fabrica em Rui’an pastilhas de freio e iluminação para carros e caminhões leves, com catálogo de equivalências para os modelos vendidos na América Latina.',
      'Qiming Parts fabrica en Rui’an pastillas de freno e iluminación para autos y camiones ligeros, con catálogo de equivalencias para los modelos vendidos en América Latina.',
    ),
    output: L('{capacity} parts a month', '每月 {capacity} 件配件', '{capacity} peças por mês', '{capacity} piezas al mes'),
    art: 'brakes',
    plants: [
      {
        name: 'main',
        zone: zone('Tangxia', '塘下'),
        zoneKind: 'industrial',
        city: 'ruian',
        workers: 263,
        lines: 5,
        capacity: 900000,
        inspector: 'tanHui',
        checks: ['materials', 'salt', 'packing'],
        outcome: 'calibration',
        daysAgo: 149,
      },
      {
        name: 'warehouse',
        zone: zone('Rui’an', '瑞安'),
        zoneKind: 'development',
        city: 'ruian',
        workers: 42,
        lines: 1,
        capacity: 1200000,
        inspector: 'ortega',
        checks: ['trace', 'packing'],
        outcome: 'clean',
        daysAgo: 12,
      },
    ],
  },
  {
    seller: 3,
    name: L('Jinpeng Motors', '金鹏汽车', 'Jinpeng Motors', 'Jinpeng Motors'),
    initials: 'JP',
    hue: 12,
    shape: 1,
    type: 'china',
    city: 'hefei',
    founded: 2016,
    about: L(
      'Jinpeng Motors builds electric SUVs, vans and pickups in Hefei on its own LFP battery platform, left-hand drive, with homologation support for each market.',
      '金鹏汽车在合肥基于自有磷酸铁锂电池平台生产纯电 SUV、厢式车和皮卡，均为左舵，并提供各市场认证支持。',
      'A Jinpeng Motors fabrica em Hefei SUVs, vans e picapes elétricas sobre a sua plataforma de baterias LFP, com volante à esquerda e apoio na homologação de cada mercado.',
      'Jinpeng Motors fabrica en Hefei SUV, furgonetas y camionetas eléctricas sobre su plataforma de baterías LFP, con volante a la izquierda y apoyo en la homologación de cada mercado.',
    ),
    output: L('{capacity} vehicles a month', '每月 {capacity} 辆整车', '{capacity} veículos por mês', '{capacity} vehículos al mes'),
    art: 'suv',
    plants: [
      {
        name: 'assembly',
        zone: zone('Hefei', '合肥'),
        zoneKind: 'development',
        city: 'hefei',
        workers: 2350,
        lines: 2,
        capacity: 6500,
        inspector: 'mendes',
        checks: ['welding', 'paint', 'final'],
        outcome: 'clean',
        daysAgo: 35,
      },
      {
        name: 'components',
        zone: zone('Feixi', '肥西'),
        zoneKind: 'industrial',
        city: 'hefei',
        workers: 780,
        lines: 3,
        capacity: 9000,
        inspector: 'zhouJian',
        checks: ['materials', 'ageing', 'trace'],
        outcome: 'spares',
        daysAgo: 210,
      },
    ],
  },
  {
    seller: 4,
    name: L('Zhongli Machinery', '中力机械', 'Zhongli Máquinas', 'Zhongli Maquinaria'),
    initials: 'ZL',
    hue: 46,
    shape: 2,
    type: 'industry',
    city: 'xuzhou',
    founded: 2002,
    about: L(
      'Zhongli Machinery builds wheel loaders and excavators in Xuzhou, with spare parts held at partners’ warehouses in Santos and Manzanillo.',
      '中力机械在徐州生产轮式装载机和挖掘机，备件存放在桑托斯和曼萨尼约的合作仓库。',
      'A Zhongli Máquinas fabrica em Xuzhou pás carregadeiras e escavadeiras, com peças em armazéns parceiros em Santos e Manzanillo.',
      'Zhongli Maquinaria fabrica en Xuzhou cargadoras de ruedas y excavadoras, con repuestos en almacenes asociados de Santos y Manzanillo.',
    ),
    output: L('{capacity} machines a month', '每月 {capacity} 台整机', '{capacity} máquinas por mês', '{capacity} máquinas al mes'),
    art: 'loader',
    plants: [
      {
        name: 'main',
        zone: zone('Xuzhou', '徐州'),
        zoneKind: 'development',
        city: 'xuzhou',
        workers: 1120,
        lines: 3,
        capacity: 420,
        inspector: 'team',
        checks: ['welding', 'paint', 'runIn'],
        outcome: 'spares',
        daysAgo: 88,
      },
    ],
  },
  {
    seller: 4,
    name: L('Taihang Power', '太行动力', 'Taihang Power', 'Taihang Power'),
    initials: 'TH',
    hue: 16,
    shape: 0,
    type: 'industry',
    city: 'weifang',
    founded: 1996,
    about: L(
      'Taihang Power builds diesel generator sets and marine engines in Weifang, tested at 50 and 60 Hz and delivered with manuals in Spanish and Portuguese.',
      '太行动力在潍坊生产柴油发电机组和船用发动机，按 50 和 60 赫兹测试，随附西班牙语和葡萄牙语手册。',
      'A Taihang Power fabrica em Weifang grupos geradores a diesel e motores marítimos, testados em 50 e 60 Hz e entregues com manuais em português e espanhol.',
      'Taihang Power fabrica en Weifang grupos electrógenos diésel y motores marinos, probados a 50 y 60 Hz y entregados con manuales en español y portugués.',
    ),
    output: L('{capacity} engines a month', '每月 {capacity} 台发动机', '{capacity} motores por mês', '{capacity} motores al mes'),
    art: 'generator',
    plants: [
      {
        name: 'main',
        zone: zone('Weifang', '潍坊'),
        zoneKind: 'hightech',
        city: 'weifang',
        workers: 757,
        lines: 4,
        capacity: 1800,
        inspector: 'mendes',
        checks: ['materials', 'runIn', 'final'],
        outcome: 'clean',
        daysAgo: 119,
      },
      {
        name: 'assembly',
        zone: zone('Fangzi', '坊子'),
        zoneKind: 'industrial',
        city: 'weifang',
        workers: 205,
        lines: 2,
        capacity: 650,
        inspector: 'huazheng',
        checks: ['welding', 'paint', 'runIn'],
        outcome: 'labels',
        daysAgo: 256,
      },
    ],
  },
  {
    seller: 5,
    name: L('Jingke CNC', '精科数控', 'Jingke CNC', 'Jingke CNC'),
    initials: 'JK',
    hue: 214,
    shape: 3,
    type: 'industry',
    city: 'jinan',
    founded: 2007,
    about: L(
      'Jingke CNC builds slant-bed lathes and fibre laser cutters in Jinan, commissioned on site or by video, with operator training in Spanish and Portuguese.',
      '精科数控在济南生产斜床身车床和光纤激光切割机，可现场或视频调试，并提供西班牙语和葡萄牙语操作培训。',
      'A Jingke CNC fabrica em Jinan tornos de barramento inclinado e cortadoras a laser de fibra, com comissionamento no local ou por vídeo e treinamento em português e espanhol.',
      'Jingke CNC fabrica en Jinan tornos de bancada inclinada y cortadoras láser de fibra, con puesta en marcha en planta o por vídeo y capacitación en español y portugués.',
    ),
    output: L('{capacity} machines a month', '每月 {capacity} 台设备', '{capacity} máquinas por mês', '{capacity} máquinas al mes'),
    art: 'lathe',
    plants: [
      {
        name: 'main',
        zone: zone('Jinan', '济南'),
        zoneKind: 'hightech',
        city: 'jinan',
        workers: 579,
        lines: 3,
        capacity: 260,
        inspector: 'liNa',
        checks: ['materials', 'runIn', 'packing'],
        outcome: 'calibration',
        daysAgo: 51,
      },
    ],
  },
  {
    seller: 6,
    name: L('Guangyao Solar', '光耀光伏', 'Guangyao Solar', 'Guangyao Solar'),
    initials: 'GY',
    hue: 222,
    shape: 1,
    type: 'industry',
    city: 'wuxi',
    founded: 2010,
    about: L(
      'Guangyao Solar makes monocrystalline modules and solar street lights in Wuxi, with a 30-year linear power warranty and INMETRO registration for Brazil.',
      '光耀光伏在无锡生产单晶组件和太阳能路灯，提供 30 年线性功率质保，并已为巴西办理 INMETRO 注册。',
      'A Guangyao Solar fabrica em Wuxi módulos monocristalinos e postes solares, com garantia linear de potência de 30 anos e registro INMETRO para o Brasil.',
      'Guangyao Solar fabrica en Wuxi módulos monocristalinos y luminarias solares, con garantía lineal de potencia de 30 años y registro INMETRO para Brasil.',
    ),
    output: L('{capacity} modules a month', '每月 {capacity} 块组件', '{capacity} módulos por mês', '{capacity} módulos al mes'),
    art: 'solar',
    plants: [
      {
        name: 'main',
        zone: zone('Xishan', '锡山'),
        zoneKind: 'development',
        city: 'wuxi',
        workers: 1640,
        lines: 6,
        capacity: 410000,
        inspector: 'huazheng',
        checks: ['materials', 'flash', 'packing'],
        outcome: 'clean',
        daysAgo: 29,
      },
      {
        name: 'assembly',
        zone: zone('Huishan', '惠山'),
        zoneKind: 'industrial',
        city: 'wuxi',
        workers: 390,
        lines: 2,
        capacity: 120000,
        inspector: 'lopes',
        checks: ['flash', 'final'],
        outcome: 'labels',
        daysAgo: 174,
      },
    ],
  },
  {
    seller: 6,
    name: L('Hengdian Storage', '恒电储能', 'Hengdian Storage', 'Hengdian Storage'),
    initials: 'HD',
    hue: 128,
    shape: 0,
    type: 'industry',
    city: 'changzhou',
    founded: 2017,
    about: L(
      'Hengdian Storage makes wall-mounted LiFePO4 batteries in Changzhou that work with the major hybrid inverters, shipped under the sea-freight rules for lithium batteries.',
      '恒电储能在常州生产壁挂式磷酸铁锂电池，兼容主流混合逆变器，按锂电池海运规定发运。',
      'A Hengdian Storage fabrica em Changzhou baterias LiFePO4 de parede compatíveis com os principais inversores híbridos, embarcadas conforme as regras marítimas para baterias de lítio.',
      'Hengdian Storage fabrica en Changzhou baterías LiFePO4 de pared compatibles con los principales inversores híbridos, embarcadas según las normas marítimas para baterías de litio.',
    ),
    output: L('{capacity} battery packs a month', '每月 {capacity} 套电池包', '{capacity} baterias por mês', '{capacity} baterías al mes'),
    art: 'battery',
    plants: [
      {
        name: 'main',
        zone: zone('Jintan', '金坛'),
        zoneKind: 'development',
        city: 'changzhou',
        workers: 470,
        lines: 3,
        capacity: 16000,
        inspector: 'zhouJian',
        checks: ['materials', 'ageing', 'trace'],
        outcome: 'clean',
        daysAgo: 66,
      },
    ],
  },
  {
    seller: 6,
    name: L('Shuguang Inverter', '曙光逆变器', 'Shuguang Inversores', 'Shuguang Inversores'),
    initials: 'SG',
    hue: 58,
    shape: 2,
    type: 'industry',
    city: 'hangzhou',
    founded: 2012,
    about: L(
      'Shuguang makes hybrid solar inverters in Hangzhou with two MPPT trackers and an app in Spanish and Portuguese, for homes and small businesses on and off the grid.',
      '曙光在杭州生产双路 MPPT 的光伏混合逆变器，配套西班牙语和葡萄牙语应用，适用于并网和离网的家庭及小型企业。',
      'A Shuguang fabrica em Hangzhou inversores solares híbridos com dois rastreadores MPPT e aplicativo em português e espanhol, para residências e pequenas empresas dentro e fora da rede.',
      'Shuguang fabrica en Hangzhou inversores solares híbridos con dos seguidores MPPT y app en español y portugués, para hogares y pequeñas empresas conectados o aislados de la red.',
    ),
    output: L('{capacity} inverters a month', '每月 {capacity} 台逆变器', '{capacity} inversores por mês', '{capacity} inversores al mes'),
    art: 'inverter',
    plants: [
      {
        name: 'main',
        zone: zone('Qiantang', '钱塘'),
        zoneKind: 'development',
        city: 'hangzhou',
        workers: 345,
        lines: 4,
        capacity: 38000,
        inspector: 'tanHui',
        checks: ['smt', 'ageing', 'final'],
        outcome: 'clean',
        daysAgo: 103,
      },
    ],
  },
  {
    seller: 7,
    name: L('Huagang Steel', '华钢', 'Huagang Aço', 'Huagang Acero'),
    initials: 'HG',
    hue: 208,
    shape: 3,
    type: 'industry',
    city: 'tangshan',
    founded: 2001,
    about: L(
      'Huagang trades hot-rolled coil, rebar and galvanised roofing from mills around Tangshan, each lot with its mill test certificate and heat number.',
      '华钢经营唐山周边钢厂的热轧卷板、螺纹钢和镀锌屋面板，每批均附材质证明书和炉号。',
      'A Huagang comercializa bobinas laminadas a quente, vergalhões e telhas galvanizadas de usinas da região de Tangshan, cada lote com certificado de usina e número de corrida.',
      'Huagang comercializa bobinas laminadas en caliente, varilla y láminas galvanizadas de acerías de la zona de Tangshan, cada lote con su certificado de laminación y número de colada.',
    ),
    output: L('{capacity} tonnes of steel a month', '每月 {capacity} 吨钢材', '{capacity} toneladas de aço por mês', '{capacity} toneladas de acero al mes'),
    art: 'coil',
    plants: [
      {
        name: 'mill',
        zone: zone('Caofeidian', '曹妃甸'),
        zoneKind: 'development',
        city: 'tangshan',
        workers: 2900,
        lines: 2,
        capacity: 150000,
        inspector: 'mendes',
        checks: ['mill', 'final', 'packing'],
        outcome: 'clean',
        daysAgo: 72,
      },
    ],
  },
  {
    seller: 8,
    name: L('Ruici Ceramics', '瑞瓷', 'Ruici Cerâmica', 'Ruici Cerámica'),
    initials: 'RC',
    hue: 22,
    shape: 0,
    type: 'industry',
    city: 'foshan',
    founded: 2005,
    about: L(
      'Ruici makes rectified porcelain tiles in Foshan, matt and polished, packed on fumigated pallets for containers to Latin American ports.',
      '瑞瓷在佛山生产精磨边通体瓷砖，有哑光和抛光两种，熏蒸托盘包装，整柜发往拉美港口。',
      'A Ruici fabrica em Foshan porcelanatos retificados, acetinados e polidos, embalados em paletes fumigados para contêineres rumo aos portos latino-americanos.',
      'Ruici fabrica en Foshan porcelanatos rectificados, mates y pulidos, embalados en palés fumigados para contenedores hacia los puertos latinoamericanos.',
    ),
    output: L('{capacity} m² of tiles a month', '每月 {capacity} 平方米瓷砖', '{capacity} m² de revestimento por mês', '{capacity} m² de porcelanato al mes'),
    art: 'tiles',
    plants: [
      {
        name: 'main',
        zone: zone('Nanzhuang', '南庄'),
        zoneKind: 'industrial',
        city: 'foshan',
        workers: 620,
        lines: 4,
        capacity: 900000,
        inspector: 'lopes',
        checks: ['final', 'packing'],
        outcome: 'clean',
        daysAgo: 142,
      },
    ],
  },
  {
    seller: 8,
    name: L('Tongda Pipes', '通达管业', 'Tongda Tubos', 'Tongda Tuberías'),
    initials: 'TD',
    hue: 96,
    shape: 3,
    type: 'industry',
    city: 'tianjin',
    founded: 2009,
    about: L(
      'Tongda extrudes PVC-U pressure pipes in Tianjin for water supply and irrigation, PN10 to PN16, tested for pressure on every batch.',
      '通达在天津挤出生产用于供水和灌溉的 PVC-U 压力管，PN10 至 PN16，每批均做压力测试。',
      'A Tongda produz em Tianjin tubos de pressão em PVC-U para abastecimento de água e irrigação, PN10 a PN16, com teste de pressão em cada lote.',
      'Tongda produce en Tianjin tuberías de presión de PVC-U para agua potable y riego, PN10 a PN16, con prueba de presión en cada lote.',
    ),
    output: L('{capacity} metres of pipe a month', '每月 {capacity} 米管材', '{capacity} metros de tubo por mês', '{capacity} metros de tubería al mes'),
    art: 'pipes',
    plants: [
      {
        name: 'main',
        zone: zone('Jinghai', '静海'),
        zoneKind: 'development',
        city: 'tianjin',
        workers: 185,
        lines: 8,
        capacity: 1400000,
        inspector: 'tanHui',
        checks: ['materials', 'final'],
        outcome: 'calibration',
        daysAgo: 230,
      },
    ],
  },
  {
    seller: 9,
    name: L('Baiyun Textiles', '白云纺织', 'Baiyun Têxteis', 'Baiyun Textiles'),
    initials: 'BY',
    hue: 332,
    shape: 1,
    type: 'china',
    city: 'shaoxing',
    founded: 2003,
    about: L(
      'Baiyun weaves and dyes cotton twill and knits polyester performance fabrics in Shaoxing, for uniform makers and sportswear brands.',
      '白云在绍兴织造染整全棉斜纹布并编织涤纶功能面料，供应制服厂和运动服品牌。',
      'A Baiyun tece e tinge sarja de algodão e produz malhas de poliéster esportivas em Shaoxing, para confecções de uniformes e marcas de roupa esportiva.',
      'Baiyun teje y tiñe sarga de algodón y produce tejidos de punto de poliéster deportivo en Shaoxing, para confeccionistas de uniformes y marcas deportivas.',
    ),
    output: L('{capacity} metres of fabric a month', '每月 {capacity} 米面料', '{capacity} metros de tecido por mês', '{capacity} metros de tejido al mes'),
    art: 'fabric',
    plants: [
      {
        name: 'weaving',
        zone: zone('Keqiao', '柯桥'),
        zoneKind: 'development',
        city: 'shaoxing',
        workers: 880,
        lines: 14,
        capacity: 2600000,
        inspector: 'liNa',
        checks: ['dye', 'final', 'packing'],
        outcome: 'clean',
        daysAgo: 47,
      },
    ],
  },
  {
    seller: 9,
    name: L('Anbao Workwear', '安保工装', 'Anbao Uniformes', 'Anbao Ropa Laboral'),
    initials: 'AB',
    hue: 48,
    shape: 2,
    type: 'china',
    city: 'jinjiang',
    founded: 2012,
    about: L(
      'Anbao sews reflective vests and cotton overalls in Jinjiang, printed or embroidered with the buyer’s company logo.',
      '安保在晋江缝制反光背心和全棉连体工作服，可印刷或刺绣买方公司标志。',
      'A Anbao confecciona em Jinjiang coletes refletivos e macacões de algodão, estampados ou bordados com o logotipo da empresa compradora.',
      'Anbao confecciona en Jinjiang chalecos reflectantes y overoles de algodón, estampados o bordados con el logotipo de la empresa compradora.',
    ),
    output: L('{capacity} garments a month', '每月 {capacity} 件服装', '{capacity} peças por mês', '{capacity} prendas al mes'),
    art: 'vest',
    plants: [
      {
        name: 'sewing',
        zone: zone('Jinjiang', '晋江'),
        zoneKind: 'development',
        city: 'jinjiang',
        workers: 430,
        lines: 11,
        capacity: 240000,
        inspector: 'ortega',
        checks: ['materials', 'final', 'packing'],
        outcome: 'labels',
        daysAgo: 163,
      },
    ],
  },
  {
    seller: 10,
    name: L('Mingjie Office', '明杰办公', 'Mingjie Office', 'Mingjie Office'),
    initials: 'MO',
    hue: 262,
    shape: 0,
    type: 'industry',
    city: 'zhuhai',
    founded: 2000,
    about: L(
      'Mingjie makes laser printers, copiers and toner in Zhuhai, with consumables stocked by distributors in Mexico, Colombia and Brazil.',
      '明杰在珠海生产激光打印机、复印机和硒鼓，耗材由墨西哥、哥伦比亚和巴西的经销商备货。',
      'A Mingjie fabrica em Zhuhai impressoras laser, copiadoras e toners, com suprimentos em estoque nos distribuidores do México, da Colômbia e do Brasil.',
      'Mingjie fabrica en Zhuhai impresoras láser, copiadoras y tóner, con consumibles en stock en distribuidores de México, Colombia y Brasil.',
    ),
    output: L('{capacity} machines a month', '每月 {capacity} 台整机', '{capacity} equipamentos por mês', '{capacity} equipos al mes'),
    art: 'printer',
    plants: [
      {
        name: 'main',
        zone: zone('Doumen', '斗门'),
        zoneKind: 'industrial',
        city: 'zhuhai',
        workers: 512,
        lines: 5,
        capacity: 30000,
        inspector: 'team',
        checks: ['smt', 'ageing', 'final'],
        outcome: 'clean',
        daysAgo: 18,
      },
      {
        name: 'components',
        zone: zone('Xiangzhou', '香洲'),
        zoneKind: 'hightech',
        city: 'zhuhai',
        workers: 160,
        lines: 3,
        capacity: 210000,
        inspector: 'zhouJian',
        checks: ['materials', 'trace'],
        outcome: 'clean',
        daysAgo: 320,
      },
    ],
  },
];

export interface ProductSeed {
  category: number;
  /** Index into BRANDS. */
  brand: number;
  art: GoodsArtKind;
  name: Localised;
  about: Localised;
  /** Price range in US dollars per unit, from the first variant to the last; the seller's currency is applied when seeding. */
  usd: [number, number];
  unit: QuantityUnit;
  minOrder: number;
  terms: TradeTerm[];
  attributes: Array<[number, string | Localised]>;
  /** Variants: each becomes its own listing, with its text appended to the name in each language. */
  specs: Localised[];
  /** The first variant is also offered under the buyer's brand. */
  oem?: boolean;
}

const ALL_TERMS: TradeTerm[] = ['EXW', 'FOB', 'C&F', 'CIF'];
const SEA_TERMS: TradeTerm[] = ['FOB', 'C&F', 'CIF'];

/** Sizes written with the number formatter of the prices beside them ("6,7 polegadas", "6.7 pulgadas"). */
const sized = (n: number, words: Record<Language, (n: string) => string>) => each((language) => words[language](figure(n, language)));
const inches = (n: number) =>
  sized(n, { english: (f) => `${f}-inch`, chinese_simplified: (f) => `${f} 英寸`, portuguese: (f) => `${f} polegadas`, spanish: (f) => `${f} pulgadas` });
const kmRange = (n: number) =>
  sized(n, { english: (f) => `${f} km range`, chinese_simplified: (f) => `续航 ${f} 公里`, portuguese: (f) => `autonomia de ${f} km`, spanish: (f) => `autonomía de ${f} km` });
const gsm = (n: number) => sized(n, { english: (f) => `${f} gsm`, chinese_simplified: (f) => `${f} 克/平方米`, portuguese: (f) => `${f} g/m²`, spanish: (f) => `${f} g/m²` });

const p = (
  category: number,
  brand: number,
  art: GoodsArtKind,
  name: Localised,
  about: Localised,
  usd: [number, number],
  unit: QuantityUnit,
  minOrder: number,
  terms: TradeTerm[],
  attributes: Array<[number, string | Localised]>,
  specs: Localised[],
  oem = false,
): ProductSeed => ({ category, brand, art, name, about, usd, unit, minOrder, terms, attributes, specs, oem });

export const PRODUCTS: ProductSeed[] = [
  // Haiqiao (demo seller): phones.
  p(
    2101,
    0,
    'phone',
    L('5G smartphone', '5G 智能手机', 'Smartphone 5G', 'Teléfono inteligente 5G'),
    L(
      '6.7-inch AMOLED display, 5000 mAh battery, dual SIM, Spanish and Portuguese interface, ANATEL and IFT ready.',
      '6.7 英寸 AMOLED 屏幕，5000 毫安时电池，双卡双待，支持西班牙语和葡萄牙语界面，可办理 ANATEL 和 IFT 认证。',
      'Tela AMOLED de 6,7 polegadas, bateria de 5000 mAh, dual chip, interface em português e espanhol, pronto para ANATEL e IFT.',
      'Pantalla AMOLED de 6.7 pulgadas, batería de 5000 mAh, doble SIM, interfaz en español y portugués, listo para ANATEL e IFT.',
    ),
    [139, 249],
    'pieces',
    200,
    ALL_TERMS,
    [
      [ATTR.colour, COLOURS.black],
      [ATTR.warranty, '12'],
      [ATTR.certification, 'ANATEL'],
    ],
    [same('128 GB'), same('256 GB'), same('512 GB')],
  ),
  p(
    2101,
    0,
    'rugged',
    L('Rugged smartphone', '三防智能手机', 'Smartphone robusto', 'Teléfono inteligente reforzado'),
    L(
      'IP68 and MIL-STD-810H, 10000 mAh battery and a glove-friendly screen for mining, farming and logistics teams.',
      'IP68 和 MIL-STD-810H 防护，10000 毫安时电池，戴手套也可操作，适合矿山、农业和物流团队。',
      'IP68 e MIL-STD-810H, bateria de 10000 mAh e tela que funciona com luvas, para mineração, agro e logística.',
      'IP68 y MIL-STD-810H, batería de 10000 mAh y pantalla que funciona con guantes, para minería, agro y logística.',
    ),
    [169, 229],
    'pieces',
    100,
    ALL_TERMS,
    [
      [ATTR.certification, 'CE'],
      [ATTR.warranty, '24'],
    ],
    [same('128 GB'), same('256 GB')],
  ),
  p(
    2101,
    0,
    'phone',
    L('4G smartphone for prepaid lines', '预付费 4G 智能手机', 'Smartphone 4G para linhas pré-pagas', 'Teléfono inteligente 4G para prepago'),
    L(
      '6.5-inch screen, 5000 mAh battery, unlocked, supplied in operator packs of 20 with chargers for each country.',
      '6.5 英寸屏幕，5000 毫安时电池，无锁版，按运营商 20 台一箱供货，附各国适用的充电器。',
      'Tela de 6,5 polegadas, bateria de 5000 mAh, desbloqueado, em caixas de 20 para operadoras com carregador de cada país.',
      'Pantalla de 6.5 pulgadas, batería de 5000 mAh, liberado, en cajas de 20 para operadores con cargador de cada país.',
    ),
    [59, 79],
    'pieces',
    500,
    ALL_TERMS,
    [
      [ATTR.colour, COLOURS.blue],
      [ATTR.warranty, '12'],
    ],
    [same('64 GB'), same('128 GB')],
  ),
  // Lanshan (demo seller): laptops and tablets.
  p(
    2102,
    1,
    'laptop',
    L('14-inch business laptop', '14 英寸商务笔记本', 'Notebook empresarial de 14 polegadas', 'Portátil empresarial de 14 pulgadas'),
    L(
      'Aluminium body, backlit keyboard with ABNT2 or Latin American layout, Wi-Fi 6, two-year warranty.',
      '铝合金机身，背光键盘，可选 ABNT2 或拉美布局，Wi-Fi 6，两年质保。',
      'Corpo de alumínio, teclado retroiluminado ABNT2 ou latino-americano, Wi-Fi 6, garantia de dois anos.',
      'Cuerpo de aluminio, teclado retroiluminado con distribución latinoamericana o ABNT2, Wi-Fi 6, dos años de garantía.',
    ),
    [349, 789],
    'pieces',
    50,
    ALL_TERMS,
    [
      [ATTR.material, MATERIALS.aluminium],
      [ATTR.warranty, '24'],
    ],
    [same('8 GB / 256 GB'), same('16 GB / 512 GB'), same('32 GB / 1 TB')],
  ),
  p(
    2102,
    1,
    'tablet',
    L('Education tablet', '教育平板', 'Tablet educacional', 'Tableta educativa'),
    L(
      '10.1-inch tablet with a shock-proof case and classroom management, supplied to school programmes.',
      '10.1 英寸平板，配防摔保护套和课堂管理功能，适用于学校采购项目。',
      'Tablet de 10,1 polegadas com capa antichoque e gestão de sala de aula, para programas escolares.',
      'Tableta de 10.1 pulgadas con funda antigolpes y gestión de aula, para programas escolares.',
    ),
    [89, 139],
    'pieces',
    300,
    ALL_TERMS,
    [
      [ATTR.capacity, '128 GB'],
      [ATTR.warranty, '12'],
    ],
    [same('64 GB'), same('128 GB')],
  ),
  // Tianrui Audio (demo seller): earbuds, headphones, speakers.
  p(
    2103,
    2,
    'earbuds',
    L('Wireless earbuds with noise cancelling', '主动降噪无线耳机', 'Fones sem fio com cancelamento de ruído', 'Auriculares inalámbricos con cancelación de ruido'),
    L(
      'Bluetooth 5.3, 30 hours with the case, retail packaging in Spanish and Portuguese.',
      '蓝牙 5.3，配合充电盒续航 30 小时，零售包装提供西班牙语和葡萄牙语版本。',
      'Bluetooth 5.3, 30 horas com o estojo, embalagem de varejo em português e espanhol.',
      'Bluetooth 5.3, 30 horas con el estuche, empaque minorista en español y portugués.',
    ),
    [14, 29],
    'pieces',
    500,
    ALL_TERMS,
    [
      [ATTR.colour, COLOURS.white],
      [ATTR.warranty, '12'],
    ],
    [
      L('Standard edition', '标准版', 'Edição padrão', 'Edición estándar'),
      L('Pro edition, wireless charging', 'Pro 版，支持无线充电', 'Edição Pro, carga sem fio', 'Edición Pro, carga inalámbrica'),
    ],
    true,
  ),
  p(
    2103,
    2,
    'headphones',
    L('Over-ear Bluetooth headphones', '头戴式蓝牙耳机', 'Headphone Bluetooth over-ear', 'Audífonos Bluetooth de diadema'),
    L(
      'Foldable, 40 mm drivers, 50 hours of playback and a cable for flights.',
      '可折叠，40 毫米单元，续航 50 小时，附飞机用音频线。',
      'Dobrável, drivers de 40 mm, 50 horas de reprodução e cabo para voos.',
      'Plegables, controladores de 40 mm, 50 horas de reproducción y cable para vuelos.',
    ),
    [22, 26],
    'pieces',
    300,
    ALL_TERMS,
    [[ATTR.warranty, '12']],
    [COLOURS.black, COLOURS.silver],
  ),
  p(
    2103,
    2,
    'speaker',
    L('Portable Bluetooth speaker', '便携式蓝牙音箱', 'Caixa de som Bluetooth portátil', 'Parlante Bluetooth portátil'),
    L(
      'IPX7 waterproof, stereo pairing, 12 hours on one charge, strap and USB-C cable.',
      'IPX7 防水，支持双机立体声配对，单次充电续航 12 小时，附挂绳和 USB-C 线。',
      'À prova d’água IPX7, pareamento estéreo, 12 horas por carga, alça e cabo USB-C.',
      'Resistente al agua IPX7, emparejamiento estéreo, 12 horas por carga, correa y cable USB-C.',
    ),
    [16, 34],
    'pieces',
    500,
    ALL_TERMS,
    [
      [ATTR.colour, COLOURS.blue],
      [ATTR.warranty, '12'],
    ],
    [same('20 W'), same('40 W')],
    true,
  ),
  // Mingshi (demo seller): televisions.
  p(
    2103,
    3,
    'tv',
    L('4K smart TV', '4K 智能电视', 'Smart TV 4K', 'Televisor inteligente 4K'),
    L(
      'HDR10, Google TV, digital tuner for the buyer’s country (ISDB-T, ATSC or DVB-T2), wall bracket included.',
      'HDR10，Google TV，按买方国家配置数字调谐器（ISDB-T、ATSC 或 DVB-T2），附壁挂架。',
      'HDR10, Google TV, sintonizador digital do país do comprador (ISDB-T, ATSC ou DVB-T2), suporte de parede incluso.',
      'HDR10, Google TV, sintonizador digital del país del comprador (ISDB-T, ATSC o DVB-T2), soporte de pared incluido.',
    ),
    [189, 549],
    'pieces',
    100,
    SEA_TERMS,
    [
      [ATTR.voltage, '220'],
      [ATTR.warranty, '12'],
    ],
    [inches(43), inches(50), inches(55), inches(65)],
  ),
  // Meijia: kitchen appliances and fans.
  p(
    2301,
    4,
    'fryer',
    L('Digital air fryer', '数字空气炸锅', 'Air fryer digital', 'Freidora de aire digital'),
    L(
      'Touch panel with eight programmes, non-stick basket, 127 V or 220 V versions.',
      '触控面板，八种预设程序，不粘炸篮，提供 127 伏和 220 伏版本。',
      'Painel touch com oito programas, cesto antiaderente, versões 127 V ou 220 V.',
      'Panel táctil con ocho programas, cesta antiadherente, versiones de 127 V o 220 V.',
    ),
    [21, 46],
    'pieces',
    300,
    ALL_TERMS,
    [
      [ATTR.power, '1500'],
      [ATTR.voltage, '127'],
      [ATTR.warranty, '12'],
    ],
    [measure('4.5 L'), measure('5.5 L'), same('8 L')],
    true,
  ),
  p(
    2301,
    4,
    'microwave',
    L('Microwave oven', '微波炉', 'Forno de micro-ondas', 'Horno microondas'),
    L(
      'Mirror-finish door, defrost by weight, INMETRO and NOM labelling available.',
      '镜面门，按重量解冻，可提供 INMETRO 和 NOM 标签。',
      'Porta espelhada, descongelamento por peso, etiquetagem INMETRO e NOM disponível.',
      'Puerta espejada, descongelado por peso, etiquetado INMETRO y NOM disponible.',
    ),
    [38, 79],
    'pieces',
    200,
    ALL_TERMS,
    [
      [ATTR.voltage, '127'],
      [ATTR.warranty, '12'],
    ],
    [same('20 L'), same('25 L'), same('30 L')],
  ),
  p(
    2301,
    4,
    'fan',
    L('Stand fan', '落地扇', 'Ventilador de coluna', 'Ventilador de pie'),
    L(
      'Three speeds, oscillation, adjustable height, copper motor, packed flat in five-piece master cartons.',
      '三档风速，摇头，高度可调，纯铜电机，五台一个外箱的扁平包装。',
      'Três velocidades, oscilação, altura ajustável, motor de cobre, embalado desmontado em caixas master de cinco.',
      'Tres velocidades, oscilación, altura regulable, motor de cobre, embalado desarmado en cajas master de cinco.',
    ),
    [11, 16],
    'pieces',
    1000,
    ALL_TERMS,
    [
      [ATTR.power, '55'],
      [ATTR.voltage, '127'],
    ],
    [inches(16), inches(18)],
  ),
  // Lengfeng: air conditioners and freezers.
  p(
    2302,
    5,
    'aircon',
    L('Inverter split air conditioner', '变频分体空调', 'Ar-condicionado split inverter', 'Aire acondicionado split inverter'),
    L(
      'R32 refrigerant, tropical compressor rated for 52 °C, Wi-Fi control.',
      'R32 冷媒，热带型压缩机可在 52°C 运行，支持 Wi-Fi 控制。',
      'Gás R32, compressor tropical para 52 °C, controle por Wi-Fi.',
      'Refrigerante R32, compresor tropical para 52 °C, control por Wi-Fi.',
    ),
    [189, 459],
    'pieces',
    100,
    SEA_TERMS,
    [
      [ATTR.capacity, '12000 BTU'],
      [ATTR.voltage, '220'],
      [ATTR.warranty, '36'],
    ],
    [same('9000 BTU'), same('12000 BTU'), same('18000 BTU'), same('24000 BTU')],
  ),
  p(
    2303,
    5,
    'freezer',
    L('Chest freezer', '卧式冷柜', 'Freezer horizontal', 'Congelador horizontal'),
    L(
      'Converts between freezer and fridge, −18 °C in 38 °C rooms, lock and wheels, R600a refrigerant.',
      '冷冻冷藏可转换，环境温度 38°C 时可保持 −18°C，带锁和脚轮，R600a 冷媒。',
      'Converte entre freezer e geladeira, −18 °C em ambientes a 38 °C, com chave e rodízios, gás R600a.',
      'Convertible entre congelador y refrigerador, −18 °C en ambientes a 38 °C, con llave y ruedas, refrigerante R600a.',
    ),
    [165, 235],
    'pieces',
    60,
    SEA_TERMS,
    [
      [ATTR.voltage, '220'],
      [ATTR.warranty, '24'],
    ],
    [same('200 L'), same('300 L')],
  ),
  // Feiyue: scooters, cargo bikes, mopeds.
  p(
    2202,
    6,
    'scooter',
    L('Electric scooter', '电动滑板车', 'Patinete elétrico', 'Patinete eléctrico'),
    L(
      'Foldable, 350 W motor, 36 V battery, puncture-proof tyres, app lock.',
      '可折叠，350 瓦电机，36 伏电池，防爆轮胎，App 锁车。',
      'Dobrável, motor de 350 W, bateria de 36 V, pneus antifuro, trava por aplicativo.',
      'Plegable, motor de 350 W, batería de 36 V, neumáticos antipinchazos, bloqueo por app.',
    ),
    [149, 289],
    'pieces',
    50,
    ALL_TERMS,
    [
      [ATTR.power, '350'],
      [ATTR.voltage, '36'],
      [ATTR.warranty, '12'],
    ],
    [kmRange(25), kmRange(40)],
  ),
  p(
    2202,
    6,
    'cargobike',
    L('Electric cargo bike', '电动货运自行车', 'Bicicleta elétrica de carga', 'Bicicleta eléctrica de carga'),
    L(
      '48 V, 750 W rear motor, 120 kg load, built for last-mile delivery.',
      '48 伏，750 瓦后驱电机，载重 120 公斤，专为末端配送设计。',
      '48 V, motor traseiro de 750 W, carga de 120 kg, feita para entregas de última milha.',
      '48 V, motor trasero de 750 W, carga de 120 kg, pensada para el reparto de última milla.',
    ),
    [520, 590],
    'pieces',
    20,
    ALL_TERMS,
    [
      [ATTR.power, '750'],
      [ATTR.voltage, '48'],
      [ATTR.warranty, '24'],
    ],
    [L('Front box', '前置货箱', 'Caixa dianteira', 'Caja delantera'), L('Rear rack', '后货架', 'Bagageiro traseiro', 'Portaequipajes trasero')],
  ),
  p(
    2202,
    6,
    'moped',
    L('Electric moped', '电动轻便摩托车', 'Scooter elétrica', 'Motoneta eléctrica'),
    L(
      '72 V, 1200 W hub motor, top speed 45 km/h, disc brakes, two seats.',
      '72 伏，1200 瓦轮毂电机，最高时速 45 公里，碟刹，双座。',
      '72 V, motor de cubo de 1200 W, velocidade máxima de 45 km/h, freios a disco, dois lugares.',
      '72 V, motor de buje de 1200 W, velocidad máxima de 45 km/h, frenos de disco, dos plazas.',
    ),
    [460, 690],
    'pieces',
    30,
    ALL_TERMS,
    [
      [ATTR.power, '1200'],
      [ATTR.voltage, '72'],
      [ATTR.warranty, '12'],
    ],
    [L('Lead-acid battery', '铅酸电池', 'Bateria de chumbo-ácido', 'Batería de plomo-ácido'), L('Lithium battery', '锂电池', 'Bateria de lítio', 'Batería de litio')],
  ),
  // Qiming Parts: brakes and lighting.
  p(
    2203,
    7,
    'brakes',
    L('Ceramic brake pads, set of four', '陶瓷刹车片（四片装）', 'Pastilhas de freio cerâmicas, jogo com quatro', 'Pastillas de freno cerámicas, juego de cuatro'),
    L(
      'Low dust and noise, ECE R90 tested, catalogue cross-referenced to the models sold in the region.',
      '低粉尘低噪音，通过 ECE R90 测试，目录已对照拉美在售车型。',
      'Baixa poeira e ruído, testadas ECE R90, catálogo com equivalências para os modelos vendidos na região.',
      'Bajo polvo y ruido, probadas ECE R90, catálogo con equivalencias para los modelos vendidos en la región.',
    ),
    [6, 9],
    'set',
    200,
    ALL_TERMS,
    [
      [ATTR.material, MATERIALS.ceramic],
      [ATTR.certification, 'ISO 9001'],
    ],
    [L('Front axle', '前轴', 'Eixo dianteiro', 'Eje delantero'), L('Rear axle', '后轴', 'Eixo traseiro', 'Eje trasero')],
    true,
  ),
  p(
    2203,
    7,
    'bulb',
    L('LED headlight bulb', 'LED 汽车大灯灯泡', 'Lâmpada LED para farol', 'Bombilla LED para faro'),
    L(
      '6500 K, CAN-bus ready, fanless aluminium heat sink, sold in pairs.',
      '6500K 色温，兼容 CAN 总线，无风扇铝散热，成对销售。',
      '6500 K, compatível com CAN-bus, dissipador de alumínio sem ventoinha, vendida em pares.',
      '6500 K, compatible con CAN-bus, disipador de aluminio sin ventilador, se vende por pares.',
    ),
    [5, 9],
    'pieces',
    500,
    ALL_TERMS,
    [
      [ATTR.voltage, '12'],
      [ATTR.power, '30'],
    ],
    [same('H4'), same('H7'), same('H11')],
  ),
  // Jinpeng Motors: electric vehicles.
  p(
    2201,
    8,
    'suv',
    L('Electric SUV', '纯电动 SUV', 'SUV elétrico', 'SUV eléctrico'),
    L(
      'Five seats, 72 kWh LFP battery, CCS2 fast charging, left-hand drive, homologation support for each market.',
      '五座，72 千瓦时磷酸铁锂电池，CCS2 快充，左舵，提供各市场认证支持。',
      'Cinco lugares, bateria LFP de 72 kWh, recarga rápida CCS2, volante à esquerda, apoio na homologação em cada mercado.',
      'Cinco plazas, batería LFP de 72 kWh, carga rápida CCS2, volante a la izquierda, apoyo en la homologación de cada mercado.',
    ),
    [21500, 27900],
    'pieces',
    2,
    SEA_TERMS,
    [
      [ATTR.colour, COLOURS.white],
      [ATTR.warranty, '60'],
    ],
    [kmRange(420), kmRange(520)],
  ),
  p(
    2201,
    8,
    'van',
    L('Electric light van', '纯电动轻型厢式车', 'Van elétrica leve', 'Furgoneta eléctrica ligera'),
    L(
      '1.2-tonne payload for urban delivery, 260 km range, AC and DC charging.',
      '载重 1.2 吨，适合城市配送，续航 260 公里，支持交直流充电。',
      'Carga útil de 1,2 tonelada para entregas urbanas, autonomia de 260 km, recarga CA e CC.',
      'Carga útil de 1.2 toneladas para reparto urbano, autonomía de 260 km, carga CA y CC.',
    ),
    [16800, 22400],
    'pieces',
    2,
    SEA_TERMS,
    [
      [ATTR.colour, COLOURS.white],
      [ATTR.warranty, '36'],
    ],
    [L('Cargo', '厢式货车', 'Furgão de carga', 'Furgón de carga'), L('Refrigerated', '冷藏车', 'Refrigerada', 'Refrigerada')],
  ),
  p(
    2201,
    8,
    'pickup',
    L('Electric pickup', '纯电动皮卡', 'Picape elétrica', 'Camioneta pickup eléctrica'),
    L(
      'Double cab, 1-tonne payload, 88 kWh battery, power outlet in the bed for tools on site.',
      '双排座，载重 1 吨，88 千瓦时电池，货厢配有对外放电插座，方便现场使用工具。',
      'Cabine dupla, carga útil de 1 tonelada, bateria de 88 kWh, tomada na caçamba para ferramentas na obra.',
      'Doble cabina, carga útil de 1 tonelada, batería de 88 kWh, toma de corriente en la caja para herramientas en obra.',
    ),
    [23900, 29500],
    'pieces',
    2,
    SEA_TERMS,
    [
      [ATTR.colour, COLOURS.grey],
      [ATTR.warranty, '60'],
    ],
    [L('Rear-wheel drive', '后驱', 'Tração traseira', 'Tracción trasera'), L('Four-wheel drive', '四驱', 'Tração 4x4', 'Tracción 4x4')],
  ),
  // Zhongli Machinery: loaders and excavators.
  p(
    3101,
    9,
    'loader',
    L('Wheel loader', '轮式装载机', 'Pá carregadeira de rodas', 'Cargadora de ruedas'),
    L(
      'Weichai engine, pilot control, 3 m³ bucket, spare parts stocked in Santos and Manzanillo.',
      '潍柴发动机，先导操纵，3 立方米铲斗，备件在桑托斯和曼萨尼约有库存。',
      'Motor Weichai, comando piloto, caçamba de 3 m³, peças em estoque em Santos e Manzanillo.',
      'Motor Weichai, mando piloto, cucharón de 3 m³, repuestos en stock en Santos y Manzanillo.',
    ),
    [38000, 62000],
    'set',
    1,
    SEA_TERMS,
    [[ATTR.warranty, '12']],
    [
      L('3-tonne rated load', '额定载重 3 吨', 'carga nominal de 3 t', 'carga nominal de 3 t'),
      L('5-tonne rated load', '额定载重 5 吨', 'carga nominal de 5 t', 'carga nominal de 5 t'),
    ],
  ),
  p(
    3101,
    9,
    'excavator',
    L('Mini excavator', '小型挖掘机', 'Miniescavadeira', 'Miniexcavadora'),
    L(
      'Kubota engine, swing boom, rubber tracks, fits in a 20ft container.',
      '久保田发动机，偏转动臂，橡胶履带，可装入 20 尺集装箱。',
      'Motor Kubota, lança com giro, esteiras de borracha, cabe em contêiner de 20 pés.',
      'Motor Kubota, pluma giratoria, orugas de goma, cabe en un contenedor de 20 pies.',
    ),
    [14500, 23800],
    'set',
    1,
    SEA_TERMS,
    [[ATTR.warranty, '12']],
    [L('1.8-tonne class', '1.8 吨级', 'classe de 1,8 t', 'clase de 1.8 t'), L('3.5-tonne class', '3.5 吨级', 'classe de 3,5 t', 'clase de 3.5 t')],
  ),
  // Taihang Power: generators and marine engines.
  p(
    3103,
    10,
    'generator',
    L('Diesel generator set', '柴油发电机组', 'Grupo gerador a diesel', 'Grupo electrógeno diésel'),
    L(
      'Silent canopy, automatic transfer switch, 50 or 60 Hz, for farms, hospitals and mines.',
      '静音箱体，自动切换开关，50 或 60 赫兹，适用于农场、医院和矿山。',
      'Carenagem silenciada, chave de transferência automática, 50 ou 60 Hz, para fazendas, hospitais e minas.',
      'Cabina insonorizada, transferencia automática, 50 o 60 Hz, para granjas, hospitales y minas.',
    ),
    [6200, 28000],
    'set',
    1,
    SEA_TERMS,
    [
      [ATTR.voltage, '380'],
      [ATTR.warranty, '12'],
    ],
    [same('50 kVA'), same('100 kVA'), same('250 kVA')],
  ),
  p(
    3103,
    10,
    'marine',
    L('Marine diesel engine', '船用柴油机', 'Motor diesel marítimo', 'Motor diésel marino'),
    L(
      'Inboard engine for fishing and work boats, CCS certificate, keel cooling.',
      '适用于渔船和工作船的内置发动机，CCS 证书，龙骨冷却。',
      'Motor de centro para barcos de pesca e de trabalho, certificado CCS, arrefecimento de quilha.',
      'Motor intraborda para barcos de pesca y de trabajo, certificado CCS, refrigeración por quilla.',
    ),
    [7800, 19800],
    'set',
    1,
    SEA_TERMS,
    [
      [ATTR.certification, 'CCS'],
      [ATTR.warranty, '24'],
    ],
    [same('90 kW'), same('184 kW')],
  ),
  // Jingke CNC: machine tools.
  p(
    3102,
    11,
    'lathe',
    L('CNC lathe', '数控车床', 'Torno CNC', 'Torno CNC'),
    L(
      'Slant bed, Fanuc or Siemens control, commissioning by video or on site.',
      '斜床身，发那科或西门子系统，可视频或现场调试。',
      'Barramento inclinado, comando Fanuc ou Siemens, comissionamento por vídeo ou no local.',
      'Bancada inclinada, control Fanuc o Siemens, puesta en marcha por vídeo o en planta.',
    ),
    [18500, 46000],
    'set',
    1,
    SEA_TERMS,
    [
      [ATTR.voltage, '380'],
      [ATTR.warranty, '12'],
    ],
    [same('Ø 360 mm'), same('Ø 500 mm')],
  ),
  p(
    3102,
    11,
    'laser',
    L('Fibre laser cutting machine', '光纤激光切割机', 'Máquina de corte a laser de fibra', 'Máquina de corte láser de fibra'),
    L(
      'Exchange table, Raycus source, cuts up to 20 mm mild steel at 6 kW.',
      '交换工作台，锐科激光器，6 千瓦机型可切割 20 毫米碳钢。',
      'Mesa de troca, fonte Raycus, corta aço carbono de até 20 mm na versão de 6 kW.',
      'Mesa de intercambio, fuente Raycus, corta acero al carbono de hasta 20 mm en la versión de 6 kW.',
    ),
    [21000, 58000],
    'set',
    1,
    SEA_TERMS,
    [
      [ATTR.voltage, '380'],
      [ATTR.warranty, '24'],
    ],
    [measure('1.5 kW'), same('3 kW'), same('6 kW')],
  ),
  // Guangyao Solar: modules and street lights.
  p(
    3201,
    12,
    'solar',
    L('Monocrystalline solar module', '单晶光伏组件', 'Módulo solar monocristalino', 'Módulo solar monocristalino'),
    L(
      'Half-cut N-type cells, 30-year linear power warranty, INMETRO registered, 31 modules to a pallet.',
      '半片 N 型电池，30 年线性功率质保，已在 INMETRO 注册，每托 31 块。',
      'Células tipo N de meia célula, garantia linear de potência de 30 anos, registrado no INMETRO, 31 módulos por palete.',
      'Celdas tipo N de media celda, garantía lineal de potencia de 30 años, registrado en INMETRO, 31 módulos por palé.',
    ),
    [52, 84],
    'pieces',
    300,
    SEA_TERMS,
    [
      [ATTR.certification, 'INMETRO'],
      [ATTR.material, MATERIALS.glass],
      [ATTR.warranty, '144'],
    ],
    [same('450 W'), same('550 W'), same('620 W')],
  ),
  p(
    3201,
    12,
    'streetlight',
    L('All-in-one solar street light', '一体化太阳能路灯', 'Poste solar integrado', 'Luminaria solar todo en uno'),
    L(
      'Panel, LiFePO4 battery and LED head in one body, motion sensor, three rainy days of autonomy.',
      '光伏板、磷酸铁锂电池和 LED 灯头一体化设计，带人体感应，可连续三个阴雨天工作。',
      'Painel, bateria LiFePO4 e luminária LED em um só corpo, sensor de presença, três dias de chuva de autonomia.',
      'Panel, batería LiFePO4 y luminaria LED en un solo cuerpo, sensor de movimiento, tres días de lluvia de autonomía.',
    ),
    [45, 78],
    'pieces',
    100,
    ALL_TERMS,
    [
      [ATTR.material, MATERIALS.aluminium],
      [ATTR.warranty, '36'],
    ],
    [same('60 W'), same('100 W')],
  ),
  // Hengdian Storage: batteries.
  p(
    3202,
    13,
    'battery',
    L('LiFePO4 home battery', '家用磷酸铁锂储能电池', 'Bateria residencial LiFePO4', 'Batería residencial LiFePO4'),
    L(
      'Wall-mounted, 6000 cycles, stackable, works with the major hybrid inverters.',
      '壁挂式，6000 次循环，可堆叠，兼容主流混合逆变器。',
      'De parede, 6000 ciclos, empilhável, compatível com os principais inversores híbridos.',
      'De pared, 6000 ciclos, apilable, compatible con los principales inversores híbridos.',
    ),
    [850, 2400],
    'pieces',
    10,
    SEA_TERMS,
    [
      [ATTR.voltage, '48'],
      [ATTR.warranty, '120'],
    ],
    [same('5 kWh'), same('10 kWh'), same('15 kWh')],
  ),
  // Shuguang: inverters.
  p(
    3202,
    14,
    'inverter',
    L('Hybrid solar inverter', '光伏混合逆变器', 'Inversor solar híbrido', 'Inversor solar híbrido'),
    L(
      'On- and off-grid, two MPPT trackers, Wi-Fi monitoring in Spanish and Portuguese.',
      '并离网两用，双路 MPPT，Wi-Fi 监控界面支持西班牙语和葡萄牙语。',
      'On e off-grid, dois rastreadores MPPT, monitoramento Wi-Fi em português e espanhol.',
      'Conexión a red y aislado, dos seguidores MPPT, monitoreo Wi-Fi en español y portugués.',
    ),
    [420, 1150],
    'pieces',
    10,
    SEA_TERMS,
    [
      [ATTR.voltage, '220'],
      [ATTR.warranty, '60'],
    ],
    [measure('3.6 kW'), same('5 kW'), same('8 kW')],
  ),
  // Huagang: steel.
  p(
    3301,
    15,
    'coil',
    L('Hot-rolled steel coil', '热轧钢卷', 'Bobina de aço laminada a quente', 'Bobina de acero laminada en caliente'),
    L(
      'Q235B and SS400 grades, mill test certificate, 1.8 to 12 mm thick.',
      'Q235B 和 SS400 牌号，附材质证明书，厚度 1.8 至 12 毫米。',
      'Graus Q235B e SS400, certificado de usina, espessura de 1,8 a 12 mm.',
      'Grados Q235B y SS400, certificado de laminación, espesor de 1.8 a 12 mm.',
    ),
    [520, 560],
    'tonnes',
    100,
    SEA_TERMS,
    [
      [ATTR.material, MATERIALS.steel],
      [ATTR.packing, PACKING.bundles],
    ],
    [L('1,250 mm wide', '宽 1250 毫米', 'largura de 1.250 mm', 'ancho de 1,250 mm'), L('1,500 mm wide', '宽 1500 毫米', 'largura de 1.500 mm', 'ancho de 1,500 mm')],
  ),
  p(
    3301,
    15,
    'rebar',
    L('Deformed steel rebar', '带肋钢筋', 'Vergalhão de aço nervurado', 'Varilla de acero corrugada'),
    L(
      'HRB400E, 12 m lengths, bundled and tagged, for construction projects.',
      'HRB400E，12 米定尺，打捆挂牌，适用于建筑项目。',
      'HRB400E, barras de 12 m, em feixes etiquetados, para obras.',
      'HRB400E, barras de 12 m, en paquetes etiquetados, para obras de construcción.',
    ),
    [495, 540],
    'tonnes',
    100,
    SEA_TERMS,
    [
      [ATTR.material, MATERIALS.steel],
      [ATTR.packing, PACKING.bundles],
    ],
    [same('Ø 10 mm'), same('Ø 12 mm'), same('Ø 16 mm'), same('Ø 25 mm')],
  ),
  p(
    3301,
    15,
    'roofing',
    L('Galvanised corrugated roofing sheet', '镀锌瓦楞屋面板', 'Telha ondulada de aço galvanizado', 'Lámina acanalada de acero galvanizado'),
    L(
      'Z80 zinc coating, cut to length from 1.8 to 6 m, bundled on wooden skids.',
      'Z80 镀锌层，可按 1.8 至 6 米定尺剪切，木托打捆。',
      'Revestimento de zinco Z80, cortada de 1,8 a 6 m, em feixes sobre estrados de madeira.',
      'Recubrimiento de zinc Z80, cortada de 1.8 a 6 m, en paquetes sobre polines de madera.',
    ),
    [690, 760],
    'tonnes',
    50,
    SEA_TERMS,
    [
      [ATTR.material, MATERIALS.galvanised],
      [ATTR.packing, PACKING.bundles],
    ],
    [L('0.35 mm thick', '厚 0.35 毫米', 'espessura de 0,35 mm', 'espesor de 0.35 mm'), L('0.5 mm thick', '厚 0.5 毫米', 'espessura de 0,5 mm', 'espesor de 0.5 mm')],
  ),
  // Ruici: tiles. Tongda: pipes.
  p(
    3302,
    16,
    'tiles',
    L('Porcelain floor tiles', '通体瓷质地砖', 'Porcelanato para piso', 'Porcelanato para pisos'),
    L(
      'Rectified edges, PEI 4, matt or polished, packed on fumigated pallets.',
      '精磨边，耐磨 4 级，哑光或抛光，熏蒸托盘包装。',
      'Bordas retificadas, PEI 4, acetinado ou polido, em paletes fumigados.',
      'Bordes rectificados, PEI 4, mate o pulido, en palés fumigados.',
    ),
    [5.2, 7.8],
    'squareMetres',
    800,
    SEA_TERMS,
    [
      [ATTR.material, MATERIALS.porcelain],
      [ATTR.packing, PACKING.cartons],
    ],
    [same('60 × 60 cm'), same('80 × 80 cm'), same('60 × 120 cm')],
  ),
  p(
    3302,
    17,
    'pipes',
    L('PVC-U pressure pipe', 'PVC-U 压力管', 'Tubo de pressão em PVC-U', 'Tubería de presión de PVC-U'),
    L(
      'For water supply and irrigation, PN10, socket ends, 6 m lengths.',
      '用于供水和灌溉，PN10，承插口，每根 6 米。',
      'Para abastecimento de água e irrigação, PN10, ponta e bolsa, barras de 6 m.',
      'Para agua potable y riego, PN10, extremos de campana, tramos de 6 m.',
    ),
    [0.9, 7.8],
    'metres',
    2000,
    SEA_TERMS,
    [
      [ATTR.material, MATERIALS.pvc],
      [ATTR.packing, PACKING.bundles],
    ],
    [same('Ø 50 mm'), same('Ø 110 mm'), same('Ø 200 mm')],
  ),
  // Baiyun: fabrics. Anbao: workwear.
  p(
    2401,
    18,
    'fabric',
    L('Cotton twill fabric', '全棉斜纹布', 'Tecido sarja de algodão', 'Tela de sarga de algodón'),
    L(
      '240 gsm, reactive dyed, shrinkage under 3 %, for uniforms and casual trousers.',
      '240 克/平方米，活性染色，缩水率低于 3%，适用于制服和休闲裤。',
      '240 g/m², tingimento reativo, encolhimento abaixo de 3 %, para uniformes e calças.',
      '240 g/m², teñido reactivo, encogimiento inferior al 3 %, para uniformes y pantalones.',
    ),
    [2.1, 2.6],
    'metres',
    3000,
    SEA_TERMS,
    [
      [ATTR.material, MATERIALS.cotton],
      [ATTR.packing, PACKING.bundles],
    ],
    [COLOURS.navy, COLOURS.khaki, COLOURS.black],
    true,
  ),
  p(
    2401,
    18,
    'knit',
    L('Polyester performance knit', '涤纶功能针织布', 'Malha de poliéster esportiva', 'Tejido de punto de poliéster deportivo'),
    L(
      'Moisture-wicking, UPF 50+, for sportswear and school uniforms.',
      '吸湿排汗，UPF 50+，适用于运动服和校服。',
      'Absorve o suor, FPU 50+, para roupas esportivas e uniformes escolares.',
      'Absorbe la humedad, UPF 50+, para ropa deportiva y uniformes escolares.',
    ),
    [1.2, 1.6],
    'metres',
    5000,
    SEA_TERMS,
    [[ATTR.material, MATERIALS.polyester]],
    [gsm(140), gsm(180)],
  ),
  p(
    2402,
    19,
    'vest',
    L('Reflective safety vest', '反光安全背心', 'Colete refletivo de segurança', 'Chaleco reflectante de seguridad'),
    L(
      'EN ISO 20471 class 2, breathable mesh, custom printing of your company logo.',
      'EN ISO 20471 二级，透气网布，可定制印制公司标志。',
      'EN ISO 20471 classe 2, tela respirável, impressão do logotipo da sua empresa.',
      'EN ISO 20471 clase 2, malla transpirable, impresión del logotipo de su empresa.',
    ),
    [0.9, 1.4],
    'pieces',
    1000,
    ALL_TERMS,
    [
      [ATTR.material, MATERIALS.polyesterMesh],
      [ATTR.certification, 'EN ISO 20471'],
    ],
    [COLOURS.yellow, COLOURS.orange],
    true,
  ),
  p(
    2402,
    19,
    'overalls',
    L('Cotton work overalls', '全棉连体工作服', 'Macacão de trabalho de algodão', 'Overol de trabajo de algodón'),
    L(
      'Heavy cotton drill with reinforced knees and reflective tape, sizes S to 4XL.',
      '厚棉斜纹，加固膝部，带反光条，尺码 S 至 4XL。',
      'Brim pesado de algodão com joelhos reforçados e faixa refletiva, tamanhos P a 4GG.',
      'Dril de algodón grueso con rodillas reforzadas y cinta reflectante, tallas S a 4XL.',
    ),
    [9, 13],
    'pieces',
    500,
    ALL_TERMS,
    [[ATTR.material, MATERIALS.cotton]],
    [COLOURS.navy, L('Orange', '橙色', 'Laranja', 'Naranja')],
  ),
  // Mingjie: printers, copiers and toner.
  p(
    3401,
    20,
    'printer',
    L('Mono laser printer', '黑白激光打印机', 'Impressora laser monocromática', 'Impresora láser monocromática'),
    L(
      '40 pages a minute, duplex, network ready, toner available locally through distributors.',
      '每分钟 40 页，自动双面，支持网络，当地经销商供应硒鼓。',
      '40 páginas por minuto, frente e verso, em rede, toner disponível com distribuidores locais.',
      '40 páginas por minuto, dúplex, en red, tóner disponible con distribuidores locales.',
    ),
    [99, 129],
    'pieces',
    50,
    ALL_TERMS,
    [
      [ATTR.voltage, '127'],
      [ATTR.warranty, '12'],
    ],
    [same('A4'), L('A4 with Wi-Fi', 'A4，带 Wi-Fi', 'A4 com Wi-Fi', 'A4 con Wi-Fi')],
  ),
  p(
    3401,
    20,
    'copier',
    L('A3 multifunction copier', 'A3 多功能复印机', 'Copiadora multifuncional A3', 'Copiadora multifunción A3'),
    L(
      'Print, copy, scan and fax, 35 pages a minute, finisher optional.',
      '打印、复印、扫描和传真，每分钟 35 页，可选装订器。',
      'Imprime, copia, digitaliza e envia fax, 35 páginas por minuto, finalizador opcional.',
      'Imprime, copia, escanea y envía faxes, 35 páginas por minuto, finalizador opcional.',
    ),
    [890, 2400],
    'pieces',
    5,
    SEA_TERMS,
    [
      [ATTR.voltage, '220'],
      [ATTR.warranty, '12'],
    ],
    [L('Black and white', '黑白', 'Preto e branco', 'Blanco y negro'), L('Colour', '彩色', 'Colorida', 'A color')],
  ),
  p(
    3401,
    20,
    'toner',
    L('Compatible toner cartridge', '兼容硒鼓', 'Cartucho de toner compatível', 'Cartucho de tóner compatible'),
    L(
      'Chip included, page yield tested to ISO/IEC 19752, packed in boxes of 20.',
      '含芯片，按 ISO/IEC 19752 测试打印页数，20 支一箱。',
      'Com chip, rendimento testado pela ISO/IEC 19752, em caixas com 20.',
      'Con chip, rendimiento probado según ISO/IEC 19752, en cajas de 20.',
    ),
    [4, 9],
    'pieces',
    1000,
    ALL_TERMS,
    [[ATTR.shelfLife, '36']],
    [
      L('Standard yield, 3,000 pages', '标准容量，3000 页', 'Rendimento padrão, 3.000 páginas', 'Rendimiento estándar, 3,000 páginas'),
      L('High yield, 9,000 pages', '高容量，9000 页', 'Alto rendimento, 9.000 páginas', 'Alto rendimiento, 9,000 páginas'),
    ],
  ),
];

/** The Origin attribute of a brand's goods: its city's province. */
export const provinceOf = (city: CityKey) => PROVINCES[CITIES[city].province];
