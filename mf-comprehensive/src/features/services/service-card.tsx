import { Box, calls, ChakraLink, Heading, href, Link, Text, useApiQuery, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { Service } from './services';

/** A service on the landing: its title (to its page), what it is, how many guides it has. */
export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('comprehensive');
  const trail = useTrailHref();
  const guides = useApiQuery(calls.listSitePages, { group: service.group, everyNumber: 1 });
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="service-card">
      <Heading as="h3" size="md" mb="2">
        <ChakraLink asChild color="fg">
          <Link to={trail(href(service.route))}>{t(`services.${service.key}.title`)}</Link>
        </ChakraLink>
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="2">
        {t(`services.${service.key}.intro`)}
      </Text>
      <Text color="brand.fg" fontSize="sm" fontWeight="medium" minH="5">
        {guides.status === 'success' ? t('landing.guides', { count: guides.data.total }) : ''}
      </Text>
    </Box>
  );
}
