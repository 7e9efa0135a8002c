import { calls, ChakraLink, href, isRouteName, Link, QueryView, SimpleGrid, SitePageCard, useApiQuery, useTrailHref, type SitePageGroup, type SitePageSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Where a page opens: a park on its own detail route, any other page on /serviceGuide. */
export function pageHref(page: Pick<SitePageSummary, 'slug' | 'title' | 'group'>): string {
  const park = /^park-(\d)$/.exec(page.slug);
  const parkRoute = park ? `parkDetails${park[1]}` : '';
  if (page.group === 'park' && isRouteName(parkRoute)) return href(parkRoute, { name: page.title });
  return href('serviceGuide', { slug: page.slug, name: page.title });
}

/** The pages of one group (registration, visas, parks…) as cards. */
export function PageGroup({ group, limit, columns = 3, factCount = 2 }: { group: SitePageGroup; limit?: number; columns?: number; factCount?: number }) {
  const { t } = useTranslation('comprehensive');
  const trail = useTrailHref();
  const pages = useApiQuery(calls.listSitePages, { group, everyNumber: limit ?? -1 });
  return (
    <QueryView state={pages} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <SimpleGrid columns={{ base: 1, md: 2, lg: columns }} gap="4" data-testid={`pages-${group}`}>
          {data.list.map((page) => (
            <SitePageCard
              key={page.slug}
              page={page}
              factCount={factCount}
              illustrativeLabel={t('page.illustrative')}
              link={(title) => (
                <ChakraLink asChild color="fg">
                  <Link to={trail(pageHref(page))} data-testid="page-link">
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
