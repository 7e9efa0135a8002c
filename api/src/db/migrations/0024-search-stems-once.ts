import { sql, type Kysely } from 'kysely';

/**
 * A query's word names each of its stems once. "module" is stemmed "modul" in English, Spanish
 * and Portuguese alike; the word's query was `'modul' | 'modul' | 'modul' | 'module'`, and a text
 * index reads a stem's entries once for every time the query names it. Now it is
 * `'modul' | 'module'`: the same goods match, and rank the same (ranking counts each stem once),
 * for fewer entries read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function puente_word_query(word text) returns tsquery language plpgsql stable parallel safe as $$
    declare
      w text := rtrim(puente_norm(word), '*');
      typing boolean := right(word, 1) = '*';
      e tsquery;
      s tsquery;
      p tsquery;
      m tsquery;
      whole tsquery;
    begin
      if w = '' then return null; end if;
      if w ~ '[\u3400-\u4dbf\u4e00-\u9fff]' then
        if length(w) = 1 then return plainto_tsquery('simple', w); end if;
        return plainto_tsquery('simple', (select string_agg(substr(w, i, 2), ' ') from generate_series(1, length(w) - 1) as i));
      end if;
      e := plainto_tsquery('english', w);
      s := plainto_tsquery('spanish', w);
      p := plainto_tsquery('portuguese', w);
      if numnode(e) > 0 and numnode(s) > 0 and numnode(p) > 0 then
        m := plainto_tsquery('simple', w);
        -- Each language's stem, and the word as written, once.
        whole := e;
        if s <> e then whole := whole || s; end if;
        if p <> e and p <> s then whole := whole || p; end if;
        if m <> e and m <> s and m <> p then whole := whole || m; end if;
      end if;
      -- The word being typed (a suggestion's last word): also any word it begins.
      if typing and w ~ '^[a-z0-9]+$' then
        return case when whole is null then to_tsquery('simple', w || ':*') else whole || to_tsquery('simple', w || ':*') end;
      end if;
      return whole;
    end $$`.execute(db);
}

/** The word's query as migration 0011 made it: every language's stem, repeated or not. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function puente_word_query(word text) returns tsquery language plpgsql stable parallel safe as $$
    declare
      w text := rtrim(puente_norm(word), '*');
      typing boolean := right(word, 1) = '*';
      e tsquery;
      s tsquery;
      p tsquery;
      whole tsquery;
    begin
      if w = '' then return null; end if;
      if w ~ '[\u3400-\u4dbf\u4e00-\u9fff]' then
        if length(w) = 1 then return plainto_tsquery('simple', w); end if;
        return plainto_tsquery('simple', (select string_agg(substr(w, i, 2), ' ') from generate_series(1, length(w) - 1) as i));
      end if;
      e := plainto_tsquery('english', w);
      s := plainto_tsquery('spanish', w);
      p := plainto_tsquery('portuguese', w);
      if numnode(e) > 0 and numnode(s) > 0 and numnode(p) > 0 then whole := e || s || p || plainto_tsquery('simple', w); end if;
      -- The word being typed (a suggestion's last word): also any word it begins.
      if typing and w ~ '^[a-z0-9]+$' then
        return case when whole is null then to_tsquery('simple', w || ':*') else whole || to_tsquery('simple', w || ':*') end;
      end if;
      return whole;
    end $$`.execute(db);
}
