import type { Localised } from '../schema';
import type { ArtKind } from '../../services/product-art';

export const L = (english: string, chinese_simplified: string, portuguese: string, spanish: string): Localised => ({
  english,
  chinese_simplified,
  portuguese,
  spanish,
});

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
      [3501, L('Coffee, cocoa and tea', '咖啡、可可与茶', 'Café, cacau e chá', 'Café, cacao y té')],
      [3502, L('Fruit and grains', '水果与谷物', 'Frutas e grãos', 'Frutas y granos')],
      [3503, L('Meat and seafood', '肉类与海产品', 'Carnes e frutos do mar', 'Carnes y mariscos')],
      [3504, L('Wine and spirits', '葡萄酒与烈酒', 'Vinhos e destilados', 'Vinos y licores')],
    ],
  ],
  [
    3006,
    L('Minerals and metals', '矿产与金属', 'Minerais e metais', 'Minerales y metales'),
    [[3601, L('Copper, lithium and ores', '铜、锂与矿石', 'Cobre, lítio e minérios', 'Cobre, litio y minerales')]],
  ],
];

export const ATTRIBUTES: Array<{ name: Localised; unit: string; values: string[] }> = [
  { name: L('Material', '材质', 'Material', 'Material'), unit: '', values: ['Aluminium', 'Steel', 'ABS', 'Cotton', 'Polyester', 'Glass'] },
  { name: L('Power', '功率', 'Potência', 'Potencia'), unit: 'W', values: ['350', '550', '1500', '3000', '5000'] },
  { name: L('Voltage', '电压', 'Tensão', 'Voltaje'), unit: 'V', values: ['12', '48', '110', '127', '220', '380'] },
  { name: L('Colour', '颜色', 'Cor', 'Color'), unit: '', values: ['Black', 'White', 'Silver', 'Blue', 'Green'] },
  { name: L('Warranty', '质保', 'Garantia', 'Garantía'), unit: 'months', values: ['12', '24', '36', '60'] },
  { name: L('Certification', '认证', 'Certificação', 'Certificación'), unit: '', values: ['CE', 'INMETRO', 'NOM', 'UL', 'ISO 9001'] },
  { name: L('Capacity', '容量', 'Capacidade', 'Capacidad'), unit: '', values: ['128 GB', '256 GB', '5.5 L', '10 kWh', '12000 BTU'] },
  { name: L('Origin', '产地', 'Origem', 'Origen'), unit: '', values: ['Guangdong', 'Zhejiang', 'Jiangsu', 'Shandong', 'Hebei'] },
];
/** Attribute ids in seeding order. */
export const ATTR = { material: 1, power: 2, voltage: 3, colour: 4, warranty: 5, certification: 6, capacity: 7, origin: 8 } as const;

export interface SellerSeed {
  phone: string;
  nickname: string;
  company: string;
  country: string;
}

/** Chinese sellers besides the demo seller (8613800138000, who owns the first brands). */
export const CHINESE_SELLERS: SellerSeed[] = [
  { phone: '8613900000001', nickname: 'Wang Fang', company: 'Hangzhou Meijia Home Appliances Co., Ltd.', country: 'CN' },
  { phone: '8613900000002', nickname: 'Liu Yang', company: 'Changzhou Feiyue Mobility Co., Ltd.', country: 'CN' },
  { phone: '8613900000003', nickname: 'Zhao Lei', company: 'Xuzhou Zhongli Heavy Machinery Co., Ltd.', country: 'CN' },
  { phone: '8613900000004', nickname: 'Sun Li', company: 'Wuxi Guangyao New Energy Co., Ltd.', country: 'CN' },
  { phone: '8613900000005', nickname: 'Zhou Min', company: 'Tangshan Huagang Steel Trading Co., Ltd.', country: 'CN' },
  { phone: '8613900000006', nickname: 'Huang Jing', company: 'Shaoxing Baiyun Textiles Co., Ltd.', country: 'CN' },
];

export interface BrandSeed {
  /** Index into [demo seller, ...CHINESE_SELLERS]. */
  seller: number;
  name: Localised;
  type: 'china' | 'industry';
  art: ArtKind;
  hue: number;
  city: string;
  about: Localised;
}

const about = (what: Localised): Localised => ({
  english: `A manufacturer of ${what.english}, exporting to Latin America with Spanish and Portuguese documentation.`,
  chinese_simplified: `${what.chinese_simplified}制造商，面向拉美出口，提供西班牙语和葡萄牙语资料。`,
  portuguese: `Fabricante de ${what.portuguese}, exportando para a América Latina com documentação em espanhol e português.`,
  spanish: `Fabricante de ${what.spanish}, que exporta a América Latina con documentación en español y portugués.`,
});

