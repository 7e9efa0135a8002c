import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { LANGUAGES, type Language } from '@puente/shared/contract';
import { matchingGoodsPage } from '../src/repositories/goods';
import { readSynonyms } from '../src/services/search/documents';
import { planSearch } from '../src/services/search/query';
import { queryWords } from '../src/services/search/text';
import judged from './search/judged-queries.json';
import longTail from './search/long-tail-queries.json';
import { build, BUYER, login, post, SELLER, SHIPPING, upload, PNG_PIXEL } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await build());
});
afterAll(async () => close());

interface Judged {
  language: Language;
  query: string;
  typo?: boolean;
  kind?: string;
  order?: 'priceAsc';
  expect: { categories?: number[]; nameIncludes?: string[] };
  first?: { nameIncludes: string[] };
}

interface VisibleGoods {
  id: number;
  category_id: number;
  english: string;
}

async function visibleGoods(): Promise<VisibleGoods[]> {
  const rows = await sql<VisibleGoods>`
    select id, category_id, name ->> 'english' as english from goods
    where audit_status = '1000' and putaway and deleted_at is null`.execute(app.db);
  return rows.rows;
}

const includesAny = (name: string, parts: string[]) => parts.some((part) => name.toLowerCase().includes(part.toLowerCase()));

function relevantTo(goods: VisibleGoods[], query: Judged): Set<number> {
  const { categories, nameIncludes } = query.expect;
  return new Set(goods.filter((g) => (!categories || categories.includes(g.category_id)) && (!nameIncludes || includesAny(g.english, nameIncludes))).map((g) => g.id));
}

async function search(keyword: string, language: Language, extra: Record<string, unknown> = {}) {
  return (await post(app, '/api/goods/list', { keyword, showLanguage: language, everyNumber: 200, ...extra })).body;
}

