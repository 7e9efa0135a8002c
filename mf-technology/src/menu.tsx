import { AreaNav, Container, type RouteNameIn } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The technology area's menu: its landing and its pages, in the order the menu shows them. */
export const TECHNOLOGY_MENU: readonly RouteNameIn<'technology'>[] = [
  'technologyTrading',
  'technologyProduvt',
  'sophisticated',
  'newsInformation',
  'policyResearch',
  'achievement',
  'community',
  'moreCollaboration',
];

/** A desktop page of the area: in the area's container, under its menu (the router's and the server-drawn first screen's alike). */
export function TechnologyFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('technology');
  return (
    <Container maxW="7xl">
      <AreaNav routes={TECHNOLOGY_MENU} label={t('menu')} testId="technology-menu" />
      {children}
    </Container>
  );
}
