import { eachLanguage, formatNumber, LANGUAGE_TAGS, LANGUAGES, localised, type Language, type Localised } from '@puente/shared/contract';
import { localiseFigures } from '../src/services/data-translations';

/** A text in every language, in the order of LANGUAGES: the contract's `localised`, by the short name the demo data uses. */
export const L = localised;

/** The same text in every language: a figure with a symbol ("128 GB"), a code ("H4"), a proper name. */
export const same = (text: string): Localised => eachLanguage(() => text);

/** Builds a text in each language from the language itself. */
export const each = (make: (language: Language) => string): Localised => eachLanguage(make);

/** A number as each language's readers write it, with the formatter of the prices beside it: 12,000 in English, Chinese and Spanish (Mexico), 12.000 in Portuguese. */
export function figure(value: number, language: Language): string {
  return formatNumber(value, language);
}

/** Fills {n}-style slots of a text in each language with numbers written as that language writes them. */
export function withFigures(text: Localised, figures: Record<string, number>): Localised {
  return each((language) => text[language].replace(/\{(\w+)\}/g, (_, key: string) => figure(figures[key] ?? Number.NaN, language)));
}

/** A figure with a unit symbol, its decimal mark in each language's way ("1.5 kW", "1,5 kW"). */
export const measure = (text: string): Localised => each((language) => localiseFigures(text, language));

/** A country's name in each language, from the platform's own locale data. */
export function countryName(code: string): Localised {
  return each((language) => new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(code) ?? code);
}

/** A list in each language's way: "a, b and c", "a、b和c", "a, b e c", "a, b y c". */
export function listOf(items: Localised[]): Localised {
  return each((language) => new Intl.ListFormat(LANGUAGE_TAGS[language], { type: 'conjunction' }).format(items.map((item) => item[language])));
}

/** Lower-cases the first letter in the languages that write common nouns in lower case mid-sentence. */
export function lowerFirst(text: Localised): Localised {
  return each((language) => (language === 'chinese_simplified' ? text[language] : text[language].charAt(0).toLocaleLowerCase(LANGUAGE_TAGS[language]) + text[language].slice(1)));
}

export { LANGUAGES };

/** Colours as attribute values and name suffixes. */
export const COLOURS = {
  black: L('Black', '黑色', 'Preto', 'Negro'),
  white: L('White', '白色', 'Branco', 'Blanco'),
  silver: L('Silver', '银色', 'Prata', 'Plateado'),
  grey: L('Grey', '灰色', 'Cinza', 'Gris'),
  blue: L('Blue', '蓝色', 'Azul', 'Azul'),
  navy: L('Navy', '藏青色', 'Azul-marinho', 'Azul marino'),
  khaki: L('Khaki', '卡其色', 'Cáqui', 'Caqui'),
  green: L('Green', '绿色', 'Verde', 'Verde'),
  yellow: L('Fluorescent yellow', '荧光黄', 'Amarelo fluorescente', 'Amarillo fluorescente'),
  orange: L('Fluorescent orange', '荧光橙', 'Laranja fluorescente', 'Naranja fluorescente'),
  red: L('Red', '红色', 'Vermelho', 'Rojo'),
} as const;

/** Materials as attribute values. */
export const MATERIALS = {
  aluminium: L('Aluminium', '铝合金', 'Alumínio', 'Aluminio'),
  steel: L('Steel', '钢', 'Aço', 'Acero'),
  stainless: L('Stainless steel', '不锈钢', 'Aço inoxidável', 'Acero inoxidable'),
  galvanised: L('Galvanised steel', '镀锌钢', 'Aço galvanizado', 'Acero galvanizado'),
  abs: L('ABS plastic', 'ABS 塑料', 'Plástico ABS', 'Plástico ABS'),
  pvc: L('PVC-U', '硬质聚氯乙烯（PVC-U）', 'PVC rígido (PVC-U)', 'PVC rígido (PVC-U)'),
  cotton: L('Cotton', '棉', 'Algodão', 'Algodón'),
  polyester: L('Polyester', '涤纶', 'Poliéster', 'Poliéster'),
  polyesterMesh: L('Polyester mesh', '涤纶网布', 'Tela de poliéster', 'Malla de poliéster'),
  porcelain: L('Porcelain', '瓷质', 'Porcelanato', 'Porcelanato'),
  ceramic: L('Ceramic composite', '陶瓷复合材料', 'Compósito cerâmico', 'Compuesto cerámico'),
  glass: L('Tempered glass', '钢化玻璃', 'Vidro temperado', 'Vidrio templado'),
} as const;

