import { createAreaLifecycles, preloadPage } from '@puente/shared';
import React from 'react';
import { AreaRoutes, TECHNOLOGY_PAGES } from './area-routes';

/** The remote's desktop export (./app): single-spa lifecycles; phones load ./mobile instead. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'technology',
  App: AreaRoutes,
  translations: (language) => import(/* webpackChunkName: "area-strings-[request]", webpackExclude: /\.test\.ts$/ */ `./locales/${language}`),
  react: React,
  preload: () => preloadPage('technology', TECHNOLOGY_PAGES),
});
