import type { FastifyBaseLogger } from 'fastify';
import { calls, CATEGORY_ROOTS, localised as L, PERMISSIONS, type Localised } from '@puente/shared/contract';
import type { Db } from '../src/db/database';
import { hashPassword } from '../src/services/passwords';
import { storeArt } from './art';
import { seedCatalogue } from './catalogue';
import { seedCommunity } from './community';
import { seedFreightRates } from './freight';
import { seedOperations } from './operations';
import { seedTrade, type FilesFor } from './trade';

/** The demo accounts the README lists. */
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ACCOUNTS = [
  { phone: '5215512345678', username: 'demo-buyer', nickname: 'Lucía Hernández', role: 'buyer', country: 'MX', company: 'Importadora Lucero S.A. de C.V.', authority: '' },
  { phone: '8613800138000', username: 'demo-seller', nickname: 'Chen Wei', role: 'seller', country: 'CN', company: 'Shenzhen Haiqiao Electronics Co., Ltd.', authority: '' },
  { phone: '5511987654321', username: 'demo-broker', nickname: 'Rafael Souza', role: 'buyer', country: 'BR', company: 'Souza Comércio Exterior Ltda.', authority: '11' },
  // The platform's own operator: reviews, settlements, rates and letters (the mf-operator console).
  { phone: '8613911872046', username: 'demo-operator', nickname: 'Zhao Min', role: 'operator', country: 'CN', company: 'Puente Marketplace Operations', authority: '' },
] as const;

const ROLE_PERMISSIONS: Array<[string, string]> = [
  ['member', PERMISSIONS.requirementCentre],
  ['buyer', PERMISSIONS.requirementRelease],
  ['broker', PERMISSIONS.requirementRelease],
];

const FOOTER_VARS: Array<{ name: string; value: string; translations?: Localised }> = [
  { name: 'icp', value: '粤ICP备2026041873号-1' },
  { name: 'phone', value: '+86 755 8627 4310' },
  { name: 'email', value: 'service@puente.example' },
  {
    name: 'address',
    value: '18/F, Haiyun Building, 3 Keyuan Road, Nanshan District, Shenzhen 518057, Guangdong, China',
    translations: L(
      '18/F, Haiyun Building, 3 Keyuan Road, Nanshan District, Shenzhen 518057, Guangdong, China',
      '中国广东省深圳市南山区科苑路 3 号海韵大厦 18 楼，邮编 518057',
      'Edifício Haiyun, 18º andar, Keyuan Road 3, distrito de Nanshan, Shenzhen 518057, Guangdong, China',
      'Edificio Haiyun, piso 18, Keyuan Road 3, distrito de Nanshan, Shenzhen 518057, Guangdong, China',
    ),
  },
  {
    name: 'copyright',
    value: '© 2026 Puente',
    translations: L(
      '© 2026 Puente. All rights reserved.',
      '© 2026 Puente 版权所有',
      '© 2026 Puente. Todos os direitos reservados.',
      '© 2026 Puente. Todos los derechos reservados.',
    ),
  },
];

const CAROUSEL: Array<{ siteid: number; title: Localised; subtitle: Localised; image: string; link: string }> = [
  {
    siteid: calls.SITE_IDS.product,
    title: L('Chinese brands, delivered to Latin America', '中国品牌，直达拉美', 'Marcas chinesas, entregues na América Latina', 'Marcas chinas, entregadas en América Latina'),
    subtitle: L(
      'Source electronics, vehicles and machinery from verified manufacturers, priced in your currency.',
      '从认证厂商采购电子产品、车辆和机械，以您的货币计价。',
      'Compre eletrônicos, veículos e máquinas de fabricantes verificados, com preços na sua moeda.',
      'Compra electrónica, vehículos y maquinaria de fabricantes verificados, con precios en tu moneda.',
    ),
    image: '/static/carousel/product-1.svg',
    link: '/classificationlanding?source=china',
  },
  {
    siteid: calls.SITE_IDS.product,
    title: L(
      'Industrial goods for growing plants',
      '工业品助力工厂成长',
      'Produtos industriais para fábricas em crescimento',
      'Productos industriales para plantas en crecimiento',
    ),
    subtitle: L(
      'Steel, solar equipment and machine parts, with EXW, FOB, C&F and CIF terms.',
      '钢材、光伏设备和机械零部件，支持 EXW、FOB、C&F 和 CIF 贸易条款。',
      'Aço, equipamentos solares e peças de máquinas, com termos EXW, FOB, C&F e CIF.',
      'Acero, equipos solares y piezas de maquinaria, con términos EXW, FOB, C&F y CIF.',
    ),
    image: '/static/carousel/product-2.svg',
    link: '/induStrial',
  },
  {
    siteid: calls.SITE_IDS.technology,
    title: L('Technology that crosses the Pacific', '跨越太平洋的技术合作', 'Tecnologia que atravessa o Pacífico', 'Tecnología que cruza el Pacífico'),
    subtitle: L(
      'Equipment export, technology transfer and project investment between China and the region.',
      '中国与拉美地区之间的设备出口、技术转让和项目投资。',
      'Exportação de equipamentos, transferência de tecnologia e investimento em projetos entre a China e a região.',
      'Exportación de equipos, transferencia de tecnología e inversión en proyectos entre China y la región.',
    ),
    image: '/static/carousel/technology-1.svg',
    link: '/technologyProduvt',
  },
  {
    siteid: calls.SITE_IDS.comprehensive,
    title: L('Set up and operate across borders', '跨境设立与运营', 'Abra e opere além das fronteiras', 'Establécete y opera más allá de las fronteras'),
    subtitle: L(
      'Company registration, business inspection trips, visas and land, arranged with local partners.',
      '与当地合作伙伴一起办理公司注册、商务考察、签证和土地事宜。',
      'Registro de empresas, viagens de inspeção, vistos e terrenos, com parceiros locais.',
      'Registro de empresas, viajes de inspección, visados y terrenos, con socios locales.',
    ),
    image: '/static/carousel/comprehensive-1.svg',
    link: '/companyRegistration',
  },
];

