import { AreaRouter, type AreaPages } from '@puente/shared';
import { LAZY_TECHNOLOGY_PAGES } from './lazy-pages';
import { TechnologyFrame } from './menu';
import { TechnologyLanding } from './pages/technology-trading';

/**
 * The technology area's page for each of its catalogue routes (the type requires every one and no
 * other). The landing ships with the remote; every other page loads when first visited (lazy-pages.tsx).
 */
export const TECHNOLOGY_PAGES: AreaPages<'technology'> = {
  technologyTrading: TechnologyLanding,
  ...LAZY_TECHNOLOGY_PAGES,
};

/** The technology area's router on a desktop; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <TechnologyFrame>
      <AreaRouter area="technology" pages={TECHNOLOGY_PAGES} />
    </TechnologyFrame>
  );
}