/** Packing as an attribute value of farm and mine goods. */
export const PACKING = {
  jute60: L('Jute bags of 60 kg', '60 公斤黄麻袋', 'Sacos de juta de 60 kg', 'Sacos de yute de 60 kg'),
  jute62: L('Jute bags of 62.5 kg', '62.5 公斤黄麻袋', 'Sacos de juta de 62,5 kg', 'Sacos de yute de 62.5 kg'),
  paper25: L('Paper sacks of 25 kg', '25 公斤纸袋', 'Sacos de papel de 25 kg', 'Sacos de papel de 25 kg'),
  bulk: L('Bulk, in containers with liner bags', '散装，集装箱内衬袋', 'A granel, em contêineres com liner', 'A granel, en contenedores con liner'),
  bigBag: L('Big bags of 1 t', '1 吨吨袋', 'Big bags de 1 t', 'Big bags de 1 t'),
  cartons: L('Cartons on pallets', '纸箱托盘装', 'Caixas em paletes', 'Cajas en palés'),
  vacuum: L('Vacuum packs in cartons', '真空包装装箱', 'Embalagem a vácuo em caixas', 'Envasado al vacío en cajas'),
  drums: L('Steel drums of 300 kg', '300 公斤钢桶', 'Tambores de aço de 300 kg', 'Tambores de acero de 300 kg'),
  bundles: L('Strapped bundles', '打捆', 'Amarrados em feixes', 'Atados en paquetes'),
  cases: L('Cases on pallets', '箱装托盘', 'Caixas em paletes', 'Cajas en palés'),
} as const;

/** Certifications and quality marks that are words, not codes. */
export const MARKS = {
  organic: L('Organic', '有机认证', 'Orgânico', 'Orgánico'),
  fairtrade: L('Fairtrade', '公平贸易认证', 'Comércio justo (Fairtrade)', 'Comercio justo (Fairtrade)'),
  gacc: L('Registered with China Customs (GACC)', '已在中国海关总署注册', 'Registrado na Alfândega da China (GACC)', 'Registrado en la Aduana de China (GACC)'),
  gradeA: L('LME grade A', 'LME A 级', 'Grau A da LME', 'Grado A de la LME'),
  batteryGrade: L('Battery grade, 99.5 % and over', '电池级，纯度 99.5% 以上', 'Grau bateria, 99,5 % ou mais', 'Grado batería, 99.5 % o más'),
} as const;

/** Chinese provinces and municipalities (the Origin attribute). */
export const PROVINCES = {
  guangdong: L('Guangdong', '广东', 'Guangdong', 'Guangdong'),
  zhejiang: L('Zhejiang', '浙江', 'Zhejiang', 'Zhejiang'),
  jiangsu: L('Jiangsu', '江苏', 'Jiangsu', 'Jiangsu'),
  shandong: L('Shandong', '山东', 'Shandong', 'Shandong'),
  hebei: L('Hebei', '河北', 'Hebei', 'Hebei'),
  anhui: L('Anhui', '安徽', 'Anhui', 'Anhui'),
  fujian: L('Fujian', '福建', 'Fujian', 'Fujian'),
  tianjin: L('Tianjin', '天津', 'Tianjin', 'Tianjin'),
} as const;
export type Province = keyof typeof PROVINCES;

