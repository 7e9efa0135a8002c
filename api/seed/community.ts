import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@puente/shared/contract';
import { API_ROOT } from '../src/config/paths';
import type { Database, Localised } from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import { artUrl, initialsOf, markUrl, type ArtKind } from './product-art';
import { searchText } from '../src/services/localised';
import { EXPORTERS, fromCountry, type ItemKey } from './pavilion-data';
import { seededRandom } from './random';
import { BUYERS, PRODUCT_REQUIREMENTS, TECH_REQUIREMENTS } from './requirements-data';
import { countryName as names, L, listOf, PLACES, withFigures } from './words';

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

/** The desks that sign the articles. */
const DESKS = {
  editorial: L('Puente editorial team', 'Puente 编辑部', 'Redação da Puente', 'Redacción de Puente'),
  technology: L('Puente technology desk', 'Puente 技术服务台', 'Mesa de tecnologia da Puente', 'Mesa de tecnología de Puente'),
  trade: L('Puente trade desk', 'Puente 贸易服务台', 'Mesa de comércio da Puente', 'Mesa de comercio de Puente'),
};

/** An article of the technology site's news columns, as editors write it in content/news.json. */
interface NewsSeed {
  slug: string;
  column: 'overseas' | 'deals' | 'news';
  daysAgo: number;
  cover: { kind: ArtKind; hue: number };
  author: keyof typeof DESKS;
  title: Localised;
  summary: Localised;
  content: Paragraphs;
}

interface SitePagesSeed {
  about: { title: Localised; summary: Localised; content: Paragraphs };
  faq: Array<{ question: Localised; answer: Paragraphs }>;
  contact: { title: Localised; summary: Localised; content: Paragraphs };
}

/** The demo's editorial content lives in JSON files that non-engineers can edit (api/seed/content/). */
function readContent<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(API_ROOT, 'seed', 'content', name), 'utf8')) as T;
}

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

function brokerBio(b: Omit<(typeof BROKERS)[number], 'name'>, country: Localised): Localised {
  const spec = (l: Language) => list(b.specialties, l);
  const langs = (l: Language) =>
    list(
      b.languages.map((code) => LANGUAGE_WORDS[code]!),
      l,
    );
  if (b.country === 'CN') {
    return L(
      `Based in China, helps buyers in Latin America and the Caribbean source ${spec('english')}, and has done so for ${b.years} years. Works in ${langs('english')}. Visits factories before an order, checks goods before loading and keeps the buyer informed until the ship sails.`,
      `常驻中国，${b.years} 年来一直帮助拉美和加勒比地区的买家采购${spec('chinese_simplified')}。工作语言：${langs('chinese_simplified')}。下单前走访工厂，装货前验货，并在开船前持续向买家通报进展。`,
      `Baseado na China, há ${b.years} anos ajuda compradores da América Latina e do Caribe a comprar ${spec('portuguese')}. Trabalha em ${langs('portuguese')}. Visita as fábricas antes do pedido, inspeciona a mercadoria antes do embarque e mantém o comprador informado até a partida do navio.`,
      `Radicado en China, desde hace ${b.years} años ayuda a compradores de América Latina y el Caribe a comprar ${spec('spanish')}. Trabaja en ${langs('spanish')}. Visita las fábricas antes del pedido, inspecciona la mercancía antes de la carga y mantiene informado al comprador hasta que zarpa el barco.`,
    );
  }
  const from = fromCountry(b.country, country);
  return L(
    `Helps buyers in ${country.english} source ${spec('english')} from China, and has done so for ${b.years} years. Works in ${langs('english')}. Finds and compares suppliers, arranges factory checks, negotiates trade terms and follows the shipment to the port.`,
    `${b.years} 年来一直帮助${country.chinese_simplified}买家从中国采购${spec('chinese_simplified')}。工作语言：${langs('chinese_simplified')}。负责寻找并比较供应商、安排验厂、谈判贸易条款并跟踪货物直至到港。`,
    `Há ${b.years} anos ajuda compradores ${from.portuguese} a comprar ${spec('portuguese')} da China. Trabalha em ${langs('portuguese')}. Encontra e compara fornecedores, organiza inspeções de fábrica, negocia os termos e acompanha o embarque até o porto.`,
    `Desde hace ${b.years} años ayuda a compradores ${from.spanish} a comprar ${spec('spanish')} en China. Trabaja en ${langs('spanish')}. Busca y compara proveedores, organiza inspecciones de fábrica, negocia los términos y sigue el envío hasta el puerto.`,
  );
}

