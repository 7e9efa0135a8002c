import { Box, chakra, ChakraLink, ErrorState, formatDate, Heading, HStack, languageAtom, Link, QueryView, Stack, Text, useTrailHref } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useArticleFromAddress, useListHref } from '../features/news/article';

/** Back to the list the reader came from: a whole line to tap, not just its words. */
function BackLink({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation('technology');
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" fontSize="sm" alignSelf="start">
      <Link to={to} data-testid={testId}>
        <Box as="span" display="flex" alignItems="center" minH="44px">
          ‹ {t('mobile.back')}
        </Box>
      </Link>
    </ChakraLink>
  );
}

/**
 * /newsInfo?id=N&name=… on a phone: the article in one readable column (text at its full size, the
 * cover never wider than the screen), with the way back to its list above and below it. The article
 * is the desktop page's (features/news/article.ts).
 */
export function MobileNewsInfoPage() {
  const { t } = useTranslation('technology');
  const language = useAtomValue(languageAtom);
  const trail = useTrailHref();
  const back = trail(useListHref());
  const { valid, article } = useArticleFromAddress();
  if (!valid) return <ErrorState message={t('page.notFound')} />;
  return (
    <Stack gap="2" py="2" data-testid="mobile-news-info-page">
      <BackLink to={back} testId="article-back" />
      <QueryView state={article} errorMessage={(error) => error.message}>
        {({ data }) => (
          <Stack as="article" gap="4" pb="2" minW="0" data-testid="news-article">
            <Text color="brand.fg" fontWeight="medium" fontSize="sm">
              {data.columnName}
            </Text>
            <Heading as="h1" size="xl" lineHeight="short" overflowWrap="anywhere" data-testid="article-title">
              {data.title}
            </Heading>
            <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
              <Text>{formatDate(data.publishTime, language)}</Text>
              {data.author ? <Text>{t('news.by', { author: data.author })}</Text> : null}
              <Text>{t('news.views', { count: data.views })}</Text>
            </HStack>
            {data.cover ? (
              // The picture has its room before it arrives (the text below does not jump), a strip of the cover rather than a whole screen of it.
              <chakra.img src={data.cover} alt="" width="600" height="338" w="full" maxW="100%" h="auto" aspectRatio="16 / 9" objectFit="cover" borderRadius="md" bg="bg.muted" />
            ) : null}
            <Text fontSize="md" fontWeight="medium" lineHeight="tall">
              {data.summary}
            </Text>
            <Stack gap="4" data-testid="article-body">
              {data.content.map((paragraph, index) => (
                <Text key={index} lineHeight="tall" overflowWrap="break-word">
                  {paragraph}
                </Text>
              ))}
            </Stack>
            <BackLink to={back} testId="article-back-bottom" />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
