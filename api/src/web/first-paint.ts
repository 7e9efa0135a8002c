import { createHash } from 'node:crypto';
import { FIRST_SCREEN_ELEMENT_ID } from '@puente/shared/contract';
import type { DrawnScreen } from '@puente/shared/first-screen';

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

/** Where the first screen sits: under the header's frame, over the page's place, until the live page stands there. */
const SCREEN_STYLE =
  '<style>#puente-first-screen{position:absolute;top:112px;left:0;right:0;z-index:1;min-height:calc(100vh - 112px);background:var(--chakra-colors-bg-subtle)}</style>';

/**
 * The script that starts the page's own scripts once the first screen is painted (ADR 007): the
 * html's script tags and preloads wait in a template, so the first screen's pictures are not
 * queued behind some 300 KiB of scripts on a slow network. A page in a background tab, which
 * paints nothing, starts them at once.
 */
const AFTER_PAINT_SOURCE = `(function(){var started=false;function start(){if(started)return;started=true;var boot=document.getElementById('puente-boot');if(boot)document.head.appendChild(document.importNode(boot.content,true));}if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(start,0);});else start();})();`;

/** The after-paint script, served at a name of its content (cached for good). */
export const AFTER_PAINT_SCRIPT = {
  path: `/after-paint.${createHash('sha256').update(AFTER_PAINT_SOURCE).digest('hex').slice(0, 12)}.js`,
  source: AFTER_PAINT_SOURCE,
};

/** The scripts a page starts with, and the downloads the html starts for them (the shell's and the hints'). */
const BOOT_TAGS = /<script defer="defer" src="[^"]+"><\/script>|<link rel="preload" href="[^"]+" as="(?:script|fetch)"[^>]*>/g;

/**
 * Where a desktop's first screen sits (ADR 010): over the whole window, its header and page drawn
 * as the live shell will draw them, until the live page stands under it; above the live header
 * (docked), under the side widget and the overlays (sticky and above).
 */
const DESKTOP_SCREEN_STYLE = '<style>#puente-first-screen{position:absolute;top:0;left:0;right:0;z-index:20;min-height:100vh;background:var(--chakra-colors-bg-subtle)}</style>';

/** The html's head with the page's scripts and their preloads held in the after-paint template. */
function startingAfterPaint(head: string, styles: string): string {
  const boot: string[] = [];
  const rest = head.replace(BOOT_TAGS, (tag) => {
    boot.push(tag);
    return '';
  });
  return `${rest}${styles}<template id="puente-boot">${boot.join('')}</template><script defer src="${AFTER_PAINT_SCRIPT.path}"></script>`;
}

/**
 * The shell's html with a first paint in it. On a phone: the header's frame, and where the page's
 * area drew it, the page's first screen. On a desktop, where the area drew it: the page's first
 * screen in the shell's frame (ADR 010); else the html as the shell built it. A page with a first
 * screen starts its scripts once it is painted.
 */
export function withFirstPaint(html: string, phone: boolean, screen: DrawnScreen | null = null): string {
  if (!phone) {
    if (!screen) return html;
    const at = html.indexOf('</head>');
    // A function's result is put in as it is: no `$&` of the page's words is read as a pattern.
    const body = html
      .slice(at)
      .replace('<div id="puente-root"></div>', () => `<div id="puente-root"></div><div id="${FIRST_SCREEN_ELEMENT_ID}" data-page="${screen.page}">${screen.html}</div>`);
    return `${startingAfterPaint(html.slice(0, at), `${DESKTOP_SCREEN_STYLE}${screen.styles}`)}${body}`;
  }
  const framed = html.replace('</head>', `${STYLE}</head>`).replace('<div id="puente-root"></div>', `<div id="puente-root">${PHONE_FRAME}</div>`);
  if (!screen) return framed;
  const at = framed.indexOf('</head>');
  return `${startingAfterPaint(framed.slice(0, at), `${SCREEN_STYLE}${screen.styles}`)}${framed
    .slice(at)
    .replace(
      `<div id="puente-root">${PHONE_FRAME}</div>`,
      () => `<div id="puente-root">${PHONE_FRAME}</div><div id="${FIRST_SCREEN_ELEMENT_ID}" data-page="${screen.page}">${screen.html}</div>`,
    )}`;
}
