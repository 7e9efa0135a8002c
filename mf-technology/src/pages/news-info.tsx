import { ChakraLink, ErrorState, formatDate, Heading, HStack, languageAtom, Link, QueryView, Stack, Text, useTrailHref } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useArticleFromAddress, useListHref } from '../features/news/article';

/** /newsInfo?id=N&name=…: one article (the shell titles the page from `name`). */
export function NewsInfoPage() {
  const { t } = useTranslation('technology');
  const language = useAtomValue(languageAtom);
  const trail = useTrailHref();
  const back = useListHref();
  const { valid, article } = useArticleFromAddress();
  if (!valid) return <ErrorState message={t('page.notFound')} />;
  return (
    <QueryView state={article} errorMessage={(error) => error.message}>
      {({ data }) => (
        <Stack as="article" gap="5" py="6" maxW="3xl" mx="auto" data-testid="news-article">
          <Text color="brand.fg" fontWeight="medium">
            {data.columnName}
          </Text>
          <Heading as="h1" size="2xl" data-testid="article-title">
            {data.title}
          </Heading>
          <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
            <Text>{formatDate(data.publishTime, language)}</Text>
            {data.author ? <Text>{t('news.by', { author: data.author })}</Text> : null}
            <Text>{t('news.views', { count: data.views })}</Text>
          </HStack>
          <Text fontSize="lg" color="fg.muted">
            {data.summary}
          </Text>
          {data.content.map((paragraph, index) => (
            <Text key={index} lineHeight="tall">
              {paragraph}
            </Text>
          ))}
          <ChakraLink asChild color="brand.fg">
            <Link to={trail(back)}>‹ {t('news.back')}</Link>
          </ChakraLink>
        </Stack>
      )}
    </QueryView>
  );
}
