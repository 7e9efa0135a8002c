import { Heading, QueryView, Stack } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { FaqItem } from '../features/site/faq-item';
import { useSiteArticles } from '../features/site/use-site-articles';

/** /problem: the FAQ, each answer one click away. */
export function FaqPage() {
  const { t } = useTranslation('shell');
  const articles = useSiteArticles('faq');
  return (
    <QueryView state={articles}>
      {([, { list }]) => (
        <Stack gap="5" py="8" maxW="4xl" data-testid="faq-page">
          <Heading as="h1" size="2xl">
            {t('pages.faqTitle')}
          </Heading>
          <Stack gap="3">
            {list.map((item) => (
              <FaqItem key={item.id} id={item.id} question={item.title} />
            ))}
          </Stack>
        </Stack>
      )}
    </QueryView>
  );
}
