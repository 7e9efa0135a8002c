import { Button, EmptyState, HStack, Stack, Text, type KeywordHelp } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/**
 * The requirement list with nothing to show: with a keyword, it says nothing matches that keyword
 * (requirements are published; they do not match it), offers nearby keywords that find some and
 * every requirement; without one, that none has been published yet.
 */
export function RequirementsEmpty({ keyword, help, onKeyword, minH }: { keyword: string; help: KeywordHelp | undefined; onKeyword: (keyword: string) => void; minH?: string }) {
  const { t } = useTranslation('product');
  if (!keyword) return <EmptyState title={t('requirement.empty')} />;
  return (
    <EmptyState title={t('requirement.emptyFor', { keyword })}>
      <Stack gap="3" align="center" data-testid="requirements-no-match">
        {help?.didYouMean.length ? (
          <Stack gap="2" align="center">
            <Text fontWeight="semibold">{t('search.didYouMean')}</Text>
            <HStack gap="2" wrap="wrap" justify="center">
              {help.didYouMean.map((nearby) => (
                <Button key={nearby.keyword} size="sm" variant="outline" colorPalette="brand" minH={minH} onClick={() => onKeyword(nearby.keyword)}>
                  {t('search.nearby', { keyword: nearby.keyword, count: nearby.total })}
                </Button>
              ))}
            </HStack>
          </Stack>
        ) : null}
        <Button size="sm" variant="ghost" colorPalette="brand" minH={minH} onClick={() => onKeyword('')} data-testid="requirements-clear-keyword">
          {t('requirement.clearKeyword')}
        </Button>
      </Stack>
    </EmptyState>
  );
}
