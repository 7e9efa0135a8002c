import { Button, Flex, Heading, href, HStack, isSignedInAtom, Link } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useRequirementEntries } from './permissions';

/** The ways into requirements the reader may take: publish, browse all, their own history (`here` is left out). */
export function RequirementEntries({ here }: { here?: 'centre' | 'history' }) {
  const { t } = useTranslation('product');
  const entries = useRequirementEntries();
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <HStack gap="3" wrap="wrap">
      {entries.release ? (
        <Button asChild colorPalette="brand" data-testid="publish-requirement">
          <Link to={href('releaseRequirements')}>{t('requirement.publish')}</Link>
        </Button>
      ) : null}
      {entries.centre && here !== 'centre' ? (
        <Button asChild variant="outline" data-testid="requirement-centre-entry">
          <Link to={href('releaseListAll')}>{t('requirement.browseAll')}</Link>
        </Button>
      ) : null}
      {signedIn && here !== 'history' ? (
        <Button asChild variant="ghost">
          <Link to={href('releaseList')}>{t('requirement.myHistory')}</Link>
        </Button>
      ) : null}
    </HStack>
  );
}

/** A requirement list's heading, with the ways in beside it. */
export function RequirementsHeader({ title }: { title: string }) {
  return (
    <Flex justify="space-between" align="center" gap="4" wrap="wrap">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <RequirementEntries />
    </Flex>
  );
}
