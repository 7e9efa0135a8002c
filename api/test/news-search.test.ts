import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { build, post } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await build());
});
afterAll(async () => close());

interface Listed {
  result: number;
  code?: string;
  total: number;
  list: Array<{ id: number; title: string; columnId: number }>;
  search?: { setAside: string[]; didYouMean: Array<{ keyword: string; total: number }> };
}

const news = async (body: Record<string, unknown>) => (await post(app, '/api/siteNews/list', { siteid: 3, showLanguage: 'english', everyNumber: 50, ...body })).body as Listed;

/** The column of the technology site's first article whose English title has the word. */
async function columnWith(word: string): Promise<{ id: number; columnId: number }> {
  const row = await sql<{ id: number; column_id: number }>`
    select id, column_id from site_news where siteid = 3 and title ->> 'english' ~* ${`\\m${word}`} order by id limit 1`.execute(app.db);
  return { id: row.rows[0]!.id, columnId: row.rows[0]!.column_id };
}

describe('searching the news by title', () => {
  it('finds an article by a word of its title and says how the keyword was read', async () => {
    const shrimp = await columnWith('shrimp');
    const found = await news({ title: 'Shrimp' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.map((n) => n.id)).toContain(shrimp.id);
    expect(found.list.every((n) => /shrimp/i.test(n.title))).toBe(true);
    expect(found.search).toEqual({ setAside: [], didYouMean: [] });
  });

  it('after no article in the column, offers nearby keywords that find some there, each with what it opens', async () => {
    const shrimp = await columnWith('shrimp');
    const cold = await columnWith('cold rooms');
    expect(cold.columnId).not.toBe(shrimp.columnId);
    // Both words are in an article of another column (the second mistyped): none in this one.
    const none = await news({ columnid: cold.columnId, title: 'cold shrmip' });
    expect(none).toMatchObject({ result: 1, total: 0, list: [] });
    expect(none.search!.didYouMean).toEqual(expect.arrayContaining([expect.objectContaining({ keyword: 'cold' })]));
    for (const nearby of none.search!.didYouMean) {
      expect(nearby.total).toBeGreaterThan(0);
      const opened = await news({ columnid: cold.columnId, title: nearby.keyword });
      expect([nearby.keyword, opened.total]).toEqual([nearby.keyword, nearby.total]);
      expect(opened.list.every((n) => n.columnId === cold.columnId)).toBe(true);
    }
    // Nothing near at all: no article, and the reply says so.
    expect(await news({ title: 'qqxxzz' })).toMatchObject({ total: 0, list: [], search: { setAside: [], didYouMean: [] } });
  });

  it('lists every article without a keyword (or a blank one), with no search help', async () => {
    const all = await news({});
    expect(all.total).toBeGreaterThan(0);
    expect(all.search).toBeUndefined();
    const blank = await news({ title: '   ' });
    expect(blank.total).toBe(all.total);
    expect(blank.search).toBeUndefined();
  });

  it('refuses a keyword longer than the schema allows, and takes one at the limit', async () => {
    expect(await news({ title: 'a'.repeat(200) })).toMatchObject({ result: 0, code: 'validation.tooLong' });
    expect(await news({ title: 'a'.repeat(100) })).toMatchObject({ result: 1, total: 0, list: [] });
  });
});
