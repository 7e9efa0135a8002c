import { Box, Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { findRoute, href, type RouteName } from '../contract';
import { withTrail } from '../navigation';
import { Link, NavLink, useLocation } from '../router';
import { breadcrumbsAtom, languageAtom } from '../store/atoms';

/** Links that continue the page's breadcrumb trail, so an opened detail shows where it came from. */
export function useTrailHref(): (href: string) => string {
  const { key } = useAtomValue(breadcrumbsAtom);
  return (href: string) => withTrail(href, key);
}

/** One entry of an area's menu, marked while its page (or one it stands for) is open. */
export function AreaNavLink({ to, active, testId, children }: { to: string; active: boolean; testId: string; children: ReactNode }) {
  return (
    <NavLink to={to} data-testid={testId}>
      <Box
        px="3"
        py="1.5"
        borderRadius="md"
        fontSize="sm"
        fontWeight="medium"
        bg={active ? 'brand.subtle' : undefined}
        color={active ? 'brand.fg' : 'fg.muted'}
        _hover={{ color: 'brand.fg' }}
      >
        {children}
      </Box>
    </NavLink>
  );
}

/** An area's own menu: its pages by their catalogue titles, so every page is reachable. */
export function AreaNav({ routes, label, testId }: { routes: readonly RouteName[]; label: string; testId: string }) {
  const language = useAtomValue(languageAtom);
  const current = useLocation().pathname.toLowerCase();
  return (
    <HStack as="nav" aria-label={label} gap="1" py="2" overflowX="auto" whiteSpace="nowrap" borderBottomWidth="1px" data-testid={testId}>
      {routes.map((name) => {
        const path = href(name);
        return (
          <AreaNavLink key={name} to={path} active={current === path.toLowerCase()} testId={`area-nav-${name}`}>
            {findRoute(path)?.title[language] ?? path}
          </AreaNavLink>
        );
      })}
    </HStack>
  );
}

/** A titled block of a page, with an optional "see all" link on the right. */
export function PageSection({
  title,
  intro,
  more,
  children,
  testId,
}: {
  title: string;
  intro?: string;
  more?: { href: string; label: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack as="section" gap="4" data-testid={testId}>
      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="xl">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Stack>
        {more ? (
          // A 44 px tap target on a phone, its text still aligned with the section's edge.
          <ChakraLink asChild color="brand.fg" fontWeight="medium" display="inline-flex" alignItems="center" minH="44px" px="2" mx="-2" data-testid="section-more">
            <Link to={more.href}>{more.label} ›</Link>
          </ChakraLink>
        ) : null}
      </Flex>
      {children}
    </Stack>
  );
}

/** The heading block at the top of an inner page. */
export function PageHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg" maxW="4xl">
        {intro}
      </Text>
      {children}
    </Stack>
  );
}
