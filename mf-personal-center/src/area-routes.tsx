import { AreaRouter, Container, type AreaPages } from '@puente/shared';
import { PersonalLayout } from './features/layout/personal-layout';
import { LAZY_PERSONAL_PAGES } from './lazy-pages';
import { PersonalPanel } from './pages/personal-panel';

/**
 * The personal centre's page for each of its catalogue routes (the type requires every one and no
 * other). Every route of the area needs a session: the catalogue says so, and the router's guard
 * keeps a guest from seeing even the centre's menu. The overview ships with the remote; every
 * other page loads when first visited (lazy-pages.tsx).
 */
export const PERSONAL_PAGES: AreaPages<'personal'> = { ...LAZY_PERSONAL_PAGES, personalPanel: PersonalPanel };

export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <AreaRouter area="personal" pages={PERSONAL_PAGES} layout={PersonalLayout} />
    </Container>
  );
}
