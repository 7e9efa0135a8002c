import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const LOADER = path.join(__dirname, 'pure-theme-loader.cjs');
const loader = require(LOADER) as ((this: { resourcePath: string }, source: string) => string) & { DECLARATION: string };
const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [path.join(ROOT, 'shared')] }));
const themeModule = path.join(chakra, 'dist', 'esm', 'theme', 'index.js');

/** Every script of the shell's build (`npm test` builds first), where the shared design system lives. */
function shellScripts(): string {
  const dist = path.join(ROOT, 'shell', 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
}

describe("the build's pure mark on Chakra's default theme config", () => {
  test('the installed Chakra still builds its default config where the loader looks for it', () => {
    const marked = loader.call({ resourcePath: themeModule }, fs.readFileSync(themeModule, 'utf8'));
    expect(marked).toContain('const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
  });

  test("the shell's build carries the recipes the design system names and none of the others", () => {
    const scripts = shellScripts();
    expect(scripts).toContain('chakra-button');
    expect(scripts).toContain('chakra-native-select');
    // The date picker's and the color picker's recipes, which no Puente page draws.
    expect(scripts).not.toContain('--datepicker-nav-trigger-size');
    expect(scripts).not.toContain('chakra-combobox');
  });

  test('a theme module that no longer declares the config stops the build rather than silently growing it', () => {
    expect(() => loader.call({ resourcePath: themeModule }, 'export const recipes = {};')).toThrow(/no longer in/);
  });
});
