import { sql, type Kysely } from 'kysely';

/**
 * What a landed-cost estimate reads of goods: the HS subheading (six digits, "841510"), how they
 * are packed (units per carton or package, the carton's gross weight in grams and its volume in
 * cm³) and the port they leave from (a UN/LOCODE).
 *
 * Goods saved before carry none of it, so they are given the figures of their kind: the goods of a
 * category are told apart by words of their names where a category holds several kinds (bananas and
 * cherries are both fresh fruit), else the category's usual goods stand in. Goods from China ship
 * from the port of the city their brand's factory is in, else of their seller's city, else of the
 * region their category's makers cluster in; goods of a seller abroad from their country's main port. The lists below are this migration's own:
 * later changes to the catalogue or the ports do not change what it did.
 */

/** HS code, units per carton, carton gross weight (g), carton volume (cm³). */
type Packing = readonly [hs: string, units: number, grams: number, cm3: number];

/** Kinds told apart by the words of their names (English or Chinese), within their categories. */
const BY_NAME: ReadonlyArray<readonly [categories: readonly number[], words: readonly string[], packing: Packing]> = [
  [[2102], ['tablet', '平板'], ['847130', 20, 12_000, 50_000]],
  [[2103], ['tv', 'television', '电视'], ['852872', 1, 17_000, 170_000]],
  [[2103], ['headphone', '头戴'], ['851830', 20, 9_500, 70_000]],
  [[2103], ['earbud', '耳机'], ['851830', 100, 9_000, 45_000]],
  [[2201], ['van', 'pickup', '货车', '皮卡'], ['870460', 1, 2_100_000, 17_000_000]],
  [[2202], ['moped', '摩托'], ['871160', 1, 90_000, 550_000]],
  [[2202], ['cargo', '货运'], ['871160', 1, 55_000, 600_000]],
  [[2203], ['brake', '刹车'], ['870830', 20, 22_000, 28_000]],
  [[2203], ['bulb', 'lamp', '灯'], ['853952', 100, 11_000, 50_000]],
  [[2301], ['microwave', '微波'], ['851650', 1, 13_500, 75_000]],
  [[2301], ['fan', '风扇'], ['841451', 1, 6_000, 50_000]],
  [[2401], ['knit', '针织'], ['600632', 100, 28_000, 160_000]],
  [[2402], ['vest', '背心', '马甲'], ['611430', 200, 21_000, 70_000]],
  [[3101], ['loader', '装载机'], ['842951', 1, 14_000_000, 64_000_000]],
  [[3102], ['laser', '激光'], ['845611', 1, 3_800_000, 23_000_000]],
  [[3103], ['marine', '船用'], ['840810', 1, 850_000, 1_400_000]],
  [[3201], ['street light', '路灯'], ['940541', 1, 11_000, 45_000]],
  [[3202], ['inverter', '逆变器'], ['850440', 1, 24_000, 75_000]],
  [[3301], ['rebar', '螺纹钢'], ['721420', 2, 2_005_000, 600_000]],
  [[3301], ['roof', '瓦楞', '屋面'], ['721041', 2, 2_020_000, 1_200_000]],
  [[3302], ['pipe', '管'], ['391723', 120, 276_000, 1_350_000]],
  [[3401], ['copier', '复印'], ['844331', 1, 75_000, 700_000]],
  [[3401], ['toner', '硒鼓', '墨粉'], ['844399', 20, 17_000, 55_000]],
  [[3501], ['cocoa', '可可'], ['180100', 1, 1_016_000, 1_850_000]],
  [[3501], ['mate', '马黛'], ['090300', 1, 1_012_000, 3_000_000]],
  [[3502], ['banana', '香蕉'], ['080390', 1, 19_500, 50_000]],
  [[3502], ['avocado', '牛油果'], ['080440', 1, 4_500, 11_000]],
  [[3502], ['mango', '芒果'], ['080450', 1, 4_400, 11_000]],
  [[3502], ['pineapple', '菠萝'], ['080430', 1, 13_000, 40_000]],
  [[3502], ['cherr', '樱桃', '车厘子'], ['080929', 1, 5_500, 12_000]],
  [[3502], ['blueberr', '蓝莓'], ['081040', 1, 1_800, 9_000]],
  [[3502], ['grape', '葡萄'], ['080610', 1, 9_000, 26_000]],
  [[3502], ['lime', '青柠'], ['080550', 1, 19_000, 40_000]],
  [[3503], ['shrimp', '虾'], ['030617', 1, 1_080_000, 2_200_000]],
  [[3503], ['salmon', '三文鱼', '鲑鱼'], ['030481', 1, 1_050_000, 1_900_000]],
  [[3503], ['beef', '牛肉'], ['020230', 1, 1_040_000, 1_700_000]],
  [[3504], ['wine', '葡萄酒'], ['220421', 1, 16_000, 26_000]],
  [[3504], ['tequila', '龙舌兰'], ['220890', 1, 8_200, 14_000]],
  [[3505], ['corn', 'maize', '玉米'], ['100590', 1, 1_000_000, 1_400_000]],
  [[3505], ['quinoa', '藜麦'], ['100850', 1, 1_008_000, 1_600_000]],
  [[3505], ['sugar', '糖'], ['170114', 1, 1_000_000, 1_250_000]],
  [[3506], ['cashew', '腰果'], ['080132', 1, 1_060_000, 1_900_000]],
  [[3506], ['nutmeg', '肉豆蔻'], ['090811', 1, 1_015_000, 2_000_000]],
  [[3506], ['coconut', '椰子'], ['200989', 1, 4_600, 9_000]],
  [[3601], ['lithium', '锂'], ['283691', 1, 1_010_000, 1_500_000]],
  [[3601], ['bauxite', '铝土'], ['260600', 1, 1_000_000, 750_000]],
];

