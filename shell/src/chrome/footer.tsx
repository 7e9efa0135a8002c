import { Box, calls, Container, Flex, Stack, Text, useCall } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** The footer: contact details, copyright and the filing number from the site variable `icp`. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const vars = useCall(calls.listSiteVars, { siteid: calls.SITE_IDS.footer });
  const value = (name: string) => (vars.status === 'success' ? (vars.data.list.find((v) => v.name === name)?.value ?? '') : '');
  return (
    <Box as="footer" bg="gray.900" color="gray.200" mt="12" py="8" data-testid="shell-footer">
      <Container maxW="7xl">
        <Flex gap="8" wrap="wrap" justify="space-between">
          <Stack gap="1" maxW="sm">
            <Text fontWeight="bold" fontSize="lg" color="white">
              Puente
            </Text>
            <Text fontSize="sm">{tc('tagline')}</Text>
          </Stack>
          {vars.status === 'success' ? (
            <Stack gap="1" fontSize="sm">
              <Text fontWeight="semibold" color="white">
                {t('footer.contact')}
              </Text>
              <Text>
                {t('footer.phone')}: {value('phone')}
              </Text>
              <Text>
                {t('footer.email')}: {value('email')}
              </Text>
              <Text>
                {t('footer.address')}: {value('address')}
              </Text>
            </Stack>
          ) : null}
        </Flex>
        <Flex mt="6" pt="4" borderTopWidth="1px" borderColor="gray.700" gap="4" wrap="wrap" justify="space-between" fontSize="xs" color="gray.400">
          <Text>{value('copyright')}</Text>
          {value('icp') ? <Text data-testid="footer-icp">{t('footer.filing', { icp: value('icp') })}</Text> : null}
        </Flex>
      </Container>
    </Box>
  );
}