export const BRANDS: BrandSeed[] = [
  { seller: 0, name: L('Haiqiao', '海桥', 'Haiqiao', 'Haiqiao'), type: 'china', art: 'phone', hue: 200, city: 'Shenzhen, Guangdong', about: about(L('smartphones and tablets', '智能手机和平板电脑', 'smartphones e tablets', 'teléfonos inteligentes y tabletas')) },
  { seller: 0, name: L('Lanshan', '蓝山', 'Lanshan', 'Lanshan'), type: 'china', art: 'laptop', hue: 220, city: 'Dongguan, Guangdong', about: about(L('laptops and office computers', '笔记本和办公电脑', 'notebooks e computadores de escritório', 'portátiles y ordenadores de oficina')) },
  { seller: 0, name: L('Tianrui Audio', '天瑞音频', 'Tianrui Audio', 'Tianrui Audio'), type: 'china', art: 'audio', hue: 280, city: 'Huizhou, Guangdong', about: about(L('audio and video equipment', '音视频设备', 'equipamentos de áudio e vídeo', 'equipos de audio y vídeo')) },
  { seller: 0, name: L('Jinpeng Motors', '金鹏汽车', 'Jinpeng Motors', 'Jinpeng Motors'), type: 'china', art: 'car', hue: 10, city: 'Hefei, Anhui', about: about(L('electric passenger and utility vehicles', '电动乘用车和多用途车', 'veículos elétricos de passeio e utilitários', 'vehículos eléctricos de pasajeros y utilitarios')) },
  { seller: 2, name: L('Feiyue', '飞跃', 'Feiyue', 'Feiyue'), type: 'china', art: 'scooter', hue: 140, city: 'Changzhou, Jiangsu', about: about(L('electric bikes and scooters', '电动自行车和滑板车', 'bicicletas e patinetes elétricos', 'bicicletas y patinetes eléctricos')) },
  { seller: 2, name: L('Qiming Parts', '启明配件', 'Qiming Parts', 'Qiming Parts'), type: 'china', art: 'part', hue: 30, city: 'Ruian, Zhejiang', about: about(L('brake, lighting and electrical auto parts', '制动、照明和电气汽车配件', 'autopeças de freio, iluminação e elétricas', 'autopartes de freno, iluminación y eléctricas')) },
  { seller: 1, name: L('Meijia', '美佳', 'Meijia', 'Meijia'), type: 'china', art: 'kitchen', hue: 0, city: 'Ningbo, Zhejiang', about: about(L('kitchen appliances', '厨房电器', 'eletrodomésticos de cozinha', 'electrodomésticos de cocina')) },
  { seller: 1, name: L('Lengfeng', '冷峰', 'Lengfeng', 'Lengfeng'), type: 'china', art: 'aircon', hue: 190, city: 'Zhuhai, Guangdong', about: about(L('inverter air conditioners', '变频空调', 'ar-condicionado inverter', 'aires acondicionados inverter')) },
  { seller: 6, name: L('Baiyun Textiles', '白云纺织', 'Baiyun Têxteis', 'Baiyun Textiles'), type: 'china', art: 'fabric', hue: 330, city: 'Shaoxing, Zhejiang', about: about(L('woven and knitted fabrics', '梭织和针织面料', 'tecidos planos e malhas', 'tejidos planos y de punto')) },
  { seller: 6, name: L('Anbao Workwear', '安保工装', 'Anbao Uniformes', 'Anbao Ropa Laboral'), type: 'china', art: 'garment', hue: 45, city: 'Jinjiang, Fujian', about: about(L('workwear and safety clothing', '工作服和安全防护服', 'uniformes e roupas de segurança', 'ropa de trabajo y de seguridad')) },
  { seller: 3, name: L('Zhongli Machinery', '中力机械', 'Zhongli Máquinas', 'Zhongli Maquinaria'), type: 'industry', art: 'loader', hue: 48, city: 'Xuzhou, Jiangsu', about: about(L('loaders and excavators', '装载机和挖掘机', 'carregadeiras e escavadeiras', 'cargadoras y excavadoras')) },
  { seller: 3, name: L('Jingke CNC', '精科数控', 'Jingke CNC', 'Jingke CNC'), type: 'industry', art: 'machine', hue: 210, city: 'Jinan, Shandong', about: about(L('CNC lathes and laser cutters', '数控车床和激光切割机', 'tornos CNC e cortadoras a laser', 'tornos CNC y cortadoras láser')) },
  { seller: 3, name: L('Taihang Power', '太行动力', 'Taihang Power', 'Taihang Power'), type: 'industry', art: 'engine', hue: 15, city: 'Weifang, Shandong', about: about(L('diesel engines and generator sets', '柴油发动机和发电机组', 'motores a diesel e geradores', 'motores diésel y grupos electrógenos')) },
  { seller: 4, name: L('Guangyao Solar', '光耀光伏', 'Guangyao Solar', 'Guangyao Solar'), type: 'industry', art: 'solar', hue: 225, city: 'Wuxi, Jiangsu', about: about(L('monocrystalline solar modules', '单晶光伏组件', 'módulos solares monocristalinos', 'módulos solares monocristalinos')) },
  { seller: 4, name: L('Hengdian Storage', '恒电储能', 'Hengdian Storage', 'Hengdian Storage'), type: 'industry', art: 'battery', hue: 120, city: 'Changzhou, Jiangsu', about: about(L('inverters and lithium battery storage', '逆变器和锂电池储能', 'inversores e baterias de lítio', 'inversores y baterías de litio')) },
  { seller: 5, name: L('Huagang Steel', '华钢', 'Huagang Aço', 'Huagang Acero'), type: 'industry', art: 'steel', hue: 205, city: 'Tangshan, Hebei', about: about(L('hot-rolled coil and rebar', '热轧卷板和螺纹钢', 'bobinas laminadas a quente e vergalhões', 'bobinas laminadas en caliente y varilla')) },
  { seller: 5, name: L('Ruici Ceramics', '瑞瓷', 'Ruici Cerâmica', 'Ruici Cerámica'), type: 'industry', art: 'tiles', hue: 25, city: 'Foshan, Guangdong', about: about(L('porcelain tiles', '瓷砖', 'porcelanatos', 'porcelanatos')) },
  { seller: 5, name: L('Tongda Pipes', '通达管业', 'Tongda Tubos', 'Tongda Tuberías'), type: 'industry', art: 'crate', hue: 95, city: 'Tianjin', about: about(L('PVC and HDPE pipes', 'PVC 和 HDPE 管材', 'tubos de PVC e PEAD', 'tuberías de PVC y PEAD')) },
  { seller: 0, name: L('Mingjie Office', '明杰办公', 'Mingjie Office', 'Mingjie Office'), type: 'industry', art: 'printer', hue: 260, city: 'Zhuhai, Guangdong', about: about(L('printers and copiers', '打印机和复印机', 'impressoras e copiadoras', 'impresoras y copiadoras')) },
  { seller: 4, name: L('Shuguang Inverter', '曙光逆变器', 'Shuguang Inversores', 'Shuguang Inversores'), type: 'industry', art: 'battery', hue: 60, city: 'Hangzhou, Zhejiang', about: about(L('hybrid solar inverters', '混合光伏逆变器', 'inversores solares híbridos', 'inversores solares híbridos')) },
];