/** How a pavilion's introduction names each kind of goods. */
const SHORT_NAMES: Record<ItemKey, Localised> = {
  coffee: L('green coffee', '咖啡生豆', 'café verde', 'café verde'),
  cocoa: L('cocoa beans', '可可豆', 'cacau', 'cacao'),
  yerba: L('yerba mate', '马黛茶', 'erva-mate', 'yerba mate'),
  avocado: L('avocados', '牛油果', 'abacate', 'aguacate'),
  banana: L('bananas', '香蕉', 'banana', 'banano'),
  mango: L('mangoes', '芒果', 'manga', 'mango'),
  pineapple: L('pineapples', '菠萝', 'abacaxi', 'piña'),
  cherries: L('cherries', '车厘子', 'cereja', 'cerezas'),
  blueberries: L('blueberries', '蓝莓', 'mirtilo', 'arándanos'),
  grapes: L('table grapes', '鲜食葡萄', 'uva de mesa', 'uva de mesa'),
  limes: L('limes', '青柠', 'limão', 'limón'),
  beef: L('beef', '牛肉', 'carne bovina', 'carne de res'),
  shrimp: L('shrimp', '虾', 'camarão', 'camarón'),
  fish: L('fish fillets', '鱼片', 'filés de peixe', 'filetes de pescado'),
  salmon: L('salmon', '三文鱼', 'salmão', 'salmón'),
  wine: L('wine', '葡萄酒', 'vinho', 'vino'),
  rum: L('rum', '朗姆酒', 'rum', 'ron'),
  tequila: L('tequila', '龙舌兰酒', 'tequila', 'tequila'),
  soybeans: L('soybeans', '大豆', 'soja', 'soja'),
  corn: L('corn', '玉米', 'milho', 'maíz'),
  quinoa: L('quinoa', '藜麦', 'quinoa', 'quinua'),
  sugar: L('raw sugar', '原糖', 'açúcar bruto', 'azúcar crudo'),
  cashews: L('cashews', '腰果', 'castanha de caju', 'anacardos'),
  honey: L('honey', '蜂蜜', 'mel', 'miel'),
  nutmeg: L('nutmeg', '肉豆蔻', 'noz-moscada', 'nuez moscada'),
  coconutWater: L('coconut water', '椰子水', 'água de coco', 'agua de coco'),
  copper: L('copper cathodes', '阴极铜', 'catodos de cobre', 'cátodos de cobre'),
  lithium: L('lithium carbonate', '碳酸锂', 'carbonato de lítio', 'carbonato de litio'),
  bauxite: L('bauxite', '铝土矿', 'bauxita', 'bauxita'),
};

/** A pavilion's introduction: what its exporters sell and how many they are, in each language. */
function pavilionIntro(code: string): Localised {
  const exporters = EXPORTERS.filter((e) => e.country === code);
  const kinds = [...new Set(exporters.flatMap((e) => e.goods.map((g) => g.item)))];
  const goods = listOf(kinds.map((k) => SHORT_NAMES[k]));
  const country = names(code);
  const one = exporters.length === 1;
  return withFigures(
    L(
      `${country.english} on Puente: ${goods.english} from ${one ? 'an exporter' : '{n} exporters'} ready to ship to China, with origin certificates and FOB, C&F or CIF terms.`,
      `Puente 上的${country.chinese_simplified}馆：{n} 家出口商提供${goods.chinese_simplified}，可发货至中国，提供原产地证书，支持 FOB、C&F 或 CIF 条款。`,
      `${country.portuguese} no Puente: ${goods.portuguese} de ${one ? 'um exportador pronto' : '{n} exportadores prontos'} para embarcar para a China, com certificado de origem e termos FOB, C&F ou CIF.`,
      `${country.spanish} en Puente: ${goods.spanish} de ${one ? 'un exportador listo' : '{n} exportadores listos'} para enviar a China, con certificado de origen y términos FOB, C&F o CIF.`,
    ),
    { n: exporters.length },
  );
}

