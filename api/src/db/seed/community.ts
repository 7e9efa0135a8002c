import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@puente/shared/contract';
import { WORKSPACE_ROOT } from '../../config/env';
import type { Database, Localised } from '../schema';
import { hashPassword } from '../../services/passwords';
import { artUrl } from '../../services/product-art';
import { searchText } from '../../services/localised';
import { CALLING_CODES, L, PAVILION_PRODUCTS, PRODUCTS } from './catalogue-data';
import { seededRandom } from './random';

type Trx = Transaction<Database>;
type Paragraphs = Record<Language, string[]>;

interface PolicySeed {
  type: number;
  title: Localised;
  content: Paragraphs;
}

interface GuideSeed {
  slug: string;
  title: Localised;
  summary: Localised;
  content: Paragraphs;
}

interface SitePagesSeed {
  about: { title: Localised; summary: Localised; content: Paragraphs };
  faq: Array<{ question: Localised; answer: Paragraphs }>;
  contact: { title: Localised; summary: Localised; content: Paragraphs };
}

/** Editorial content lives in JSON files that non-engineers can edit (api/src/db/seed/content/). */
function readContent<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(WORKSPACE_ROOT, 'api', 'src', 'db', 'seed', 'content', name), 'utf8')) as T;
}

const names = (code: string): Localised => {
  const of = (language: Language) => new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(code) ?? code;
  return L(of('english'), of('chinese_simplified'), of('portuguese'), of('spanish'));
};

const ALPHA3: Record<string, string> = {
  AG: 'ATG',
  AR: 'ARG',
  BS: 'BHS',
  BB: 'BRB',
  BZ: 'BLZ',
  BO: 'BOL',
  BR: 'BRA',
  CL: 'CHL',
  CO: 'COL',
  CR: 'CRI',
  CU: 'CUB',
  DM: 'DMA',
  DO: 'DOM',
  EC: 'ECU',
  SV: 'SLV',
  GD: 'GRD',
  GT: 'GTM',
  GY: 'GUY',
  HT: 'HTI',
  HN: 'HND',
  JM: 'JAM',
  MX: 'MEX',
  NI: 'NIC',
  PA: 'PAN',
  PY: 'PRY',
  PE: 'PER',
  KN: 'KNA',
  LC: 'LCA',
  VC: 'VCT',
  SR: 'SUR',
  TT: 'TTO',
  UY: 'URY',
  VE: 'VEN',
};

function pavilionIntro(country: Localised, a: Localised, b: Localised): Localised {
  return L(
    `${country.english} on Puente: ${a.english.toLowerCase()} and ${b.english.toLowerCase()} from exporters ready to ship to China, with origin certificates and FOB, C&F or CIF terms.`,
    `Puente 上的${country.chinese_simplified}馆：${a.chinese_simplified}和${b.chinese_simplified}，出口商可发货至中国，提供原产地证书，支持 FOB、C&F 或 CIF 条款。`,
    `${country.portuguese} no Puente: ${a.portuguese.toLowerCase()} e ${b.portuguese.toLowerCase()} de exportadores prontos para embarcar para a China, com certificado de origem e termos FOB, C&F ou CIF.`,
    `${country.spanish} en Puente: ${a.spanish.toLowerCase()} y ${b.spanish.toLowerCase()} de exportadores listos para enviar a China, con certificado de origen y términos FOB, C&F o CIF.`,
  );
}

