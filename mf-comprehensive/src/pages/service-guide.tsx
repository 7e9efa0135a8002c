import { useSearchParams } from '@puente/shared';
import { PageDetails } from '../features/site-pages/page-details';

/** /serviceGuide?slug=…: one service page (a country's registration guide, a visa guide…). */
export function ServiceGuidePage() {
  const [params] = useSearchParams();
  return <PageDetails slug={params.get('slug') ?? ''} testId="service-guide" />;
}
