import { Global } from '@emotion/react';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { puenteSystem } from './system';

/**
 * The design system's global CSS (the layer order, Chakra's reset, the global styles and every
 * token as a CSS variable), written the way Chakra's provider would have emotion write it in the
 * browser, but once, when the shell is built. The shell's html carries it in a style element and
 * the browser builds leave it out of the system (tooling/chakra-loader.cjs), so no page spends its
 * boot making and serializing it, once per React root.
 */
export function systemCss(): string {
  const system = puenteSystem();
  // Emotion's server rendering writes each Global's rules into a style element, as its own pipeline makes them.
  // (No JSX: the build runs this file outside any package's compiler settings.)
  const html = renderToString(createElement(Fragment, null, createElement(Global, { styles: system.layers.atRule }), createElement(Global, { styles: system._global })));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}
