import fs from 'node:fs';
import path from 'node:path';
import { PALETTES, puenteSystem } from './system';

const ROOT = path.resolve(__dirname, '../../..');
const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const appSources = fs
  .readdirSync(ROOT)
  .filter((dir) => dir === 'shared' || dir === 'shell' || dir.startsWith('mf-'))
  .flatMap((dir) => sources(path.join(ROOT, dir, 'src')));

describe('the palettes the Chakra system holds', () => {
  it('cover every palette a page names, as a colorPalette or as a shade', () => {
    const named = new Map<string, string>();
    for (const file of appSources) {
      const text = fs.readFileSync(file, 'utf8');
      for (const palette of CHAKRA_PALETTES) {
        // colorPalette="teal", a palette in a map ('teal'), or a token such as teal.500 / teal.fg.
        const used = new RegExp(`(['"\`])${palette}\\1|\\b${palette}\\.(\\d{2,3}|[a-z]+)\\b`).test(text);
        if (used && !named.has(palette)) named.set(palette, path.relative(ROOT, file));
      }
    }
    const missing = [...named].filter(([palette]) => !(PALETTES as readonly string[]).includes(palette));
    expect(missing).toEqual([]);
    // The scan finds the palettes the pages do use, so it is reading the sources.
    expect([...named.keys()].sort()).toEqual(expect.arrayContaining(['blue', 'green', 'orange', 'purple', 'red']));
  });

  it('resolves each kept palette and the brand to colours, and leaves the others out', () => {
    for (const palette of [...PALETTES, 'brand']) {
      expect(puenteSystem().tokens.getByName(`colors.${palette}.600`)?.value).toMatch(/^#/);
      expect(puenteSystem().tokens.getByName(`colors.${palette}.solid`)).toBeTruthy();
    }
    for (const palette of ['yellow', 'teal', 'cyan', 'pink']) expect(puenteSystem().tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
  });

  it('writes no dark-mode variables, which Puente does not offer', () => {
    const css = JSON.stringify(puenteSystem().getTokenCss());
    expect(css).toContain('--chakra-colors-bg');
    expect(css).not.toMatch(/\.dark/);
  });
});
