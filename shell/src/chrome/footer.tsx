import { Box, calls, chakra, ChakraLink, Container, deviceAtom, Flex, href, HStack, Link, SimpleGrid, Stack, Text, useApiQuery, useNearViewport } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactLines } from '../features/site/contact-lines';
import { switchSite } from '../lib/device';

// The QR encoder loads after the page: the footer is below the fold.
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/** Government trade sites of both sides of the Pacific, named in the reader's language; the Chinese sites have a Chinese edition. */
const FRIENDLY_LINKS = [
  { key: 'mofcom', url: 'https://english.mofcom.gov.cn/', chineseUrl: 'https://www.mofcom.gov.cn/' },
  { key: 'ccpit', url: 'https://en.ccpit.org/', chineseUrl: 'https://www.ccpit.org/' },
  { key: 'apexBrasil', url: 'https://apexbrasil.com.br/' },
  { key: 'proChile', url: 'https://www.prochile.gob.cl/' },
  { key: 'promPeru', url: 'https://www.gob.pe/promperu' },
  { key: 'proColombia', url: 'https://procolombia.co/' },
] as const;

/** "Desktop site" on a phone, "mobile site" on a desktop: the choice is remembered, and the page opens its counterpart. */
function SiteSwitch() {
  const { t } = useTranslation('shell');
  const site = useAtomValue(deviceAtom);
  const other = site === 'mobile' ? 'desktop' : 'mobile';
  return (
    <chakra.button type="button" onClick={() => switchSite(other)} color="gray.300" textDecoration="underline" py="3" cursor="pointer" data-testid="site-switch">
      {other === 'desktop' ? t('mobile.desktopSite') : t('mobile.mobileSite')}
    </chakra.button>
  );
}

/** The footer: friendly links, contact details, two official accounts, copyright and the filing number. */
export function Footer() {
  const { t, i18n } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const chinese = i18n.language === 'chinese_simplified';
  const vars = useApiQuery(calls.listSiteVars, { siteid: calls.SITE_IDS.footer });
  // The codes load once they are on screen: with a margin, a landing whose content is still on its
  // way (the page a screen tall, the footer just below it) would download them with its first scripts.
  const [qrRef, qrNear] = useNearViewport<HTMLDivElement>('0px');
  const value = (name: string) => (vars.status === 'success' ? (vars.data.list.find((v) => v.name === name)?.value ?? '') : '');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Box as="footer" bg="gray.900" color="gray.200" mt="12" py="10" data-testid="shell-footer">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" fontSize="lg" color="white">
              Puente
            </Text>
            <Text fontSize="sm">{tc('tagline')}</Text>
          </Stack>
          <Stack gap="1.5" fontSize="sm">
            <Text fontWeight="semibold" color="white">
              {t('chrome.friendlyLinks')}
            </Text>
            {FRIENDLY_LINKS.map((link) => (
              <ChakraLink
                key={link.key}
                href={chinese && 'chineseUrl' in link ? link.chineseUrl : link.url}
                target="_blank"
                rel="noopener noreferrer"
                color="gray.300"
                _hover={{ color: 'white' }}
                focusRingColor="white"
              >
                {t(`footer.links.${link.key}`)}
              </ChakraLink>
            ))}
          </Stack>
          <Stack gap="1.5" fontSize="sm">
            <Text fontWeight="semibold" color="white">
              {t('footer.contact')}
            </Text>
            {vars.status === 'success' ? <ContactLines vars={vars.data.list} /> : null}
          </Stack>
          <Stack gap="2" fontSize="sm">
            <Text fontWeight="semibold" color="white">
              {t('chrome.officialAccounts')}
            </Text>
            <HStack gap="4" align="start" data-testid="footer-qr" ref={qrRef}>
              {[
                ['wechat', t('chrome.wechat')],
                ['whatsapp', t('chrome.whatsapp')],
              ].map(([channel, label]) => (
                <Stack key={channel} gap="1" align="center" maxW="7rem" textAlign="center">
                  {qrNear ? (
                    <Suspense fallback={<Box width="112px" height="112px" bg="gray.800" borderRadius="md" />}>
                      <QrCode value={`${origin}/contactUs?channel=${channel}`} label={label!} />
                    </Suspense>
                  ) : (
                    <Box width="112px" height="112px" bg="gray.800" borderRadius="md" />
                  )}
                  <Text fontSize="xs">{label}</Text>
                </Stack>
              ))}
            </HStack>
          </Stack>
        </SimpleGrid>
        <Flex mt="8" pt="4" borderTopWidth="1px" borderColor="gray.700" gap="4" wrap="wrap" justify="space-between" fontSize="xs" color="gray.400">
          <Text>{value('copyright')}</Text>
          {value('icp') ? <Text data-testid="footer-icp">{t('footer.filing', { icp: value('icp') })}</Text> : null}
          <Link to={href('platform/status')} data-testid="footer-platform-status">
            <Text as="span" color="gray.300" textDecoration="underline" display="inline-block" py="3">
              {t('platform.title')}
            </Text>
          </Link>
          <SiteSwitch />
        </Flex>
      </Container>
    </Box>
  );
}
