import { createAreaLifecycles } from '@puente/shared';
import React from 'react';
import { MobileAreaRoutes } from './mobile-routes';

/** The remote's phone export (./mobile): single-spa lifecycles, loaded by phones only. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  area: 'personal',
  App: MobileAreaRoutes,
  translations: (language) => import(`./locales/${language}`),
  react: React,
});
