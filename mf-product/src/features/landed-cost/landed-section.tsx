import { Box, useNearViewport, type GoodsDetails } from '@puente/shared';
import { lazy, Suspense } from 'react';

// The panel, its figures' code and its strings load when the reader nears it, never with the page's first screen.
const LandedPanel = lazy(() => import('./landed-panel').then((module) => ({ default: module.LandedPanel })));

/**
 * The landed-cost estimate of a product page, below its first screen: drawn (and asked for) as the
 * reader scrolls near it, its place held at its height until then so nothing below it moves.
 */
export function LandedSection({ goods, quantity, minHeight = '38rem' }: { goods: GoodsDetails; quantity: number; minHeight?: string }) {
  const [place, near] = useNearViewport<HTMLDivElement>('600px');
  const held = <Box minH={minHeight} data-testid="landed-placeholder" />;
  if (!near) return <Box ref={place} minH={minHeight} data-testid="landed-placeholder" />;
  return (
    <Suspense fallback={held}>
      <LandedPanel goods={goods} quantity={quantity} />
    </Suspense>
  );
}
