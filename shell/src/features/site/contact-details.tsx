import { Box, calls, Heading, QueryView, Stack, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ContactLines } from './contact-lines';

/** The site's contact details (the footer site's variables). */
export function ContactDetails() {
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
