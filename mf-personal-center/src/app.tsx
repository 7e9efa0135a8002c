import { createAreaLifecycles, preloadPage } from '@puente/shared';
import React from 'react';
import { AreaRoutes, PERSONAL_PAGES } from './area-routes';

/** The remote's only export (./app): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'personal',
  App: AreaRoutes,
  translations: (language) => import(/* webpackChunkName: "area-strings-[request]", webpackExclude: /\.test\.ts$/ */ `./locales/${language}`),
  react: React,
  preload: () => preloadPage('personal', PERSONAL_PAGES),
});