export interface ProductSeed {
  category: number;
  /** Index into BRANDS. */
  brand: number;
  art: ArtKind;
  name: Localised;
  about: Localised;
  /** Price range in US dollars; the seller's currency is applied when seeding. */
  usd: [number, number];
  unit: string;
  minOrder: number;
  terms: string[];
  attributes: Array<[number, string]>;
  /** Variants: each becomes its own listing, with the spec appended to the name. */
  specs: string[];
}

const ALL_TERMS = ['EXW', 'FOB', 'C&F', 'CIF'];
const SEA_TERMS = ['FOB', 'C&F', 'CIF'];

const p = (
  category: number,
  brand: number,
  art: ArtKind,
  name: Localised,
  aboutText: Localised,
  usd: [number, number],
  unit: string,
  minOrder: number,
  terms: string[],
  attributes: Array<[number, string]>,
  specs: string[],
): ProductSeed => ({ category, brand, art, name, about: aboutText, usd, unit, minOrder, terms, attributes, specs });

export const PRODUCTS: ProductSeed[] = [
  p(2101, 0, 'phone', L('5G smartphone', '5G 智能手机', 'Smartphone 5G', 'Teléfono inteligente 5G'), L('6.7-inch AMOLED display, 5000 mAh battery, dual SIM, Spanish and Portuguese interface, ANATEL and IFT ready.', '6.7 英寸 AMOLED 屏幕，5000 毫安时电池，双卡双待，支持西班牙语和葡萄牙语界面，可办理 ANATEL 和 IFT 认证。', 'Tela AMOLED de 6,7 polegadas, bateria de 5000 mAh, dual chip, interface em português e espanhol, pronto para ANATEL e IFT.', 'Pantalla AMOLED de 6,7 pulgadas, batería de 5000 mAh, doble SIM, interfaz en español y portugués, listo para ANATEL e IFT.'), [119, 389], 'pieces', 200, ALL_TERMS, [[ATTR.colour, 'Black'], [ATTR.warranty, '12']], ['128 GB', '256 GB', '512 GB']),
  p(2101, 0, 'phone', L('Rugged smartphone', '三防智能手机', 'Smartphone robusto', 'Teléfono inteligente reforzado'), L('IP68 and MIL-STD-810H, 10000 mAh battery and a glove-friendly screen for mining, farming and logistics teams.', 'IP68 和 MIL-STD-810H 防护，10000 毫安时电池，戴手套也可操作，适合矿山、农业和物流团队。', 'IP68 e MIL-STD-810H, bateria de 10000 mAh e tela que funciona com luvas, para mineração, agro e logística.', 'IP68 y MIL-STD-810H, batería de 10000 mAh y pantalla que funciona con guantes, para minería, agro y logística.'), [169, 299], 'pieces', 100, ALL_TERMS, [[ATTR.certification, 'CE'], [ATTR.warranty, '24']], ['128 GB', '256 GB']),
  p(2102, 1, 'laptop', L('14-inch business laptop', '14 英寸商务笔记本', 'Notebook empresarial de 14 polegadas', 'Portátil empresarial de 14 pulgadas'), L('Aluminium body, backlit keyboard with ABNT2 or Latin American layout, Wi-Fi 6, two-year warranty.', '铝合金机身，背光键盘，可选 ABNT2 或拉美布局，Wi-Fi 6，两年质保。', 'Corpo de alumínio, teclado retroiluminado ABNT2 ou latino-americano, Wi-Fi 6, garantia de dois anos.', 'Cuerpo de aluminio, teclado retroiluminado con distribución latinoamericana o ABNT2, Wi-Fi 6, dos años de garantía.'), [349, 789], 'pieces', 50, ALL_TERMS, [[ATTR.material, 'Aluminium'], [ATTR.warranty, '24']], ['8 GB / 256 GB', '16 GB / 512 GB', '32 GB / 1 TB']),
  p(2102, 1, 'laptop', L('Education tablet', '教育平板', 'Tablet educacional', 'Tableta educativa'), L('10.1-inch tablet with a shock-proof case and classroom management, supplied to school programmes.', '10.1 英寸平板，配防摔保护套和课堂管理功能，适用于学校采购项目。', 'Tablet de 10,1 polegadas com capa antichoque e gestão de sala de aula, para programas escolares.', 'Tableta de 10,1 pulgadas con funda antigolpes y gestión de aula, para programas escolares.'), [89, 169], 'pieces', 300, ALL_TERMS, [[ATTR.capacity, '128 GB']], ['64 GB', '128 GB']),
  p(2103, 2, 'audio', L('Wireless earbuds with noise cancelling', '主动降噪无线耳机', 'Fones sem fio com cancelamento de ruído', 'Auriculares inalámbricos con cancelación de ruido'), L('Bluetooth 5.3, 30 hours with the case, retail packaging in Spanish and Portuguese.', '蓝牙 5.3，配合充电盒续航 30 小时，零售包装提供西班牙语和葡萄牙语版本。', 'Bluetooth 5.3, 30 horas com o estojo, embalagem de varejo em português e espanhol.', 'Bluetooth 5.3, 30 horas con el estuche, empaque minorista en español y portugués.'), [14, 39], 'pieces', 500, ALL_TERMS, [[ATTR.colour, 'White']], ['Standard', 'Pro']),
  p(2103, 2, 'audio', L('4K smart TV', '4K 智能电视', 'Smart TV 4K', 'Televisor inteligente 4K'), L('HDR10, Google TV, ISDB-Tb tuner for Brazil, Peru, Chile and Argentina.', 'HDR10，Google TV，内置 ISDB-Tb 调谐器，适用于巴西、秘鲁、智利和阿根廷。', 'HDR10, Google TV, sintonizador ISDB-Tb para Brasil, Peru, Chile e Argentina.', 'HDR10, Google TV, sintonizador ISDB-Tb para Brasil, Perú, Chile y Argentina.'), [189, 649], 'pieces', 100, SEA_TERMS, [[ATTR.voltage, '220'], [ATTR.warranty, '12']], ['43 inch', '55 inch', '65 inch']),
  p(2201, 3, 'car', L('Electric SUV', '纯电动 SUV', 'SUV elétrico', 'SUV eléctrico'), L('Five seats, 72 kWh LFP battery, CCS2 fast charging, left-hand drive, homologation support for each market.', '五座，72 千瓦时磷酸铁锂电池，CCS2 快充，左舵，提供各市场认证支持。', 'Cinco lugares, bateria LFP de 72 kWh, recarga rápida CCS2, volante à esquerda, apoio na homologação em cada mercado.', 'Cinco plazas, batería LFP de 72 kWh, carga rápida CCS2, volante a la izquierda, apoyo en la homologación de cada mercado.'), [21500, 34900], 'pieces', 2, SEA_TERMS, [[ATTR.warranty, '60']], ['420 km range', '520 km range']),
  p(2201, 3, 'car', L('Electric light van', '纯电动轻型厢式车', 'Van elétrica leve', 'Furgoneta eléctrica ligera'), L('1.2-tonne payload for urban delivery, 260 km range, AC and DC charging.', '载重 1.2 吨，适合城市配送，续航 260 公里，支持交直流充电。', 'Carga útil de 1,2 tonelada para entregas urbanas, autonomia de 260 km, recarga CA e CC.', 'Carga útil de 1,2 toneladas para reparto urbano, autonomía de 260 km, carga CA y CC.'), [16800, 22400], 'pieces', 2, SEA_TERMS, [[ATTR.warranty, '36']], ['Cargo', 'Refrigerated']),
  p(2202, 4, 'scooter', L('Electric scooter', '电动滑板车', 'Patinete elétrico', 'Patinete eléctrico'), L('Foldable, 350 W motor, 36 V battery, puncture-proof tyres, app lock.', '可折叠，350 瓦电机，36 伏电池，防爆轮胎，App 锁车。', 'Dobrável, motor de 350 W, bateria de 36 V, pneus antifuro, trava por aplicativo.', 'Plegable, motor de 350 W, batería de 36 V, neumáticos antipinchazos, bloqueo por app.'), [149, 289], 'pieces', 50, ALL_TERMS, [[ATTR.power, '350'], [ATTR.voltage, '48']], ['25 km range', '40 km range']),
  p(2202, 4, 'scooter', L('Electric cargo bike', '电动货运自行车', 'Bicicleta elétrica de carga', 'Bicicleta eléctrica de carga'), L('48 V, 750 W rear motor, 120 kg load, built for last-mile delivery.', '48 伏，750 瓦后驱电机，载重 120 公斤，专为末端配送设计。', '48 V, motor traseiro de 750 W, carga de 120 kg, feita para entregas de última milha.', '48 V, motor trasero de 750 W, carga de 120 kg, pensada para el reparto de última milla.'), [520, 890], 'pieces', 20, ALL_TERMS, [[ATTR.voltage, '48'], [ATTR.warranty, '24']], ['Front box', 'Rear rack']),
  p(2203, 5, 'part', L('Ceramic brake pads', '陶瓷刹车片', 'Pastilhas de freio cerâmicas', 'Pastillas de freno cerámicas'), L('Low dust and noise, ECE R90 tested, catalogue cross-referenced to the models sold in the region.', '低粉尘低噪音，通过 ECE R90 测试，目录已对照拉美在售车型。', 'Baixa poeira e ruído, testadas ECE R90, catálogo com equivalências para os modelos vendidos na região.', 'Bajo polvo y ruido, probadas ECE R90, catálogo con equivalencias para los modelos vendidos en la región.'), [4, 18], 'set', 200, ALL_TERMS, [[ATTR.certification, 'ISO 9001']], ['Front axle', 'Rear axle']),
  p(2203, 5, 'part', L('LED headlight bulbs', 'LED 汽车大灯', 'Lâmpadas LED para farol', 'Bombillas LED para faros'), L('6500 K, CAN-bus ready, fanless aluminium heat sink.', '6500K 色温，兼容 CAN 总线，无风扇铝散热。', '6500 K, compatíveis com CAN-bus, dissipador de alumínio sem ventoinha.', '6500 K, compatibles con CAN-bus, disipador de aluminio sin ventilador.'), [6, 15], 'pieces', 500, ALL_TERMS, [[ATTR.voltage, '12']], ['H4', 'H7', 'H11']),
  p(2301, 6, 'kitchen', L('Digital air fryer', '数字空气炸锅', 'Air fryer digital', 'Freidora de aire digital'), L('Touch panel with eight programmes, non-stick basket, 127 V or 220 V versions.', '触控面板，八种预设程序，不粘炸篮，提供 127 伏和 220 伏版本。', 'Painel touch com oito programas, cesto antiaderente, versões 127 V ou 220 V.', 'Panel táctil con ocho programas, cesta antiadherente, versiones de 127 V o 220 V.'), [21, 46], 'pieces', 300, ALL_TERMS, [[ATTR.capacity, '5.5 L'], [ATTR.voltage, '127']], ['4.5 L', '5.5 L', '8 L']),
  p(2301, 6, 'kitchen', L('Microwave oven', '微波炉', 'Forno de micro-ondas', 'Horno microondas'), L('Mirror-finish door, defrost by weight, INMETRO and NOM labelling available.', '镜面门，按重量解冻，可提供 INMETRO 和 NOM 标签。', 'Porta espelhada, descongelamento por peso, etiquetagem INMETRO e NOM disponível.', 'Puerta espejada, descongelado por peso, etiquetado INMETRO y NOM disponible.'), [38, 79], 'pieces', 200, ALL_TERMS, [[ATTR.voltage, '127'], [ATTR.warranty, '12']], ['20 L', '25 L', '30 L']),
  p(2302, 7, 'aircon', L('Inverter split air conditioner', '变频分体空调', 'Ar-condicionado split inverter', 'Aire acondicionado split inverter'), L('R32 refrigerant, tropical compressor rated for 52 °C, Wi-Fi control.', 'R32 冷媒，热带型压缩机可在 52°C 运行，支持 Wi-Fi 控制。', 'Gás R32, compressor tropical para 52 °C, controle por Wi-Fi.', 'Refrigerante R32, compresor tropical para 52 °C, control por Wi-Fi.'), [189, 459], 'pieces', 100, SEA_TERMS, [[ATTR.capacity, '12000 BTU'], [ATTR.voltage, '220']], ['9000 BTU', '12000 BTU', '18000 BTU', '24000 BTU']),
  p(2401, 8, 'fabric', L('Cotton twill fabric', '全棉斜纹布', 'Tecido sarja de algodão', 'Tela de sarga de algodón'), L('240 gsm, reactive dyed, shrinkage under 3 %, for uniforms and casual trousers.', '240 克/平方米，活性染色，缩水率低于 3%，适用于制服和休闲裤。', '240 g/m², tingimento reativo, encolhimento abaixo de 3 %, para uniformes e calças.', '240 g/m², teñido reactivo, encogimiento inferior al 3 %, para uniformes y pantalones.'), [2, 4], 'metres', 3000, SEA_TERMS, [[ATTR.material, 'Cotton']], ['Navy', 'Khaki', 'Black']),
  p(2401, 8, 'fabric', L('Polyester performance knit', '涤纶功能针织布', 'Malha de poliéster esportiva', 'Punto de poliéster deportivo'), L('Moisture-wicking, UPF 50+, for sportswear and school uniforms.', '吸湿排汗，UPF 50+，适用于运动服和校服。', 'Absorve o suor, FPU 50+, para roupas esportivas e uniformes escolares.', 'Absorbe la humedad, UPF 50+, para ropa deportiva y uniformes escolares.'), [1, 3], 'metres', 5000, SEA_TERMS, [[ATTR.material, 'Polyester']], ['140 gsm', '180 gsm']),
  p(2402, 9, 'garment', L('Reflective safety vest', '反光安全背心', 'Colete refletivo de segurança', 'Chaleco reflectante de seguridad'), L('EN ISO 20471 class 2, breathable mesh, custom printing of your company logo.', 'EN ISO 20471 二级，透气网布，可定制印制公司标志。', 'EN ISO 20471 classe 2, tela respirável, impressão do logotipo da sua empresa.', 'EN ISO 20471 clase 2, malla transpirable, impresión del logotipo de su empresa.'), [1, 4], 'pieces', 1000, ALL_TERMS, [[ATTR.colour, 'Green']], ['Yellow', 'Orange']),
  p(2402, 9, 'garment', L('Cotton work overalls', '全棉连体工作服', 'Macacão de trabalho de algodão', 'Overol de trabajo de algodón'), L('Heavy cotton drill with reinforced knees and reflective tape, sizes S to 4XL.', '厚棉斜纹，加固膝部，带反光条，尺码 S 至 4XL。', 'Brim pesado de algodão com joelhos reforçados e faixa refletiva, tamanhos P a 4GG.', 'Dril de algodón grueso con rodillas reforzadas y cinta reflectante, tallas S a 4XL.'), [9, 17], 'pieces', 500, ALL_TERMS, [[ATTR.material, 'Cotton']], ['Navy', 'Orange']),
  p(3101, 10, 'loader', L('Wheel loader', '轮式装载机', 'Pá carregadeira de rodas', 'Cargadora de ruedas'), L('Weichai engine, pilot control, 3 m³ bucket, spare parts stocked in Santos and Manzanillo.', '潍柴发动机，先导操纵，3 立方米铲斗，备件在桑托斯和曼萨尼约有库存。', 'Motor Weichai, comando piloto, caçamba de 3 m³, peças em estoque em Santos e Manzanillo.', 'Motor Weichai, mando piloto, cucharón de 3 m³, repuestos en stock en Santos y Manzanillo.'), [38000, 62000], 'set', 1, SEA_TERMS, [[ATTR.warranty, '12']], ['3 t', '5 t']),
  p(3101, 10, 'loader', L('Mini excavator', '小型挖掘机', 'Miniescavadeira', 'Miniexcavadora'), L('Kubota engine, swing boom, rubber tracks, fits in a 20ft container.', '久保田发动机，偏转动臂，橡胶履带，可装入 20 尺集装箱。', 'Motor Kubota, lança com giro, esteiras de borracha, cabe em contêiner de 20 pés.', 'Motor Kubota, pluma giratoria, orugas de goma, cabe en un contenedor de 20 pies.'), [14500, 23800], 'set', 1, SEA_TERMS, [[ATTR.warranty, '12']], ['1.8 t', '3.5 t']),
  p(3102, 11, 'machine', L('CNC lathe', '数控车床', 'Torno CNC', 'Torno CNC'), L('Slant bed, Fanuc or Siemens control, commissioning by video or on site.', '斜床身，发那科或西门子系统，可视频或现场调试。', 'Barramento inclinado, comando Fanuc ou Siemens, comissionamento por vídeo ou no local.', 'Bancada inclinada, control Fanuc o Siemens, puesta en marcha por vídeo o en planta.'), [18500, 46000], 'set', 1, SEA_TERMS, [[ATTR.voltage, '380']], ['Ø 360 mm', 'Ø 500 mm']),
  p(3102, 11, 'machine', L('Fibre laser cutting machine', '光纤激光切割机', 'Máquina de corte a laser de fibra', 'Máquina de corte láser de fibra'), L('Exchange table, Raycus source, cuts 20 mm mild steel.', '交换工作台，锐科激光器，可切割 20 毫米碳钢。', 'Mesa de troca, fonte Raycus, corta aço carbono de 20 mm.', 'Mesa de intercambio, fuente Raycus, corta acero al carbono de 20 mm.'), [21000, 58000], 'set', 1, SEA_TERMS, [[ATTR.power, '3000'], [ATTR.voltage, '380']], ['1.5 kW', '3 kW', '6 kW']),
  p(3103, 12, 'engine', L('Diesel generator set', '柴油发电机组', 'Grupo gerador a diesel', 'Grupo electrógeno diésel'), L('Silent canopy, automatic transfer switch, 50 or 60 Hz, for farms, hospitals and mines.', '静音箱体，自动切换开关，50 或 60 赫兹，适用于农场、医院和矿山。', 'Carenagem silenciada, chave de transferência automática, 50 ou 60 Hz, para fazendas, hospitais e minas.', 'Cabina insonorizada, transferencia automática, 50 o 60 Hz, para granjas, hospitales y minas.'), [6200, 28000], 'set', 1, SEA_TERMS, [[ATTR.voltage, '380'], [ATTR.warranty, '12']], ['50 kVA', '100 kVA', '250 kVA']),
  p(3103, 12, 'engine', L('Marine diesel engine', '船用柴油机', 'Motor diesel marítimo', 'Motor diésel marino'), L('Inboard engine for fishing and work boats, CCS certificate, keel cooling.', '适用于渔船和工作船的内置发动机，CCS 证书，龙骨冷却。', 'Motor de centro para barcos de pesca e de trabalho, certificado CCS, arrefecimento de quilha.', 'Motor intraborda para barcos de pesca y de trabajo, certificado CCS, refrigeración por quilla.'), [7800, 19800], 'set', 1, SEA_TERMS, [[ATTR.warranty, '24']], ['120 hp', '250 hp']),
  p(3201, 13, 'solar', L('Monocrystalline solar module', '单晶光伏组件', 'Módulo solar monocristalino', 'Módulo solar monocristalino'), L('Half-cut N-type cells, 30-year linear power warranty, INMETRO registered.', '半片 N 型电池，30 年线性功率质保，已在 INMETRO 注册。', 'Células tipo N de meia célula, garantia linear de potência de 30 anos, registrado no INMETRO.', 'Celdas tipo N de media celda, garantía lineal de potencia de 30 años, registrado en INMETRO.'), [62, 118], 'pieces', 300, SEA_TERMS, [[ATTR.power, '550'], [ATTR.certification, 'INMETRO']], ['450 W', '550 W', '620 W']),
  p(3202, 14, 'battery', L('LiFePO4 home battery', '家用磷酸铁锂储能电池', 'Bateria residencial LiFePO4', 'Batería residencial LiFePO4'), L('Wall-mounted, 6000 cycles, stackable, works with the major hybrid inverters.', '壁挂式，6000 次循环，可堆叠，兼容主流混合逆变器。', 'De parede, 6000 ciclos, empilhável, compatível com os principais inversores híbridos.', 'De pared, 6000 ciclos, apilable, compatible con los principales inversores híbridos.'), [980, 2600], 'pieces', 10, SEA_TERMS, [[ATTR.capacity, '10 kWh'], [ATTR.voltage, '48']], ['5 kWh', '10 kWh', '15 kWh']),
  p(3202, 19, 'battery', L('Hybrid solar inverter', '光伏混合逆变器', 'Inversor solar híbrido', 'Inversor solar híbrido'), L('On- and off-grid, two MPPT trackers, Wi-Fi monitoring in Spanish and Portuguese.', '并离网两用，双路 MPPT，Wi-Fi 监控界面支持西班牙语和葡萄牙语。', 'On e off-grid, dois rastreadores MPPT, monitoramento Wi-Fi em português e espanhol.', 'Conexión a red y aislado, dos seguidores MPPT, monitoreo Wi-Fi en español y portugués.'), [420, 1450], 'pieces', 10, SEA_TERMS, [[ATTR.power, '5000'], [ATTR.voltage, '220']], ['3.6 kW', '5 kW', '8 kW']),
  p(3301, 15, 'steel', L('Hot-rolled steel coil', '热轧钢卷', 'Bobina de aço laminada a quente', 'Bobina de acero laminada en caliente'), L('Q235B and SS400 grades, mill test certificate, 1.8 to 12 mm thick.', 'Q235B 和 SS400 牌号，附材质证明书，厚度 1.8 至 12 毫米。', 'Graus Q235B e SS400, certificado de usina, espessura de 1,8 a 12 mm.', 'Grados Q235B y SS400, certificado de laminación, espesor de 1,8 a 12 mm.'), [520, 640], 'tonnes', 100, SEA_TERMS, [[ATTR.material, 'Steel']], ['1250 mm wide', '1500 mm wide']),
  p(3301, 15, 'steel', L('Deformed steel rebar', '带肋钢筋', 'Vergalhão de aço nervurado', 'Varilla de acero corrugada'), L('HRB400E, 12 m lengths, bundled and tagged, for construction projects.', 'HRB400E，12 米定尺，打捆挂牌，适用于建筑项目。', 'HRB400E, barras de 12 m, em feixes etiquetados, para obras.', 'HRB400E, barras de 12 m, en paquetes etiquetados, para obras de construcción.'), [495, 590], 'tonnes', 100, SEA_TERMS, [[ATTR.material, 'Steel']], ['12 mm', '16 mm', '25 mm']),
  p(3302, 16, 'tiles', L('Porcelain floor tiles', '通体瓷质地砖', 'Porcelanato para piso', 'Porcelanato para pisos'), L('Rectified edges, PEI 4, matt or polished, packed on fumigated pallets.', '精磨边，耐磨 4 级，哑光或抛光，熏蒸托盘包装。', 'Bordas retificadas, PEI 4, acetinado ou polido, em paletes fumigados.', 'Bordes rectificados, PEI 4, mate o pulido, en palés fumigados.'), [5, 11], 'squareMetres', 800, SEA_TERMS, [[ATTR.material, 'Glass']], ['60 × 60 cm', '60 × 120 cm', '80 × 80 cm']),
  p(3302, 17, 'crate', L('PVC pressure pipes', 'PVC 压力管', 'Tubos de pressão em PVC', 'Tuberías de presión de PVC'), L('For water supply and irrigation, PN10 to PN16, socket ends.', '用于供水和灌溉，PN10 至 PN16，承插口。', 'Para abastecimento de água e irrigação, PN10 a PN16, ponta e bolsa.', 'Para agua potable y riego, PN10 a PN16, extremos de campana.'), [2, 19], 'metres', 2000, SEA_TERMS, [[ATTR.material, 'ABS']], ['50 mm', '110 mm', '200 mm']),
  p(3401, 18, 'printer', L('Mono laser printer', '黑白激光打印机', 'Impressora laser monocromática', 'Impresora láser monocromática'), L('40 pages a minute, duplex, network ready, toner available locally through distributors.', '每分钟 40 页，自动双面，支持网络，当地经销商供应硒鼓。', '40 páginas por minuto, frente e verso, em rede, toner disponível com distribuidores locais.', '40 páginas por minuto, dúplex, en red, tóner disponible con distribuidores locales.'), [99, 239], 'pieces', 50, ALL_TERMS, [[ATTR.voltage, '127']], ['A4', 'A4 with Wi-Fi']),
  p(3401, 18, 'printer', L('A3 multifunction copier', 'A3 多功能复印机', 'Copiadora multifuncional A3', 'Copiadora multifunción A3'), L('Print, copy, scan and fax, 35 pages a minute, finisher optional.', '打印、复印、扫描和传真，每分钟 35 页，可选装订器。', 'Imprime, copia, digitaliza e envia fax, 35 páginas por minuto, finalizador opcional.', 'Imprime, copia, escanea y envía faxes, 35 páginas por minuto, finalizador opcional.'), [890, 2400], 'pieces', 5, SEA_TERMS, [[ATTR.voltage, '220']], ['Mono', 'Colour']),
];