function countryBrief(country: Localised, a: Localised, b: Localised, currency: string): { title: Localised; summary: Localised; content: Paragraphs } {
  const title = L(
    `${country.english} pavilion: ${a.english.toLowerCase()} and ${b.english.toLowerCase()}`,
    `${country.chinese_simplified}馆：${a.chinese_simplified}与${b.chinese_simplified}`,
    `Pavilhão ${country.portuguese}: ${a.portuguese.toLowerCase()} e ${b.portuguese.toLowerCase()}`,
    `Pabellón de ${country.spanish}: ${a.spanish.toLowerCase()} y ${b.spanish.toLowerCase()}`,
  );
  const summary = L(
    `What ${country.english} offers buyers in China on Puente, and how an order runs.`,
    `${country.chinese_simplified}在 Puente 上为中国买家提供的商品，以及下单流程。`,
    `O que ${country.portuguese} oferece aos compradores na China pelo Puente e como funciona um pedido.`,
    `Lo que ${country.spanish} ofrece a los compradores en China en Puente y cómo funciona un pedido.`,
  );
  const content: Paragraphs = {
    english: [
      `The ${country.english} pavilion lists ${a.english.toLowerCase()} and ${b.english.toLowerCase()} from an export desk that ships to Chinese ports on FOB, C&F and CIF terms. Each listing carries its minimum order, its unit and the documents that travel with the goods.`,
      `Prices are quoted in ${currency} and shown to every visitor in their own currency at the exchange rates Puente publishes, so a buyer in Shanghai and a seller in ${country.english} read the same order in different currencies.`,
      `An order starts with a deposit, moves through stock preparation, customs declaration and shipping, and ends with the balance and the settlement. Both sides follow every step in their personal centre.`,
    ],
    chinese_simplified: [
      `${country.chinese_simplified}馆展示该国出口商提供的${a.chinese_simplified}和${b.chinese_simplified}，可按 FOB、C&F 和 CIF 条款发往中国港口。每个商品都注明起订量、计量单位以及随货单据。`,
      `商品以 ${currency} 报价，并按 Puente 公布的汇率为每位访客换算成其所选币种，上海的买家和${country.chinese_simplified}的卖家看到的是同一笔订单的不同币种金额。`,
      `订单从支付定金开始，依次经过备货、报关和运输，最后支付尾款并结算。双方都可以在个人中心查看每一个环节。`,
    ],
    portuguese: [
      `O pavilhão ${country.portuguese} reúne ${a.portuguese.toLowerCase()} e ${b.portuguese.toLowerCase()} de uma mesa de exportação que embarca para portos chineses nos termos FOB, C&F e CIF. Cada anúncio traz o pedido mínimo, a unidade e os documentos que acompanham a mercadoria.`,
      `Os preços são cotados em ${currency} e aparecem para cada visitante na sua própria moeda, pelas taxas de câmbio publicadas pelo Puente: comprador e vendedor leem o mesmo pedido em moedas diferentes.`,
      `O pedido começa com um sinal, passa pela preparação do estoque, pelo desembaraço e pelo embarque, e termina com o saldo e a liquidação. Os dois lados acompanham cada etapa na área pessoal.`,
    ],
    spanish: [
      `El pabellón de ${country.spanish} reúne ${a.spanish.toLowerCase()} y ${b.spanish.toLowerCase()} de una mesa de exportación que envía a puertos chinos en términos FOB, C&F y CIF. Cada oferta indica el pedido mínimo, la unidad y los documentos que acompañan la mercancía.`,
      `Los precios se cotizan en ${currency} y cada visitante los ve en su propia moneda, según los tipos de cambio que publica Puente: comprador y vendedor leen el mismo pedido en monedas distintas.`,
      `El pedido empieza con un anticipo, pasa por la preparación del stock, la declaración aduanera y el embarque, y termina con el saldo y la liquidación. Ambas partes siguen cada paso en su área personal.`,
    ],
  };
  return { title, summary, content };
}

