import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/**
 * The loading, empty and error states every page shows the same way. `compact` is their inline
 * form, for a part of a page (a panel's figure, a menu, a form's picker) rather than a whole page.
 */
export function LoadingState({ label, compact }: { label?: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  if (compact)
    return (
      <HStack gap="2" py="1" role="status" aria-live="polite" data-testid="loading-state">
        <Spinner size="sm" color="brand.solid" />
        <Text fontSize="sm" color="fg.muted">
          {label ?? t('states.loading')}
        </Text>
      </HStack>
    );
  return (
    <Stack align="center" py="16" gap="3" role="status" aria-live="polite" data-testid="loading-state">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label ?? t('states.loading')}</Text>
    </Stack>
  );
}

export function EmptyState({ title, children, compact }: { title?: string; children?: ReactNode; compact?: boolean }) {
  const { t } = useTranslation('common');
  if (compact)
    return (
      <Stack gap="1" py="1" data-testid="empty-state">
        <Text fontSize="sm" color="fg.muted">
          {title ?? t('states.empty')}
        </Text>
        {children}
      </Stack>
    );
  return (
    <Stack align="center" py="16" gap="2" data-testid="empty-state">
      <Text fontWeight="semibold">{title ?? t('states.empty')}</Text>
      {children}
    </Stack>
  );
}

export function ErrorState({ message, hint, onRetry, compact }: { message?: string; hint?: string; onRetry?: () => void; compact?: boolean }) {
  const { t } = useTranslation('common');
  if (compact)
    return (
      <HStack gap="2" py="1" flexWrap="wrap" role="alert" data-testid="error-state">
        <Text fontSize="sm">{message ?? t('states.error')}</Text>
        {onRetry ? (
          <Button size="xs" variant="outline" colorPalette="brand" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        ) : null}
      </HStack>
    );
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
