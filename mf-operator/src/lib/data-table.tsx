import { Box, chakra, VisuallyHidden } from '@puente/shared';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * A desktop table that scrolls sideways inside itself on a narrower screen (a tablet), focusable
 * so the keyboard can scroll it too; its caption names it for screen readers.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  rowTestId,
  after,
}: {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  testId: string;
  rowTestId?: string;
  /** A row's own panel under it (an expanded application), spanning the table. */
  after?: (row: T) => ReactNode;
}) {
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={caption}
      borderWidth="1px"
      borderRadius="lg"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.table width="100%" minW="720px" fontSize="sm" data-testid={testId}>
        <VisuallyHidden asChild>
          <caption>{caption}</caption>
        </VisuallyHidden>
        <chakra.thead bg="bg.muted">
          <chakra.tr>
            {columns.map((column) => (
              <chakra.th key={column.key} scope="col" textAlign={column.align ?? 'start'} px="3" py="2" fontWeight="semibold" color="fg.muted">
                {column.header}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => {
            const extra = after?.(row);
            return [
              <chakra.tr key={rowKey(row)} borderTopWidth="1px" data-testid={rowTestId}>
                {columns.map((column) => (
                  <chakra.td key={column.key} textAlign={column.align ?? 'start'} px="3" py="2" verticalAlign="top">
                    {column.cell(row)}
                  </chakra.td>
                ))}
              </chakra.tr>,
              extra ? (
                <chakra.tr key={`${rowKey(row)}-after`}>
                  <chakra.td colSpan={columns.length} px="3" pb="4">
                    {extra}
                  </chakra.td>
                </chakra.tr>
              ) : null,
            ];
          })}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
