import { createAreaLifecycles, withOrderWords } from '@puente/shared';
import React from 'react';
import { AreaRoutes } from './area-routes';

/** The remote's only export (./app): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'operator',
  App: AreaRoutes,
  // The platform's orders are much of the console: their words arrive with its strings, so no page waits for them.
  translations: (language) => withOrderWords(import(/* webpackChunkName: "area-strings-[request]", webpackExclude: /\.test\.ts$/ */ `./locales/${language}`), language),
  react: React,
});
