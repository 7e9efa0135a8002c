import { chakra } from '@puente/shared';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A section the reader opens and closes (`details`): its summary a 44 px tap target in the brand's
 * colour with a visible focus ring, the rest shown once opened.
 */
export function Disclosure({ summary, children, ...details }: { summary: ReactNode; children: ReactNode } & Omit<ComponentProps<typeof chakra.details>, 'children'>) {
  return (
    <chakra.details fontSize="sm" {...details}>
      <chakra.summary
        cursor="pointer"
        minH="44px"
        display="flex"
        alignItems="center"
        fontWeight="semibold"
        color="brand.fg"
        borderRadius="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {summary}
      </chakra.summary>
      {children}
    </chakra.details>
  );
}