const TECH_COLUMNS: Array<{ name: Localised; summary: Localised }> = [
  {
    name: L('Technology going overseas', '技术出海', 'Tecnologia para o exterior', 'Tecnología hacia el exterior'),
    summary: L(
      'Chinese equipment and know-how looking for partners in Latin America and the Caribbean.',
      '寻求拉美和加勒比合作伙伴的中国装备与技术。',
      'Equipamentos e conhecimento chineses em busca de parceiros na América Latina e no Caribe.',
      'Equipos y conocimiento chinos en busca de socios en América Latina y el Caribe.',
    ),
  },
  {
    name: L('Technology deals', '技术交易', 'Negócios de tecnologia', 'Operaciones tecnológicas'),
    summary: L(
      'Licences, transfers and joint development agreements, from first contact to signature.',
      '许可、转让和联合开发协议，从首次接洽到签约。',
      'Licenças, transferências e acordos de desenvolvimento conjunto, do primeiro contato à assinatura.',
      'Licencias, transferencias y acuerdos de desarrollo conjunto, del primer contacto a la firma.',
    ),
  },
  {
    name: L('News', '新闻资讯', 'Notícias', 'Noticias'),
    summary: L(
      'Trade and technology news from both sides of the Pacific.',
      '太平洋两岸的贸易与科技新闻。',
      'Notícias de comércio e tecnologia dos dois lados do Pacífico.',
      'Noticias de comercio y tecnología de ambos lados del Pacífico.',
    ),
  },
  {
    name: L('Policy research', '政策研究', 'Pesquisa de políticas', 'Investigación de políticas'),
    summary: L(
      'Tariffs, incentives and regulations that shape cross-border projects.',
      '影响跨境项目的关税、激励政策与法规。',
      'Tarifas, incentivos e regulamentos que moldam projetos internacionais.',
      'Aranceles, incentivos y regulaciones que dan forma a los proyectos transfronterizos.',
    ),
  },
];

const COMPREHENSIVE_COLUMNS: Array<{ name: Localised; summary: Localised }> = [
  {
    name: L('Company registration', '公司注册', 'Registro de empresas', 'Registro de empresas'),
    summary: L(
      'Incorporate a subsidiary or branch in Brazil, Mexico and other countries of the region.',
      '在巴西、墨西哥等地区国家设立子公司或分支机构。',
      'Constitua uma subsidiária ou filial no Brasil, no México e em outros países da região.',
      'Constituye una filial o sucursal en Brasil, México y otros países de la región.',
    ),
  },
  {
    name: L('Business inspection', '商务考察', 'Inspeção de negócios', 'Inspección de negocios'),
    summary: L(
      'Visit factories and partners before you commit, with an itinerary and interpreters.',
      '在签约前实地考察工厂和合作伙伴，安排行程和翻译。',
      'Visite fábricas e parceiros antes de fechar negócio, com roteiro e intérpretes.',
      'Visita fábricas y socios antes de comprometerte, con itinerario e intérpretes.',
    ),
  },
  {
    name: L('Visa processing', '签证办理', 'Processamento de vistos', 'Trámite de visados'),
    summary: L(
      'Business visas for China and for the region: documents, timelines and appointments.',
      '中国及拉美地区商务签证：材料、时限与预约。',
      'Vistos de negócios para a China e para a região: documentos, prazos e agendamentos.',
      'Visados de negocios para China y la región: documentos, plazos y citas.',
    ),
  },
  {
    name: L('Land services', '土地服务', 'Serviços de terrenos', 'Servicios de terrenos'),
    summary: L(
      'Industrial land and buildings in parks that welcome foreign investment.',
      '欢迎外资入驻园区的工业用地和厂房。',
      'Terrenos e galpões industriais em parques abertos ao investimento estrangeiro.',
      'Terrenos y naves industriales en parques abiertos a la inversión extranjera.',
    ),
  },
];

