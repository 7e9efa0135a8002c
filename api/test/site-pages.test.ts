import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readSitePages } from '../src/db/site-pages';
import { build, post } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

// Building and seeding a fresh database can outlast Jest's default hook time on a busy machine.
beforeAll(async () => {
  ({ app, close } = await build());
}, 60_000);
afterAll(async () => close());

describe('service and technology pages', () => {
  it('lists the company registration guides, Brazil and Mexico first, in the reader’s language', async () => {
    const { body } = await post(app, '/api/sitePage/list', { group: 'registration', showLanguage: 'portuguese' });
    expect(body.result).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.list.slice(0, 2).map((p: { countryCode: string }) => p.countryCode)).toEqual(['BR', 'MX']);
    expect(body.list[0].title).toBe('Registrar uma empresa no Brasil');
    expect(body.list[0].facts.length).toBeGreaterThan(0);
  });

  it('filters by country and pages', async () => {
    const mexico = await post(app, '/api/sitePage/list', { group: 'registration', countryCode: 'mx' });
    expect(mexico.body.list.map((p: { slug: string }) => p.slug)).toEqual(['company-registration-mexico']);
    const second = await post(app, '/api/sitePage/list', { group: 'park', everyNumber: 3, currentPage: 2 });
    expect(second.body.total).toBe(8);
    expect(second.body.list.map((p: { slug: string }) => p.slug)).toEqual(['park-4', 'park-5', 'park-6']);
  });

  it('opens a page with its sections, contact and note', async () => {
    const { body } = await post(app, '/api/sitePage/details', { slug: 'business-visa-china', showLanguage: 'spanish' });
    expect(body.result).toBe(1);
    expect(body.data.title).toBe('Viajar a China por negocios (compradores de la región)');
    expect(body.data.sections.length).toBeGreaterThanOrEqual(2);
    expect(body.data.sections.some((s: { items: string[] }) => s.items.length > 0)).toBe(true);
    expect(body.data.contact.email).toMatch(/@puente\.example$/);
    expect(body.data.note).toMatch(/noviembre de 2026/);
    expect(body.data.illustrative).toBe(false);
  });

  it('marks every park as an illustrative demo entry, in its data and its note', async () => {
    const { body } = await post(app, '/api/sitePage/list', { group: 'park', showLanguage: 'chinese_simplified' });
    expect(body.list).toHaveLength(8);
    expect(body.list.every((p: { illustrative: boolean }) => p.illustrative)).toBe(true);
    const park = await post(app, '/api/sitePage/details', { slug: 'park-1', showLanguage: 'english' });
    expect(park.body.data.note).toMatch(/^Illustrative demo entry/);
    expect(park.body.data.facts.map((f: { label: string }) => f.label)).toEqual(['Location', 'Sectors', 'Size', 'Access', 'Incentive regime']);
  });

  it('refuses an unknown group or a malformed slug with a localised message, and says when a page does not exist', async () => {
    const group = await post(app, '/api/sitePage/list', { group: 'casino', showLanguage: 'spanish' });
    expect(group.body).toMatchObject({ result: 0, info: 'Algunos campos no son válidos' });
    const slug = await post(app, '/api/sitePage/details', { slug: '../etc/passwd' });
    expect(slug.body.result).toBe(0);
    const missing = await post(app, '/api/sitePage/details', { slug: 'no-such-page', showLanguage: 'portuguese' });
    expect(missing.body).toMatchObject({ result: 0, info: 'Este item não existe ou não está mais disponível' });
  });

  it('needs no session: a bad token is ignored rather than refused', async () => {
    const { body } = await post(app, '/api/sitePage/list', { group: 'consulting' }, 'not-a-token');
    expect(body.result).toBe(1);
    expect(body.list.length).toBeGreaterThan(0);
  });
});