/** The usual goods of each source, for goods of a category the catalogue did not have: smartphones, solar modules. */
const PHONES: Packing = ['851713', 20, 8_200, 42_000];
const MODULES: Packing = ['854143', 31, 900_000, 3_100_000];

/** Each category's usual goods, for the goods no word told apart; a top category (and a source) stands for its first. */
const BY_CATEGORY: ReadonlyArray<readonly [categories: readonly number[], packing: Packing]> = [
  [[2101, 2001, 1980], PHONES],
  [[2102], ['847130', 5, 12_500, 60_000]],
  [[2103], ['851822', 20, 12_000, 60_000]],
  [
    [2201, 2002],
    ['870380', 1, 2_100_000, 15_200_000],
  ],
  [[2202], ['871160', 1, 17_000, 120_000]],
  [[2203], ['870899', 20, 15_000, 40_000]],
  [[2301], ['851660', 2, 12_000, 100_000]],
  [
    [2302, 2003],
    ['841510', 1, 45_000, 350_000],
  ],
  [[2303], ['841830', 1, 47_000, 700_000]],
  [
    [2401, 2004],
    ['520932', 100, 39_000, 120_000],
  ],
  [[2402], ['621132', 25, 24_000, 90_000]],
  [
    [3101, 3001],
    ['842952', 1, 2_700_000, 14_000_000],
  ],
  [[3102], ['845811', 1, 3_400_000, 10_500_000]],
  [[3103], ['850212', 1, 1_800_000, 5_500_000]],
  [[3201, 3002, 1981], MODULES],
  [[3202], ['850760', 1, 98_000, 160_000]],
  [
    [3301, 3003],
    ['720838', 22, 22_050_000, 4_500_000],
  ],
  [[3302], ['690721', 36, 817_000, 500_000]],
  [
    [3401, 3004],
    ['844332', 1, 7_800, 45_000],
  ],
  [
    [3501, 3005],
    ['090111', 1, 1_017_000, 1_450_000],
  ],
  [[3502], ['081090', 1, 10_000, 30_000]],
  [[3503], ['030489', 1, 1_050_000, 1_900_000]],
  [[3504], ['220840', 1, 7_600, 13_000]],
  [[3505], ['120190', 1, 1_000_000, 1_350_000]],
  [[3506], ['040900', 1, 1_067_000, 1_000_000]],
  [
    [3601, 3006],
    ['740311', 2, 2_005_000, 320_000],
  ],
];

/** The Chinese ports goods from China may ship from (the contract's CHINA_PORTS when this was written). */
const CHINA_PORTS = ['CNSHA', 'CNNGB', 'CNSZX', 'CNCAN', 'CNTAO', 'CNTXG', 'CNXMN'];

