import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const { COMPILE_HINT } = require('./webpack.config.cjs') as { COMPILE_HINT: string };

/** The built app's scripts (`npm test` builds first), each with whether it opens with the compile hint. */
function scripts(app: string): Map<string, boolean> {
  const dist = path.join(ROOT, app, 'dist');
  return new Map(
    fs
      .readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, fs.readFileSync(path.join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)]),
  );
}

describe("V8's compile hint on the scripts a page starts with", () => {
  test("the shell's entry and every script its html preloads open with the hint; the shell's later pages do not", () => {
    const html = fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
    const started = [...html.matchAll(/<script[^>]* src="\/([^"]+\.js)"|<link rel="preload" href="\/([^"]+\.js)"/g)].map((match) => match[1] ?? match[2]!);
    const built = scripts('shell');
    expect(started.length).toBeGreaterThan(5);
    for (const file of started) expect([file, built.get(file)]).toEqual([file, true]);
    const later = [...built].filter(([file]) => !started.includes(file));
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter(([, hinted]) => hinted)).toEqual([]);
  });

  test("a remote's entry and the modules it exposes open with the hint, and only those", () => {
    const built = scripts('mf-product');
    const hinted = [...built].filter(([, hint]) => hint).map(([file]) => file.replace(/\.[0-9a-f]{8}\.js$/, '.js'));
    expect(hinted.sort()).toEqual(['__federation_expose_app.js', '__federation_expose_mobile.js', 'remoteEntry.js']);
  });

  test('the source maps still point at the right lines: the hint adds one line with no mapping', () => {
    const dist = path.join(ROOT, 'shell', 'dist');
    const entry = [...scripts('shell')].find(([file, hinted]) => file.startsWith('main.') && hinted)![0];
    const map = JSON.parse(fs.readFileSync(path.join(dist, `${entry}.map`), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.slice(1, 2)).not.toBe(';');
  });
});
