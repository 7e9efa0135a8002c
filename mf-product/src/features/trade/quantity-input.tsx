import { Button, HStack, Input } from '@puente/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity, type CartItem } from './cart';

/** A cart line's quantity: − and + buttons and the typed number, kept within the minimum order. */
export function QuantityInput({ line, onCommit }: { line: CartItem; onCommit: (quantity: number) => void }) {
  const { t } = useTranslation('product');
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  const commit = () => {
    const next = clampQuantity(Number(draft), line.minOrder);
    setDraft(String(next));
    if (next !== line.quantity) onCommit(next);
  };
  return (
    <HStack gap="1">
      <Button
        size="xs"
        variant="outline"
        aria-label={t('cart.less')}
        disabled={line.quantity <= Math.max(1, line.minOrder) || !line.available}
        onClick={() => onCommit(clampQuantity(line.quantity - 1, line.minOrder))}
      >
        −
      </Button>
      <Input
        size="xs"
        width="20"
        textAlign="center"
        type="number"
        inputMode="numeric"
        value={draft}
        disabled={!line.available}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        aria-label={t('cart.quantity')}
        data-testid="cart-quantity"
      />
      <Button size="xs" variant="outline" aria-label={t('cart.more')} disabled={!line.available} onClick={() => onCommit(line.quantity + 1)}>
        +
      </Button>
    </HStack>
  );
}
