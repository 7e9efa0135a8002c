import { ChakraLink, Heading, HStack, Link, Stack } from '@puente/shared';
import type { ReactNode } from 'react';

/** A titled block of a page, with an optional "see all" link. */
export function Section({ title, more, children, testId }: { title: string; more?: { to: string; label: string }; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="4" as="section" data-testid={testId}>
      <HStack justify="space-between" align="baseline">
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        {more ? (
          <ChakraLink asChild color="brand.fg" fontSize="sm" fontWeight="semibold">
            <Link to={more.to}>{more.label}</Link>
          </ChakraLink>
        ) : null}
      </HStack>
      {children}
    </Stack>
  );
}
