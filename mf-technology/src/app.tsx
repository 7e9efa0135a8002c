import { createAreaLifecycles } from '@puente/shared';
import React from 'react';
import { AreaRoutes } from './area-routes';

/** The remote's desktop export (./app): single-spa lifecycles; phones load ./mobile instead. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'technology',
  App: AreaRoutes,
  translations: (language) => import(`./locales/${language}`),
  react: React,
});
