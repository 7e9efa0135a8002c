import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { CURRENCIES } from '../contract';

/** A select of the platform's currencies; its props go to the select itself (a form's `register`, or `value` and `onChange`). */
export function CurrencySelect(props: ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
