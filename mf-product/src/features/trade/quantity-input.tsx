import { Button, Field, formatNumber, HStack, Input, languageAtom, messageIn, Stack } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quantityProblem, type CartItem, type QuantityProblem } from './cart';

/** A quantity problem in the reader's words, numbers as they write them: the API's message for the same refusal. */
export function useQuantityMessage(): (problem: QuantityProblem) => string {
  const language = useAtomValue(languageAtom);
  return (problem) => messageIn(language, problem.key, Object.fromEntries(Object.entries(problem.params).map(([name, value]) => [name, formatNumber(value, language)])));
}

/**
 * A cart line's quantity: − and + within the minimum order and the stock, and the typed number,
 * sent once it is within both; otherwise the box says why and keeps what was typed.
 */
export function QuantityInput({ line, onCommit }: { line: CartItem; onCommit: (quantity: number) => void }) {
  const { t } = useTranslation('product');
  const say = useQuantityMessage();
  const [draft, setDraft] = useState(String(line.quantity));
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  useEffect(() => {
    setDraft(String(line.quantity));
    setProblem(null);
  }, [line.quantity]);
  const commit = () => {
    const found = quantityProblem(draft, line.minOrder, line.stock);
    setProblem(found);
    if (!found && Number(draft) !== line.quantity) onCommit(Number(draft));
  };
  const min = Math.max(1, line.minOrder);
  return (
    <Field.Root invalid={Boolean(problem)} width="auto">
      <Stack gap="1" align="center">
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            aria-label={t('cart.less')}
            disabled={line.quantity <= min || !line.available}
            onClick={() => onCommit(Math.max(min, line.quantity - 1))}
          >
            −
          </Button>
          <Input
            size="xs"
            width="24"
            textAlign="center"
            type="number"
            inputMode="numeric"
            min={min}
            max={line.stock}
            value={draft}
            disabled={!line.available}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            aria-label={t('cart.quantity')}
            data-testid="cart-quantity"
          />
          <Button
            size="xs"
            variant="outline"
            aria-label={t('cart.more')}
            disabled={!line.available || line.quantity >= line.stock}
            onClick={() => onCommit(Math.min(line.stock, line.quantity + 1))}
          >
            +
          </Button>
        </HStack>
        {problem ? (
          <Field.ErrorText maxW="48" textAlign="center" data-testid="cart-quantity-error">
            {say(problem)}
          </Field.ErrorText>
        ) : null}
      </Stack>
    </Field.Root>
  );
}
