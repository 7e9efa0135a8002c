import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The W3C Nu Html Checker (vnu.jar, the `vnu-jar` package at the workspace root) over a set of
 * html documents in one java start: java takes seconds to start, checking a page a few
 * milliseconds. What it calls errors come back, by the name each document was given; its
 * warnings and notes are left out.
 */

export interface HtmlDocument {
  /** What the document is called in the errors (a page's address, and how it was asked for). */
  name: string;
  html: string;
}

export interface NuError {
  document: string;
  message: string;
  line: number | undefined;
  /** The markup around the error, as the checker quotes it. */
  extract: string | undefined;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

export const VNU_JAR = path.join(__dirname, '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const JAVA = process.env.JAVA ?? 'java';

export async function nuErrors(documents: HtmlDocument[]): Promise<NuError[]> {
  if (documents.length === 0) return [];
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'puente-nu-'));
  try {
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = path.join(dir, `${index}.html`);
        await fs.promises.writeFile(file, document.html);
        return file;
      }),
    );
    const output = await new Promise<string>((resolve, reject) => {
      // The checker exits with 1 when it finds errors: its report is on stdout either way.
      execFile(JAVA, ['-Xss1m', '-jar', VNU_JAR, '--format', 'json', '--stdout', '--errors-only', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (stdout.trim().startsWith('{')) resolve(stdout);
        else reject(new Error(`the Nu Html Checker did not report: ${error?.message ?? ''} ${stderr}`));
      });
    });
    const { messages } = JSON.parse(output) as { messages: NuMessage[] };
    const broken = messages.find((message) => message.type === 'non-document-error');
    if (broken) throw new Error(`the Nu Html Checker could not check a document: ${broken.message}`);
    const nameOf = new Map(files.map((file, index) => [path.basename(file), documents[index]!.name]));
    return messages
      .filter((message) => message.type === 'error')
      .map((message) => ({
        document: nameOf.get(path.basename(decodeURIComponent(message.url ?? ''))) ?? message.url ?? '',
        message: message.message,
        line: message.lastLine,
        extract: message.extract,
      }));
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The errors one to a line, for a failed expectation to show. */
export function describeNuErrors(errors: NuError[]): string {
  return errors.map((error) => `${error.document}:${error.line ?? '?'}: ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : ''}`).join('\n');
}

/** The first record of a public list of the seeded marketplace (a path and its body). */
export type FirstOfList = <T>(path: string, body?: Record<string, unknown>) => Promise<T>;

/**
 * The public pages of each kind the checks read, on a desktop and on a phone, pointing at real
 * records of the seeded marketplace: the served html (api/test/valid-html.test.ts) and the pages as
 * their scripts drew them (e2e/specs/valid-html.spec.ts) are checked on the same pages.
 */
export async function publicPagesToCheck(first: FirstOfList): Promise<{ desktop: string[]; phone: string[] }> {
  const goods = await first<{ id: number }>('/api/goods/list', { source: 'china' });
  const news = await first<{ id: number; title: string }>('/api/siteNews/list', { siteid: 3 });
  const requirement = await first<{ id: number }>('/api/procurementRequirements/list');
  const both = [
    '/',
    '/product',
    '/productList?keyword=coffee',
    `/productInfo?id=${goods.id}`,
    '/newsInformation',
    `/newsInfo?id=${news.id}&name=${encodeURIComponent(news.title)}`,
    '/aboutUs',
    '/releaseListAll',
    `/releaseInfo?id=${requirement.id}`,
    '/brokerList',
    '/productCountry?code=BR',
  ];
  return { desktop: [...both, '/nationalPavilionIndex?code=BR', '/technologyProduvt'], phone: [...both, '/countryList', '/countryProductList?code=BR'] };
}