const BROKERS: Array<{ name: string; country: string; type: 'individual' | 'enterprise'; languages: string[]; specialties: Localised[]; years: number; deals: number }> = [
  {
    name: 'Ana Beatriz Costa',
    country: 'BR',
    type: 'individual',
    languages: ['pt', 'es', 'en'],
    specialties: [L('solar energy', '光伏能源', 'energia solar', 'energía solar'), L('batteries', '电池', 'baterias', 'baterías')],
    years: 9,
    deals: 84,
  },
  {
    name: 'Diego Fernández',
    country: 'AR',
    type: 'individual',
    languages: ['es', 'en'],
    specialties: [L('agricultural machinery', '农业机械', 'máquinas agrícolas', 'maquinaria agrícola')],
    years: 12,
    deals: 131,
  },
  {
    name: 'María José Rojas',
    country: 'CL',
    type: 'individual',
    languages: ['es', 'en', 'zh'],
    specialties: [L('mining equipment', '矿山设备', 'equipamentos de mineração', 'equipos de minería'), L('copper', '铜', 'cobre', 'cobre')],
    years: 10,
    deals: 97,
  },
  {
    name: 'Luis Alberto Quispe',
    country: 'PE',
    type: 'individual',
    languages: ['es', 'en'],
    specialties: [L('building materials', '建筑材料', 'materiais de construção', 'materiales de construcción')],
    years: 7,
    deals: 58,
  },
  {
    name: 'Camila Restrepo',
    country: 'CO',
    type: 'individual',
    languages: ['es', 'en'],
    specialties: [L('consumer electronics', '消费电子', 'eletrônicos de consumo', 'electrónica de consumo')],
    years: 6,
    deals: 72,
  },
  {
    name: 'Javier Morales',
    country: 'MX',
    type: 'enterprise',
    languages: ['es', 'en'],
    specialties: [L('auto parts', '汽车配件', 'autopeças', 'autopartes'), L('electric vehicles', '电动汽车', 'veículos elétricos', 'vehículos eléctricos')],
    years: 15,
    deals: 203,
  },
  {
    name: 'Sofía Ramírez',
    country: 'CR',
    type: 'individual',
    languages: ['es', 'en'],
    specialties: [L('medical supplies', '医疗用品', 'suprimentos médicos', 'insumos médicos')],
    years: 8,
    deals: 46,
  },
  {
    name: 'Andrés Villalobos',
    country: 'EC',
    type: 'individual',
    languages: ['es', 'en'],
    specialties: [L('seafood cold chain', '海产品冷链', 'cadeia fria de pescados', 'cadena de frío de mariscos')],
    years: 11,
    deals: 88,
  },
  {
    name: 'Li Wei',
    country: 'CN',
    type: 'individual',
    languages: ['zh', 'en', 'es'],
    specialties: [L('factory audits', '验厂', 'auditorias de fábrica', 'auditorías de fábrica'), L('textiles', '纺织品', 'têxteis', 'textiles')],
    years: 14,
    deals: 176,
  },
  {
    name: 'Zhang Min',
    country: 'CN',
    type: 'enterprise',
    languages: ['zh', 'pt', 'en'],
    specialties: [L('home appliances', '家用电器', 'eletrodomésticos', 'electrodomésticos')],
    years: 9,
    deals: 119,
  },
  {
    name: 'Gabriel Santos',
    country: 'BR',
    type: 'enterprise',
    languages: ['pt', 'en', 'zh'],
    specialties: [L('construction machinery', '工程机械', 'máquinas de construção', 'maquinaria de construcción')],
    years: 13,
    deals: 142,
  },
  {
    name: 'Valentina Gómez',
    country: 'UY',
    type: 'individual',
    languages: ['es', 'pt', 'en'],
    specialties: [L('food exports to China', '对华食品出口', 'exportação de alimentos para a China', 'exportación de alimentos a China')],
    years: 7,
    deals: 64,
  },
];

const LANGUAGE_WORDS: Record<string, Localised> = {
  en: L('English', '英语', 'inglês', 'inglés'),
  es: L('Spanish', '西班牙语', 'espanhol', 'español'),
  pt: L('Portuguese', '葡萄牙语', 'português', 'portugués'),
  zh: L('Chinese', '中文', 'chinês', 'chino'),
};

function list(items: Localised[], language: Language): string {
  const texts = items.map((item) => item[language]);
  return new Intl.ListFormat(LANGUAGE_TAGS[language], { type: 'conjunction' }).format(texts);
}

