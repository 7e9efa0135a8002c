import { AREA_OUTLET_ID, Box, ErrorState, findRoute, LoadingState, puenteStore, useLocation } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppStatus, SKIP_BECAUSE_BROKEN, triggerAppChange } from 'single-spa';
import { areaStatusAtom } from '../lib/area-status';
import { leftFirstScreen, releaseFirstScreen } from '../lib/first-screen';
import { remoteNameOf } from '../lib/registry';

let outletShown: () => void = () => undefined;
/** Settles once the outlet is in the page: the shell renders as a transition, and areas mount after. */
export const outletReady = new Promise<void>((resolve) => {
  outletShown = resolve;
});

/** The element remotes mount into. React renders it once and never touches its children. */
const Outlet = memo(function Outlet() {
  return (
    <div
      id={AREA_OUTLET_ID}
      ref={() => {
        outletShown();
      }}
    />
  );
});

function retry(area: string) {
  // single-spa never restarts an app whose lifecycle threw; only a fresh page does.
  const name = remoteNameOf(area);
  if (name && getAppStatus(name) === SKIP_BECAUSE_BROKEN) {
    window.location.reload();
    return;
  }
  puenteStore.set(areaStatusAtom, (all) => ({ ...all, [area]: { state: 'loading' } }));
  // An app whose load failed is loaded again on the next reroute.
  window.setTimeout(() => void triggerAppChange(), 250);
}

/** Where the active area's page appears, with its loading state, or its fallback when it cannot load. */
export function AreaOutlet() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const statuses = useAtomValue(areaStatusAtom);
  const route = findRoute(location.pathname);
  const area = route && route.area !== 'shell' ? route.area : null;
  const status = area ? statuses[area] : null;
  // A first screen from the html (ADR 007) gives way to the page once it is drawn (Main watches),
  // to the area's fallback when it cannot load, and to any other page the reader opens meanwhile.
  const settled = status?.state === 'failed' || status?.state === 'incompatible';
  useEffect(() => {
    if (settled || leftFirstScreen(location.pathname)) releaseFirstScreen();
  }, [settled, location.pathname]);
  return (
    <Box position="relative">
      {/* Laid over the outlet, not above it: the area's page must not jump when it replaces this. */}
      {area && status?.state === 'loading' ? (
        <Box position="absolute" insetX="0" top="0">
          <LoadingState />
        </Box>
      ) : null}
      {area && status?.state === 'failed' ? (
        <div data-testid="area-fallback" data-area={area}>
          <ErrorState message={t('area.unavailable')} hint={t('area.unavailableHint')} onRetry={() => retry(area)} />
        </div>
      ) : null}
      {area && status?.state === 'incompatible' ? (
        <div data-testid="area-incompatible" data-area={area}>
          <ErrorState message={t('area.incompatible')} hint={t('area.incompatibleHint')} />
        </div>
      ) : null}
      <Outlet />
    </Box>
  );
}
