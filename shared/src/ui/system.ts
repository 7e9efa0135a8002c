import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  breakpoints,
  keyframes,
  textStyles,
  layerStyles,
  animationStyles,
} from '@chakra-ui/react/theme';

/**
 * On a phone every field has 16 px text (a phone zooms into smaller ones on focus) and every
 * field, button and link drawn as a button is a 44 px tap target; long words wrap instead of widening the page. The shell's
 * frame holds a phone's pages in them, and a first screen the server draws is drawn in them too.
 */
export const PHONE_CONTROLS = {
  '& input:not([type=checkbox]):not([type=radio]), & select, & textarea': { fontSize: '16px' },
  // A link drawn as a button (Button asChild) is one to tap too.
  '& input:not([type=checkbox]):not([type=radio]), & select, & button, & a.chakra-button': { minHeight: '44px' },
  '& input[type=checkbox], & input[type=radio]': { width: '22px', height: '22px' },
  '& main': { overflowWrap: 'anywhere' },
} as const;

/**
 * The palettes Puente's pages draw with (as a colorPalette, or a shade such as red.600), beside its
 * own brand. Chakra's yellow, teal, cyan and pink are left out, and so is its dark mode, which
 * Puente does not offer: every token the system holds is turned into CSS variables when the page
 * boots, and these made 40 % of that work. ui-palettes.test.ts fails when a page names another.
 */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const;
const COLOR_KEYS = new Set<string>(['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'bg', 'fg', 'border', ...PALETTES]);

type TokenTree = Record<string, unknown>;
const onlyKept = (colors: TokenTree | undefined): TokenTree => Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => COLOR_KEYS.has(name)));

/** A semantic token's light value alone: `{ _light: x, _dark: y }` becomes `x`. */
function lightOnly(tree: unknown): unknown {
  if (!tree || typeof tree !== 'object') return tree;
  if ('value' in tree) {
    const { value } = tree as { value: unknown };
    const light = value && typeof value === 'object' && '_light' in value ? (value as { _light: unknown })._light : value;
    return { ...tree, value: light };
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, lightOnly(child)]));
}

/**
 * One focus ring for every palette, 6.4:1 on white (WCAG asks 3:1): Chakra's palettes draw it in
 * their 500 shade and gray in gray.400, 2.56:1, which readers could barely see.
 */
const FOCUS_RING = { value: '{colors.brand.600}' };
const paletteColors = Object.fromEntries(
  Object.entries(lightOnly(onlyKept(semanticTokens.colors)) as TokenTree).map(([name, token]) => [
    name,
    token && typeof token === 'object' && 'focusRing' in token ? { ...token, focusRing: FOCUS_RING } : token,
  ]),
);
const lightSemanticTokens = lightOnly(semanticTokens) as typeof semanticTokens;

/**
 * The Chakra system of every app. It is built from the base config plus only the recipes
 * Puente uses: sharing Chakra's default system whole put ~300 KiB (gzip) on every first page.
 * Add a recipe here when a component needs it.
 */
const puenteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    'html, body': { fontFamily: 'body', color: 'fg', bg: 'bg' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", sans-serif' },
        mono: tokens.fonts?.mono ?? { value: 'monospace' },
      },
      colors: {
        ...onlyKept(tokens.colors),
        brand: {
          50: { value: '#e8f4f1' },
          100: { value: '#c5e4dc' },
          200: { value: '#9fd2c5' },
          300: { value: '#6fbaa8' },
          400: { value: '#3f9f89' },
          500: { value: '#1f8470' },
          600: { value: '#166b5b' },
          700: { value: '#0f5347' },
          800: { value: '#0a3d34' },
          900: { value: '#062820' },
          950: { value: '#031a15' },
        },
      },
    },
    semanticTokens: {
      ...lightSemanticTokens,
      colors: {
        ...paletteColors,
        // Solid orange buttons carry white text: orange.600 gave 3.55:1, this shade 5.2:1 (AA asks 4.5:1).
        orange: { ...(paletteColors.orange as TokenTree), solid: { value: '#c2410c' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: FOCUS_RING,
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

let system: SystemContext | undefined;

/**
 * The system, made the first time it is asked for rather than when the module loads: turning the
 * tokens into CSS variables is one of the longest pieces of a page's boot, and the shell asks for
 * it in a task of its own, between loading its modules and drawing its first screen.
 */
export function puenteSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, puenteConfig);
  return system;
}