describe('policy partners', () => {
  type Summary = { slug: string; countryCode: string; title: string; illustrative: boolean; facts: Array<{ label: string; value: string }> };

  it('lists the six public trade bodies the footer links, China’s first, each with its country and official website', async () => {
    const { body } = await post(app, '/api/sitePage/list', { group: 'policyPartner', everyNumber: -1, showLanguage: 'spanish' });
    expect(body.result).toBe(1);
    expect(body.total).toBe(6);
    const list = body.list as Summary[];
    expect(list.map((p) => [p.slug, p.countryCode])).toEqual([
      ['partner-mofcom', 'CN'],
      ['partner-ccpit', 'CN'],
      ['partner-apexbrasil', 'BR'],
      ['partner-prochile', 'CL'],
      ['partner-promperu', 'PE'],
      ['partner-procolombia', 'CO'],
    ]);
    expect(list[0]!.title).toBe('Ministerio de Comercio de China (MOFCOM)');
    expect(list.every((p) => !p.illustrative)).toBe(true);
    const websites = list.map((p) => p.facts.find((f) => f.label === 'Sitio web oficial')?.value);
    expect(websites).toEqual([
      'https://english.mofcom.gov.cn/',
      'https://en.ccpit.org/',
      'https://apexbrasil.com.br/',
      'https://www.prochile.gob.cl/',
      'https://www.gob.pe/promperu',
      'https://procolombia.co/',
    ]);
  });

  it('gives a Chinese reader the Chinese editions of the Chinese bodies’ websites', async () => {
    const { body } = await post(app, '/api/sitePage/list', { group: 'policyPartner', countryCode: 'cn', showLanguage: 'chinese_simplified' });
    const list = body.list as Summary[];
    expect(list.map((p) => p.title)).toEqual(['中华人民共和国商务部', '中国国际贸易促进委员会（中国贸促会）']);
    expect(list.map((p) => p.facts.find((f) => f.label === '官方网站')!.value)).toEqual(['https://www.mofcom.gov.cn/', 'https://www.ccpit.org/']);
  });

  it('opens a partner with what it offers and how a trader uses it, no invented contact, and a note on where the facts come from', async () => {
    const { body } = await post(app, '/api/sitePage/details', { slug: 'partner-ccpit', showLanguage: 'portuguese' });
    expect(body.result).toBe(1);
    expect(body.data.group).toBe('policyPartner');
    expect(body.data.sections.map((s: { heading: string }) => s.heading)).toEqual(['O que oferece a quem comercializa', 'Como usar']);
    expect(body.data.sections[0].items.some((item: string) => item.startsWith('Certificados de origem'))).toBe(true);
    expect(body.data.sections[1].paragraphs).toHaveLength(1);
    expect(body.data.contact).toBeNull();
    expect(body.data.note).toMatch(/novembro de 2026/);
  });
});

describe('a server that does not seed', () => {
  it('still has the service and technology pages: they are the site’s content, loaded at every start', async () => {
    const bare = await build({ seed: false });
    try {
      const { body } = await post(bare.app, '/api/sitePage/list', { group: 'registration', showLanguage: 'portuguese' });
      expect(body.result).toBe(1);
      expect(body.total).toBeGreaterThanOrEqual(5);
      const goods = await post(bare.app, '/api/goods/list', { everyNumber: 1 });
      expect(goods.body.list ?? []).toEqual([]);
    } finally {
      await bare.close();
    }
  }, 60_000);
});

describe('technology requirements by type', () => {
  it('filters open technology requirements by output and by need type', async () => {
    const outputs = await post(app, '/api/procurementRequirements/list', { kind: 'technology', outputType: 'equipmentExport', everyNumber: -1 });
    expect(outputs.body.list.length).toBeGreaterThan(0);
    expect(outputs.body.list.every((r: { outputType: string; kind: string }) => r.outputType === 'equipmentExport' && r.kind === 'technology')).toBe(true);
    const needs = await post(app, '/api/procurementRequirements/list', { kind: 'technology', needType: 'projectFinancing', everyNumber: -1 });
    expect(needs.body.list.every((r: { needType: string }) => r.needType === 'projectFinancing')).toBe(true);
    const bad = await post(app, '/api/procurementRequirements/list', { outputType: 'weapons' });
    expect(bad.body.result).toBe(0);
  });
});

describe('content files', () => {
  const write = (pages: unknown) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-pages-'));
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages));
    return dir;
  };
  const text = { english: 'a', chinese_simplified: 'b', portuguese: 'c', spanish: 'd' };

  it('reads the editors’ files: every page in four languages', () => {
    const pages = readSitePages();
    expect(pages.length).toBeGreaterThanOrEqual(30);
    expect(new Set(pages.map((p) => p.group))).toEqual(
      new Set(['registration', 'visa', 'inspection', 'land', 'park', 'consulting', 'cooperation', 'achievement', 'community', 'policyPartner']),
    );
  });

  it('names the file, the page and the field when a translation is missing', () => {
    const dir = write([{ slug: 'x', group: 'visa', title: { ...text, spanish: '' }, summary: text, note: text, sections: [] }]);
    expect(() => readSitePages(dir)).toThrow('pages.json: page "x": title has no spanish text');
  });

  it('refuses lists of different lengths in the four languages', () => {
    const dir = write([
      {
        slug: 'y',
        group: 'visa',
        title: text,
        summary: text,
        note: text,
        sections: [{ heading: text, items: { english: ['1', '2'], chinese_simplified: ['1'], portuguese: ['1', '2'], spanish: ['1', '2'] } }],
      },
    ]);
    expect(() => readSitePages(dir)).toThrow('sections[0].items has 2/1/2/2 lines');
  });
});
