import {
  Badge,
  Box,
  calls,
  ChakraLink,
  formatDate,
  Heading,
  href,
  HStack,
  languageAtom,
  Link,
  Pager,
  QueryView,
  Stack,
  Text,
  useApiQuery,
  useLocation,
  type Enquiry,
  type EnquiryStatus,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 5;

/** The element the service pages' "see my enquiries" link brings into view. */
const SECTION_ID = 'enquiries';

const STATUS_COLOUR: Record<EnquiryStatus, string> = { received: 'blue', inProgress: 'orange', answered: 'green', closed: 'gray' };

function EnquiryRow({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  return (
    <Stack as="li" gap="1.5" borderWidth="1px" borderRadius="md" p="4" data-testid="enquiry-row" data-reference={enquiry.reference}>
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Text fontWeight="semibold">{enquiry.subject}</Text>
        <Badge colorPalette={STATUS_COLOUR[enquiry.status]} data-testid="enquiry-status">
          {t(`enquiries.status.${enquiry.status}`)}
        </Badge>
      </HStack>
      <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>
          {t('enquiries.reference')}: {enquiry.reference}
        </Text>
        <Text>{t('enquiries.sent', { date: formatDate(enquiry.createTime, language) })}</Text>
        {enquiry.updateTime > enquiry.createTime ? <Text>{t('enquiries.updated', { date: formatDate(enquiry.updateTime, language) })}</Text> : null}
        <Text>{t('enquiries.answerAt', { contact: enquiry.contact })}</Text>
      </HStack>
      <Text fontSize="sm" lineClamp={2}>
        {enquiry.message}
      </Text>
    </Stack>
  );
}

/** The signed-in user's service enquiries, newest first, with where each one stands. */
export function EnquiryList() {
  const { t } = useTranslation('personal');
  const location = useLocation();
  const [page, setPage] = useState(1);
  const list = useApiQuery(calls.listMyEnquiries, { currentPage: page, everyNumber: PAGE_SIZE });
  const loaded = list.status === 'success';
  // Arriving from an acknowledgement's "see my enquiries", the list is what the reader came for.
  useEffect(() => {
    if (!loaded || location.hash !== `#${SECTION_ID}`) return undefined;
    const frame = requestAnimationFrame(() => document.getElementById(SECTION_ID)?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [loaded, location.hash]);
  return (
    <Box as="section" id={SECTION_ID} aria-labelledby="enquiries-title" borderWidth="1px" borderRadius="lg" p="5" scrollMarginTop="32" data-testid="panel-enquiries">
      <Heading as="h2" size="md" mb="1" id="enquiries-title">
        {t('enquiries.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('enquiries.intro')}
      </Text>
      <QueryView
        state={list}
        compact
        isEmpty={(data) => data.total === 0}
        empty={
          <Text fontSize="sm" data-testid="enquiries-empty">
            {t('enquiries.empty')}{' '}
            <ChakraLink asChild color="brand.fg" textDecoration="underline">
              <Link to={href('integratedComprehensive')}>{t('enquiries.toServices')}</Link>
            </ChakraLink>
          </Text>
        }
      >
        {(data) => (
          <Stack gap="2">
            <Stack as="ul" gap="2" listStyleType="none">
              {data.list.map((enquiry) => (
                <EnquiryRow key={enquiry.id} enquiry={enquiry} />
              ))}
            </Stack>
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryView>
    </Box>
  );
}
