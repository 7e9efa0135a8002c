import pg from 'pg';
import { MARK, ONE_PLAN_MARK, prepareMarked } from '../src/db/prepared';

// Prepared statements are a PostgreSQL server's: PGlite ignores the mark.
const databaseUrl = process.env.DATABASE_URL;
const onServer = databaseUrl ? describe : describe.skip;

onServer('statements marked PREPARED', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    pool.on('connect', prepareMarked);
  });
  afterAll(async () => pool.end());

  const prepared = async (client: pg.PoolClient) =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map((row) => row.statement);

  it('are prepared once per connection and answer each run with its own values', async () => {
    const client = await pool.connect();
    try {
      const text = `${MARK}select $1::int * 2 as doubled`;
      const answers = [];
      for (const n of [1, 2, 3, 4, 5, 6, 7]) answers.push((await client.query(text, [n])).rows[0].doubled);
      expect(answers).toEqual([2, 4, 6, 8, 10, 12, 14]);
      expect(await prepared(client)).toEqual([text]);
      // Unmarked statements stay unnamed.
      await client.query('select $1::int as plain', [1]);
      expect(await prepared(client)).toEqual([text]);
    } finally {
      client.release();
    }
  });

  it('marked for one plan are planned once for every value, and other statements still for their own', async () => {
    const client = await pool.connect();
    try {
      const once = `${ONE_PLAN_MARK}select count(*)::int as n from generate_series(1, $1::int)`;
      const each = `${MARK}select count(*)::int as n from generate_series(1, $1::int) as g where g > 0`;
      for (const n of [1, 2, 3]) {
        expect((await client.query(once, [n])).rows[0].n).toBe(n);
        expect((await client.query(each, [n])).rows[0].n).toBe(n);
      }
      const plans = await client.query<{ statement: string; generic_plans: string; custom_plans: string }>(
        'select statement, generic_plans, custom_plans from pg_prepared_statements where statement = any($1)',
        [[once, each]],
      );
      const byText = new Map(plans.rows.map((row) => [row.statement, { generic: Number(row.generic_plans), custom: Number(row.custom_plans) }]));
      expect(byText.get(once)).toEqual({ generic: 3, custom: 0 });
      expect(byText.get(each)).toEqual({ generic: 0, custom: 3 });
      // Unmarked statements choose their plans as the server does by default.
      expect((await client.query('select current_setting($1) as mode', ['plan_cache_mode'])).rows[0].mode).toBe('auto');
    } finally {
      client.release();
    }
  });

  it('keep at most 200 on a connection: further texts run unprepared, and still answer', async () => {
    const client = await pool.connect();
    try {
      for (let i = 0; i < 205; i += 1) expect((await client.query(`${MARK}select $1::int + ${i} as n`, [1])).rows[0].n).toBe(1 + i);
      expect((await prepared(client)).length).toBe(200);
    } finally {
      client.release();
    }
  });

  it('report a statement’s error to its caller, and the connection goes on', async () => {
    const client = await pool.connect();
    try {
      await expect(client.query(`${MARK}select 1 / $1::int`, [0])).rejects.toThrow(/division by zero/);
      expect((await client.query(`${MARK}select 1 / $1::int as q`, [1])).rows[0].q).toBe(1);
    } finally {
      client.release();
    }
  });
});