/** The port of a city named in a brand's factory address or a seller's company name (English or Chinese). */
const CITY_PORTS: ReadonlyArray<readonly [city: string, port: string]> = [
  ['shenzhen', 'CNSZX'],
  ['深圳', 'CNSZX'],
  ['dongguan', 'CNSZX'],
  ['东莞', 'CNSZX'],
  ['huizhou', 'CNSZX'],
  ['惠州', 'CNSZX'],
  ['guangzhou', 'CNCAN'],
  ['广州', 'CNCAN'],
  ['foshan', 'CNCAN'],
  ['佛山', 'CNCAN'],
  ['zhuhai', 'CNCAN'],
  ['珠海', 'CNCAN'],
  ['ningbo', 'CNNGB'],
  ['宁波', 'CNNGB'],
  ['hangzhou', 'CNNGB'],
  ['杭州', 'CNNGB'],
  ['shaoxing', 'CNNGB'],
  ['绍兴', 'CNNGB'],
  ['wenzhou', 'CNNGB'],
  ['温州', 'CNNGB'],
  ['rui’an', 'CNNGB'],
  ['瑞安', 'CNNGB'],
  ['yiwu', 'CNNGB'],
  ['义乌', 'CNNGB'],
  ['shanghai', 'CNSHA'],
  ['上海', 'CNSHA'],
  ['suzhou', 'CNSHA'],
  ['苏州', 'CNSHA'],
  ['wuxi', 'CNSHA'],
  ['无锡', 'CNSHA'],
  ['changzhou', 'CNSHA'],
  ['常州', 'CNSHA'],
  ['xuzhou', 'CNSHA'],
  ['徐州', 'CNSHA'],
  ['hefei', 'CNSHA'],
  ['合肥', 'CNSHA'],
  ['qingdao', 'CNTAO'],
  ['青岛', 'CNTAO'],
  ['jinan', 'CNTAO'],
  ['济南', 'CNTAO'],
  ['weifang', 'CNTAO'],
  ['潍坊', 'CNTAO'],
  ['tianjin', 'CNTXG'],
  ['天津', 'CNTXG'],
  ['tangshan', 'CNTXG'],
  ['唐山', 'CNTXG'],
  ['beijing', 'CNTXG'],
  ['北京', 'CNTXG'],
  ['xiamen', 'CNXMN'],
  ['厦门', 'CNXMN'],
  ['jinjiang', 'CNXMN'],
  ['晋江', 'CNXMN'],
  ['quanzhou', 'CNXMN'],
  ['泉州', 'CNXMN'],
];

/** Where a category's makers cluster, for goods whose seller's city says nothing. */
const CATEGORY_PORTS: ReadonlyArray<readonly [categories: readonly number[], port: string]> = [
  [[2001, 2101, 2102, 2103], 'CNSZX'],
  [[2203, 2003, 2301, 2302, 2303, 2004, 2401, 2402], 'CNNGB'],
  [[3102, 3103], 'CNTAO'],
  [[3003, 3301], 'CNTXG'],
  [[3302, 3004, 3401], 'CNCAN'],
];

/** The main port of each member country, for goods of a seller abroad; Bolivia ships through Arica. */
const COUNTRY_PORTS: Readonly<Record<string, string>> = {
  AG: 'AGSJO',
  AR: 'ARBUE',
  BB: 'BBBGI',
  BO: 'CLARI',
  BR: 'BRSSZ',
  BS: 'BSNAS',
  BZ: 'BZBZE',
  CL: 'CLSAI',
  CO: 'COCTG',
  CR: 'CRLIO',
  CU: 'CUHAV',
  DM: 'DMRSU',
  DO: 'DOCAU',
  EC: 'ECGYE',
  GD: 'GDSTG',
  GT: 'GTSTC',
  GY: 'GYGEO',
  HN: 'HNPCR',
  HT: 'HTPAP',
  JM: 'JMKIN',
  KN: 'KNBAS',
  LC: 'LCCAS',
  MX: 'MXZLO',
  NI: 'NICIO',
  PA: 'PAMIT',
  PE: 'PECLL',
  PY: 'PYASU',
  SR: 'SRPBM',
  SV: 'SVAQJ',
  TT: 'TTPOS',
  UY: 'UYMVD',
  VC: 'VCKTN',
  VE: 'VEPBL',
};

const COLUMNS = ['hs_code', 'carton_units', 'carton_weight_g', 'carton_volume_cm3', 'ship_from'] as const;

