import type { RouteNameIn } from '@puente/shared';

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
