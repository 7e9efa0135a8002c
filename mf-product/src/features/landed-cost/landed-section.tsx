import { Box, useNearViewport, type GoodsDetails } from '@puente/shared';
import { lazy, Suspense } from 'react';

// The panel, its figures' code and its strings (about 11 KiB gzip) load when the reader scrolls to it, never
// with the page's first load: it starts some 250 px below a 720 px desktop screen, and below a phone's.
const LandedPanel = lazy(() => import('./landed-panel').then((module) => ({ default: module.LandedPanel })));

/**
 * The landed-cost estimate of a product page, below its first screen: drawn (and asked for) as the
 * reader scrolls near it, its place held at its height until then so nothing below it moves.
 */
export function LandedSection({ goods, quantity, minHeight = '38rem' }: { goods: GoodsDetails; quantity: number; minHeight?: string }) {
  const [place, near] = useNearViewport<HTMLDivElement>('100px');
  const held = <Box minH={minHeight} data-testid="landed-placeholder" />;
  if (!near) return <Box ref={place} minH={minHeight} data-testid="landed-placeholder" />;
  return (
    <Suspense fallback={held}>
      <LandedPanel goods={goods} quantity={quantity} />
    </Suspense>
  );
}
