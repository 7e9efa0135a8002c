import { hasPermission, PERMISSIONS, permissionsAtom } from '@puente/shared';
import { useAtomValue } from 'jotai';

/**
 * The requirement entries of spec section 6: publishing needs procurementRequirements:release,
 * the requirement centre's entry procurementRequirements:center; neither shows before the
 * permissions have loaded (null).
 */
export function useRequirementEntries(): { release: boolean; centre: boolean } {
  const permissions = useAtomValue(permissionsAtom);
  return {
    release: permissions !== null && hasPermission(permissions, PERMISSIONS.requirementRelease),
    centre: permissions !== null && hasPermission(permissions, PERMISSIONS.requirementCentre),
  };
}
