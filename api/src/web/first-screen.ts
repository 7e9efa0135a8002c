import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { findRoute, redirectLocation, type Language } from '@puente/shared/contract';
import type { DrawnScreen, FirstScreen, FirstScreenRequest } from '@puente/shared/first-screen';
import type { RemoteRegistry } from './registry';
import type { FirstReplies, ManifestLocator } from './page-hints';

/**
 * A phone page's first screen, drawn by the area's own code before any script reaches the phone
 * (ADR 007). A remote's build bundles its `src/first-screen.tsx` for Node into this file beside its
 * manifest (tooling/build.mjs); the server reads it from its own disk, where it serves the remote or
 * its release from, and never from another origin.
 */
export const FIRST_SCREEN_FILE = 'first-screen.cjs';

/**
 * What a remote's first-screen bundle exports (drawAreaPage, in @puente/shared/first-screen): a
 * phone page's screen, and where the area draws them, a desktop page's (ADR 010). The shell's also
 * draws the desktop's frame around an area's page, with PAGE_SLOT where the page goes.
 */
interface FirstScreenModule {
  firstScreen?(request: FirstScreenRequest): DrawnScreen | null;
  desktopScreen?(request: FirstScreenRequest): DrawnScreen | null;
  desktopChrome?(request: FirstScreenRequest): DrawnScreen | null;
  /** The shell's: the styles of its frame and a page drawn into it, each rule once. */
  joinStyles?(frame: FirstScreen, page: FirstScreen): string;
}

/** Where the shell's desktop frame (desktopChrome) leaves the place of the area's page. */
export const PAGE_SLOT = '<!--puente-page-->';

/** Evaluates a CommonJS bundle afresh (no module cache to clear): a rebuilt bundle is a new module. */
function evaluate(file: string): Partial<FirstScreenModule> {
  const source = fs.readFileSync(file, 'utf8');
  const wrapped = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file }) as (...args: unknown[]) => void;
  const module = { exports: {} as Partial<FirstScreenModule> };
  wrapped.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

const modules = new Map<string, { mtimeMs: number; module: FirstScreenModule | null }>();

/** A remote's first-screen bundle, read again only once a build or a release has replaced it. */
function moduleAt(file: string): FirstScreenModule | null {
  let mtimeMs: number;
  try {
    ({ mtimeMs } = fs.statSync(file));
  } catch {
    return null;
  }
  const cached = modules.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.module;
  let module: Partial<FirstScreenModule>;
  try {
    module = evaluate(file);
  } catch (error) {
    // A bundle that cannot run is not tried again on every page, only once it is replaced.
    modules.set(file, { mtimeMs, module: null });
    throw error;
  }
  const usable = [module.firstScreen, module.desktopScreen, module.desktopChrome].some((draw) => typeof draw === 'function') ? (module as FirstScreenModule) : null;
  modules.set(file, { mtimeMs, module: usable });
  return usable;
}

/** The last screens drawn, by bundle, page and replies: the same replies draw the same screen. */
const drawn = new Map<string, DrawnScreen | null>();
const DRAWN_KEPT = 64;

export interface FirstScreenAsk {
  /** The address asked for: on a phone a desktop address is drawn as the phone route it opens. */
  url: string;
  /** Whether the page is a phone's (readsAsPhone); a desktop's screen is drawn with the shell's frame around it (ADR 010). */
  phone?: boolean;
  language: Language;
  registry: RemoteRegistry;
  locate: ManifestLocator;
  /** Where the shell's build lies, with the bundle of the shell's own first screens beside its html. */
  shellDist?: string;
  first: FirstReplies;
}

/** The bundle of the area that draws a route, from the disk the server serves it from, or null. */
function bundleOf(area: string, { registry, locate, shellDist }: Pick<FirstScreenAsk, 'registry' | 'locate' | 'shellDist'>): { file: string; module: FirstScreenModule } | null {
  const remote = registry.remotes.find((entry) => entry.area === area);
  const manifest = remote ? locate(remote.entry) : null;
  const dist = area === 'shell' ? shellDist : manifest && path.dirname(manifest);
  if (!dist) return null;
  const file = path.join(dist, FIRST_SCREEN_FILE);
  const module = moduleAt(file);
  return module && { file, module };
}

/** A screen drawn once per bundle, page and replies, then kept. */
function kept(files: string[], shown: string, phone: boolean, { language, first }: FirstScreenAsk, draw: () => DrawnScreen | null): DrawnScreen | null {
  const key = JSON.stringify([files.map((file) => [file, modules.get(file)?.mtimeMs]), shown, phone, language, first.currency, first.replies]);
  if (drawn.has(key)) return drawn.get(key) ?? null;
  const screen = draw();
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, screen);
  return screen;
}

/**
 * The first screen of a page whose area can draw it, else null (the page then starts as it did): on
 * a phone the page alone, under the header's frame (ADR 007); on a desktop the page in the shell's
 * own frame, its header and secondary bar (ADR 010).
 */
export function drawFirstScreen(ask: FirstScreenAsk): DrawnScreen | null {
  const { url, phone = true, language, first } = ask;
  const device = phone ? 'mobile' : 'desktop';
  const [pathname = '/', search = ''] = url.split('?');
  const shown = redirectLocation(pathname, search ? `?${search}` : '', device) ?? url;
  // The route the device opens: on a phone its phone route, else the desktop page it still opens.
  const route = findRoute(shown.split('?')[0] ?? '/', device);
  if (!route) return null;
  const area = bundleOf(route.area, ask);
  if (!area) return null;
  const request = { url: shown, device, language, currency: first.currency, replies: first.replies } as const;
  if (phone) return kept([area.file], shown, phone, ask, () => area.module.firstScreen?.(request) ?? null);
  if (route.area === 'shell') return kept([area.file], shown, phone, ask, () => area.module.desktopScreen?.(request) ?? null);
  const shell = bundleOf('shell', ask);
  if (!shell) return null;
  return kept([area.file, shell.file], shown, phone, ask, () => {
    const page = area.module.desktopScreen?.(request);
    const frame = page && shell.module.desktopChrome?.(request);
    if (!frame || !frame.html.includes(PAGE_SLOT)) return null;
    const styles = shell.module.joinStyles?.(frame, page) ?? frame.styles + page.styles;
    return { page: page.page, html: frame.html.replace(PAGE_SLOT, () => page.html), styles };
  });
}
