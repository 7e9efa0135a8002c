import { href, isRouteName, SitePageGrid, type SitePageGroup, type SitePageSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Where a page opens: a park on its own detail route, any other page on /serviceGuide. */
export function pageHref(page: Pick<SitePageSummary, 'slug' | 'title' | 'group'>): string {
  const park = /^park-(\d)$/.exec(page.slug);
  const parkRoute = park ? `parkDetails${park[1]}` : '';
  if (page.group === 'park' && isRouteName(parkRoute)) return href(parkRoute, { name: page.title });
  return href('serviceGuide', { slug: page.slug, name: page.title });
}

/** The pages of one group (registration, visas, parks…) as cards, titled h2 right under the page's heading, else h3 under a section's. */
export function PageGroup({
  group,
  limit,
  columns,
  factCount = 2,
  headingAs = 'h3',
}: {
  group: SitePageGroup;
  limit?: number;
  columns?: number;
  factCount?: number;
  headingAs?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('comprehensive');
  return <SitePageGrid group={group} limit={limit} columns={columns} factCount={factCount} headingAs={headingAs} illustrativeLabel={t('page.illustrative')} hrefOf={pageHref} />;
}
