import { calls, QueryView, Stack, Text, useApiQuery } from '@puente/shared';

/** One article's paragraphs. */
export function SiteArticle({ id }: { id: number }) {
  const article = useApiQuery(calls.newsDetails, { id });
  return (
    <QueryView state={article}>
      {({ data }) => (
        <Stack gap="3">
          {data.content.map((paragraph, index) => (
            <Text key={index} lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
