// Chakra's theme module builds its default theme config at load time with a plain call
// (`const defaultThemeConfig = defineConfig({ ... recipes, slotRecipes ... })`). A bundler must
// keep a call it cannot prove free of side effects, and that call holds every one of Chakra's
// recipes: ~30 KiB (gzip) on every first page, of which Puente's design system uses a tenth
// (shared/src/ui/system.ts imports its recipes one by one). `defineConfig` returns its argument,
// so marking the call pure lets the unused config, and the recipes only it names, drop out.
const DECLARATION = 'const defaultThemeConfig = defineConfig(';

module.exports = function pureThemeLoader(source) {
  if (!source.includes(DECLARATION)) {
    throw new Error(`pure-theme-loader: "${DECLARATION}" is no longer in ${this.resourcePath}; check what Chakra's theme module builds at load time.`);
  }
  return source.replace(DECLARATION, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
};

module.exports.DECLARATION = DECLARATION;
