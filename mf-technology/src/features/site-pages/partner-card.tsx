import { Box, Button, calls, chakra, ChevronDownIcon, Heading, HStack, QueryView, Stack, Text, useApiQuery, type SitePageSummary } from '@puente/shared';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A fact whose value is an address is the body's official website (content files keep it as one fact among the others). */
const isWebsite = (value: string) => value.startsWith('https://');

/** The address as a reader recognises it: `gob.pe/promperu`, not the whole URL. */
function shortAddress(url: string): string {
  const { hostname, pathname } = new URL(url);
  return `${hostname.replace(/^www\./, '')}${pathname === '/' ? '' : pathname.replace(/\/$/, '')}`;
}

/** What a partner offers and how a trader uses it, read when its card is opened. */
function PartnerDetails({ slug, id }: { slug: string; id: string }) {
  const page = useApiQuery(calls.sitePageDetails, { slug });
  return (
    <Box id={id} borderTopWidth="1px" pt="3" data-testid="partner-details">
      <QueryView state={page} compact errorMessage={(error) => error.message}>
        {({ data }) => (
          <Stack gap="4">
            {data.sections.map((section) => (
              <Stack as="section" key={section.heading} gap="2">
                <Heading as="h4" size="sm">
                  {section.heading}
                </Heading>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} fontSize="sm" lineHeight="tall">
                    {paragraph}
                  </Text>
                ))}
                {section.items.length > 0 ? (
                  <chakra.ul ps="5" listStyleType="disc" fontSize="sm">
                    {section.items.map((item) => (
                      <chakra.li key={item} mb="1.5" lineHeight="tall">
                        {item}
                      </chakra.li>
                    ))}
                  </chakra.ul>
                ) : null}
              </Stack>
            ))}
            <Text fontSize="xs" color="fg.muted" data-testid="partner-note">
              {data.note}
            </Text>
          </Stack>
        )}
      </QueryView>
    </Box>
  );
}

/**
 * A public trade body as a card: its name, summary and facts, its official website (a new tab, the
 * page's address not passed on), and its details opened in place, so the list stays where it was.
 */
export function PartnerCard({ partner }: { partner: SitePageSummary }) {
  const { t } = useTranslation('technology');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const website = partner.facts.find((fact) => isWebsite(fact.value));
  const facts = partner.facts.filter((fact) => fact !== website);
  return (
    <Stack as="article" gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p="4" minW="0" data-testid="partner-card" data-slug={partner.slug} data-country={partner.countryCode}>
      <Heading as="h3" size="md" overflowWrap="anywhere" data-testid="partner-name">
        {partner.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" lineHeight="tall">
        {partner.summary}
      </Text>
      <chakra.dl display="grid" gridTemplateColumns="minmax(0, 6.5rem) minmax(0, 1fr)" columnGap="3" rowGap="2" bg="bg.muted" borderRadius="md" px="3" py="2.5" fontSize="sm">
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <Text as="dt" color="fg.muted">
              {fact.label}
            </Text>
            <Text as="dd" fontWeight="medium">
              {fact.value}
            </Text>
          </Fragment>
        ))}
      </chakra.dl>
      <HStack gap="2" wrap="wrap">
        {website ? (
          <Button asChild variant="outline" colorPalette="brand" minH="44px" maxW="full">
            <a href={website.value} target="_blank" rel="noopener noreferrer" data-testid="partner-website">
              {/* The address is what a reader recognises and fits a narrow screen; the label is read out before it. */}
              <chakra.span srOnly>{website.label}: </chakra.span>
              <Text as="span" truncate>
                {shortAddress(website.value)} ↗
              </Text>
              <chakra.span srOnly> {t('mobile.partners.newTab')}</chakra.span>
            </a>
          </Button>
        ) : null}
        <Button
          variant="subtle"
          colorPalette="brand"
          minH="44px"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((was) => !was)}
          data-testid="partner-toggle"
        >
          {open ? t('mobile.partners.hideDetails') : t('mobile.partners.details')}
          <Box as="span" display="inline-flex" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s">
            <ChevronDownIcon size={18} />
          </Box>
        </Button>
      </HStack>
      {open ? <PartnerDetails slug={partner.slug} id={detailsId} /> : null}
    </Stack>
  );
}
