import { Box, chakra, Flex, Link, MenuIcon, Text } from '@puente/shared';
import type { ReactNode } from 'react';

/**
 * The phone header's frame: its height, border and first row, with the menu button (or, while the
 * header's code loads, its icon) and the mark in their places. The html a phone receives draws the
 * same frame before any script runs (api/src/plugins/first-paint.ts), so the header never jumps.
 */
export function PhoneHeaderFrame({ menu, tools, children, testId }: { menu?: ReactNode; tools?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" minH="112px" data-testid={testId}>
      <Flex align="center" gap="1" px="2" pt="1">
        {menu ?? (
          <chakra.span minW="44px" minH="44px" display="grid" placeItems="center">
            <MenuIcon size={22} />
          </chakra.span>
        )}
        <Link to="/product" aria-label="Puente">
          <Text as="span" display="inline-block" py="2.5" fontWeight="bold" fontSize="lg" color="brand.fg" letterSpacing="tight">
            Puente
          </Text>
        </Link>
        {tools}
      </Flex>
      {children}
    </Box>
  );
}
