import { Button } from '@chakra-ui/react';

/**
 * A delete that asks again: the first press turns the button into "confirm" (`confirming`), the
 * second deletes; `onCancel`, when given, adds a way back. The page holds which row is asking, so
 * that one row at a time does.
 */
export function ConfirmDeleteButton({
  confirming,
  onAsk,
  onConfirm,
  onCancel,
  busy,
  labels,
  size = 'sm',
  confirmTestId,
}: {
  confirming: boolean;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel?: () => void;
  busy: boolean;
  labels: { delete: string; confirm: string; cancel?: string };
  size?: 'xs' | 'sm';
  confirmTestId?: string;
}) {
  if (!confirming) {
    return (
      <Button size={size} variant="ghost" colorPalette="red" onClick={onAsk}>
        {labels.delete}
      </Button>
    );
  }
  return (
    <>
      <Button size={size} colorPalette="red" loading={busy} onClick={onConfirm} data-testid={confirmTestId}>
        {labels.confirm}
      </Button>
      {onCancel ? (
        <Button size={size} variant="ghost" onClick={onCancel}>
          {labels.cancel}
        </Button>
      ) : null}
    </>
  );
}
