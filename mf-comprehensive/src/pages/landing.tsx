import { calls, SiteLanding } from '@puente/shared';

/** /integratedComprehensive: the comprehensive landing page. */
export function ComprehensiveLanding() {
  return <SiteLanding siteid={calls.SITE_IDS.comprehensive} namespace="comprehensive" testId="comprehensive-landing" />;
}
