import { allOf, calls, Heading, QueryView, SimpleGrid, Stack, Text, Box, useApiQuery } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactLines } from '../chrome/contact-lines';

/** Site 1's columns, in their order: about, FAQ, contact (api seed, site-pages.json). */
const COLUMN = { about: 0, faq: 1, contact: 2 } as const;

function useSiteArticles(column: keyof typeof COLUMN) {
  const columns = useApiQuery(calls.listSiteColumns, { siteid: 1 });
  const columnId = columns.status === 'success' ? columns.data.list[COLUMN[column]]?.id : undefined;
  const articles = useApiQuery(calls.listNews, { siteid: 1, columnid: columnId ?? 1, everyNumber: -1, currentPage: 1 }, { enabled: columnId !== undefined });
  return allOf(columns, articles);
}

function Article({ id }: { id: number }) {
  const article = useApiQuery(calls.newsDetails, { id });
  return (
    <QueryView state={article}>
      {({ data }) => (
        <Stack gap="3">
          {data.content.map((paragraph, index) => (
            <Text key={index} lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

function ContactDetails() {
  const { t } = useTranslation('shell');
  const vars = useApiQuery(calls.listSiteVars, { siteid: calls.SITE_IDS.footer });
  return (
    <QueryView state={vars}>
      {(data) => (
        <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="contact-details">
          <Heading as="h2" size="md" mb="3">
            {t('pages.contactDetails')}
          </Heading>
          <Stack gap="1">
            <ContactLines vars={data.list} />
          </Stack>
        </Box>
      )}
    </QueryView>
  );
}

/** /aboutUs */
export function AboutPage() {
  const articles = useSiteArticles('about');
  return (
    <QueryView state={articles} isEmpty={([, { list }]) => !list[0]}>
      {([, { list }]) => (
        <Stack gap="5" py="8" maxW="3xl" data-testid="about-page">
          <Heading as="h1" size="2xl">
            {list[0]!.title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {list[0]!.summary}
          </Text>
          <Article id={list[0]!.id} />
        </Stack>
      )}
    </QueryView>
  );
}

/** /contactUs and /contactInformation: how to reach the team, and the site's contact details. */
export function ContactPage() {
  const articles = useSiteArticles('contact');
  return (
    <QueryView state={articles} isEmpty={([, { list }]) => !list[0]}>
      {([, { list }]) => (
        <Stack gap="5" py="8" data-testid="contact-page">
          <Heading as="h1" size="2xl">
            {list[0]!.title}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
            <Article id={list[0]!.id} />
            <ContactDetails />
          </SimpleGrid>
        </Stack>
      )}
    </QueryView>
  );
}

function FaqItem({ id, question }: { id: number; question: string }) {
  // The answer loads when the question is opened.
  const [open, setOpen] = useState(false);
  return (
    <Box as="details" borderWidth="1px" borderRadius="lg" bg="bg" px="5" py="3" data-testid="faq-item" onToggle={(e: React.SyntheticEvent<HTMLElement>) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <Box as="summary" cursor="pointer" fontWeight="semibold" py="1">
        {question}
      </Box>
      <Box pt="3">{open ? <Article id={id} /> : null}</Box>
    </Box>
  );
}

/** /problem: the FAQ, each answer one click away. */
export function FaqPage() {
  const { t } = useTranslation('shell');
  const articles = useSiteArticles('faq');
  return (
    <QueryView state={articles}>
      {([, { list }]) => (
        <Stack gap="5" py="8" maxW="4xl" data-testid="faq-page">
          <Heading as="h1" size="2xl">
            {t('pages.faqTitle')}
          </Heading>
          <Stack gap="3">
            {list.map((item) => (
              <FaqItem key={item.id} id={item.id} question={item.title} />
            ))}
          </Stack>
        </Stack>
      )}
    </QueryView>
  );
}
