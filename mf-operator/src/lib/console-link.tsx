import { ChakraLink, Link } from '@puente/shared';
import type { ReactNode } from 'react';

/** A link inside the console, with the design system's visible focus ring (a row's name, a queue card). */
export function ConsoleLink({ to, children, testId, block }: { to: string; children: ReactNode; testId?: string; block?: boolean }) {
  return (
    <ChakraLink
      asChild
      color="brand.fg"
      fontWeight="semibold"
      display={block ? 'block' : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Link to={to} data-testid={testId}>
        {children}
      </Link>
    </ChakraLink>
  );
}
