import { calls, SiteLanding } from '@puente/shared';

/** /technologyTrading: the technology landing page. */
export function TechnologyLanding() {
  return <SiteLanding siteid={calls.SITE_IDS.technology} namespace="technology" testId="technology-landing" />;
}
