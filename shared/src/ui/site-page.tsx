import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SitePage, SitePageSummary } from '../contract/calls';

/** What the area calls the parts of a page, in the reader's language. */
export interface SitePageLabels {
  illustrative: string;
  contact: string;
  updated: string;
}

/** Key figures of a page (timeline, form, location…) as a small table of label and value. */
export function SitePageFacts({ facts, columns = 2 }: { facts: SitePageSummary['facts']; columns?: number }) {
  if (facts.length === 0) return null;
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: columns }} gap="3" data-testid="page-facts">
      {facts.map((fact) => (
        <Box key={fact.label} bg="bg.muted" borderRadius="md" px="3" py="2">
          <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {fact.label}
          </Text>
          <Text as="dd" fontWeight="medium">
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A service or technology page: title, facts, sections of paragraphs and lists, contact and source note. */
export function SitePageView({ page, labels, updated, aside }: { page: SitePage; labels: SitePageLabels; updated: string; aside?: ReactNode }) {
  return (
    <Stack as="article" gap="6" data-testid="site-page" data-slug={page.slug}>
      <Stack gap="3">
        {page.illustrative ? (
          <Box>
            <Badge colorPalette="orange" data-testid="illustrative-badge">
              {labels.illustrative}
            </Badge>
          </Box>
        ) : null}
        <Heading as="h1" size="2xl" data-testid="page-title">
          {page.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {page.summary}
        </Text>
      </Stack>
      <SitePageFacts facts={page.facts} columns={page.facts.length > 3 ? 3 : 2} />
      {page.sections.map((section) => (
        <Stack as="section" key={section.heading} gap="3">
          <Heading as="h2" size="lg">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} lineHeight="tall">
              {paragraph}
            </Text>
          ))}
          {section.items.length > 0 ? (
            <chakra.ol ps="5" listStyleType={section.items.length > 1 ? 'decimal' : 'none'}>
              {section.items.map((item) => (
                <chakra.li key={item} mb="2" lineHeight="tall">
                  {item}
                </chakra.li>
              ))}
            </chakra.ol>
          ) : null}
        </Stack>
      ))}
      {page.contact ? (
        <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-testid="page-contact">
          <Text fontWeight="semibold" mb="1">
            {labels.contact}: {page.contact.name}
          </Text>
          <HStack gap="4" wrap="wrap" color="fg.muted">
            <chakra.a href={`mailto:${page.contact.email}`} color="brand.fg">
              {page.contact.email}
            </chakra.a>
            <Text>{page.contact.phone}</Text>
          </HStack>
          {aside}
        </Box>
      ) : (
        aside
      )}
      <Text fontSize="sm" color="fg.muted" data-testid="page-note">
        {page.note} {labels.updated}: {updated}
      </Text>
    </Stack>
  );
}

/** A page as a card in a list: badge, title (a heading of `headingAs`), summary and its first facts; `link` wraps the title. */
export function SitePageCard({
  page,
  illustrativeLabel,
  link,
  factCount = 2,
  headingAs = 'h3',
}: {
  page: SitePageSummary;
  illustrativeLabel: string;
  link: (title: ReactNode) => ReactNode;
  factCount?: number;
  headingAs?: 'h2' | 'h3';
}) {
  return (
    <Stack borderWidth="1px" borderRadius="lg" p="5" bg="bg" gap="3" data-testid="page-card" data-slug={page.slug}>
      {page.illustrative ? (
        <Box>
          <Badge colorPalette="orange">{illustrativeLabel}</Badge>
        </Box>
      ) : null}
      <Heading as={headingAs} size="md">
        {link(page.title)}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {page.summary}
      </Text>
      <SitePageFacts facts={page.facts.slice(0, factCount)} columns={1} />
    </Stack>
  );
}
