import { calls, ChakraLink, href, Link, QueryView, SimpleGrid, SitePageCard, type SitePageGroup, useApiQuery, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';

export function guideHref(page: { slug: string; title: string }) {
  return href('technologyGuide', { slug: page.slug, name: page.title });
}

/** The pages of one group (consulting, cooperation…) as cards that open /technologyGuide. */
export function PageGroup({ group, limit, columns = 3 }: { group: SitePageGroup; limit?: number; columns?: number }) {
  const { t } = useTranslation('technology');
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
              illustrativeLabel={t('page.illustrative')}
              link={(title) => (
                <ChakraLink asChild color="fg">
                  <Link to={trail(guideHref(page))}>{title}</Link>
                </ChakraLink>
              )}
            />
          ))}
        </SimpleGrid>
      )}
    </QueryView>
  );
}
