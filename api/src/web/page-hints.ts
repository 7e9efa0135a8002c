import fs from 'node:fs';
import path from 'node:path';
import {
  acceptedLanguages,
  DEFAULT_CURRENCY,
  findRoute,
  redirectLocation,
  isCurrency,
  languageOfTags,
  LANGUAGES,
  READER_COOKIES,
  REMOTE_AREAS,
  type Currency,
  type FirstCall,
  type Language,
} from '@puente/shared/contract';
import { firstCallsOf } from '@puente/shared/first-calls';
import type { FirstReply } from '@puente/shared/first-screen';
import type { RemoteRegistry } from './registry';

/**
 * What the shell would fetch one after another before a page shows anything: /remotes.json, then
 * the area's manifest, its remote entry and the module the area exposes. The server knows the route
 * catalogue and the registry, so the html names them all at once and the browser fetches them in
 * parallel with the shell's own scripts (issue perf-web: "let the server cut the waterfall").
 */

/** The shell's own device check (shell/src/lib/device.ts) as far as a server can make it: by the user agent. */
const PHONE = /Mobi|Android|iPhone|iPod|Windows Phone/i;

export const isPhone = (userAgent: string) => PHONE.test(userAgent);

/** One cookie's value from a request's Cookie header, if it is there. */
const cookieOf = (cookieHeader: string | undefined, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? '')?.[1]?.trim();

/**
 * Whether the page is a phone's: a phone's user agent, unless its reader chose the desktop site with
 * the footer's link (the shell keeps that choice in a cookie for the server, as it keeps the language).
 * The hints, the first replies and the first paint all follow this one answer.
 */
export const readsAsPhone = (userAgent: string, cookieHeader: string | undefined) => isPhone(userAgent) && cookieOf(cookieHeader, READER_COOKIES.site) !== 'desktop';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; puente?: { area?: string; routes?: Array<{ path: string }> } };
  exposes?: Array<{ path?: string; name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

interface Loaded {
  mtimeMs: number;
  manifest: Manifest;
}

const manifests = new Map<string, Loaded>();

/** A manifest read from disk, again only once the file has changed (a redeploy writes a new one). */
function readManifest(file: string): Manifest | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = manifests.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    manifests.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null;
  }
}

/** Where a registry entry's manifest lies on this server's disk, when it is served from here. */
export type ManifestLocator = (entry: string) => string | null;

/** The area a page belongs to: the catalogue's (on a phone its phone table first), else one a remote declares. */
export function areaOfPage(pathname: string, phone: boolean, declared: ReadonlyMap<string, string>): string | null {
  const route = findRoute(pathname, phone ? 'mobile' : 'desktop');
  if (route) return (REMOTE_AREAS as readonly string[]).includes(route.area) ? route.area : null;
  return declared.get(pathname.replace(/\/+$/, '').toLowerCase()) ?? null;
}

const SAFE_URL = /^\/[\w./-]+$/;

/** The language a page will show: the reader's choice, which the shell keeps in a cookie for this, else the browser's first that Puente speaks, else English. */
export function languageOf(cookieHeader: string | undefined, acceptLanguage?: string): Language {
  const language = cookieOf(cookieHeader, READER_COOKIES.language) ?? '';
  if ((LANGUAGES as readonly string[]).includes(language)) return language as Language;
  // A first visit: the browser's first language Puente speaks, as the page's scripts will choose it.
  return languageOfTags(acceptedLanguages(acceptLanguage)) ?? 'english';
}

/** The currency a page will show its prices in: the reader's choice, kept in a cookie for this, else the default. */
export function currencyOf(cookieHeader: string | undefined): Currency {
  const currency = cookieOf(cookieHeader, READER_COOKIES.currency) ?? '';
  return isCurrency(currency) ? currency : DEFAULT_CURRENCY;
}

export interface PageHintRequest {
  pathname: string;
  /** Whether the page is a phone's (readsAsPhone). */
  phone: boolean;
  language: Language;
  registry: RemoteRegistry;
  locate: ManifestLocator;
  /** The shell's built files, for its strings chunks in the reader's language. */
  shellFiles: readonly string[];
}

/**
 * The `<link>` tags that start a page's downloads with the html: the shell's strings in the reader's
 * language, and for an area's page its manifest (fetched as the shell fetches it), its remote entry
 * and the scripts of the module the page mounts (`./mobile` on a phone where the remote has one).
 * No area hints for a page of no area or a remote served from another origin.
 */
export function pageHints({ pathname, phone, language, registry, locate, shellFiles }: PageHintRequest): string {
  // The shell's strings in the reader's language, and on a phone its header and tab bar (lazy chunks).
  const shellChunks = new RegExp(`^((shell-)?strings-${language}${phone ? '|phone-header|phone-tab-bar' : ''})\\.[0-9a-f]+\\.js$`);
  const links = shellFiles.filter((file) => shellChunks.test(file)).map((file) => `<link rel="preload" href="/${file}" as="script"/>`);
  const { declared, manifestsOf } = readRemotes(registry, locate);
  // The shell reads the manifest of every area a remote declares before it mounts any area.
  for (const remote of registry.remotes)
    if (!(REMOTE_AREAS as readonly string[]).includes(remote.area) && manifestsOf.has(remote.area) && SAFE_URL.test(remote.entry))
      links.push(`<link rel="preload" href="${remote.entry}" as="fetch" crossorigin="anonymous"/>`);
  const area = areaOfPage(pathname, phone, declared);
  const remote = area ? registry.remotes.find((r) => r.area === area) : undefined;
  const manifest = area ? manifestsOf.get(area) : undefined;
  if (!remote || !manifest || !SAFE_URL.test(remote.entry)) return links.join('');
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const module = phone && manifest.exposes?.some((e) => e.path === './mobile') ? 'mobile' : 'app';
  const exposed = manifest.exposes?.find((e) => e.name === module);
  const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  // The area's strings in the reader's language come with it, instead of after its code has run.
  const areaStrings = new RegExp(`(^|/)area-strings-${language}\\.[0-9a-f]+\\.js$`);
  const scripts = [
    `${manifest.metaData?.remoteEntry?.path ?? ''}${entryName}`,
    ...(exposed?.assets?.js?.sync ?? []),
    ...(exposed?.assets?.js?.async ?? []).filter((file) => areaStrings.test(file)),
  ].map((file) => `${base}${file}`);
  links.push(`<link rel="preload" href="${remote.entry}" as="fetch" crossorigin="anonymous"/>`);
  for (const script of scripts) if (SAFE_URL.test(script)) links.push(`<link rel="preload" href="${script}" as="script"/>`);
  return links.join('');
}

