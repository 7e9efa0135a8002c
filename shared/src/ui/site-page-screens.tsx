import { Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { calls, formatDate, type SitePage, type SitePageGroup, type SitePageSummary } from '../contract';
import { useApiQuery } from '../query/use-api-query';
import { Link } from '../router';
import { languageAtom } from '../store/atoms';
import { useTrailHref } from './area-page';
import { ErrorState } from './page-states';
import { QueryView } from './query-view';
import { SitePageCard, SitePageView, type SitePageLabels } from './site-page';

/**
 * The pages of one group (consulting, registration, parks…) as cards; each title opens the page
 * where `hrefOf` says, continuing the breadcrumb trail.
 */
export function SitePageGrid({
  group,
  hrefOf,
  illustrativeLabel,
  limit,
  columns = 3,
  factCount,
  headingAs,
}: {
  group: SitePageGroup;
  hrefOf: (page: SitePageSummary) => string;
  illustrativeLabel: string;
  limit?: number;
  columns?: number;
  factCount?: number;
  /** The cards' titles: h2 where the grid follows the page's own heading, h3 (the default) under a section's. */
  headingAs?: 'h2' | 'h3';
}) {
  const trail = useTrailHref();
  const pages = useApiQuery(calls.listSitePages, calls.sitePagesRequest(group, limit));
  return (
    <QueryView state={pages} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <SimpleGrid columns={{ base: 1, md: 2, lg: columns }} gap="4" data-testid={`pages-${group}`}>
          {data.list.map((page) => (
            <SitePageCard
              key={page.slug}
              page={page}
              factCount={factCount}
              headingAs={headingAs}
              illustrativeLabel={illustrativeLabel}
              link={(title) => (
                <ChakraLink asChild color="fg">
                  <Link to={trail(hrefOf(page))} data-testid="page-link">
                    {title}
                  </Link>
                </ChakraLink>
              )}
            />
          ))}
        </SimpleGrid>
      )}
    </QueryView>
  );
}

/**
 * One page by its slug, as a whole screen: a malformed slug or a missing page says so; `aside`
 * adds the area's way onward (publish a requirement, ask the services desk…).
 */
export function SitePageScreen({
  slug,
  labels,
  notFound,
  aside,
  testId,
}: {
  slug: string;
  labels: SitePageLabels;
  notFound: string;
  aside: (page: SitePage) => ReactNode;
  testId: string;
}) {
  const language = useAtomValue(languageAtom);
  const valid = calls.isSitePageSlug(slug);
  const page = useApiQuery(calls.sitePageDetails, { slug }, { enabled: valid });
  if (!valid) return <ErrorState message={notFound} />;
  return (
    <QueryView state={page} errorMessage={(error) => error.message}>
      {({ data }) => (
        <Stack py="6" maxW="4xl" mx="auto" data-testid={testId}>
          <SitePageView page={data} labels={labels} updated={formatDate(data.updateTime, language)} aside={aside(data)} />
        </Stack>
      )}
    </QueryView>
  );
}
