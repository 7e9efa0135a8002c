import { sql, type Kysely } from 'kysely';

/**
 * Search in the reader's language and the others: full-text documents per row, stemmed by each
 * language's configuration (english, portuguese, spanish; Chinese as character n-grams under
 * `simple`), accent- and case-insensitive; a synonym table that adds a kind's everyday names in
 * four languages to the goods of that kind; a vocabulary of the catalogue's words for typo
 * correction by trigram distance.
 *
 * Each searchable table gets two documents: `search_main` (the names, and for goods the brand,
 * the seller, the country and the kind's synonyms) and `search_doc` (all of that with the
 * category and the description). A query is answered from `search_main` when it finds anything
 * there, which keeps "mate" from returning every coffee of the "Coffee, cocoa and mate" category.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);

  // Lower case without accents: "Teléfono" and "telefono" are one word.
  await sql`
    create function puente_norm(t text) returns text language sql stable parallel safe as
    $$ select lower(unaccent(coalesce(t, ''))) $$`.execute(db);

  // Chinese has no spaces: every run of Han characters is indexed as its characters and its
  // character pairs, so "智能手机" is found by "手机" and "智能" alike.
  await sql`
    create function puente_cjk(t text) returns text language plpgsql immutable parallel safe as $$
    declare
      han constant text := '[\u3400-\u4dbf\u4e00-\u9fff]';
      result text := '';
      c text;
      i int;
    begin
      if t is null or t !~ han then return coalesce(t, ''); end if;
      for i in 1..length(t) loop
        c := substr(t, i, 1);
        if c ~ han then
          result := result || ' ' || c;
          if substr(t, i + 1, 1) ~ han then result := result || ' ' || substr(t, i, 2); end if;
          result := result || ' ';
        else
          result := result || c;
        end if;
      end loop;
      return result;
    end $$`.execute(db);

  // A text in every language, each stemmed by its own configuration, with one weight.
  await sql`
    create function puente_lang_doc(t jsonb, w "char") returns tsvector language sql stable parallel safe as $$
      select setweight(
        to_tsvector('english', puente_cjk(puente_norm(t ->> 'english'))) ||
        to_tsvector('spanish', puente_cjk(puente_norm(t ->> 'spanish'))) ||
        to_tsvector('portuguese', puente_cjk(puente_norm(t ->> 'portuguese'))) ||
        to_tsvector('simple', puente_cjk(puente_norm(t ->> 'chinese_simplified'))),
        w)
    $$`.execute(db);

  // One word of a query, in every language: its stem in each configuration, or its character
  // pairs when it is Chinese. A word that is a stop word in any of the languages ("de", "with",
  // "para") is left out, since the documents do not hold it either.
  await sql`
    create function puente_word_query(word text) returns tsquery language plpgsql stable parallel safe as $$
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

  // A query of several terms, each a list of alternatives (a word and its corrections): every
  // term must match (or any term, for "did you mean"), any of its alternatives will do. Null
  // when no word is left to look for.
  await sql`
    create function puente_query(terms jsonb, match_any boolean default false) returns tsquery language plpgsql stable parallel safe as $$
    declare
      term jsonb;
      alternative text;
      one tsquery;
      any_of tsquery;
      result tsquery;
    begin
      for term in select jsonb_array_elements(terms) loop
        any_of := null;
        for alternative in select jsonb_array_elements_text(term) loop
          one := puente_word_query(alternative);
          if one is not null then any_of := case when any_of is null then one else any_of || one end; end if;
        end loop;
        if any_of is not null then
          result := case when result is null then any_of when match_any then result || any_of else result && any_of end;
        end if;
      end loop;
      return result;
    end $$`.execute(db);

  await db.schema
    .createTable('search_synonyms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('categories', sql`integer[]`, (c) => c.notNull())
    // Which goods of those categories are of the kind (null: all of them).
    .addColumn('match', sql`tsquery`)
    .addColumn('expansion', sql`tsvector`, (c) => c.notNull())
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .execute();

  // The everyday names of the goods' kind, for goods whose names say they are of it.
  await sql`
    create function puente_synonyms(names tsvector, category int) returns tsvector language plpgsql stable parallel safe as $$
    declare
      result tsvector := '';
      s record;
    begin
      for s in select match, expansion from search_synonyms where category = any(categories) loop
        if s.match is null or names @@ s.match then result := result || s.expansion; end if;
      end loop;
      return result;
    end $$`.execute(db);

  // The catalogue's words, for "did you mean" and typo correction (nearest by trigrams).
  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .execute();
  await sql`create index search_words_trgm_idx on search_words using gist (word gist_trgm_ops)`.execute(db);

  // What the index was built from (the synonyms' fingerprint), so a change rebuilds it at start.
  await db.schema
    .createTable('search_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  for (const table of ['goods', 'requirements', 'site_news']) {
    await sql`alter table ${sql.table(table)} add column search_main tsvector, add column search_doc tsvector`.execute(db);
    await sql`create index ${sql.raw(`${table}_search_main_idx`)} on ${sql.table(table)} using gin (search_main)`.execute(db);
    await sql`create index ${sql.raw(`${table}_search_doc_idx`)} on ${sql.table(table)} using gin (search_doc)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['goods', 'requirements', 'site_news']) {
    await sql`alter table ${sql.table(table)} drop column search_main, drop column search_doc`.execute(db);
  }
  for (const table of ['search_state', 'search_words', 'search_synonyms']) await db.schema.dropTable(table).execute();
  for (const fn of [
    'puente_synonyms(tsvector, int)',
    'puente_query(jsonb, boolean)',
    'puente_word_query(text)',
    'puente_lang_doc(jsonb, "char")',
    'puente_cjk(text)',
    'puente_norm(text)',
  ]) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
}
