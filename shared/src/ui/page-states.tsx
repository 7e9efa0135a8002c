import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** The loading, empty and error states every page shows the same way. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" py="16" gap="3" role="status" aria-live="polite" data-testid="loading-state">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label ?? t('states.loading')}</Text>
    </Stack>
  );
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" py="16" gap="2" data-testid="empty-state">
      <Text fontWeight="semibold">{title ?? t('states.empty')}</Text>
      {children}
    </Stack>
  );
}

export function ErrorState({ message, hint, onRetry }: { message?: string; hint?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Box py="16" textAlign="center" role="alert" data-testid="error-state">
      <Text fontWeight="semibold">{message ?? t('states.error')}</Text>
      {hint ? (
        <Text color="fg.muted" mt="1">
          {hint}
        </Text>
      ) : null}
      {onRetry ? (
        <Button mt="4" colorPalette="brand" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      ) : null}
    </Box>
  );
}