/** The registry's manifests by area, and the routes the remotes declare (lower-case path → area). */
function readRemotes(registry: RemoteRegistry, locate: ManifestLocator): { declared: Map<string, string>; manifestsOf: Map<string, Manifest> } {
  const declared = new Map<string, string>();
  const manifestsOf = new Map<string, Manifest>();
  for (const remote of registry.remotes) {
    const file = locate(remote.entry);
    const manifest = file ? readManifest(file) : null;
    if (!manifest) continue;
    manifestsOf.set(remote.area, manifest);
    for (const route of manifest.metaData?.puente?.routes ?? []) declared.set(route.path.toLowerCase(), remote.area);
  }
  return { declared, manifestsOf };
}

/**
 * Whether a path is a page: a route of the catalogue (desktop or phone), a redirect of one, or a
 * route a remote of the registry declares (the console's). Any other path is not found.
 */
export function isPage(pathname: string, registry: RemoteRegistry, locate: ManifestLocator): boolean {
  if (findRoute(pathname, 'desktop') || findRoute(pathname, 'mobile')) return true;
  if (redirectLocation(pathname, '', 'desktop') || redirectLocation(pathname, '', 'mobile')) return true;
  return readRemotes(registry, locate).declared.has(pathname.replace(/\/+$/, '').toLowerCase());
}

/** The locator for the apps plugin: workspace remotes under /remotes/<dir>/ and releases under /releases/. */
export function diskLocator(root: string): ManifestLocator {
  return (entry) => {
    const remote = /^\/remotes\/([\w-]+)\/([\w.-]+\.json)$/.exec(entry);
    if (remote) return path.join(root, remote[1]!, 'dist', remote[2]!);
    const release = /^\/releases\/([\w./-]+\.json)$/.exec(entry);
    if (release && !release[1]!.includes('..')) return path.join(root, 'releases', release[1]!);
    return null;
  };
}

/** Asks one of the API's own calls in process, as a reader who is not signed in would. */
export type AskCall = (path: string, body: Record<string, unknown>) => Promise<unknown>;

/** JSON safe inside a script element: no `<` can close it, whatever the data holds. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The replies to a page's first calls, as the server asked them, and the pictures its first screen paints. */
export interface FirstReplies {
  language: Language;
  currency: Currency;
  replies: FirstReply[];
  pictures: string[];
}

/**
 * Asks the page's first calls (the contract's firstCallsOf) for a reader who is not signed in, in
 * the reader's language and currency (languageOf, currencyOf). A call that fails is left out: the
 * page asks it itself and shows its own error. No replies for a page that has no first calls (it
 * may be drawn from its strings alone, as the login is); null when none of its calls answered.
 */
export async function askFirstCalls(url: string, phone: boolean, language: Language, ask: AskCall, currency: Currency = DEFAULT_CURRENCY): Promise<FirstReplies | null> {
  const [pathname = '/', search = ''] = url.split('?');
  const calls = firstCallsOf(pathname, search ? `?${search}` : '', phone);
  if (!calls.length) return { language, currency, replies: [], pictures: [] };
  const replies: FirstReplies['replies'] = [];
  const pictures: string[] = [];
  // A call answered may name the next ones (the page's next calls, made with what it says): they are asked in turn.
  const askOne = async ({ call, body, pictures: picturesOf, then }: FirstCall): Promise<void> => {
    const reply = (await ask(call.path, { ...(body as Record<string, unknown>), showCurrency: currency, showLanguage: language }).catch(() => null)) as {
      result?: number;
    } | null;
    if (reply?.result !== 1) return;
    replies.push({ path: call.path, body, reply });
    pictures.push(...(picturesOf?.(reply) ?? []).filter((picture) => SAFE_URL.test(picture)));
    await Promise.all((then?.(reply) ?? []).map(askOne));
  };
  await Promise.all(calls.map(askOne));
  return replies.length ? { language, currency, replies, pictures } : null;
}

/**
 * The first replies in a JSON script element the page reads before it asks the API, and a preload
 * for each picture the first screen paints.
 */
export function firstRepliesHtml(first: FirstReplies | null): string {
  if (!first?.replies.length) return '';
  const links = first.pictures.map((picture) => `<link rel="preload" href="${picture}" as="image" fetchpriority="high"/>`).join('');
  const { language, currency, replies } = first;
  return `${links}<script type="application/json" id="puente-first-replies">${scriptSafeJson({ language, currency, replies })}</script>`;
}

/** The page's first replies asked and written into the html (askFirstCalls, firstRepliesHtml). */
export async function firstReplies(url: string, phone: boolean, language: Language, ask: AskCall): Promise<string> {
  return firstRepliesHtml(await askFirstCalls(url, phone, language, ask));
}
