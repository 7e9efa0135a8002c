import { createAreaLifecycles, preloadPage, withOrderWords } from '@puente/shared';
import React from 'react';
import { AreaRoutes, PERSONAL_PAGES } from './area-routes';

/** The remote's only export (./app): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'personal',
  App: AreaRoutes,
  // Orders are much of the area: their words arrive with its strings, so no page waits for them.
  translations: (language) => withOrderWords(import(/* webpackChunkName: "area-strings-[request]", webpackExclude: /\.test\.ts$/ */ `./locales/${language}`), language),
  react: React,
  preload: () => preloadPage('personal', PERSONAL_PAGES),
});