const ZONE_KINDS = {
  industrial: L('Industrial Park', '工业园', 'Parque Industrial', 'Parque Industrial'),
  development: L('Economic Development Zone', '经济开发区', 'Zona de Desenvolvimento Econômico', 'Zona de Desarrollo Económico'),
  hightech: L('High-tech Zone', '高新区', 'Zona de Alta Tecnologia', 'Zona de Alta Tecnología'),
} as const;

/** A Chinese city with its province, as addresses write them. */
export interface City {
  name: Localised;
  province: Province;
}

export const CITIES = {
  shenzhen: { name: L('Shenzhen', '深圳', 'Shenzhen', 'Shenzhen'), province: 'guangdong' },
  dongguan: { name: L('Dongguan', '东莞', 'Dongguan', 'Dongguan'), province: 'guangdong' },
  huizhou: { name: L('Huizhou', '惠州', 'Huizhou', 'Huizhou'), province: 'guangdong' },
  foshan: { name: L('Foshan', '佛山', 'Foshan', 'Foshan'), province: 'guangdong' },
  zhuhai: { name: L('Zhuhai', '珠海', 'Zhuhai', 'Zhuhai'), province: 'guangdong' },
  hangzhou: { name: L('Hangzhou', '杭州', 'Hangzhou', 'Hangzhou'), province: 'zhejiang' },
  ningbo: { name: L('Ningbo', '宁波', 'Ningbo', 'Ningbo'), province: 'zhejiang' },
  ruian: { name: L('Rui’an', '瑞安', 'Rui’an', 'Rui’an'), province: 'zhejiang' },
  shaoxing: { name: L('Shaoxing', '绍兴', 'Shaoxing', 'Shaoxing'), province: 'zhejiang' },
  changzhou: { name: L('Changzhou', '常州', 'Changzhou', 'Changzhou'), province: 'jiangsu' },
  wuxi: { name: L('Wuxi', '无锡', 'Wuxi', 'Wuxi'), province: 'jiangsu' },
  xuzhou: { name: L('Xuzhou', '徐州', 'Xuzhou', 'Xuzhou'), province: 'jiangsu' },
  jinan: { name: L('Jinan', '济南', 'Jinan', 'Jinan'), province: 'shandong' },
  weifang: { name: L('Weifang', '潍坊', 'Weifang', 'Weifang'), province: 'shandong' },
  tangshan: { name: L('Tangshan', '唐山', 'Tangshan', 'Tangshan'), province: 'hebei' },
  hefei: { name: L('Hefei', '合肥', 'Hefei', 'Hefei'), province: 'anhui' },
  jinjiang: { name: L('Jinjiang', '晋江', 'Jinjiang', 'Jinjiang'), province: 'fujian' },
  tianjin: { name: L('Tianjin', '天津', 'Tianjin', 'Tianjin'), province: 'tianjin' },
} satisfies Record<string, City>;
export type CityKey = keyof typeof CITIES;

/**
 * A plant's address: its zone, city and province ("Songgang Industrial Park, Shenzhen, Guangdong"),
 * written in Chinese from the largest unit down ("广东深圳松岗工业园").
 */
export function plantAddress(zone: Localised, kind: keyof typeof ZONE_KINDS, cityKey: CityKey): Localised {
  const city: City = CITIES[cityKey];
  const province = PROVINCES[city.province];
  const kindName = ZONE_KINDS[kind];
  const region = (language: Language) => (city.province === 'tianjin' ? city.name[language] : `${city.name[language]}, ${province[language]}`);
  return L(
    `${zone.english} ${kindName.english}, ${region('english')}, China`,
    `中国${city.province === 'tianjin' ? '' : `${province.chinese_simplified}省`}${city.name.chinese_simplified}市${zone.chinese_simplified}${kindName.chinese_simplified}`,
    `${kindName.portuguese} de ${zone.portuguese}, ${region('portuguese')}, China`,
    `${kindName.spanish} de ${zone.spanish}, ${region('spanish')}, China`,
  );
}

