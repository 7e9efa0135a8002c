import { isPhone } from './page-hints';

/**
 * A phone's first paint, sent with the html (issue perf-web: "paint before JavaScript"). A phone
 * on a slow network otherwise shows a blank page until about 300 KiB of scripts have arrived and
 * run. The html now carries the phone header's frame, with the Puente mark linking home, drawn by
 * a few lines of inline CSS. It sits inside the shell's root element, so React replaces it when
 * the shell draws its first screen, whose header (shell/src/chrome/mobile) has the same height and
 * puts the mark in the same place: nothing moves. e2e/specs/mobile-shell.spec.ts checks both.
 *
 * The values below are the design system's (shared/src/ui/system.ts): the body font stack, `bg`,
 * `bg.subtle`, `border`, `fg` and `brand.fg`, and the header's sizes (112 px, 44 px menu button,
 * an 18 px bold mark at tight letter spacing).
 */
const STYLE = `<style>
body{margin:0}
.puente-first-paint{min-height:100vh;background:#fafafa;color:#09090b;line-height:1.5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC","PingFang SC",sans-serif}
.puente-first-paint header{box-sizing:border-box;height:112px;background:#fff;border-bottom:1px solid #e4e4e7}
.puente-first-paint header div{display:flex;align-items:center;gap:4px;padding:4px 8px 0}
.puente-first-paint header span{display:grid;place-items:center;width:44px;height:44px}
.puente-first-paint header a{display:inline-block;padding:10px 0;font-size:18px;font-weight:700;letter-spacing:-0.025em;color:#0f5347;text-decoration:none}
</style>`.replace(/\n/g, '');

const MENU_ICON =
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h16"/></svg>';

const PHONE_FRAME = `<div class="puente-first-paint" aria-busy="true"><header><div><span>${MENU_ICON}</span><a href="/product" aria-label="Puente">Puente</a></div></header></div>`;

/**
 * Whether the page is drawn as a phone's: a phone's user agent, unless its reader chose the desktop
 * site with the footer's link (the shell keeps that choice in a cookie for this, as it keeps the language).
 */
export function drawsAsPhone(userAgent: string, cookieHeader: string | undefined): boolean {
  return isPhone(userAgent) && !/(?:^|;\s*)puente-site=desktop(?:;|$)/.test(cookieHeader ?? '');
}

/** The shell's html with a phone's first paint in it; a desktop's html is left as the shell built it. */
export function withFirstPaint(html: string, phone: boolean): string {
  if (!phone) return html;
  return html.replace('</head>', `${STYLE}</head>`).replace('<div id="puente-root"></div>', `<div id="puente-root">${PHONE_FRAME}</div>`);
}
