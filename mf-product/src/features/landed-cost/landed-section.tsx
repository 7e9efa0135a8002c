import { Box, Later, type GoodsDetails } from '@puente/shared';
import { lazy, Suspense } from 'react';

// The panel, its figures' code and its strings load once the page's first screen has painted.
const LandedPanel = lazy(() => import('./landed-panel').then((module) => ({ default: module.LandedPanel })));

/** The landed-cost estimate of a product page, below its first screen; its place held at its height until it is drawn. */
export function LandedSection({ goods, quantity, minHeight = '38rem' }: { goods: GoodsDetails; quantity: number; minHeight?: string }) {
  const held = <Box minH={minHeight} data-testid="landed-placeholder" />;
  return (
    <Later minHeight={minHeight}>
      <Suspense fallback={held}>
        <LandedPanel goods={goods} quantity={quantity} />
      </Suspense>
    </Later>
  );
}