/** What each country pavilion sells (CELAC states), with the category it belongs to. */
export const PAVILION_PRODUCTS: Record<string, Array<{ category: number; art: ArtKind; name: Localised; usd: [number, number]; unit: string }>> = {};

const food = {
  coffee: { category: 3501, art: 'beans' as ArtKind, name: L('Green coffee beans', '咖啡生豆', 'Café verde em grão', 'Café verde en grano'), usd: [4.2, 7.8] as [number, number], unit: 'tonnes' },
  cocoa: { category: 3501, art: 'beans' as ArtKind, name: L('Fine-flavour cocoa beans', '精品可可豆', 'Cacau fino de aroma', 'Cacao fino de aroma'), usd: [5.1, 8.9] as [number, number], unit: 'tonnes' },
  avocado: { category: 3502, art: 'fruit' as ArtKind, name: L('Hass avocados', '哈斯牛油果', 'Abacate Hass', 'Aguacate Hass'), usd: [1.9, 3.4] as [number, number], unit: 'boxes' },
  banana: { category: 3502, art: 'fruit' as ArtKind, name: L('Cavendish bananas', '香蕉（卡文迪什）', 'Banana Cavendish', 'Banano Cavendish'), usd: [9, 16] as [number, number], unit: 'boxes' },
  quinoa: { category: 3502, art: 'crate' as ArtKind, name: L('Organic quinoa', '有机藜麦', 'Quinoa orgânica', 'Quinua orgánica'), usd: [2.1, 3.6] as [number, number], unit: 'bags' },
  soy: { category: 3502, art: 'crate' as ArtKind, name: L('Non-GMO soybeans', '非转基因大豆', 'Soja não transgênica', 'Soya no transgénica'), usd: [420, 560] as [number, number], unit: 'tonnes' },
  mango: { category: 3502, art: 'fruit' as ArtKind, name: L('Fresh mangoes', '新鲜芒果', 'Mangas frescas', 'Mangos frescos'), usd: [8, 14] as [number, number], unit: 'boxes' },
  pineapple: { category: 3502, art: 'fruit' as ArtKind, name: L('MD-2 pineapples', 'MD-2 菠萝', 'Abacaxi MD-2', 'Piña MD-2'), usd: [7, 12] as [number, number], unit: 'boxes' },
  beef: { category: 3503, art: 'crate' as ArtKind, name: L('Frozen beef cuts', '冷冻牛肉分割件', 'Cortes bovinos congelados', 'Cortes de res congelados'), usd: [4800, 7200] as [number, number], unit: 'tonnes' },
  shrimp: { category: 3503, art: 'crate' as ArtKind, name: L('Frozen white shrimp', '冷冻白虾', 'Camarão branco congelado', 'Camarón blanco congelado'), usd: [5200, 8400] as [number, number], unit: 'tonnes' },
  fish: { category: 3503, art: 'crate' as ArtKind, name: L('Frozen fish fillets', '冷冻鱼片', 'Filés de peixe congelados', 'Filetes de pescado congelados'), usd: [3900, 6100] as [number, number], unit: 'tonnes' },
  wine: { category: 3504, art: 'bottle' as ArtKind, name: L('Red wine', '红葡萄酒', 'Vinho tinto', 'Vino tinto'), usd: [3.5, 14] as [number, number], unit: 'boxes' },
  rum: { category: 3504, art: 'bottle' as ArtKind, name: L('Aged rum', '陈年朗姆酒', 'Rum envelhecido', 'Ron añejo'), usd: [6, 22] as [number, number], unit: 'boxes' },
  tequila: { category: 3504, art: 'bottle' as ArtKind, name: L('Tequila reposado', '微陈年龙舌兰', 'Tequila reposado', 'Tequila reposado'), usd: [9, 28] as [number, number], unit: 'boxes' },
  copper: { category: 3601, art: 'ore' as ArtKind, name: L('Copper cathodes', '阴极铜', 'Catodos de cobre', 'Cátodos de cobre'), usd: [8900, 9800] as [number, number], unit: 'tonnes' },
  lithium: { category: 3601, art: 'ore' as ArtKind, name: L('Battery-grade lithium carbonate', '电池级碳酸锂', 'Carbonato de lítio grau bateria', 'Carbonato de litio grado batería'), usd: [9800, 14500] as [number, number], unit: 'tonnes' },
  bauxite: { category: 3601, art: 'ore' as ArtKind, name: L('Metallurgical bauxite', '冶金级铝土矿', 'Bauxita metalúrgica', 'Bauxita metalúrgica'), usd: [38, 55] as [number, number], unit: 'tonnes' },
  spices: { category: 3502, art: 'beans' as ArtKind, name: L('Nutmeg and mace', '肉豆蔻及其假种皮', 'Noz-moscada e macis', 'Nuez moscada y macis'), usd: [6, 11] as [number, number], unit: 'bags' },
  honey: { category: 3502, art: 'bottle' as ArtKind, name: L('Multifloral honey', '百花蜜', 'Mel multifloral', 'Miel multifloral'), usd: [3, 6] as [number, number], unit: 'tonnes' },
  sugar: { category: 3502, art: 'crate' as ArtKind, name: L('Raw cane sugar', '原蔗糖', 'Açúcar bruto de cana', 'Azúcar crudo de caña'), usd: [420, 520] as [number, number], unit: 'tonnes' },
  cashew: { category: 3502, art: 'beans' as ArtKind, name: L('Cashew kernels', '腰果仁', 'Castanha de caju', 'Anacardos'), usd: [6.5, 9.5] as [number, number], unit: 'boxes' },
  coconut: { category: 3502, art: 'fruit' as ArtKind, name: L('Coconut water', '椰子水', 'Água de coco', 'Agua de coco'), usd: [11, 18] as [number, number], unit: 'boxes' },
  yerba: { category: 3501, art: 'crate' as ArtKind, name: L('Yerba mate', '马黛茶', 'Erva-mate', 'Yerba mate'), usd: [2.4, 4.1] as [number, number], unit: 'bags' },
};