type CategorySeed = [number, Localised, Array<[number, Localised]>];

const CATEGORIES: Record<number, CategorySeed[]> = {
  [CATEGORY_ROOTS.china]: [
    [
      2001,
      L('Mobile phones and electronics', '手机与电子产品', 'Celulares e eletrônicos', 'Móviles y electrónica'),
      [
        [2101, L('Smartphones', '智能手机', 'Smartphones', 'Teléfonos inteligentes')],
        [2102, L('Laptops and tablets', '笔记本与平板', 'Notebooks e tablets', 'Portátiles y tabletas')],
        [2103, L('Audio and video', '音视频设备', 'Áudio e vídeo', 'Audio y vídeo')],
      ],
    ],
    [
      2002,
      L('Vehicles and auto parts', '汽车及零部件', 'Veículos e autopeças', 'Vehículos y autopartes'),
      [
        [2201, L('Electric vehicles', '电动汽车', 'Veículos elétricos', 'Vehículos eléctricos')],
        [2202, L('Electric bikes and scooters', '电动自行车与滑板车', 'Bicicletas e patinetes elétricos', 'Bicicletas y patinetes eléctricos')],
        [2203, L('Auto parts', '汽车零部件', 'Autopeças', 'Autopartes')],
      ],
    ],
    [
      2003,
      L('Home appliances', '家用电器', 'Eletrodomésticos', 'Electrodomésticos'),
      [
        [2301, L('Kitchen appliances', '厨房电器', 'Eletrodomésticos de cozinha', 'Electrodomésticos de cocina')],
        [2302, L('Air conditioning', '空调', 'Ar-condicionado', 'Aire acondicionado')],
        [2303, L('Refrigeration', '制冷电器', 'Refrigeração', 'Refrigeración')],
      ],
    ],
    [
      2004,
      L('Textiles and apparel', '纺织服装', 'Têxteis e vestuário', 'Textiles y confección'),
      [
        [2401, L('Fabrics', '面料', 'Tecidos', 'Tejidos')],
        [2402, L('Workwear', '工作服', 'Uniformes de trabalho', 'Ropa de trabajo')],
      ],
    ],
  ],
  [CATEGORY_ROOTS.industry]: [
    [
      3001,
      L('Machinery and parts', '机械及零部件', 'Máquinas e peças', 'Maquinaria y piezas'),
      [
        [3101, L('Construction machinery', '工程机械', 'Máquinas de construção', 'Maquinaria de construcción')],
        [3102, L('Machine tools', '机床', 'Máquinas-ferramenta', 'Máquinas herramienta')],
        [3103, L('Engines', '发动机', 'Motores', 'Motores')],
      ],
    ],
    [
      3002,
      L('Solar and energy', '光伏与能源', 'Energia solar', 'Energía solar'),
      [
        [3201, L('Solar panels', '太阳能电池板', 'Painéis solares', 'Paneles solares')],
        [3202, L('Inverters and storage', '逆变器与储能', 'Inversores e armazenamento', 'Inversores y almacenamiento')],
      ],
    ],
    [
      3003,
      L('Steel and building materials', '钢材与建材', 'Aço e materiais de construção', 'Acero y materiales de construcción'),
      [
        [3301, L('Steel products', '钢材制品', 'Produtos de aço', 'Productos de acero')],
        [3302, L('Building materials', '建筑材料', 'Materiais de construção', 'Materiales de construcción')],
      ],
    ],
    [
      3004,
      L('Office machines', '办公设备', 'Máquinas de escritório', 'Máquinas de oficina'),
      [[3401, L('Printers and copiers', '打印机与复印机', 'Impressoras e copiadoras', 'Impresoras y copiadoras')]],
    ],
  ],
};

/**
 * Seeds the demo marketplace on first start. It runs in one transaction and only when there
 * are no users yet, so restarts keep whatever people changed.
 */