describe('the judged query set', () => {
  it('finds what buyers type in four languages: no query without results, recall ≥ 0.95, precision of the first ten ≥ 0.9', async () => {
    const queries = (judged as { queries: Judged[] }).queries;
    const goods = await visibleGoods();
    const byId = new Map(goods.map((g) => [g.id, g]));
    const misses: string[] = [];
    let zero = 0;
    let recallSum = 0;
    let precisionSum = 0;
    for (const query of queries) {
      const relevant = relevantTo(goods, query);
      expect(relevant.size).toBeGreaterThan(0);
      const body = await search(query.query, query.language);
      expect(body.result).toBe(1);
      const ids = (body.list as Array<{ id: number }>).map((g) => g.id);
      if (!ids.length) zero += 1;
      const recall = [...relevant].filter((id) => ids.includes(id)).length / relevant.size;
      const firstTen = ids.slice(0, 10);
      const precision = firstTen.length ? firstTen.filter((id) => relevant.has(id)).length / firstTen.length : 0;
      recallSum += recall;
      precisionSum += precision;
      if (recall < 1 || precision < 1) misses.push(`${query.language} "${query.query}": recall ${recall.toFixed(2)}, precision@10 ${precision.toFixed(2)}`);
      if (query.first && ids.length)
        expect([query.query, byId.get(ids[0]!)?.english]).toEqual([query.query, expect.stringMatching(new RegExp(query.first.nameIncludes.join('|'), 'i'))]);
    }
    const recall = recallSum / queries.length;
    const precision = precisionSum / queries.length;
    const perLanguage = LANGUAGES.map((language) => `${language} ${queries.filter((q) => q.language === language).length}`).join(', ');
    console.log(
      [
        `judged queries: ${queries.length} (${perLanguage}; ${queries.filter((q) => q.typo).length} with typos)`,
        `zero-result queries: ${zero}`,
        `mean recall: ${recall.toFixed(3)}`,
        `mean precision@10: ${precision.toFixed(3)}`,
        ...misses.map((miss) => `  below 1: ${miss}`),
      ].join('\n'),
    );
    expect(queries.length).toBeGreaterThanOrEqual(60);
    for (const language of LANGUAGES) expect(queries.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(12);
    expect(zero).toBe(0);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the long-tail set: queries as buyers phrase them', () => {
  it('finds goods for words around the thing wanted (qualifiers, shopping words, sizes, typos, mixed languages): no result for at most 1 %, recall ≥ 0.9, precision of the first ten ≥ 0.8, the cheapest first when asked', async () => {
    const queries = (longTail as { queries: Judged[] }).queries;
    const goods = await visibleGoods();
    const byId = new Map(goods.map((g) => [g.id, g]));
    type Tally = { n: number; zero: number; recall: number; precision: number; first: number; firstAsked: number };
    const tallies = new Map<string, Tally>();
    const tally = (key: string) => tallies.get(key) ?? tallies.set(key, { n: 0, zero: 0, recall: 0, precision: 0, first: 0, firstAsked: 0 }).get(key)!;
    const misses: string[] = [];
    const unsorted: string[] = [];
    for (const query of queries) {
      const relevant = relevantTo(goods, query);
      expect([query.query, relevant.size > 0]).toEqual([query.query, true]);
      const body = await search(query.query, query.language);
      expect(body.result).toBe(1);
      const list = body.list as Array<{ id: number; price: { amount: number; currency: string } }>;
      const ids = list.map((g) => g.id);
      const recall = [...relevant].filter((id) => ids.includes(id)).length / relevant.size;
      const firstTen = ids.slice(0, 10);
      const precision = firstTen.length ? firstTen.filter((id) => relevant.has(id)).length / firstTen.length : 0;
      const firstRight = query.first && ids.length ? includesAny(byId.get(ids[0]!)?.english ?? '', query.first.nameIncludes) : false;
      for (const key of ['all', query.language, `kind ${query.kind}`]) {
        const t = tally(key);
        t.n += 1;
        t.zero += ids.length ? 0 : 1;
        t.recall += recall;
        t.precision += precision;
        if (query.first) {
          t.firstAsked += 1;
          t.first += firstRight ? 1 : 0;
        }
      }
      if (recall < 1 || precision < 0.8)
        misses.push(
          `${query.language} "${query.query}": ${ids.length} found, recall ${recall.toFixed(2)}, precision@10 ${precision.toFixed(2)}${body.search?.setAside?.length ? ` (set aside: ${body.search.setAside.join(', ')})` : ''}`,
        );
      if (query.order === 'priceAsc') {
        expect([query.query, body.search?.cheapestFirst]).toEqual([query.query, true]);
        const usd = await sql<{ id: number; price: number }>`select id, price_usd_minor as price from goods where id = any(${`{${ids.join(',')}}`}::int[])`.execute(app.db);
        const priceOf = new Map(usd.rows.map((row) => [row.id, Number(row.price)]));
        const prices = ids.map((id) => priceOf.get(id)!);
        if (prices.some((price, i) => i > 0 && price < prices[i - 1]!)) unsorted.push(query.query);
      }
    }
    const line = (key: string, t: Tally) =>
      `  ${key}: ${t.n} queries, no result ${t.zero} (${((100 * t.zero) / t.n).toFixed(1)} %), recall ${(t.recall / t.n).toFixed(3)}, precision@10 ${(t.precision / t.n).toFixed(3)}${t.firstAsked ? `, size asked first ${t.first}/${t.firstAsked}` : ''}`;
    console.log(['long-tail queries:', ...[...tallies].map(([key, t]) => line(key, t)), ...misses.map((miss) => `  below: ${miss}`)].join('\n'));
    const all = tallies.get('all')!;
    expect(all.n).toBeGreaterThanOrEqual(100);
    for (const language of LANGUAGES) expect(tallies.get(language)!.n).toBeGreaterThanOrEqual(25);
    expect(all.zero / all.n).toBeLessThanOrEqual(0.01);
    expect(all.recall / all.n).toBeGreaterThanOrEqual(0.9);
    expect(all.precision / all.n).toBeGreaterThanOrEqual(0.8);
    expect(unsorted).toEqual([]);
  });

  it('says what it set aside and why the list is cheapest first, in the reply', async () => {
    const cheap = await search('celular 5g barato', 'spanish', { everyNumber: 10 });
    expect(cheap.search).toMatchObject({ cheapestFirst: true });
    expect(cheap.list.length).toBeGreaterThan(0);
    const home = await search('paneles solares para casa', 'spanish', { everyNumber: 10 });
    expect(home.search.setAside).toEqual(['casa']);
    expect(home.list[0].name).toMatch(/solar/i);
    const wholesale = await search('buy air conditioner wholesale', 'english', { everyNumber: 10 });
    expect(wholesale.search.setAside).toEqual(expect.arrayContaining(['buy', 'wholesale']));
    expect(wholesale.list.every((g: { name: string }) => /air condition/i.test(g.name))).toBe(true);
    // A chosen order stands: "barato" sorted newest stays newest.
    expect((await search('celular barato', 'spanish', { sort: 'newest' })).search.cheapestFirst).toBe(true);
  });
});

describe('one search box, one meaning', () => {
  it('searches the whole catalogue unless a source is chosen, and the suggestions count the goods the list shows', async () => {
    for (const [keyword, language, source] of [
      ['paneles solares', 'spanish', 'industry'],
      ['café', 'spanish', 'industry'],
      ['painel solar', 'portuguese', 'industry'],
      ['celular', 'spanish', 'china'],
      ['solar panels for home', 'english', 'industry'],
    ] as const) {
      // The header's search names no source: the goods come from wherever they are.
      const all = await search(keyword, language);
      const inSource = await search(keyword, language, { source });
      expect([keyword, all.total]).toEqual([keyword, inSource.total]);
      expect(all.total).toBeGreaterThan(0);
      expect(all.list.every((g: { source: string }) => g.source === source)).toBe(true);
      const suggested = (await post(app, '/api/goods/suggest', { keyword, showLanguage: language })).body;
      for (const category of suggested.categories as Array<{ id: number; total: number }>) {
        const listed = await search(keyword, language, { categoryId: category.id, everyNumber: 1 });
        expect([keyword, category.id, category.total]).toEqual([keyword, category.id, listed.total]);
      }
    }
  });
});

describe('the synonym table', () => {
  it('gives every kind of goods its everyday names in four languages, and each name finds goods of its kind', async () => {
    const groups = readSynonyms();
    const goods = await visibleGoods();
    const covered = new Set<number>();
    for (const group of groups) {
      const applied = await sql<{ id: number }>`
        select g.id from goods g, search_synonyms s
        where s.id = ${group.id} and g.category_id = any(s.categories) and (s.match is null or puente_lang_doc(g.name, 'A') @@ s.match)`.execute(app.db);
      const ids = new Set(applied.rows.map((row) => row.id));
      // A group whose phrases match no goods of its categories would add nothing.
      expect([group.id, ids.size > 0]).toEqual([group.id, true]);
      for (const id of ids) covered.add(id);
      // Each term, read as a buyer's query, finds goods of the group (one statement per group).
      const terms = LANGUAGES.flatMap((language) => group.terms[language]).map((term) => ({ term, words: queryWords(term).words.map((word) => [word]) }));
      const found = await sql<{ term: string; hits: number }>`
        select t ->> 'term' as term, (select count(*) from goods g where g.id = any(${`{${[...ids].join(',')}}`}::int[]) and g.search_main @@ puente_query(t -> 'words'))::int as hits
        from jsonb_array_elements(${JSON.stringify(terms)}::jsonb) as t`.execute(app.db);
      expect(found.rows.filter((row) => row.hits === 0).map((row) => `${group.id}: ${row.term}`)).toEqual([]);
    }
    const uncovered = goods.filter((g) => !covered.has(g.id)).map((g) => g.english);
    expect(uncovered).toEqual([]);
  });

  it('refuses a table with a group that has no terms in a language, or an id used twice', () => {
    const group = {
      id: 'kettle',
      categories: [2301],
      when: ['kettle'],
      terms: { english: ['kettle'], spanish: ['hervidor'], portuguese: ['chaleira'], chinese_simplified: ['电水壶'] },
    };
    expect(readSynonyms(JSON.stringify({ groups: [group] }))).toHaveLength(1);
    expect(() => readSynonyms(JSON.stringify({ groups: [{ ...group, terms: { ...group.terms, portuguese: [] } }] }))).toThrow(/no portuguese terms/);
    expect(() => readSynonyms(JSON.stringify({ groups: [group, group] }))).toThrow(/not unique/);
  });
});

describe('reading a query', () => {
  it('matches plurals, accents and other languages: a Spanish reader typing "laptop" finds laptops', async () => {
    const laptops = await search('laptop', 'spanish');
    expect(laptops.total).toBe(3);
    expect(laptops.list[0].name).toMatch(/Portátil/);
    for (const keyword of ['laptops', 'LAPTOPS', 'notebooks', '笔记本电脑']) expect((await search(keyword, 'portuguese')).total).toBe(3);
    expect((await search('cafe', 'english')).total).toBe((await search('café', 'english')).total);
    expect((await search('telefono', 'spanish')).list.map((g: { id: number }) => g.id)).toEqual((await search('teléfono', 'spanish')).list.map((g: { id: number }) => g.id));
  });

  it('corrects one or two wrong letters and says what it searched', async () => {
    const typo = await search('soalr panel', 'english');
    expect(typo.total).toBe(3);
    expect(typo.search).toEqual({ corrected: 'solar panel', setAside: [], cheapestFirst: false, didYouMean: [], categories: [] });
    expect((await search('impreosra', 'spanish')).list[0].name).toMatch(/Impresora/);
    // A word as typed ranks above one only a correction found.
    expect((await search('solar', 'english')).search.corrected).toBeNull();
  });

  it('needs every word, in any order, and ranks the size asked for first', async () => {
    const both = await search('colombia coffee', 'english');
    expect(both.list.map((g: { name: string }) => g.name)).toEqual(['Green arabica coffee from Colombia']);
    const sized = await search('aire acondicionado 18000 BTU', 'spanish');
    expect(sized.total).toBe(4);
    expect(sized.list[0].name).toMatch(/18000 BTU/);
    expect((await search('512 GB', 'english')).list.every((g: { name: string }) => g.name.includes('512 GB'))).toBe(true);
  });

  it('reads names of people and companies as written: "solar" does not find the pineapples of a seller named Solís, and his name does', async () => {
    const names = (body: Record<string, any>) => (body.list as Array<{ name: string }>).map((g) => g.name);
    for (const language of ['english', 'spanish', 'portuguese'] as const) {
      const solar = await search('solar', language, { sort: 'priceAsc' });
      expect(solar.total).toBeGreaterThan(0);
      expect(names(solar).filter((name) => /pineapple|piña|abacaxi/i.test(name))).toEqual([]);
    }
    expect(names(await search('Solís', 'english')).some((name) => /pineapple/i.test(name))).toBe(true);
  });
  it('keeps the other sorts and the filters over the matched goods', async () => {
    const relevant = await search('coffee', 'english');
    const cheapest = await search('coffee', 'english', { sort: 'priceAsc' });
    expect(new Set(cheapest.list.map((g: { id: number }) => g.id))).toEqual(new Set(relevant.list.map((g: { id: number }) => g.id)));
    const prices = cheapest.list.map((g: { price: { showAmount: number } }) => g.price.showAmount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await search('coffee', 'english', { countryCode: 'CO' })).total).toBe(1);
    expect((await search('coffee', 'english', { categoryId: 3005 })).total).toBe(relevant.total);
    expect((await search('coffee', 'english', { categoryId: 2001 })).total).toBe(0);
    expect((await search('smartphone', 'english', { source: 'industry' })).total).toBe(0);
  });

  it('pages through every match once, in each order, past the matches ranked by relevance too', async () => {
    const plan = (await planSearch(app.db, 'goods', 'china', { language: 'english' }))!;
    const filter = { onSale: true };
    const { total } = await matchingGoodsPage(app.db, filter, plan, 'relevant', 'english', { currentPage: 1, everyNumber: 1 });
    expect(total).toBeGreaterThan(40);
    for (const sort of ['relevant', 'priceAsc', 'newest']) {
      const seen: number[] = [];
      for (let currentPage = 1; seen.length < total; currentPage += 1) {
        // A ranked window of 25 and pages of 10: the third page runs past it.
        const page = await matchingGoodsPage(app.db, filter, plan, sort, 'english', { currentPage, everyNumber: 10 }, 25);
        expect(page.total).toBe(total);
        expect(page.rows.length).toBeGreaterThan(0);
        seen.push(...page.rows.map((g) => g.id));
      }
      expect([sort, seen.length, new Set(seen).size]).toEqual([sort, total, total]);
    }
    // Past the ranked window, by sales.
    const sales = new Map((await sql<{ id: number; sales: string }>`select id, sales from goods`.execute(app.db)).rows.map((row) => [row.id, Number(row.sales)]));
    const past = (await matchingGoodsPage(app.db, filter, plan, 'relevant', 'english', { currentPage: 2, everyNumber: 20 }, 20)).rows.map((g) => sales.get(g.id)!);
    expect(past).toEqual([...past].sort((a, b) => b - a));
  });

  it('leaves out a word that finds nothing with the others, never the thing wanted, and says so', async () => {
    const bananas = await search('solar bananas', 'english');
    expect(bananas.total).toBeGreaterThan(0);
    expect(bananas.list.every((g: { name: string }) => /banana/i.test(g.name))).toBe(true);
    expect(bananas.search.setAside).toEqual(['solar']);
    // Spanish names the thing first: "plátanos solares" keeps the bananas too.
    expect((await search('platanos solares', 'spanish')).search.setAside).toEqual(['solares']);
  });

  it('after no result, offers nearby keywords that find goods and the categories', async () => {
    const none = await search('solar bananas', 'english', { source: 'china' });
    expect(none.total).toBe(0);
    expect(none.search.didYouMean[0]).toMatchObject({ keyword: 'solar bananas', source: 'industry' });
    const nothing = await search('qqxxzz', 'spanish');
    expect(nothing.total).toBe(0);
    expect(nothing.search.categories.length).toBeGreaterThan(3);
    expect(nothing.search.categories[0].title).toBe('Alimentos y agricultura');
  });

  it('answers any input without a server error', async () => {
    for (const keyword of ['%', '_', "'", '\\', 'a & b | !c', '*:*', '<->', '(', 'de la', '😀', '1e9999', 'x'.repeat(100)]) {
      const { status, body } = await post(app, '/api/goods/list', { keyword });
      expect([keyword, status, body.result]).toEqual([keyword, 200, 1]);
    }
  });
});

describe('a write is seen by the next search', () => {
  it('finds a seller’s new goods by their words, and no longer by a name they dropped', async () => {
    const { app: own, close: closeOwn } = await build({ autoApprove: true });
    try {
      const seller = await login(own, SELLER);
      const image = (await upload(own, PNG_PIXEL, 'photo.png', seller)).url as string;
      const goods = {
        categoryId: 2301,
        name: { english: 'Gooseneck electric kettle, 1.2 L', spanish: 'Hervidor eléctrico cuello de cisne, 1,2 L' },
        description: { english: 'Temperature control for pour-over coffee.' },
        images: [image],
        price: 14.5,
        currency: 'USD',
        unit: 'pieces',
        minOrder: 50,
        stock: 5000,
        tradeTerms: ['FOB'],
        shipping: { ...SHIPPING, hsCode: '851610', cartonUnits: 6, cartonWeightKg: 7.8, cartonVolumeM3: 0.048, shipFrom: 'CNNGB' },
      };
      const saved = await post(own, '/api/goods/save', goods, seller);
      const id = saved.body.data.id as number;
      const find = async (keyword: string) => ((await post(own, '/api/goods/list', { keyword, everyNumber: 50 })).body.list as Array<{ id: number }>).map((g) => g.id);
      expect(await find('kettles')).toContain(id);
      expect(await find('hervidores')).toContain(id);
      await post(own, '/api/goods/save', { ...goods, id, name: { english: 'Gooseneck electric boiler, 1.2 L' } }, seller);
      expect(await find('kettle')).not.toContain(id);
      expect(await find('boiler')).toContain(id);
      // A buyer never finds goods off the shelf; their seller still does in their own list.
      await post(own, '/api/goods/updatePutaway', { id, putaway: false }, seller);
      expect(await find('boiler')).not.toContain(id);
      const mine = (await post(own, '/api/goods/myProductList', { keyword: 'boilers', everyNumber: 50 }, seller)).body.list as Array<{ id: number }>;
      expect(mine.map((g) => g.id)).toEqual([id]);
      // The shelf a buyer's list reads its matches from holds the goods on sale as they are now, and no other.
      await post(own, '/api/goods/updatePutaway', { id, putaway: true }, seller);
      await post(own, '/api/goods/save', { ...goods, id, price: 9.25, name: { english: 'Gooseneck electric boiler, 1.2 L' } }, seller);
      const shelf = sql`select id, seller_id, root, category_id, brand_id, country_code, sales, price_usd_minor, created_at, weight, search_main::text from goods_shelf`;
      const onSale = sql`select id, seller_id, root, category_id, brand_id, country_code, sales, price_usd_minor, created_at, weight, strip(search_main)::text
        from goods where deleted_at is null and audit_status = '1000' and putaway`;
      const drift = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from ((${shelf} except ${onSale}) union all (${onSale} except ${shelf})) as d`.execute(own.db)).rows[0]!.n;
      expect(await sql<{ price_usd_minor: number }>`select price_usd_minor::int from goods_shelf where id = ${id}`.execute(own.db)).toMatchObject({
        rows: [{ price_usd_minor: 925 }],
      });
      expect(await drift()).toBe(0);
      await post(own, '/api/goods/delete', { id }, seller);
      expect(await find('boiler')).not.toContain(id);
      expect(await sql`select id from goods_shelf where id = ${id}`.execute(own.db)).toMatchObject({ rows: [] });
      expect(await drift()).toBe(0);
    } finally {
      await closeOwn();
    }
  });
});

describe('suggestions as a buyer types', () => {
  it('suggests goods, categories and brands for the start of a word, in the reader’s language', async () => {
    const { body } = await post(app, '/api/goods/suggest', { keyword: 'telef', showLanguage: 'spanish' });
    expect(body.goods.length).toBeGreaterThan(0);
    expect(body.goods[0].name).toMatch(/Teléfono/);
    expect(body.categories[0]).toMatchObject({ id: 2101, title: 'Teléfonos inteligentes' });
    expect(body.brands.map((b: { name: string }) => b.name)).toContain('Haiqiao');
    const chinese = await post(app, '/api/goods/suggest', { keyword: '手', showLanguage: 'chinese_simplified' });
    expect(chinese.body.goods[0].name).toMatch(/手机/);
    expect((await post(app, '/api/goods/suggest', { keyword: 'qqxxzz' })).body).toMatchObject({ goods: [], categories: [], brands: [] });
  });

  it('refuses an empty or overlong keyword with a message', async () => {
    const empty = await post(app, '/api/goods/suggest', { keyword: '  ' });
    expect(empty.body.result).toBe(0);
    expect(empty.body.field).toBe('keyword');
    expect((await post(app, '/api/goods/suggest', { keyword: 'x'.repeat(500) })).body.result).toBe(0);
  });
});

describe('search is served from indexes', () => {
  async function plan(statement: ReturnType<typeof sql>): Promise<string> {
    // With a few hundred rows the planner prefers a scan; forbidding it shows the index fits the query.
    const rows = await app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(trx);
    });
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('matches goods, requirements and articles by their full-text indexes, and corrects words by the trigram index', async () => {
    const terms = JSON.stringify([['solar'], ['panel']]);
    expect(await plan(sql`select id from goods g where g.search_main @@ puente_query(${terms}::jsonb, false)`)).toMatch(/goods_search_main_idx/);
    expect(await plan(sql`select id from goods g where g.search_doc @@ puente_query(${terms}::jsonb, false)`)).toMatch(/goods_search_doc_idx/);
    expect(await plan(sql`select id from goods_shelf g where g.search_main @@ puente_query(${terms}::jsonb, false)`)).toMatch(/goods_shelf_search_main_idx/);
    expect(await plan(sql`select id from requirements r where r.search_main @@ puente_query(${terms}::jsonb, false)`)).toMatch(/requirements_search_main_idx/);
    expect(await plan(sql`select id from site_news n where n.search_main @@ puente_query(${terms}::jsonb, false)`)).toMatch(/site_news_search_main_idx/);
    expect(await plan(sql`select word from search_words order by word <-> ${'soalr'} limit 24`)).toMatch(/search_words_trgm_idx/);
  });
});

describe('buyers and sellers', () => {
  it('lets anyone search without a session, and a seller’s own list needs one', async () => {
    expect((await post(app, '/api/goods/list', { keyword: 'rum' })).body.total).toBeGreaterThan(0);
    expect((await post(app, '/api/goods/myProductList', { keyword: 'rum' })).body.result).toBe(2);
    const buyer = await login(app, BUYER);
    // A buyer has no goods of their own: their list is empty whatever they type.
    expect((await post(app, '/api/goods/myProductList', { keyword: 'smartphone' }, buyer)).body).toMatchObject({ list: [], total: 0 });
  });
});

describe('requirements and news are searched the same way', () => {
  /** A word with two neighbouring letters swapped, as a hurried thumb types it. */
  const swapped = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

  it('finds an open requirement by a word of its title mistyped, and in another language', async () => {
    const row = await sql<{ id: number; title: string }>`select id, title from requirements where status = 'open' and title ~ '[A-Za-z]{6,}' order by id limit 1`.execute(app.db);
    const { id, title } = row.rows[0]!;
    const word = title.split(/[^A-Za-z]+/).sort((a, b) => b.length - a.length)[0]!;
    expect(word.length).toBeGreaterThanOrEqual(6);
    for (const [keyword, language] of [
      [word.toUpperCase(), 'english'],
      [swapped(word.toLowerCase()), 'english'],
      [word, 'spanish'],
    ] as const) {
      const { body } = await post(app, '/api/procurementRequirements/list', { keyword, showLanguage: language, everyNumber: 200 });
      expect([keyword, body.list.map((r: { id: number }) => r.id)]).toEqual([keyword, expect.arrayContaining([id])]);
    }
    expect((await post(app, '/api/procurementRequirements/list', { keyword: 'qqxxzz' })).body).toMatchObject({ list: [], total: 0 });
  });

  it('reads a requirement search as the goods search does, and after no result says what is near', async () => {
    for (const [keyword, language] of [
      ['painel solar', 'portuguese'],
      ['paneles solares para casa', 'spanish'],
      ['comprar solar panels', 'english'],
    ] as const) {
      const { body } = await post(app, '/api/procurementRequirements/list', { keyword, showLanguage: language, everyNumber: 50 });
      expect([keyword, body.total > 0]).toEqual([keyword, true]);
      expect([keyword, body.list.filter((r: { title: string }) => !/solar/i.test(r.title)).map((r: { title: string }) => r.title)]).toEqual([keyword, []]);
    }
    const near = (await post(app, '/api/procurementRequirements/list', { keyword: 'solar pnaels zzqqyy', showLanguage: 'english' })).body;
    expect(near.total).toBeGreaterThan(0);
    expect(near.search.setAside).toEqual(['zzqqyy']);
    // Nothing near at all: no result, and the reply says so (the page offers every requirement).
    const none = (await post(app, '/api/procurementRequirements/list', { keyword: 'qqxxzz', showLanguage: 'english' })).body;
    expect(none).toMatchObject({ total: 0, list: [], search: { didYouMean: [] } });
  });

  it('finds an article by a word of its title mistyped, best matches first', async () => {
    const row = await sql<{ id: number; siteid: number; title: string }>`select id, siteid, title ->> 'english' as title from site_news order by id limit 1`.execute(app.db);
    const { id, siteid, title } = row.rows[0]!;
    const word = title.split(/[^A-Za-z]+/).sort((a, b) => b.length - a.length)[0]!;
    const { body } = await post(app, '/api/siteNews/list', { siteid, title: swapped(word.toLowerCase()), everyNumber: 200 });
    expect(body.list.map((n: { id: number }) => n.id)).toContain(id);
    expect((await post(app, '/api/siteNews/list', { siteid, title: 'qqxxzz' })).body).toMatchObject({ list: [], total: 0 });
  });
});
