import {
  Badge,
  Box,
  Button,
  href,
  type CallReply,
  calls,
  ChakraLink,
  EmptyState,
  formatDate,
  HStack,
  languageAtom,
  Link,
  Pager,
  QueryView,
  regionName,
  SimpleGrid,
  Stack,
  technologyRequirementsRequest,
  Text,
  useApiQuery,
  useTrailHref,
  type TechnologyType,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

type Requirement = CallReply<typeof calls.listRequirements>['list'][number];
export type { TechnologyType };

/** Where technology requirements are published: the product area's form, opened for technology. */
export const PUBLISH_HREF = href('releaseRequirements', { kind: 'technology' });

export function isOutputType(type: TechnologyType): type is (typeof calls.OUTPUT_TYPES)[number] {
  return (calls.OUTPUT_TYPES as readonly string[]).includes(type);
}

export function PublishButton() {
  const { t } = useTranslation('technology');
  return (
    <Button asChild colorPalette="brand" data-testid="publish-technology">
      <Link to={PUBLISH_HREF}>{t('requirements.publish')}</Link>
    </Button>
  );
}

function RequirementCard({ requirement }: { requirement: Requirement }) {
  const { t } = useTranslation('technology');
  const language = useAtomValue(languageAtom);
  const trail = useTrailHref();
  const type = requirement.outputType ?? requirement.needType;
  return (
    <Stack borderWidth="1px" borderRadius="lg" p="4" bg="bg" gap="2" data-testid="technology-requirement">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={requirement.outputType ? 'blue' : 'green'}>{requirement.outputType ? t('requirements.offered') : t('requirements.wanted')}</Badge>
        {type ? <Badge>{t(`types.${type}`)}</Badge> : null}
      </HStack>
      <ChakraLink asChild fontWeight="semibold" color="fg">
        <Link to={trail(href('releaseInfo', { id: requirement.id }))}>{requirement.title}</Link>
      </ChakraLink>
      <Text fontSize="sm" color="fg.muted" lineClamp={3}>
        {requirement.description}
      </Text>
      <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap" mt="auto">
        {requirement.owner.countryCode ? <Text>{regionName(requirement.owner.countryCode, language)}</Text> : null}
        <Text>{t('requirements.published', { date: formatDate(requirement.createTime, language) })}</Text>
        <Text>{t('requirements.views', { count: requirement.views })}</Text>
      </HStack>
    </Stack>
  );
}

/**
 * Open technology requirements (all, or one need or output type), paged, from the requirement list
 * call, asked as the contract asks it for the server's first calls (technologyRequirementsRequest).
 */
export function TechnologyRequirements({ type, pageSize, page = 1, onPage }: { type?: TechnologyType; pageSize?: number; page?: number; onPage?: (page: number) => void }) {
  const { t } = useTranslation('technology');
  const body = technologyRequirementsRequest({ type: type ?? null, page }, pageSize);
  const list = useApiQuery(calls.listRequirements, body);
  return (
    <QueryView
      state={list}
      isEmpty={(data) => data.list.length === 0}
      empty={
        <EmptyState title={t('requirements.empty')}>
          <Box pt="2">
            <PublishButton />
          </Box>
        </EmptyState>
      }
    >
      {(data) => (
        <Stack gap="2" data-testid="technology-requirements">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
            {data.list.map((requirement) => (
              <RequirementCard key={requirement.id} requirement={requirement} />
            ))}
          </SimpleGrid>
          {onPage ? <Pager page={page} total={data.total} size={body.everyNumber} onPage={onPage} /> : null}
        </Stack>
      )}
    </QueryView>
  );
}