const byCountry: Record<string, Array<keyof typeof food>> = {
  AG: ['rum', 'pineapple'], AR: ['beef', 'wine'], BS: ['fish', 'rum'], BB: ['rum', 'sugar'], BZ: ['sugar', 'banana'],
  BO: ['lithium', 'quinoa'], BR: ['coffee', 'soy'], CL: ['copper', 'wine'], CO: ['coffee', 'avocado'], CR: ['pineapple', 'coffee'],
  CU: ['rum', 'honey'], DM: ['banana', 'coconut'], DO: ['cocoa', 'rum'], EC: ['shrimp', 'banana'], SV: ['coffee', 'sugar'],
  GD: ['spices', 'cocoa'], GT: ['coffee', 'cocoa'], GY: ['bauxite', 'sugar'], HT: ['mango', 'coffee'], HN: ['coffee', 'shrimp'],
  JM: ['coffee', 'rum'], MX: ['avocado', 'tequila'], NI: ['coffee', 'beef'], PA: ['banana', 'fish'], PY: ['soy', 'yerba'],
  PE: ['avocado', 'copper'], KN: ['sugar', 'rum'], LC: ['banana', 'cocoa'], VC: ['banana', 'spices'], SR: ['bauxite', 'fish'],
  TT: ['cocoa', 'rum'], UY: ['beef', 'honey'], VE: ['cocoa', 'cashew'],
};
for (const [country, items] of Object.entries(byCountry)) PAVILION_PRODUCTS[country] = items.map((key) => food[key]);

/** Country calling codes, for the pavilion sellers' phone numbers. */
export const CALLING_CODES: Record<string, string> = {
  AG: '1268', AR: '54', BS: '1242', BB: '1246', BZ: '501', BO: '591', BR: '55', CL: '56', CO: '57', CR: '506', CU: '53',
  DM: '1767', DO: '1809', EC: '593', SV: '503', GD: '1473', GT: '502', GY: '592', HT: '509', HN: '504', JM: '1876',
  MX: '52', NI: '505', PA: '507', PY: '595', PE: '51', KN: '1869', LC: '1758', VC: '1784', SR: '597', TT: '1868',
  UY: '598', VE: '58',
};

/** Currencies the sellers price in. */
export const SELLER_CURRENCY: Record<string, 'USD' | 'CNH' | 'BRL' | 'MXN'> = { CN: 'CNH', BR: 'BRL', MX: 'MXN' };