function brokerBio(b: (typeof BROKERS)[number], country: Localised): Localised {
  const spec = (l: Language) => list(b.specialties, l);
  const langs = (l: Language) =>
    list(
      b.languages.map((code) => LANGUAGE_WORDS[code]!),
      l,
    );
  return L(
    `Helps buyers in ${country.english} source ${spec('english')} from China, and has done so for ${b.years} years. Works in ${langs('english')}. Finds and compares suppliers, arranges factory checks, negotiates trade terms and follows the shipment to the port.`,
    `${b.years} 年来一直帮助${country.chinese_simplified}买家从中国采购${spec('chinese_simplified')}。工作语言：${langs('chinese_simplified')}。负责寻找并比较供应商、安排验厂、谈判贸易条款并跟踪货物直至到港。`,
    `Há ${b.years} anos ajuda compradores de ${country.portuguese} a comprar ${spec('portuguese')} da China. Trabalha em ${langs('portuguese')}. Encontra e compara fornecedores, organiza inspeções de fábrica, negocia os termos e acompanha o embarque até o porto.`,
    `Desde hace ${b.years} años ayuda a compradores de ${country.spanish} a comprar ${spec('spanish')} en China. Trabaja en ${langs('spanish')}. Busca y compara proveedores, organiza inspecciones de fábrica, negocia los términos y sigue el envío hasta el puerto.`,
  );
}

const BUYERS = [
  { country: 'BR', nickname: 'Marcos Oliveira', company: 'Oliveira Distribuidora Ltda.' },
  { country: 'CL', nickname: 'Carolina Muñoz', company: 'Importaciones Andes SpA' },
  { country: 'PE', nickname: 'Jorge Huamán', company: 'Constructora Pacífico S.A.C.' },
  { country: 'CO', nickname: 'Natalia Gómez', company: 'Tecnohogar S.A.S.' },
  { country: 'AR', nickname: 'Martín Rodríguez', company: 'Agroinsumos del Sur S.A.' },
  { country: 'EC', nickname: 'Paola Andrade', company: 'Energía Verde Ecuador Cía. Ltda.' },
];

const CITIES: Record<string, string> = {
  MX: 'Monterrey, Mexico',
  BR: 'Santos, Brazil',
  CL: 'Valparaíso, Chile',
  PE: 'Callao, Peru',
  CO: 'Cartagena, Colombia',
  AR: 'Buenos Aires, Argentina',
  EC: 'Guayaquil, Ecuador',
  BO: 'Arica, Chile (for Bolivia)',
};

