import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
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
 * One focus ring for every palette, 6.4:1 on white (WCAG asks 3:1): Chakra's palettes draw it in
 * their 500 shade and gray in gray.400, 2.56:1, which readers could barely see.
 */
const FOCUS_RING = { value: '{colors.brand.600}' };
const paletteColors = Object.fromEntries(
  Object.entries(semanticTokens.colors ?? {}).map(([name, token]) => [
    name,
    token && typeof token === 'object' && 'focusRing' in token ? { ...token, focusRing: FOCUS_RING } : token,
  ]),
);

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
        ...tokens.colors,
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
      ...semanticTokens,
      colors: {
        ...paletteColors,
        // Solid orange buttons carry white text: orange.600 gave 3.55:1, this shade 5.2:1 (AA asks 4.5:1).
        orange: { ...paletteColors.orange, solid: { value: '#c2410c' } },
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

export const puenteSystem = createSystem(defaultBaseConfig, puenteConfig);
