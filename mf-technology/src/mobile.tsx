import { createAreaLifecycles } from '@puente/shared';
import React from 'react';
import { MobileAreaRoutes, preloadMobilePage } from './mobile-routes';

/** The remote's phone export (./mobile): single-spa lifecycles, loaded by phones only. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'technology',
  App: MobileAreaRoutes,
  translations: (language) => import(/* webpackChunkName: "area-strings-[request]", webpackExclude: /\.test\.ts$/ */ `./locales/${language}`),
  react: React,
  preload: preloadMobilePage,
});
