import { Box, Button, ChakraLink, Heading, href, Link, QueryView, SimpleGrid, Stack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../features/site/contact-details';
import { SiteArticle } from '../features/site/site-article';
import { useSiteArticles } from '../features/site/use-site-articles';

/** /contactUs and /contactInformation: how to reach the team, and the site's contact details. */
export function ContactPage() {
  const { t } = useTranslation('shell');
  const articles = useSiteArticles('contact');
  return (
    <QueryView state={articles} isEmpty={([, { list }]) => !list[0]}>
      {([, { list }]) => (
        <Stack gap="5" py="8" data-testid="contact-page">
          <Heading as="h1" size="2xl">
            {list[0]!.title}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
            <Stack gap="5">
              <SiteArticle id={list[0]!.id} />
              {/* The article sends readers to the complaints form and to the services: the ways there. */}
              <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="contact-ways">
                <Heading as="h2" size="md" mb="3">
                  {t('pages.writeToUs')}
                </Heading>
                {/* The label wraps on a narrow phone rather than widen the page. */}
                <Button asChild colorPalette="brand" size="sm" mb="3" whiteSpace="normal" h="auto" minH="44px" py="2" maxW="full" textAlign="start">
                  <Link to={href('complaint')} data-testid="contact-complaint-link">
                    {t('pages.complaintLink')}
                  </Link>
                </Button>
                <Text fontSize="sm">
                  {t('pages.servicesDesk')}{' '}
                  <ChakraLink asChild color="brand.fg" textDecoration="underline">
                    <Link to={href('integratedComprehensive')}>{t('pages.servicesLink')}</Link>
                  </ChakraLink>
                </Text>
              </Box>
            </Stack>
            <ContactDetails />
          </SimpleGrid>
        </Stack>
      )}
    </QueryView>
  );
}
