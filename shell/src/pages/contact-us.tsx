import { Heading, QueryView, SimpleGrid, Stack } from '@puente/shared';
import { ContactDetails } from '../features/site/contact-details';
import { SiteArticle } from '../features/site/site-article';
import { useSiteArticles } from '../features/site/use-site-articles';

/** /contactUs and /contactInformation: how to reach the team, and the site's contact details. */
export function ContactPage() {
  const articles = useSiteArticles('contact');
  return (
    <QueryView state={articles} isEmpty={([, { list }]) => !list[0]}>
      {([, { list }]) => (
        <Stack gap="5" py="8" data-testid="contact-page">
          <Heading as="h1" size="2xl">
            {list[0]!.title}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
            <SiteArticle id={list[0]!.id} />
            <ContactDetails />
          </SimpleGrid>
        </Stack>
      )}
    </QueryView>
  );
}
