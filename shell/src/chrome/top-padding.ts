import { findRoute, HEADER_PADDING, LANDING_PAGES, useLocation, visitModeAtom } from '@puente/shared';
import { useAtomValue } from 'jotai';

/**
 * Top padding (spec section 9): the technology and comprehensive landings sit under a fixed,
 * transparent header, so their content starts below it; other pages follow the sticky header.
 * The live page's main part and a desktop's first screen (first-screen.tsx) both read it.
 */
export function useTopPadding(): number {
  const location = useLocation();
  const route = findRoute(location.pathname);
  const visit = useAtomValue(visitModeAtom);
  const mode = route && route.area !== 'shell' ? route.visit : visit;
  const overlay = mode !== 'product' && route?.path === LANDING_PAGES[mode];
  return overlay ? HEADER_PADDING.comprehensiveShort : 0;
}
