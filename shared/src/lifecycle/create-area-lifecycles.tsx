import React, { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from '../router';
import singleSpaReact from 'single-spa-react';
import type { Language, RemoteArea } from '../contract';
import { addTranslations, i18n, sharedStringsReady } from '../i18n/i18n';
import { PuenteProviders } from '../ui/providers';
import { AreaBoundary } from './area-boundary';
import { puenteStore } from '../store/store';
import { recordRuntime } from './diagnostics';
import { areaElement } from './outlet';

export interface AreaAppOptions {
  /** One of the catalogue's areas, or one the remote declares itself (routes.json). */
  area: RemoteArea | (string & {});
  /** The area's root: its routes, inside the shared providers and a router. */
  App: ComponentType;
  /**
   * The area's own strings, added under the namespace named like the area: every language at once,
   * or the area's locale module of one language, `(language) => import(`./locales/${language}`)`
   * (each language its own chunk: only the reader's is downloaded; a language change reloads the
   * page, and any other language asked for later is loaded then).
   */
  translations: Record<Language, Record<string, unknown>> | ((language: Language) => Promise<Partial<Record<Language, Record<string, unknown>>>>);
  /** The React the remote was given by the share scope, recorded for the singleton check. */
  react: unknown;
  /**
   * Starts loading the page the address shows (`preloadPage` with the area's pages), called as the
   * area's code is evaluated: the page's scripts then load beside its strings, not after the mount.
   */
  preload?: () => void;
}

/**
 * Renders its children as a transition once mounted: React renders them in slices and lets the
 * browser in between, instead of one long task while a phone waits to answer a tap (perf-web).
 * It sits inside the area's router, so the router follows the address from the first commit on.
 */
function InSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

export interface AreaLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
}

/**
 * The single-spa lifecycles every remote exposes as `./app`. The root wraps the area in the
 * one store, the one Chakra system and the one i18n instance, and contains its crashes.
 */
export function createAreaLifecycles({ area, App, translations, react, preload }: AreaAppOptions): AreaLifecycles {
  // An area mounts once its reader can read it: the shared strings and its own, in one language.
  let ready: Promise<unknown> = sharedStringsReady;
  if (typeof translations === 'function') {
    const load = (language: Language) =>
      i18n.hasResourceBundle(language, area)
        ? Promise.resolve()
        : translations(language).then((module) => i18n.addResourceBundle(language, area, module[language] ?? {}, true, true));
    ready = Promise.all([sharedStringsReady, load(i18n.language as Language)]);
    i18n.on('languageChanged', (language) => void load(language as Language));
  } else addTranslations(area, translations);
  recordRuntime('react', react);
  recordRuntime('store', puenteStore);
  try {
    preload?.();
  } catch (error) {
    // A page that cannot be preloaded still loads when it renders.
    console.error(`[puente] ${area} could not preload its page`, error);
  }
  function Root() {
    return (
      <PuenteProviders>
        <BrowserRouter>
          <AreaBoundary area={area}>
            <InSlices>
              <App />
            </InSlices>
          </AreaBoundary>
        </BrowserRouter>
      </PuenteProviders>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    domElementGetter: () => areaElement(area),
    // Reached only if the providers themselves fail; the AreaBoundary inside handles the area's own errors.
    errorBoundary: () => <p data-testid="area-fallback">{i18n.t('common:area.crashed')}</p>,
  });
  return {
    bootstrap: (props) => ready.then(() => lifecycles.bootstrap(props as never)),
    mount: (props) => lifecycles.mount(props as never),
    unmount: (props) => lifecycles.unmount(props as never),
  };
}
