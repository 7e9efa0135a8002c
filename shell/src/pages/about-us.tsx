import { Heading, QueryView, Stack, Text } from '@puente/shared';
import { SiteArticle } from '../features/site/site-article';
import { useSiteArticles } from '../features/site/use-site-articles';

/** /aboutUs */
export function AboutPage() {
  const articles = useSiteArticles('about');
  return (
    <QueryView state={articles} isEmpty={([, { list }]) => !list[0]}>
      {([, { list }]) => (
        <Stack gap="5" py="8" maxW="3xl" data-testid="about-page">
          <Heading as="h1" size="2xl">
            {list[0]!.title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {list[0]!.summary}
          </Text>
          <SiteArticle id={list[0]!.id} />
        </Stack>
      )}
    </QueryView>
  );
}
