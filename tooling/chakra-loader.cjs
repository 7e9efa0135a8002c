// Two edits the apps' builds make to Chakra's published modules, each for a cost every page paid
// at load. The loader stops the build when a module no longer holds the text it edits (a Chakra
// upgrade), and tooling/chakra-loader.test.ts checks the installed Chakra still holds both.
const PATCHES = [
  {
    // The theme module builds its default config at load time with a plain call that names every
    // one of Chakra's recipes: ~20 KiB (gzip) on every first page, of which Puente's design system
    // uses a tenth (shared/src/ui/system.ts imports its recipes one by one). `defineConfig` returns
    // its argument, so marking the call pure lets the unused config, and the recipes only it names,
    // drop out.
    file: /[\\/]theme[\\/]index\.js$/,
    from: 'const defaultThemeConfig = defineConfig(',
    to: 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(',
  },
  {
    // createSystem writes the reset, the global styles and every token as CSS variables, and each
    // React root's provider has emotion serialize and insert them: one of the longest pieces of a
    // page's boot. The shell's html carries that CSS, written once when the shell is built
    // (shared/src/ui/system-css.ts), so a browser build's systems hold none of it.
    file: /[\\/]styled-system[\\/]system\.js$/,
    from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    to: 'const _global = [];',
  },
];

/** Which of Chakra's modules the loader edits, for webpack's rule. */
const CHAKRA_PATCHED = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]index|styled-system[\\/]system)\.js$/;

module.exports = function chakraLoader(source) {
  const patch = PATCHES.find(({ file }) => file.test(this.resourcePath));
  if (!patch) return source;
  if (!source.includes(patch.from)) {
    throw new Error(`chakra-loader: "${patch.from}" is no longer in ${this.resourcePath}; check what this Chakra module does at load time.`);
  }
  return source.replace(patch.from, patch.to);
};

module.exports.PATCHES = PATCHES;
module.exports.CHAKRA_PATCHED = CHAKRA_PATCHED;
