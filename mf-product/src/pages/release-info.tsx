import { Badge, Button, calls, Heading, href, HStack, Link, QueryView, Stack, Text, useApiQuery, userAtom, useSearchParams } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { RequirementFacts } from '../features/requirements/requirement-facts';

/** /releaseInfo?id=: one requirement. */
export function RequirementInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const user = useAtomValue(userAtom);
  const details = useApiQuery(calls.requirementDetails, { id }, { enabled: id > 0 });
  if (id <= 0)
    return (
      <Text py="16" textAlign="center">
        {t('requirement.missing')}
      </Text>
    );
  return (
    <Stack py="6" gap="6" maxW="4xl" data-testid="requirement-info">
      <QueryView state={details}>
        {({ data: r }) => (
          <Stack gap="5">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={r.kind === 'technology' ? 'purple' : 'brand'}>{t(`requirement.kinds.${r.kind}`)}</Badge>
              <Badge colorPalette={r.status === 'open' ? 'green' : 'gray'} data-testid="requirement-status">
                {t(`requirement.statuses.${r.status}`)}
              </Badge>
            </HStack>
            <Heading as="h1" size="2xl" data-testid="requirement-heading">
              {r.title}
            </Heading>
            <RequirementFacts r={r} />
            {r.description ? <Text whiteSpace="pre-line">{r.description}</Text> : null}
            <HStack gap="3">
              {user && user.id === r.owner.id && r.status === 'open' ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={href('releaseRequirements', { id: r.id })}>{t('requirement.edit')}</Link>
                </Button>
              ) : null}
              <Button asChild variant="ghost" size="sm">
                <Link to={href('releaseListAll')}>{t('requirement.backToList')}</Link>
              </Button>
            </HStack>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
