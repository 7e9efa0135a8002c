import { Heading, Stack } from '@puente/shared';
import type { ReactNode } from 'react';

/** A phone page of the shell: one column, the title first, room to breathe at the screen's edges. */
export function MobilePage({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="5" py="5" maxW="lg" mx="auto" minW="0" data-testid={testId}>
      {title ? (
        <Heading as="h1" size="xl" overflowWrap="anywhere">
          {title}
        </Heading>
      ) : null}
      {children}
    </Stack>
  );
}

/** Where a page reached through `?redirect=` goes next: only a path of this site, else the phone's home. */
export function redirectTarget(params: URLSearchParams): string {
  const redirect = params.get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/product';
}
