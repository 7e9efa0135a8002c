import { deviceAtom, i18n, isAreaActive, puenteEvents, puenteStore, recordRuntime, REMOTE_AREAS, notify, sharedStringsReady, type Language, type RemoteArea } from '@puente/shared';
import React from 'react';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, getMountedApps, navigateToUrl, registerApplication, start } from 'single-spa';
import { ShellApp } from './app';
import { detectDevice } from './lib/device';
import { fetchRegistry, loadArea, markFailed, markReady, register, type RegistryEntry } from './lib/registry';
import { loadSession } from './lib/session';

function wireEvents() {
  puenteEvents.on('navigate', ({ to, replace }) => {
    if (replace) window.history.replaceState(window.history.state, '', to);
    else navigateToUrl(to);
  });
  puenteEvents.on('toast', ({ type, message }) => notify(type, message));
}

function registerAreas(entries: RegistryEntry[]) {
  const byName = new Map<string, RemoteArea>();
  for (const area of REMOTE_AREAS) {
    const entry = entries.find((e) => e.area === area);
    if (!entry) {
      markFailed(area);
      continue;
    }
    byName.set(entry.name, area);
    registerApplication({ name: entry.name, app: () => loadArea(entry) as never, activeWhen: (location) => isAreaActive(area, location.pathname) });
  }
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

/** The shell's strings in the reader's language only (a chunk per language), under the `shell` namespace. */
function loadShellStrings(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'shell')) return Promise.resolve();
  return import(/* webpackChunkName: "shell-strings-[request]" */ `./locales/${language}`).then((module: Record<Language, Record<string, unknown>>) => {
    i18n.addResourceBundle(language, 'shell', module[language] ?? {}, true, true);
  });
}

async function main() {
  puenteStore.set(deviceAtom, detectDevice(navigator.userAgent, window.innerWidth));
  recordRuntime('react', React);
  recordRuntime('store', puenteStore);
  wireEvents();
  // The registry, the session and the reader's strings are fetched side by side; the page renders
  // once it has words to show (or, should a strings chunk fail, with what it has).
  const registry = fetchRegistry();
  void loadSession();
  i18n.on('languageChanged', (language) => void loadShellStrings(language as Language));
  await Promise.all([sharedStringsReady, loadShellStrings(i18n.language as Language)]).catch((error) => console.error('[puente] strings could not be loaded', error));
  createRoot(document.getElementById('puente-root')!).render(<ShellApp />);
  let entries: RegistryEntry[] = [];
  try {
    entries = await registry;
    register(entries);
  } catch (error) {
    console.error('[puente] the remote registry could not be read', error);
  }
  registerAreas(entries);
  start({ urlRerouteOnly: true });
}

void main();
