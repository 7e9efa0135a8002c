import { Box, calls, Flex, href, HStack, PageHeader, parseTechnologySearch, Stack, Text, useNavigate, useSearchParams, useTabPanel, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PublishButton, TechnologyRequirements, type TechnologyType } from '../features/requirements/requirement-list';
import { TypeTab } from '../features/requirements/type-tab';

/** /technologyProduvt: technology offered (equipment export, technology export, overseas investment) and wanted, paged. */
export function TechnologyProductsPage() {
  const { t } = useTranslation('technology');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const trail = useTrailHref();
  // The address read as the contract reads it for the server's first call (firstCallsOf).
  const { type, page } = parseTechnologySearch(params);
  const tabs = useTabPanel<TechnologyType | null>();
  const go = (nextType: TechnologyType | null, nextPage: number) => {
    navigate(trail(href('technologyProduvt', { page: nextPage, type: nextType })));
  };
  return (
    <Stack gap="6" py="6" data-testid="technology-products">
      <PageHeader title={t('products.title')} intro={t('products.intro')}>
        <Box>
          <PublishButton />
        </Box>
      </PageHeader>
      <Stack gap="2" role="tablist">
        <Flex gap="2" wrap="wrap" align="center">
          <TypeTab type={null} chosen={type === null} onChoose={() => go(null, 1)} tab={tabs.tab(null)} />
        </Flex>
        {(
          [
            ['offered', calls.OUTPUT_TYPES],
            ['wanted', calls.NEED_TYPES],
          ] as const
        ).map(([side, types]) => (
          <HStack key={side} gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" minW="10rem">
              {t(`requirements.${side}`)}
            </Text>
            {types.map((candidate) => (
              <TypeTab key={candidate} type={candidate} chosen={type === candidate} onChoose={() => go(candidate, 1)} tab={tabs.tab(candidate)} />
            ))}
          </HStack>
        ))}
      </Stack>
      <Box {...tabs.panel(type)}>
        <TechnologyRequirements type={type ?? undefined} page={page} onPage={(next) => go(type, next)} />
      </Box>
    </Stack>
  );
}
