import { createAreaLifecycles } from '@puente/shared';
import React from 'react';
import { AreaRoutes } from './area-routes';

/** The remote's only export (./app): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'operator',
  App: AreaRoutes,
  translations: (language) => import(`./locales/${language}`),
  react: React,
});
