import { Button, HStack, Link, Text } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The end of a shop form: a way back, the submit button (held while an upload is on its way) and,
 * for what goes to review, the note that says so; `before` shows left of the buttons.
 */
export function FormFooter({
  cancelTo,
  busy,
  uploading,
  submitLabel,
  submitTestId,
  reviewNote,
  before,
  warning,
}: {
  cancelTo: string;
  busy: boolean;
  uploading: boolean;
  submitLabel?: string;
  submitTestId?: string;
  /** What happens to what is saved: it waits for review, or (a demonstration setting) passes at once. */
  reviewNote?: 'review' | 'instant';
  before?: ReactNode;
  /** What the seller should know before the submit goes through (missing buyer languages): shown above the buttons. */
  warning?: ReactNode;
}) {
  const { t } = useTranslation('personal');
  return (
    <>
      {warning}
      <HStack justify="flex-end" gap="3" wrap="wrap">
        {before}
        <Button variant="ghost" asChild>
          <Link to={cancelTo}>{t('common.cancel')}</Link>
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading} data-testid={submitTestId}>
          {submitLabel ?? t('common.save')}
        </Button>
      </HStack>
      {reviewNote ? (
        <Text fontSize="sm" color="fg.muted">
          {t(reviewNote === 'instant' ? 'goods.reviewNoteInstant' : 'goods.reviewNote')}
        </Text>
      ) : null}
    </>
  );
}
