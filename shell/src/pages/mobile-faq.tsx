import { Box, Link, QueryView, Stack } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useSiteArticles } from '../features/site/use-site-articles';
import { MobilePage } from './mobile-page';

/** /problem on a phone: the questions, each opening its answer on a page of its own. */
export function MobileFaqPage() {
  const { t } = useTranslation('shell');
  const articles = useSiteArticles('faq');
  return (
    <MobilePage title={t('pages.faqTitle')} testId="mobile-faq-page">
      <QueryView state={articles} isEmpty={([, { list }]) => list.length === 0} empty={t('mobile.faqEmpty')}>
        {([, { list }]) => (
          <Stack as="ul" gap="2" listStyleType="none">
            {list.map((item) => (
              <li key={item.id}>
                <Link to={`/problemInfo?${new URLSearchParams({ id: String(item.id), name: item.title }).toString()}`} data-testid="faq-question">
                  <Box bg="bg" borderWidth="1px" borderRadius="lg" px="4" py="3" minH="44px" fontWeight="medium" overflowWrap="anywhere">
                    {item.title}
                  </Box>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </QueryView>
    </MobilePage>
  );
}
