import { href, SitePageGrid, type SitePageGroup } from '@puente/shared';
import { useTranslation } from 'react-i18next';

export function guideHref(page: { slug: string; title: string }) {
  return href('technologyGuide', { slug: page.slug, name: page.title });
}

/** The pages of one group (consulting, cooperation…) as cards that open /technologyGuide. */
export function PageGroup({ group, limit, columns }: { group: SitePageGroup; limit?: number; columns?: number }) {
  const { t } = useTranslation('technology');
  return <SitePageGrid group={group} limit={limit} columns={columns} illustrativeLabel={t('page.illustrative')} hrefOf={guideHref} />;
}
