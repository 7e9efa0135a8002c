import { createAreaLifecycles } from '@puente/shared';
import React from 'react';
import { AreaRoutes } from './area-routes';
import { translations } from './i18n';

/** The remote's only export (./app): single-spa lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({ area: 'personal', App: AreaRoutes, translations, react: React });
