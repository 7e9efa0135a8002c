import { calls, Heading, QueryView, Stack, Text, useApiQuery, type SitePageSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PartnerCard } from '../features/site-pages/partner-card';

/** The bodies of each side of the Pacific: China's first, as the content file orders them. */
const SIDES = [
  { key: 'china', has: (partner: SitePageSummary) => partner.countryCode === 'CN' },
  { key: 'region', has: (partner: SitePageSummary) => partner.countryCode !== 'CN' },
] as const;

/**
 * /policyPartner (phone only): the government and trade bodies of China and Latin America a trader
 * can turn to, the ones the site's footer links, each with what it offers and its website. They are
 * site pages of the group `policyPartner` (api/content/site-pages/policy-partners.json).
 */
export function MobilePolicyPartnersPage() {
  const { t } = useTranslation('technology');
  const partners = useApiQuery(calls.listSitePages, calls.sitePagesRequest('policyPartner'));
  return (
    <Stack gap="4" py="4" data-testid="mobile-partners-page">
      <Stack gap="1">
        <Heading as="h1" size="xl" overflowWrap="anywhere">
          {t('mobile.partners.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineHeight="tall">
          {t('mobile.partners.intro')}
        </Text>
      </Stack>
      <QueryView state={partners} isEmpty={(data) => data.list.length === 0} empty={t('mobile.partners.empty')}>
        {(data) => (
          <Stack gap="6" data-testid="partner-list">
            {SIDES.map((side) => {
              const list = data.list.filter(side.has);
              return list.length === 0 ? null : (
                <Stack as="section" key={side.key} gap="3" data-testid={`partners-${side.key}`}>
                  <Heading as="h2" size="md">
                    {t(`mobile.partners.${side.key}`)}
                  </Heading>
                  {list.map((partner) => (
                    <PartnerCard key={partner.slug} partner={partner} />
                  ))}
                </Stack>
              );
            })}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
