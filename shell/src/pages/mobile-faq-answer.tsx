import { Box, ErrorState, Link, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { SiteArticle } from '../features/site/site-article';
import { MobilePage } from './mobile-page';

/** /problemInfo?id=…&name=… on a phone: one question and its answer. */
export function MobileFaqAnswerPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const question = params.get('name') ?? t('mobile.question');
  return (
    <MobilePage title={question} testId="mobile-faq-answer-page">
      {Number.isInteger(id) && id > 0 ? <SiteArticle id={id} /> : <ErrorState message={t('mobile.questionMissing')} />}
      <Link to="/problem">
        <Box as="span" display="inline-block" py="3" color="brand.fg">
          {t('mobile.allQuestions')}
        </Box>
      </Link>
    </MobilePage>
  );
}
