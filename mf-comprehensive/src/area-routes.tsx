import { AreaNav, AreaRouter, Container, lazyPage, type AreaPages, type RouteNameIn } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComprehensiveLanding } from './pages/integrated-comprehensive';

// The landing ships with the remote; every other page loads when first visited. Each page has its
// file in pages/, named after its route; a screen that several routes show as variants (the four
// services, the eight parks) has one file.
const ServicePage = lazyPage(() => import('./pages/service'), 'ServicePage');
const ServiceGuidePage = lazyPage(() => import('./pages/service-guide'), 'ServiceGuidePage');
const ParkListPage = lazyPage(() => import('./pages/park-list'), 'ParkListPage');
const ParkDetailsPage = lazyPage(() => import('./pages/park-details'), 'ParkDetailsPage');

export const MENU: readonly RouteNameIn<'comprehensive'>[] = ['integratedComprehensive', 'companyRegistration', 'businessInspection', 'visaProcessing', 'landServices', 'parkList'];

/** The comprehensive area's page for each of its catalogue routes (the type requires every one and no other). */
export const COMPREHENSIVE_PAGES: AreaPages<'comprehensive'> = {
  integratedComprehensive: ComprehensiveLanding,
  companyRegistration: <ServicePage service="registration" />,
  businessInspection: <ServicePage service="inspection" />,
  visaProcessing: <ServicePage service="visa" />,
  landServices: <ServicePage service="land" />,
  serviceGuide: ServiceGuidePage,
  parkList: ParkListPage,
  parkDetails1: <ParkDetailsPage n={1} />,
  parkDetails2: <ParkDetailsPage n={2} />,
  parkDetails3: <ParkDetailsPage n={3} />,
  parkDetails4: <ParkDetailsPage n={4} />,
  parkDetails5: <ParkDetailsPage n={5} />,
  parkDetails6: <ParkDetailsPage n={6} />,
  parkDetails7: <ParkDetailsPage n={7} />,
  parkDetails8: <ParkDetailsPage n={8} />,
};

/** A page of the area: in the area's container, under its menu (the router's and the server-drawn first screen's alike). */
export function ComprehensiveFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('comprehensive');
  return (
    <Container maxW="7xl">
      <AreaNav routes={MENU} label={t('menu')} testId="comprehensive-menu" />
      {children}
    </Container>
  );
}

/** The comprehensive area's router; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <ComprehensiveFrame>
      <AreaRouter area="comprehensive" pages={COMPREHENSIVE_PAGES} />
    </ComprehensiveFrame>
  );
}
