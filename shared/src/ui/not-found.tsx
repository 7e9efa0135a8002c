import { Heading, Stack, Text } from '@chakra-ui/react';
import { Button } from './button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../router';

/** What an area shows for a path it does not have. */
export function PageNotFound({ homeHref, onHome }: { homeHref: string; onHome: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" textAlign="center" py="20" gap="3" data-testid="not-found">
      <Heading size="2xl">{t('notFound.title')}</Heading>
      <Text color="fg.muted">{t('notFound.text')}</Text>
      <Button asChild colorPalette="brand" mt="2">
        <a
          href={homeHref}
          onClick={(event) => {
            event.preventDefault();
            onHome();
          }}
        >
          {t('notFound.home')}
        </a>
      </Button>
    </Stack>
  );
}

/** The catch-all route of an area: not found, with a way back to the area's landing page. */
export function AreaNotFound({ landing }: { landing: string }) {
  const navigate = useNavigate();
  return <PageNotFound homeHref={landing} onHome={() => navigate(landing)} />;
}
