import { createAreaLifecycles } from '@puente/shared';
import React from 'react';
import { AreaRoutes } from './area-routes';

/** The remote's only export (./app): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'operator',
  App: AreaRoutes,
  translations: (language) => import(/* webpackChunkName: "area-strings-[request]", webpackExclude: /\.test\.ts$/ */ `./locales/${language}`),
  react: React,
});
