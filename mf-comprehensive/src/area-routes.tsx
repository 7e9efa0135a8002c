import { AreaNav, AreaNotFound, Container, LANDING_PAGES, Route, Routes } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ComprehensiveLanding } from './pages/landing';
import { ParkDetailsPage, ParkListPage, ServiceGuidePage, ServicePage } from './pages/service-pages';

const MENU = ['/integratedComprehensive', '/companyRegistration', '/businessInspection', '/visaProcessing', '/landServices', '/parkList'] as const;
const PARKS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The comprehensive area's pages; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  const { t } = useTranslation('comprehensive');
  return (
    <Container maxW="7xl">
      <AreaNav paths={MENU} label={t('menu')} testId="comprehensive-menu" />
      <Routes>
        <Route path="/integratedComprehensive" element={<ComprehensiveLanding />} />
        <Route path="/companyRegistration" element={<ServicePage service="registration" />} />
        <Route path="/businessInspection" element={<ServicePage service="inspection" />} />
        <Route path="/visaProcessing" element={<ServicePage service="visa" />} />
        <Route path="/landServices" element={<ServicePage service="land" />} />
        <Route path="/serviceGuide" element={<ServiceGuidePage />} />
        <Route path="/parkList" element={<ParkListPage />} />
        {PARKS.map((n) => (
          <Route key={n} path={`/parkDetails${n}`} element={<ParkDetailsPage n={n} />} />
        ))}
        <Route path="*" element={<AreaNotFound landing={LANDING_PAGES.comprehensive} />} />
      </Routes>
    </Container>
  );
}