export async function seedDemoData(db: Db, log?: FastifyBaseLogger, files: FilesFor | null = null): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) {
    // A database seeded before the catalogue existed gets it once.
    const hasCatalogue = await db.selectFrom('exchange_rates').select('currency').limit(1).executeTakeFirst();
    if (!hasCatalogue) await seedCatalogueOnce(db, log, files);
    // A database seeded before the freight table existed gets its first figures once.
    await seedFreight(db, log);
    // A database seeded before its pictures were stored gets them now (and a store new to it).
    await storePictures(db, log, files, !hasCatalogue);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const account of DEMO_ACCOUNTS) {
      await trx
        .insertInto('users')
        .values({
          phone: account.phone,
          username: account.username,
          password_hash: passwordHash,
          nickname: account.nickname,
          head: '',
          authority: account.authority,
          role: account.role,
          country_code: account.country,
          company_name: account.company,
          info_complete: true,
        })
        .execute();
    }
    await trx
      .insertInto('role_permissions')
      .values(ROLE_PERMISSIONS.map(([role, percode]) => ({ role, percode })))
      .execute();
    await trx
      .insertInto('site_vars')
      .values(FOOTER_VARS.map((v) => ({ siteid: calls.SITE_IDS.footer, name: v.name, value: v.value, translations: v.translations ? JSON.stringify(v.translations) : null })))
      .execute();
    await trx
      .insertInto('carousel_images')
      .values(CAROUSEL.map((c, sort) => ({ siteid: c.siteid, title: JSON.stringify(c.title), subtitle: JSON.stringify(c.subtitle), image_url: c.image, link: c.link, sort })))
      .execute();
    const columns = [
      ...TECH_COLUMNS.map((c) => ({ ...c, siteid: calls.SITE_IDS.technology })),
      ...COMPREHENSIVE_COLUMNS.map((c) => ({ ...c, siteid: calls.SITE_IDS.comprehensive })),
    ];
    await trx
      .insertInto('site_columns')
      .values(columns.map((c, sort) => ({ siteid: c.siteid, name: JSON.stringify(c.name), summary: JSON.stringify(c.summary), sort })))
      .execute();
    // Which of the technology site's columns /policyResearch shows (the others are /newsInformation's): a site
    // variable, so an editor who adds a column decides where it appears.
    const techColumns = await trx.selectFrom('site_columns').select('id').where('siteid', '=', calls.SITE_IDS.technology).orderBy('sort').execute();
    const policyColumn = techColumns[TECH_COLUMNS.findIndex((c) => c.name.english === 'Policy research')];
    if (policyColumn) {
      await trx
        .insertInto('site_vars')
        .values({ siteid: calls.SITE_IDS.technology, name: 'policyResearchColumns', value: String(policyColumn.id), translations: null })
        .execute();
    }
    for (const [root, tops] of Object.entries(CATEGORIES)) {
      for (const [index, [id, title, children]] of tops.entries()) {
        await trx
          .insertInto('goods_types')
          .values({ id, parent_id: null, root: Number(root), title: JSON.stringify(title), sort: index })
          .execute();
        for (const [childIndex, [childId, childTitle]] of children.entries()) {
          await trx
            .insertInto('goods_types')
            .values({ id: childId, parent_id: id, root: Number(root), title: JSON.stringify(childTitle), sort: childIndex })
            .execute();
        }
      }
    }
  });
  await seedCatalogueOnce(db, log, files);
  await seedFreight(db, log);
  await storePictures(db, log, files, true);
  log?.info('demo marketplace seeded');
  return true;
}

/** The freight table's first figures (api/content/freight/seed-rates.json), when it has none. */
async function seedFreight(db: Db, log: FastifyBaseLogger | undefined) {
  const figures = await seedFreightRates(db);
  if (figures) log?.info({ figures }, 'freight table seeded');
}

/** Draws the pictures the seeded rows point at into the file store, where the server serves them from (seed/art.ts). */
async function storePictures(db: Db, log: FastifyBaseLogger | undefined, files: FilesFor | null, recheck: boolean) {
  if (!files) return;
  const stored = await storeArt(db, files(db), recheck);
  if (stored) log?.info(stored, 'demo pictures stored');
}

async function seedCatalogueOnce(db: Db, log: FastifyBaseLogger | undefined, files: FilesFor | null) {
  const id = async (phone: string) => (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const [buyer, seller, broker] = [await id(DEMO_ACCOUNTS[0].phone), await id(DEMO_ACCOUNTS[1].phone), await id(DEMO_ACCOUNTS[2].phone)];
  const count = await db.transaction().execute(async (trx) => {
    const goods = await seedCatalogue(trx, seller);
    await seedCommunity(trx, buyer, broker, seller);
    await seedTrade(trx, { buyer, seller, broker }, files);
    await seedOperations(trx, { seller }, files);
    return goods;
  });
  log?.info({ goods: count }, 'demo catalogue and community seeded');
}
