/**
 * A phone's first paint, sent with the html (issue perf-web: "paint before JavaScript"). A phone
 * on a slow network otherwise shows a blank page until about 300 KiB of scripts have arrived and
 * run. The html now carries the phone header's frame, with the Puente mark linking home, drawn by
 * a few lines of inline CSS. It sits inside the shell's root element, so React replaces it when
 * the shell draws its first screen, whose header (shell/src/chrome/mobile) has the same height and
 * puts the mark in the same place: nothing moves. e2e/specs/mobile-shell.spec.ts checks both.
 *
 * It draws with the design system's own tokens, whose variables and reset the html already carries
 * (its system CSS, ADR 006), and the header's sizes (shell/src/chrome/mobile/phone-header-frame.tsx).
 */
const STYLE = `<style>
.puente-first-paint{min-height:100vh;background:var(--chakra-colors-bg-subtle)}
.puente-first-paint header{height:112px;background:var(--chakra-colors-bg);border-bottom:1px solid var(--chakra-colors-border)}
.puente-first-paint header div{display:flex;align-items:center;gap:var(--chakra-spacing-1);padding:var(--chakra-spacing-1) var(--chakra-spacing-2) 0}
.puente-first-paint header span{display:grid;place-items:center;width:44px;height:44px}
.puente-first-paint header a{display:inline-block;padding:var(--chakra-spacing-2\\.5) 0;font-size:var(--chakra-font-sizes-lg);font-weight:var(--chakra-font-weights-bold);letter-spacing:var(--chakra-letter-spacings-tight);color:var(--chakra-colors-brand-fg)}
</style>`.replace(/\n/g, '');

const MENU_ICON =
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h16"/></svg>';

const PHONE_FRAME = `<div class="puente-first-paint" aria-busy="true"><header><div><span>${MENU_ICON}</span><a href="/product" aria-label="Puente">Puente</a></div></header></div>`;

/** The shell's html with a phone's first paint in it; a desktop's html is left as the shell built it. */
export function withFirstPaint(html: string, phone: boolean): string {
  if (!phone) return html;
  return html.replace('</head>', `${STYLE}</head>`).replace('<div id="puente-root"></div>', `<div id="puente-root">${PHONE_FRAME}</div>`);
}
