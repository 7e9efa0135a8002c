import { Button, Field, formatNumber, HStack, Input, isPhoneAtom, languageAtom, messageIn, Stack, Text, writeNumber } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quantityProblem, readQuantity, type CartItem, type QuantityProblem } from './cart';

/** A quantity problem in the reader's words, numbers as they write them: the API's message for the same refusal. */
export function useQuantityMessage(): (problem: QuantityProblem) => string {
  const language = useAtomValue(languageAtom);
  return (problem) => messageIn(language, problem.key, Object.fromEntries(Object.entries(problem.params).map(([name, value]) => [name, formatNumber(value, language)])));
}

/**
 * A cart line's quantity: − and + within the minimum order and the stock, and the typed number,
 * read in the reader's format ("1.000" is a thousand in Portuguese) and shown back so, sent once it
 * is within both. A refused figure stays in the box with the reason and the figure the cart still
 * holds, and the page is told (`onRefused`), so that checkout waits for a figure the cart can hold.
 * `onCommit` stores a quantity and answers the API's refusal, or null once it is stored.
 */
export function QuantityInput({ line, onCommit, onRefused }: { line: CartItem; onCommit: (quantity: number) => Promise<string | null>; onRefused: (refused: boolean) => void }) {
  const { t } = useTranslation('product');
  const say = useQuantityMessage();
  const language = useAtomValue(languageAtom);
  const phone = useAtomValue(isPhoneAtom);
  const [draft, setDraft] = useState(() => writeNumber(line.quantity, language, 0));
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    setDraft(writeNumber(line.quantity, language, 0));
    setRefusal(null);
    onRefused(false);
    // A new stored figure (or language) replaces whatever the box showed; onRefused is the page's, not a cause.
  }, [line.quantity, language]);
  const refuse = (text: string | null) => {
    setRefusal(text);
    onRefused(text !== null);
  };
  const commit = async () => {
    const found = quantityProblem(draft, line.minOrder, line.stock, language);
    if (found) return refuse(say(found));
    const quantity = readQuantity(draft, language);
    setDraft(writeNumber(quantity, language, 0));
    refuse(null);
    if (quantity !== line.quantity) refuse(await onCommit(quantity));
  };
  const min = Math.max(1, line.minOrder);
  const unit = (count: number) => t(`units.${line.unit}`, { count });
  const step = phone ? { minW: '44px' } : {};
  return (
    <Field.Root invalid={Boolean(refusal)} width="auto">
      <Stack gap="1" align="center">
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            aria-label={t('cart.less')}
            disabled={line.quantity <= min || !line.available}
            onClick={() => void onCommit(Math.max(min, line.quantity - 1))}
            {...step}
          >
            −
          </Button>
          <Input
            size="xs"
            width="24"
            textAlign="center"
            type="text"
            inputMode="numeric"
            value={draft}
            disabled={!line.available}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => void commit()}
            onKeyDown={(e) => e.key === 'Enter' && void commit()}
            aria-label={t('cart.quantity')}
            data-testid="cart-quantity"
          />
          <Button
            size="xs"
            variant="outline"
            aria-label={t('cart.more')}
            disabled={!line.available || line.quantity >= line.stock}
            onClick={() => void onCommit(Math.min(line.stock, line.quantity + 1))}
            {...step}
          >
            +
          </Button>
        </HStack>
        {refusal ? (
          <Stack gap="0.5" maxW="48" textAlign="center">
            <Field.ErrorText data-testid="cart-quantity-error">{refusal}</Field.ErrorText>
            <Text fontSize="xs" color="fg.muted" data-testid="cart-quantity-kept">
              {t('cart.kept', { quantity: writeNumber(line.quantity, language, 0), unit: unit(line.quantity) })}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Field.Root>
  );
}
