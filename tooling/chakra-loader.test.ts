import fs from 'node:fs';
import path from 'node:path';
import { systemCss } from '../shared/src/ui/system-css';

const ROOT = path.resolve(__dirname, '..');
const loader = require('./chakra-loader.cjs') as ((this: { resourcePath: string }, source: string) => string) & {
  PATCHES: Array<{ file: RegExp; from: string; to: string }>;
  CHAKRA_PATCHED: RegExp;
};
const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [path.join(ROOT, 'shared')] }));
const MODULES = ['theme/index.js', 'styled-system/system.js'].map((module) => path.join(chakra, 'dist', 'esm', module));

/** Every script of the shell's build (`npm test` builds first), where the shared design system lives. */
function shellScripts(): string {
  const dist = path.join(ROOT, 'shell', 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
}

describe("the build's edits to Chakra's modules", () => {
  test.each(MODULES.map((file) => [path.relative(chakra, file), file]))('the installed Chakra still holds what the loader edits in %s', (_name, file) => {
    expect(loader.CHAKRA_PATCHED.test(file)).toBe(true);
    const patch = loader.PATCHES.find(({ file: pattern }) => pattern.test(file))!;
    const edited = loader.call({ resourcePath: file }, fs.readFileSync(file, 'utf8'));
    expect(edited).toContain(patch.to);
    expect(edited).not.toContain(patch.from);
  });

  test("the shell's build carries the recipes the design system names and none of the others", () => {
    const scripts = shellScripts();
    expect(scripts).toContain('chakra-button');
    expect(scripts).toContain('chakra-native-select');
    // The date picker's and the combobox's recipes, which no Puente page draws.
    expect(scripts).not.toContain('--datepicker-nav-trigger-size');
    expect(scripts).not.toContain('chakra-combobox');
  });

  test("the shell's html carries the design system's global CSS, as emotion writes it from the system", () => {
    const html = fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
    const inline = /<style id="puente-system-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
    const css = systemCss();
    expect(inline).toBe(css);
    // The layer order, Chakra's reset, Puente's global styles and its tokens as variables.
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{html{line-height:1.5;');
    expect(css).toMatch(/html,body\{[^}]*font-family:var\(--chakra-fonts-body\)/);
    expect(css).toContain('--chakra-colors-brand-600:#166b5b;');
    expect(css).toContain('--chakra-colors-brand-focus-ring:var(--chakra-colors-brand-600)');
  });

  test('a module that no longer holds the text stops the build rather than silently growing the pages', () => {
    for (const file of MODULES) expect(() => loader.call({ resourcePath: file }, 'export const recipes = {};')).toThrow(/no longer in/);
  });
});