/** News, policy research, policy documents, pavilions, brokers and requirements for the demo. */
export async function seedCommunity(trx: Trx, demoBuyerId: number, demoBrokerId: number, demoSellerId: number): Promise<void> {
  const random = seededRandom(33);
  const policies = readContent<PolicySeed[]>('policies.json');
  for (const policy of policies) {
    await trx
      .insertInto('policy_documents')
      .values({ type: policy.type, title: JSON.stringify(policy.title), content: JSON.stringify(policy.content) })
      .execute();
  }

  const countries = Object.keys(ALPHA3);
  for (const [index, code] of countries.entries()) {
    await trx
      .insertInto('national_pavilions')
      .values({ code, alpha3: ALPHA3[code]!, intro: JSON.stringify(pavilionIntro(code)), sort: index })
      .execute();
  }

  const columns = await trx.selectFrom('site_columns').select(['id', 'siteid', 'sort']).where('siteid', '=', 3).orderBy('sort').execute();
  const [overseas, deals, newsColumn, policyColumn] = columns.map((c) => c.id);
  const columnIds = { overseas: overseas!, deals: deals!, news: newsColumn! };
  const insertNews = async (columnId: number, title: Localised, summary: Localised, content: Paragraphs, daysAgo: number, cover: string, author: Localised) => {
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
        author: author.english,
        author_translations: JSON.stringify(author),
        views: random.int(20, 1800),
        published_at: new Date(Date.now() - daysAgo * 86_400_000 - random.int(0, 86_000) * 1000),
      })
      .execute();
  };
  // Each article is its own story, written per subject (content/news.json).
  for (const [index, article] of readContent<NewsSeed[]>('news.json').entries()) {
    await insertNews(
      columnIds[article.column],
      article.title,
      article.summary,
      article.content,
      article.daysAgo,
      artUrl(article.cover.kind, article.cover.hue, index % 3),
      DESKS[article.author],
    );
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
  const guideArt: ArtKind[] = ['factory', 'crane', 'ship', 'container', 'document', 'document', 'globe', 'document', 'document', 'container'];
  for (const [index, guide] of guides.entries()) {
    const column = index < 4 ? policyColumn! : index < 7 ? deals! : index < 9 ? overseas! : policyColumn!;
    await insertNews(column, guide.title, guide.summary, guide.content, index * 5 + 3, artUrl(guideArt[index] ?? 'document', 180 + index * 17, index % 3), DESKS.trade);
  }

  for (const [index, b] of BROKERS.entries()) {
    const country = names(b.country);
    const title =
      b.type === 'enterprise'
        ? L(
            `Sourcing agency in ${country.english}`,
            `${country.chinese_simplified}采购代理机构`,
            `Agência de compras, ${country.portuguese}`,
            `Agencia de compras en ${country.spanish}`,
          )
        : L(
            `Product broker, ${country.english}`,
            `产品经纪人 · ${country.chinese_simplified}`,
            `Agente de produtos, ${country.portuguese}`,
            `Agente de productos, ${country.spanish}`,
          );
    await trx
      .insertInto('brokers')
      .values({
        user_id: null,
        name: b.name,
        avatar: markUrl(initialsOf(b.name), (index * 29 + 10) % 360, 0),
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
      avatar: markUrl(initialsOf(demoBroker.nickname), 150, 0),
      title: JSON.stringify(
        L(`Product broker, ${brazil.english}`, `产品经纪人 · ${brazil.chinese_simplified}`, `Agente de produtos, ${brazil.portuguese}`, `Agente de productos, ${brazil.spanish}`),
      ),
      bio: JSON.stringify(brokerBio({ country: 'BR', type: 'individual', languages: ['pt', 'en'], specialties: demoSpecialties, years: 5, deals: 31 }, brazil)),
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
  const owners: Array<{ id: number; language: Language }> = [{ id: demoBuyerId, language: 'spanish' }];
  for (const buyer of BUYERS) {
    const row = await trx
      .insertInto('users')
      .values({
        phone: buyer.phone,
        username: null,
        password_hash: lockedHash,
        nickname: buyer.nickname,
        head: '',
        role: 'buyer',
        country_code: buyer.country,
        company_name: buyer.company,
        info_complete: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    owners.push({ id: row.id, language: buyer.language });
  }
  // The demo seller writes in Chinese, the language of its company.
  const ownerOf = (index: number) => (index === -1 ? { id: demoSellerId, language: 'chinese_simplified' as Language } : owners[index]!);

  /** A requirement as its owner wrote it, with the other languages beside it. */
  const requirement = async (values: {
    owner: { id: number; language: Language };
    kind: 'product' | 'technology';
    title: Localised;
    description: Localised;
    category: number | null;
    quantity: number;
    unit: string;
    place: Localised;
    need?: string;
    output?: string;
    budgetUsd?: number;
    daysAgo: number;
    dueInDays: number;
  }) => {
    const original = values.owner.language;
    const translations = Object.fromEntries(
      LANGUAGES.filter((l) => l !== original).map((l) => [l, { title: values.title[l], description: values.description[l], deliveryPlace: values.place[l] }]),
    );
    await trx
      .insertInto('requirements')
      .values({
        owner_id: values.owner.id,
        kind: values.kind,
        title: values.title[original],
        description: values.description[original],
        language: original,
        translations: JSON.stringify(translations),
        search_text: searchText(values.title, values.description, values.place),
        category_id: values.category,
        quantity: values.quantity,
        unit: values.unit,
        delivery_date: new Date(Date.now() + values.dueInDays * 86_400_000).toISOString().slice(0, 10),
        delivery_place: values.place[original],
        need_type: values.need ?? null,
        output_type: values.output ?? null,
        budget_minor: values.budgetUsd ? Math.round(values.budgetUsd * 100) : null,
        currency: 'USD',
        views: random.int(5, 900),
        weight: random.int(0, 100),
        created_at: new Date(Date.now() - values.daysAgo * 86_400_000 - random.int(0, 80_000) * 1000),
      })
      .execute();
  };

  for (const r of PRODUCT_REQUIREMENTS) {
    await requirement({ ...r, owner: ownerOf(r.owner), kind: 'product', place: PLACES[r.place] });
  }
  for (const t of TECH_REQUIREMENTS) {
    await requirement({ ...t, owner: ownerOf(t.owner), kind: 'technology', category: null, place: PLACES[t.place] });
  }
}