const TECH_REQUIREMENTS: Array<{ title: Localised; description: Localised; need?: string; output?: string; quantity: number; unit: string; country: string }> = [
  {
    title: L('Upgrade a coffee roasting line', '咖啡烘焙生产线升级', 'Modernizar uma linha de torrefação de café', 'Modernizar una línea de tostado de café'),
    description: L(
      'Roaster of 120 kg per batch with emission control and recipe software, installation and training in Spanish.',
      '每批 120 公斤的烘焙机，带排放控制和配方软件，提供西班牙语安装和培训。',
      'Torrador de 120 kg por lote com controle de emissões e software de receitas, instalação e treinamento em espanhol.',
      'Tostadora de 120 kg por lote con control de emisiones y software de recetas, instalación y capacitación en español.',
    ),
    need: 'equipmentUpgrade',
    quantity: 1,
    unit: 'set',
    country: 'CO',
  },
  {
    title: L('Process technology for lithium brine', '卤水提锂工艺技术', 'Tecnologia de processo para salmoura de lítio', 'Tecnología de proceso para salmuera de litio'),
    description: L(
      'Direct lithium extraction pilot for a brine project, licence and engineering support.',
      '卤水项目的直接提锂中试，需技术许可和工程支持。',
      'Piloto de extração direta de lítio para um projeto de salmoura, licença e apoio de engenharia.',
      'Piloto de extracción directa de litio para un proyecto de salmuera, licencia y apoyo de ingeniería.',
    ),
    need: 'technologyUpgrade',
    quantity: 1,
    unit: 'set',
    country: 'BO',
  },
  {
    title: L('Financing for a 5 MW solar farm', '5 兆瓦光伏电站项目融资', 'Financiamento de uma usina solar de 5 MW', 'Financiamiento de un parque solar de 5 MW'),
    description: L(
      'Land and grid connection secured; looking for an EPC partner with equipment financing.',
      '土地和并网已落实，寻找可提供设备融资的 EPC 合作伙伴。',
      'Terreno e conexão à rede garantidos; buscamos um parceiro EPC com financiamento de equipamentos.',
      'Terreno y conexión a la red asegurados; buscamos un socio EPC con financiamiento de equipos.',
    ),
    need: 'projectFinancing',
    quantity: 5,
    unit: 'set',
    country: 'CL',
  },
  {
    title: L('Automate a textile dyeing plant', '纺织染整厂自动化改造', 'Automatizar uma tinturaria têxtil', 'Automatizar una planta de teñido textil'),
    description: L(
      'Dosing systems and process control for four jet dyeing machines.',
      '为四台喷射染色机配置自动配料和过程控制系统。',
      'Sistemas de dosagem e controle de processo para quatro máquinas de tingimento jet.',
      'Sistemas de dosificación y control de proceso para cuatro máquinas de teñido jet.',
    ),
    need: 'technologyUpgrade',
    quantity: 4,
    unit: 'set',
    country: 'PE',
  },
  {
    title: L(
      'Export: cold-chain containers for fruit',
      '输出：水果冷链集装箱',
      'Exportação: contêineres refrigerados para frutas',
      'Exportación: contenedores refrigerados para fruta',
    ),
    description: L(
      'Chinese manufacturer offering controlled-atmosphere reefers with remote monitoring to fruit exporters.',
      '中国制造商向水果出口商提供带远程监控的气调冷藏集装箱。',
      'Fabricante chinês oferece contêineres com atmosfera controlada e monitoramento remoto a exportadores de frutas.',
      'Fabricante chino ofrece contenedores de atmósfera controlada con monitoreo remoto a exportadores de fruta.',
    ),
    output: 'equipmentExport',
    quantity: 50,
    unit: 'container40hq',
    country: 'CN',
  },
  {
    title: L('Export: battery recycling technology', '输出：电池回收技术', 'Exportação: tecnologia de reciclagem de baterias', 'Exportación: tecnología de reciclaje de baterías'),
    description: L(
      'Licensing a hydrometallurgical process for lithium-ion batteries, with plant design and training.',
      '许可锂离子电池湿法冶金回收工艺，含工厂设计和培训。',
      'Licenciamento de processo hidrometalúrgico para baterias de íon-lítio, com projeto da planta e treinamento.',
      'Licencia de un proceso hidrometalúrgico para baterías de ion-litio, con diseño de planta y capacitación.',
    ),
    output: 'technologyExport',
    quantity: 1,
    unit: 'set',
    country: 'CN',
  },
  {
    title: L(
      'Investment: EV assembly plant',
      '投资：电动车组装厂',
      'Investimento: fábrica de montagem de veículos elétricos',
      'Inversión: planta de ensamblaje de vehículos eléctricos',
    ),
    description: L(
      'Looking for a local partner and an industrial site for semi-knocked-down assembly of light EVs.',
      '寻找当地合作伙伴和工业用地，用于轻型电动车的半散件组装。',
      'Buscamos um parceiro local e um terreno industrial para montagem SKD de veículos elétricos leves.',
      'Buscamos un socio local y un terreno industrial para el ensamblaje SKD de vehículos eléctricos ligeros.',
    ),
    output: 'overseasInvestment',
    quantity: 1,
    unit: 'set',
    country: 'CN',
  },
  {
    title: L('Upgrade a rice mill', '碾米厂设备升级', 'Modernizar um engenho de arroz', 'Modernizar un molino de arroz'),
    description: L(
      'Colour sorter and polishing line for 5 tonnes an hour, with spare parts in stock.',
      '每小时 5 吨的色选和抛光生产线，需备件库存。',
      'Selecionadora óptica e linha de polimento para 5 toneladas por hora, com peças em estoque.',
      'Seleccionadora óptica y línea de pulido para 5 toneladas por hora, con repuestos en stock.',
    ),
    need: 'equipmentUpgrade',
    quantity: 1,
    unit: 'set',
    country: 'EC',
  },
];

