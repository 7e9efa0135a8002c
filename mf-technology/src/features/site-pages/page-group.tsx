import { href, SitePageGrid, type SitePageGroup } from '@puente/shared';
import { useTranslation } from 'react-i18next';

export function guideHref(page: { slug: string; title: string }) {
  return href('technologyGuide', { slug: page.slug, name: page.title });
}

/** The pages of one group (consulting, cooperation…) as cards that open /technologyGuide, titled h2 right under the page's heading, else h3 under a section's. */
export function PageGroup({ group, limit, columns, headingAs = 'h3' }: { group: SitePageGroup; limit?: number; columns?: number; headingAs?: 'h2' | 'h3' }) {
  const { t } = useTranslation('technology');
  return <SitePageGrid group={group} limit={limit} columns={columns} headingAs={headingAs} illustrativeLabel={t('page.illustrative')} hrefOf={guideHref} />;
}
