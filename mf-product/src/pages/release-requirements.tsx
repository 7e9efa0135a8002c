import { Button, href, Link, Stack, Text, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useRequirementEntries } from '../features/requirements/permissions';
import { RequirementForm } from '../features/requirements/requirement-form';

/**
 * /releaseRequirements: publish a requirement (`?kind=technology` opens the technology variant), or
 * edit one with `?id=`; the catalogue's `auth` sends a guest to log in, and without the permission
 * to publish the page says so.
 */
export function RequirementReleasePage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const entries = useRequirementEntries();
  if (!entries.release) {
    return (
      <Stack align="center" py="16" gap="3" data-testid="no-release-permission">
        <Text fontWeight="semibold">{t('requirement.noPermission')}</Text>
        <Button asChild variant="outline">
          <Link to={href('productRequirement')}>{t('requirement.backToCentre')}</Link>
        </Button>
      </Stack>
    );
  }
  return <RequirementForm kind={params.get('kind') === 'technology' ? 'technology' : 'product'} editId={Number(params.get('id')) || 0} />;
}
