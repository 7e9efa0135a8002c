import { createAreaLifecycles, withOrderWords } from '@puente/shared';
import React from 'react';
import { MobileAreaRoutes, preloadMobilePage } from './mobile-routes';

/** The remote's phone export (./mobile): single-spa lifecycles, loaded by phones only. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'personal',
  App: MobileAreaRoutes,
  // Orders are much of the area: their words arrive with its strings, so no page waits for them.
  translations: (language) => withOrderWords(import(/* webpackChunkName: "area-strings-[request]", webpackExclude: /\.test\.ts$/ */ `./locales/${language}`), language),
  react: React,
  preload: preloadMobilePage,
});
