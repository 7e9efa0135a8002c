import { chakra, SimpleGrid } from '@puente/shared';
import type { ReactNode } from 'react';

/** Label and value pairs, as a description list in two columns on a wide screen. */
export function Facts({ items, testId }: { items: ReadonlyArray<{ label: string; value: ReactNode }>; testId?: string }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2" data-testid={testId}>
      {items.map((item) => (
        <chakra.div key={item.label} display="flex" gap="2" flexWrap="wrap">
          <chakra.dt color="fg.muted" minW="140px">
            {item.label}
          </chakra.dt>
          <chakra.dd fontWeight="medium" overflowWrap="anywhere">
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </chakra.dd>
        </chakra.div>
      ))}
    </SimpleGrid>
  );
}