function setPacking([hs, units, grams, cm3]: Packing) {
  return sql`hs_code = ${hs}, carton_units = ${units}, carton_weight_g = ${grams}, carton_volume_cm3 = ${cm3}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('goods')
    .addColumn('hs_code', 'text')
    .addColumn('carton_units', 'integer')
    .addColumn('carton_weight_g', 'integer')
    .addColumn('carton_volume_cm3', 'integer')
    .addColumn('ship_from', 'text')
    .execute();

  for (const [categories, words, packing] of BY_NAME) {
    const names = sql.join(
      words.map((word) => sql`lower(name::text) like ${`%${word}%`}`),
      sql` or `,
    );
    await sql`update goods set ${setPacking(packing)} where hs_code is null and category_id in (${sql.join(categories)}) and (${names})`.execute(db);
  }
  for (const [categories, packing] of BY_CATEGORY) {
    await sql`update goods set ${setPacking(packing)} where hs_code is null and category_id in (${sql.join(categories)})`.execute(db);
  }
  // A category the catalogue did not have then: the usual goods of its source.
  await sql`update goods set ${setPacking(PHONES)} where hs_code is null and root = 1980`.execute(db);
  await sql`update goods set ${setPacking(MODULES)} where hs_code is null`.execute(db);

  const countries = sql.join(Object.entries(COUNTRY_PORTS).map(([country, port]) => sql`(${country}, ${port})`));
  await sql`update goods as g set ship_from = p.port from (values ${countries}) as p(country, port) where g.ship_from is null and g.country_code = p.country`.execute(db);
  const cities = sql.join(CITY_PORTS.map(([city, port], order) => sql`(${city}, ${port}, ${order})`));
  // Where the goods are made: the city of their brand's first inspected factory.
  await sql`
    update goods as g set ship_from = (
      select p.port from factory_inspections as f, (values ${cities}) as p(city, port, place)
      where f.brand_id = g.brand_id and f.deleted_at is null and lower(f.address) like '%' || p.city || '%'
      -- The longest name found: "Changzhou" holds "hangzhou".
      order by f.id, length(p.city) desc, p.place limit 1)
    where g.ship_from is null and g.country_code = 'CN' and g.brand_id is not null`.execute(db);
  // Else the city the seller's company is named after.
  await sql`
    update goods as g set ship_from = (
      select p.port from users as u, (values ${cities}) as p(city, port, place)
      where u.id = g.seller_id and lower(coalesce(u.company_name, '')) like p.city || '%' order by p.place limit 1)
    where g.ship_from is null and g.country_code = 'CN'`.execute(db);
  for (const [categories, port] of CATEGORY_PORTS) {
    await sql`update goods set ship_from = ${port} where ship_from is null and category_id in (${sql.join(categories)})`.execute(db);
  }
  await sql`update goods set ship_from = 'CNSHA' where ship_from is null`.execute(db);

  for (const column of COLUMNS)
    await db.schema
      .alterTable('goods')
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  const chinaPorts = sql.join(CHINA_PORTS.map((port) => sql.lit(port)));
  await db.schema
    .alterTable('goods')
    .addCheckConstraint('goods_hs_code_check', sql`hs_code ~ '^[0-9]{6}$' and left(hs_code, 2) <> '00'`)
    .execute();
  await db.schema
    .alterTable('goods')
    .addCheckConstraint('goods_carton_units_check', sql`carton_units between 1 and 10000`)
    .execute();
  await db.schema
    .alterTable('goods')
    .addCheckConstraint('goods_carton_weight_g_check', sql`carton_weight_g > 0 and carton_weight_g <= 30000000`)
    .execute();
  await db.schema
    .alterTable('goods')
    .addCheckConstraint('goods_carton_volume_cm3_check', sql`carton_volume_cm3 > 0 and carton_volume_cm3 <= 80000000`)
    .execute();
  // Goods from China leave from a Chinese port; goods of a seller abroad from any place with a UN/LOCODE.
  await db.schema
    .alterTable('goods')
    .addCheckConstraint('goods_ship_from_check', sql`ship_from in (${chinaPorts}) or (country_code <> 'CN' and ship_from ~ '^[A-Z]{2}[A-Z2-9]{3}$')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('goods').dropColumn(column).execute();
}
