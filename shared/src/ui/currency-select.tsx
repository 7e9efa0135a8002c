import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { CURRENCIES, type Currency } from '../contract';

/**
 * A select of the platform's currencies, or of `currencies` (those a user holds); the other props go
 * to the select itself (a form's `register`, or `value` and `onChange`).
 */
export function CurrencySelect({ currencies = CURRENCIES, ...props }: ComponentProps<typeof NativeSelect.Field> & { currencies?: readonly Currency[] }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
