import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { calls, LANGUAGES } from '@puente/shared/contract';
import { CONTENT_DIR } from '../config/paths';
import type { Db } from './database';
import type { Localised, LocalisedLines, SitePageFact, SitePageSection } from './schema';

/** One page as editors write it in api/content/site-pages/*.json. */
export interface SitePageSeed {
  slug: string;
  group: string;
  country?: string | null;
  illustrative?: boolean;
  cover?: string;
  title: Localised;
  summary: Localised;
  facts?: SitePageFact[];
  sections: SitePageSection[];
  contact?: { name: Localised; email: string; phone: string } | null;
  note: Localised;
}

const COLUMNS = ['grp', 'country_code', 'sort', 'illustrative', 'cover', 'title', 'summary', 'facts', 'sections', 'contact', 'note'] as const;

export const SITE_PAGES_DIR = path.join(CONTENT_DIR, 'site-pages');

/**
 * The pages of every content file, checked so that an editor's slip names the file, the page and
 * the field instead of failing somewhere later: four languages everywhere, a known group.
 */
export function readSitePages(dir = SITE_PAGES_DIR): SitePageSeed[] {
  const pages: SitePageSeed[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const where = (slug: string, field: string) => `${file}: page "${slug}": ${field}`;
    const entries = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SitePageSeed[];
    for (const page of entries) {
      if (!/^[a-z0-9-]{1,80}$/.test(page.slug)) throw new Error(where(page.slug, 'slug must be lower-case letters, digits and dashes'));
      if (!(calls.SITE_PAGE_GROUPS as readonly string[]).includes(page.group)) throw new Error(where(page.slug, `unknown group "${page.group}"`));
      const texts: Array<[string, Localised]> = [
        ['title', page.title],
        ['summary', page.summary],
        ['note', page.note],
        ...(page.facts ?? []).flatMap((f, i): Array<[string, Localised]> => [
          [`facts[${i}].label`, f.label],
          [`facts[${i}].value`, f.value],
        ]),
        ...page.sections.map((s, i): [string, Localised] => [`sections[${i}].heading`, s.heading]),
        ...(page.contact ? [['contact.name', page.contact.name] as [string, Localised]] : []),
      ];
      for (const [field, text] of texts) {
        for (const language of LANGUAGES) if (!text?.[language]?.trim()) throw new Error(where(page.slug, `${field} has no ${language} text`));
      }
      for (const [i, section] of page.sections.entries()) {
        for (const kind of ['paragraphs', 'items'] as const) {
          const lines: LocalisedLines | undefined = section[kind];
          if (!lines) continue;
          const counts = LANGUAGES.map((language) => lines[language]?.length ?? 0);
          if (counts.some((n) => n !== counts[0])) throw new Error(where(page.slug, `sections[${i}].${kind} has ${counts.join('/')} lines in the four languages`));
        }
      }
      pages.push(page);
    }
  }
  const slugs = new Set<string>();
  for (const page of pages) {
    if (slugs.has(page.slug)) throw new Error(`site pages: slug "${page.slug}" is used twice`);
    slugs.add(page.slug);
  }
  return pages;
}

/**
 * Brings the stored pages in line with the content files at every start: a page is added or
 * updated by its slug, so an editor's change reaches the site with the next restart.
 */
export async function loadSitePages(db: Db, pages = readSitePages()): Promise<number> {
  await db.transaction().execute(async (trx) => {
    const sortInGroup = new Map<string, number>();
    for (const page of pages) {
      const sort = sortInGroup.get(page.group) ?? 0;
      sortInGroup.set(page.group, sort + 1);
      const row = {
        slug: page.slug,
        grp: page.group,
        country_code: page.country ?? null,
        sort,
        illustrative: page.illustrative ?? false,
        cover: page.cover ?? '',
        title: JSON.stringify(page.title),
        summary: JSON.stringify(page.summary),
        facts: JSON.stringify(page.facts ?? []),
        sections: JSON.stringify(page.sections),
        contact: page.contact ? JSON.stringify(page.contact) : null,
        note: JSON.stringify(page.note),
      };
      const { slug: _slug, ...changes } = row;
      // Only a page whose content changed gets a new update time.
      await trx
        .insertInto('site_pages')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('slug')
            .doUpdateSet({ ...changes, updated_at: new Date() })
            .where(sql<boolean>`(${sql.join(COLUMNS.map((c) => sql.ref(`site_pages.${c}`)))}) is distinct from (${sql.join(COLUMNS.map((c) => sql.ref(`excluded.${c}`)))})`),
        )
        .execute();
    }
  });
  return pages.length;
}
