import { Box, chakra } from '@puente/shared';
import type { ReactNode } from 'react';

/** One choice of a radio group, drawn as a card that holds its description. */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  children,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <chakra.label
      display="flex"
      gap="3"
      alignItems="start"
      borderWidth="2px"
      borderColor={checked ? 'brand.solid' : 'border'}
      borderRadius="lg"
      p="3"
      bg="bg"
      cursor="pointer"
      data-testid={testId}
      data-checked={checked}
    >
      <chakra.input type="radio" name={name} value={value} checked={checked} onChange={onChange} mt="1" />
      <Box flex="1">{children}</Box>
    </chakra.label>
  );
}