/** Delivery places of Latin American buyers: a city and its country. */
export const PLACES = {
  monterrey: L('Monterrey, Mexico', '墨西哥蒙特雷', 'Monterrey, México', 'Monterrey, México'),
  mexicoCity: L('Mexico City, Mexico', '墨西哥墨西哥城', 'Cidade do México, México', 'Ciudad de México, México'),
  manzanillo: L('Port of Manzanillo, Mexico', '墨西哥曼萨尼约港', 'Porto de Manzanillo, México', 'Puerto de Manzanillo, México'),
  guadalajara: L('Guadalajara, Mexico', '墨西哥瓜达拉哈拉', 'Guadalajara, México', 'Guadalajara, México'),
  santos: L('Port of Santos, Brazil', '巴西桑托斯港', 'Porto de Santos, Brasil', 'Puerto de Santos, Brasil'),
  saoPaulo: L('São Paulo, Brazil', '巴西圣保罗', 'São Paulo, Brasil', 'São Paulo, Brasil'),
  curitiba: L('Curitiba, Brazil', '巴西库里蒂巴', 'Curitiba, Brasil', 'Curitiba, Brasil'),
  santiago: L('Santiago, Chile', '智利圣地亚哥', 'Santiago, Chile', 'Santiago, Chile'),
  antofagasta: L('Antofagasta, Chile', '智利安托法加斯塔', 'Antofagasta, Chile', 'Antofagasta, Chile'),
  sanAntonio: L('Port of San Antonio, Chile', '智利圣安东尼奥港', 'Porto de San Antonio, Chile', 'Puerto de San Antonio, Chile'),
  callao: L('Port of Callao, Peru', '秘鲁卡亚俄港', 'Porto de Callao, Peru', 'Puerto del Callao, Perú'),
  lima: L('Lima, Peru', '秘鲁利马', 'Lima, Peru', 'Lima, Perú'),
  arequipa: L('Arequipa, Peru', '秘鲁阿雷基帕', 'Arequipa, Peru', 'Arequipa, Perú'),
  bogota: L('Bogotá, Colombia', '哥伦比亚波哥大', 'Bogotá, Colômbia', 'Bogotá, Colombia'),
  medellin: L('Medellín, Colombia', '哥伦比亚麦德林', 'Medellín, Colômbia', 'Medellín, Colombia'),
  cali: L('Cali, Colombia', '哥伦比亚卡利', 'Cali, Colômbia', 'Cali, Colombia'),
  cartagena: L('Port of Cartagena, Colombia', '哥伦比亚卡塔赫纳港', 'Porto de Cartagena, Colômbia', 'Puerto de Cartagena, Colombia'),
  buenosAires: L('Buenos Aires, Argentina', '阿根廷布宜诺斯艾利斯', 'Buenos Aires, Argentina', 'Buenos Aires, Argentina'),
  rosario: L('Rosario, Argentina', '阿根廷罗萨里奥', 'Rosário, Argentina', 'Rosario, Argentina'),
  guayaquil: L('Guayaquil, Ecuador', '厄瓜多尔瓜亚基尔', 'Guayaquil, Equador', 'Guayaquil, Ecuador'),
  manta: L('Manta, Ecuador', '厄瓜多尔曼塔', 'Manta, Equador', 'Manta, Ecuador'),
  bogotaPlant: L('Funza, Cundinamarca, Colombia', '哥伦比亚昆迪纳马卡省丰萨', 'Funza, Cundinamarca, Colômbia', 'Funza, Cundinamarca, Colombia'),
  laPaz: L('El Alto, Bolivia', '玻利维亚埃尔阿尔托', 'El Alto, Bolívia', 'El Alto, Bolivia'),
  shanghai: L('Port of Shanghai, China', '中国上海港', 'Porto de Xangai, China', 'Puerto de Shanghái, China'),
  shenzhen: L('Shenzhen, China', '中国深圳', 'Shenzhen, China', 'Shenzhen, China'),
} as const;
export type PlaceKey = keyof typeof PLACES;
