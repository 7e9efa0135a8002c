import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { findRoute, redirectLocation, type Language } from '@puente/shared/contract';
import type { DrawnScreen, FirstScreenRequest } from '@puente/shared/first-screen';
import type { RemoteRegistry } from './registry';
import type { FirstReplies, ManifestLocator } from './page-hints';

/**
 * A phone page's first screen, drawn by the area's own code before any script reaches the phone
 * (ADR 007). A remote's build bundles its `src/first-screen.tsx` for Node into this file beside its
 * manifest (tooling/build.mjs); the server reads it from its own disk, where it serves the remote or
 * its release from, and never from another origin.
 */
export const FIRST_SCREEN_FILE = 'first-screen.cjs';

/** What a remote's first-screen bundle exports (drawAreaPage, in @puente/shared/first-screen). */
interface FirstScreenModule {
  firstScreen(request: FirstScreenRequest): DrawnScreen | null;
}

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
  const usable = typeof module.firstScreen === 'function' ? (module as FirstScreenModule) : null;
  modules.set(file, { mtimeMs, module: usable });
  return usable;
}

/** The last screens drawn, by bundle, page and replies: the same replies draw the same screen. */
const drawn = new Map<string, DrawnScreen | null>();
const DRAWN_KEPT = 64;

export interface FirstScreenAsk {
  /** The address the phone asked for: a desktop address is drawn as the phone route it opens. */
  url: string;
  language: Language;
  registry: RemoteRegistry;
  locate: ManifestLocator;
  /** Where the shell's build lies, with the bundle of the shell's own first screens beside its html. */
  shellDist?: string;
  first: FirstReplies;
}

/** The first screen of a phone page whose area can draw it, else null (the page then starts as it did). */
export function drawFirstScreen({ url, language, registry, locate, shellDist, first }: FirstScreenAsk): DrawnScreen | null {
  const [pathname = '/', search = ''] = url.split('?');
  const shown = redirectLocation(pathname, search ? `?${search}` : '', 'mobile') ?? url;
  // The route a phone opens: its phone route, else the desktop page it still opens.
  const route = findRoute(shown.split('?')[0] ?? '/', 'mobile');
  if (!route) return null;
  const remote = registry.remotes.find((entry) => entry.area === route.area);
  const manifest = remote ? locate(remote.entry) : null;
  const dist = route.area === 'shell' ? shellDist : manifest && path.dirname(manifest);
  if (!dist) return null;
  const file = path.join(dist, FIRST_SCREEN_FILE);
  const module = moduleAt(file);
  if (!module) return null;
  const key = JSON.stringify([file, modules.get(file)?.mtimeMs, shown, language, first.currency, first.replies]);
  if (drawn.has(key)) return drawn.get(key) ?? null;
  const screen = module.firstScreen({ url: shown, language, currency: first.currency, replies: first.replies });
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, screen);
  return screen;
}