/** News, policy research, policy documents, pavilions, brokers and requirements for the demo. */
export async function seedCommunity(trx: Trx, demoBuyerId: number, demoBrokerId: number): Promise<void> {
  const random = seededRandom(33);
  const policies = readContent<PolicySeed[]>('policies.json');
  for (const policy of policies) {
    await trx
      .insertInto('policy_documents')
      .values({ type: policy.type, title: JSON.stringify(policy.title), content: JSON.stringify(policy.content) })
      .execute();
  }

  const countries = Object.keys(PAVILION_PRODUCTS);
  for (const [index, code] of countries.entries()) {
    const [a, b] = PAVILION_PRODUCTS[code]!;
    await trx
      .insertInto('national_pavilions')
      .values({ code, alpha3: ALPHA3[code]!, intro: JSON.stringify(pavilionIntro(names(code), a!.name, b!.name)), sort: index })
      .execute();
  }

  const columns = await trx.selectFrom('site_columns').select(['id', 'siteid', 'sort']).where('siteid', '=', 3).orderBy('sort').execute();
  const [overseas, deals, newsColumn, policyColumn] = columns.map((c) => c.id);
  const insertNews = async (columnId: number, title: Localised, summary: Localised, content: Paragraphs, daysAgo: number, cover: string, author: string) => {
    await trx
      .insertInto('site_news')
      .values({
        siteid: 3,
        column_id: columnId,
        title: JSON.stringify(title),
        summary: JSON.stringify(summary),
        content: JSON.stringify(content),
        search_text: searchText(title, summary),
        cover,
        author,
        views: random.int(20, 1800),
        published_at: new Date(Date.now() - daysAgo * 86_400_000 - random.int(0, 86_000) * 1000),
      })
      .execute();
  };
  for (const [index, code] of countries.entries()) {
    const [a, b] = PAVILION_PRODUCTS[code]!;
    const currency = code === 'BR' ? 'BRL' : code === 'MX' ? 'MXN' : 'USD';
    const brief = countryBrief(names(code), a!.name, b!.name, currency);
    await insertNews(newsColumn!, brief.title, brief.summary, brief.content, index * 2 + 1, artUrl(a!.art, (index * 37) % 360, 1), 'Puente editorial team');
  }
  // The site's own pages (about, FAQ, contact) live in site 1's columns, editable like any article.
  const pages = readContent<SitePagesSeed>('site-pages.json');
  const siteColumn = async (name: Localised, summary: Localised, sort: number) =>
    (
      await trx
        .insertInto('site_columns')
        .values({ siteid: 1, name: JSON.stringify(name), summary: JSON.stringify(summary), sort })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const aboutColumn = await siteColumn(L('About us', '关于我们', 'Sobre nós', 'Sobre nosotros'), pages.about.summary, 0);
  const faqColumn = await siteColumn(
    L('Frequently asked questions', '常见问题', 'Perguntas frequentes', 'Preguntas frecuentes'),
    L(
      'Answers to what buyers and sellers ask most.',
      '买家和卖家最常问的问题解答。',
      'Respostas ao que compradores e vendedores mais perguntam.',
      'Respuestas a lo que compradores y vendedores más preguntan.',
    ),
    1,
  );
  const contactColumn = await siteColumn(pages.contact.title, pages.contact.summary, 2);
  const insertSitePage = async (columnId: number, title: Localised, summary: Localised, content: Paragraphs, order: number) => {
    await trx
      .insertInto('site_news')
      .values({
        siteid: 1,
        column_id: columnId,
        title: JSON.stringify(title),
        summary: JSON.stringify(summary),
        content: JSON.stringify(content),
        search_text: searchText(title, summary),
        cover: '',
        author: 'Puente',
        views: 0,
        published_at: new Date(Date.UTC(2026, 0, 1) - order * 60_000),
      })
      .execute();
  };
  await insertSitePage(aboutColumn, pages.about.title, pages.about.summary, pages.about.content, 0);
  await insertSitePage(contactColumn, pages.contact.title, pages.contact.summary, pages.contact.content, 0);
  for (const [index, item] of pages.faq.entries()) {
    const first = (l: Language) => item.answer[l][0] ?? '';
    await insertSitePage(faqColumn, item.question, L(first('english'), first('chinese_simplified'), first('portuguese'), first('spanish')), item.answer, index);
  }

  const guides = readContent<GuideSeed[]>('guides.json');
  const guideArt = ['crate', 'crate', 'crate', 'crate', 'logo', 'printer', 'logo', 'phone', 'phone', 'crate'] as const;
  for (const [index, guide] of guides.entries()) {
    const column = index < 4 ? policyColumn! : index < 7 ? deals! : index < 9 ? overseas! : policyColumn!;
    await insertNews(column, guide.title, guide.summary, guide.content, index * 5 + 3, artUrl(guideArt[index] ?? 'logo', 180 + index * 17, index % 3), 'Puente trade desk');
  }

  for (const [index, b] of BROKERS.entries()) {
    const country = names(b.country);
    const title =
      b.type === 'enterprise'
        ? L(
            `Sourcing agency in ${country.english}`,
            `${country.chinese_simplified}采购代理机构`,
            `Agência de compras em ${country.portuguese}`,
            `Agencia de compras en ${country.spanish}`,
          )
        : L(
            `Product broker, ${country.english}`,
            `产品经纪人 · ${country.chinese_simplified}`,
            `Corretora de produtos, ${country.portuguese}`,
            `Agente de productos, ${country.spanish}`,
          );
    await trx
      .insertInto('brokers')
      .values({
        user_id: null,
        name: b.name,
        avatar: artUrl('logo', (index * 29) % 360, index % 3),
        title: JSON.stringify(title),
        bio: JSON.stringify(brokerBio(b, country)),
        country_code: b.country,
        languages: JSON.stringify(b.languages),
        specialties: JSON.stringify(b.specialties),
        broker_type: b.type,
        deals: b.deals,
        email: '',
        celebrity: true,
        sort: index,
        search_text: searchText(...b.specialties, country) + ` ${b.name.toLowerCase()}`,
      })
      .execute();
  }
  const demoBroker = await trx.selectFrom('users').select(['nickname', 'country_code']).where('id', '=', demoBrokerId).executeTakeFirstOrThrow();
  const brazil = names('BR');
  const demoSpecialties = [L('home appliances', '家用电器', 'eletrodomésticos', 'electrodomésticos'), L('solar energy', '光伏能源', 'energia solar', 'energía solar')];
  await trx
    .insertInto('brokers')
    .values({
      user_id: demoBrokerId,
      name: demoBroker.nickname,
      avatar: artUrl('logo', 150, 1),
      title: JSON.stringify(
        L(`Product broker, ${brazil.english}`, `产品经纪人 · ${brazil.chinese_simplified}`, `Corretor de produtos, ${brazil.portuguese}`, `Agente de productos, ${brazil.spanish}`),
      ),
      bio: JSON.stringify(
        brokerBio({ name: demoBroker.nickname, country: 'BR', type: 'individual', languages: ['pt', 'en'], specialties: demoSpecialties, years: 5, deals: 31 }, brazil),
      ),
      country_code: demoBroker.country_code ?? 'BR',
      languages: JSON.stringify(['pt', 'en']),
      specialties: JSON.stringify(demoSpecialties),
      broker_type: 'individual',
      deals: 31,
      email: '',
      celebrity: true,
      sort: BROKERS.length,
      search_text: searchText(...demoSpecialties, brazil) + ` ${demoBroker.nickname.toLowerCase()}`,
    })
    .execute();

  // Buyers who publish requirements (they cannot log in: random passwords).
  const lockedHash = await hashPassword(randomBytes(12).toString('base64url'));
  const buyerIds = [demoBuyerId];
  for (const [index, buyer] of BUYERS.entries()) {
    const row = await trx
      .insertInto('users')
      .values({
        phone: `${CALLING_CODES[buyer.country]}8000${String(index).padStart(5, '0')}`,
        username: null,
        password_hash: lockedHash,
        nickname: buyer.nickname,
        head: '',
        role: 'buyer',
        country_code: buyer.country,
        company_name: buyer.company,
        info_complete: true,
      })
      .returning(['id', 'country_code'])
      .executeTakeFirstOrThrow();
    buyerIds.push(row.id);
  }
  const buyerCountries = ['MX', ...BUYERS.map((b) => b.country)];

  const requirement = async (values: {
    owner: number;
    kind: 'product' | 'technology';
    title: Localised;
    description: Localised;
    category: number | null;
    quantity: number;
    unit: string;
    place: string;
    need?: string;
    output?: string;
    budgetUsd?: number;
  }) => {
    const translations = Object.fromEntries(LANGUAGES.filter((l) => l !== 'english').map((l) => [l, { title: values.title[l], description: values.description[l] }]));
    await trx
      .insertInto('requirements')
      .values({
        owner_id: values.owner,
        kind: values.kind,
        title: values.title.english,
        description: values.description.english,
        language: 'english',
        translations: JSON.stringify(translations),
        search_text: searchText(values.title, values.description) + ` ${values.place.toLowerCase()}`,
        category_id: values.category,
        quantity: values.quantity,
        unit: values.unit,
        delivery_date: new Date(Date.now() + random.int(20, 200) * 86_400_000).toISOString().slice(0, 10),
        delivery_place: values.place,
        need_type: values.need ?? null,
        output_type: values.output ?? null,
        budget_minor: values.budgetUsd ? Math.round(values.budgetUsd * 100) : null,
        currency: 'USD',
        views: random.int(5, 900),
        weight: random.int(0, 100),
        created_at: new Date(Date.now() - random.int(0, 90) * 86_400_000),
      })
      .execute();
  };

  // Product requirements: buyers asking for what the catalogue sells, in realistic quantities.
  for (let index = 0; index < 36; index += 1) {
    const product = PRODUCTS[index % PRODUCTS.length]!;
    const ownerIndex = index % buyerIds.length;
    const country = buyerCountries[ownerIndex]!;
    const place = CITIES[country] ?? 'Santos, Brazil';
    const quantity = product.minOrder * random.int(2, 12);
    const destination = names(country);
    await requirement({
      owner: buyerIds[ownerIndex]!,
      kind: 'product',
      title: L(
        `Looking for ${product.name.english.toLowerCase()} for ${destination.english}`,
        `求购${product.name.chinese_simplified}，发往${destination.chinese_simplified}`,
        `Procuro ${product.name.portuguese.toLowerCase()} para ${destination.portuguese}`,
        `Busco ${product.name.spanish.toLowerCase()} para ${destination.spanish}`,
      ),
      description: L(
        `We import for our own distribution and need ${quantity} units with local certification and labelling. Please quote FOB and CIF with lead time and warranty terms.`,
        `我们自营分销，需要 ${quantity} 个单位，须具备当地认证和标签。请报 FOB 和 CIF 价格，并注明交期和质保条款。`,
        `Importamos para distribuição própria e precisamos de ${quantity} unidades com certificação e rotulagem locais. Cotem FOB e CIF com prazo e condições de garantia.`,
        `Importamos para distribución propia y necesitamos ${quantity} unidades con certificación y etiquetado locales. Coticen FOB y CIF con plazo y condiciones de garantía.`,
      ),
      category: product.category,
      quantity,
      unit: product.unit,
      place,
      budgetUsd: Math.round(((product.usd[0] + product.usd[1]) / 2) * quantity),
    });
  }
  for (const [index, tech] of TECH_REQUIREMENTS.entries()) {
    const owner =
      tech.country === 'CN' ? (await trx.selectFrom('users').select('id').where('phone', '=', '8613800138000').executeTakeFirstOrThrow()).id : buyerIds[index % buyerIds.length]!;
    await requirement({
      owner,
      kind: 'technology',
      title: tech.title,
      description: tech.description,
      category: null,
      quantity: tech.quantity,
      unit: tech.unit,
      place: CITIES[tech.country] ?? `${names(tech.country).english}`,
      ...(tech.need ? { need: tech.need } : {}),
      ...(tech.output ? { output: tech.output } : {}),
    });
  }
}
