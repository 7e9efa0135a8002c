import {
  currencyAtom,
  deviceAtom,
  i18n,
  isAreaActive,
  languageAtom,
  notify,
  prepareFormats,
  puenteSystem,
  puenteEvents,
  puenteStore,
  recordRuntime,
  redirectLocation,
  REMOTE_AREAS,
  routeCatalogueAtom,
  setRouteTable,
  sharedStringsReady,
  type Language,
} from '@puente/shared';
import React, { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, getMountedApps, navigateToUrl, registerApplication, start } from 'single-spa';
import { ShellApp } from './app';
import { pickSite } from './lib/device';
import { outletReady } from './chrome/area-outlet';
import { declareArea, fetchRegistry, loadArea, markFailed, markReady, register, remoteNames, type RegistryEntry } from './lib/registry';
import { loadSession } from './lib/session';

function wireEvents() {
  puenteEvents.on('navigate', ({ to, replace }) => {
    if (replace) window.history.replaceState(window.history.state, '', to);
    else navigateToUrl(to);
  });
  puenteEvents.on('toast', ({ type, message }) => notify(type, message));
}

/**
 * One single-spa application per area: the catalogue's four (an area missing from the registry
 * shows its fallback) and every area a remote declares with its own routes (read from its
 * manifest first). Adding an area is a registry edit: no file here changes.
 */
async function registerAreas(entries: RegistryEntry[]) {
  const byName = remoteNames;
  for (const area of REMOTE_AREAS) if (!entries.some((e) => e.area === area)) markFailed(area);
  const known = entries.filter((entry) => (REMOTE_AREAS as readonly string[]).includes(entry.area));
  const declared = entries.filter((entry) => !(REMOTE_AREAS as readonly string[]).includes(entry.area) && entry.area !== 'shell');
  const declaredAreas = (await Promise.all(declared.map(async (entry) => ((await declareArea(entry)) > 0 ? [entry] : [])))).flat();
  for (const entry of [...known, ...declaredAreas]) {
    if (byName.has(entry.name)) continue;
    byName.set(entry.name, entry.area);
    registerApplication({ name: entry.name, app: () => loadArea(entry) as never, activeWhen: (location) => isAreaActive(entry.area, location.pathname) });
  }
  puenteStore.set(routeCatalogueAtom, (catalogue) => ({ version: catalogue.version + 1, settled: true }));
  // A remote that fails to load or throws in a lifecycle is contained: its area shows the fallback.
  addErrorHandler((error) => {
    const area = byName.get(error.appOrParcelName);
    console.error(`[puente] ${error.appOrParcelName} failed`, error);
    if (area) markFailed(area);
  });
  window.addEventListener('single-spa:app-change', () => {
    for (const name of getMountedApps()) {
      const area = byName.get(name);
      if (area) markReady(area);
    }
  });
}

/** Lets the browser paint and answer input before the boot goes on: each step is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The shell's strings in the reader's language only (a chunk per language), under the `shell` namespace. */
function loadShellStrings(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'shell')) return Promise.resolve();
  return import(/* webpackChunkName: "shell-strings-[request]" */ `./locales/${language}`).then((module: Record<Language, Record<string, unknown>>) => {
    i18n.addResourceBundle(language, 'shell', module[language] ?? {}, true, true);
  });
}

async function main() {
  const site = pickSite(navigator.userAgent, window.innerWidth);
  puenteStore.set(deviceAtom, site);
  setRouteTable(site);
  // A link made on the other kind of device opens its counterpart here, with its query.
  const counterpart = redirectLocation(window.location.pathname, window.location.search);
  if (counterpart) window.history.replaceState(window.history.state, '', `${counterpart}${window.location.hash}`);
  recordRuntime('react', React);
  recordRuntime('store', puenteStore);
  wireEvents();
  // The registry, the session and the reader's strings are fetched side by side; the page renders
  // once it has words to show (or, should a strings chunk fail, with what it has).
  const registry = fetchRegistry();
  void loadSession();
  i18n.on('languageChanged', (language) => void loadShellStrings(language as Language));
  await Promise.all([sharedStringsReady, loadShellStrings(i18n.language as Language)]).catch((error) => console.error('[puente] strings could not be loaded', error));
  // Until the registry is read, a path no catalogue route claims may belong to a declared area.
  puenteStore.set(routeCatalogueAtom, (catalogue) => ({ ...catalogue, settled: false }));
  // The boot's long steps run in tasks of their own, so none holds the page for long: the design
  // system's CSS variables, then the first screen, which React renders in slices (a transition).
  await nextTask();
  puenteSystem();
  await nextTask();
  const root = createRoot(document.getElementById('puente-root')!);
  startTransition(() => root.render(<ShellApp />));
  // While the areas' code and the first data are fetched, the reader's formats are made in a task of their own.
  setTimeout(() => prepareFormats(puenteStore.get(languageAtom), puenteStore.get(currencyAtom)), 0);
  let entries: RegistryEntry[] = [];
  try {
    entries = await registry;
    register(entries);
  } catch (error) {
    console.error('[puente] the remote registry could not be read', error);
  }
  await registerAreas(entries);
  // Areas are loaded meanwhile, and mounted once the shell has drawn the outlet they go in.
  await outletReady;
  start({ urlRerouteOnly: true });
  // single-spa announces history.pushState to the pages' routers only once started: an address
  // changed during the boot (a script, an extension, a test) reaches them now.
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

void main();
