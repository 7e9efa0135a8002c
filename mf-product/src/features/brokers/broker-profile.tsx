import { Badge, calls, chakra, Heading, HStack, SimpleGrid, Stack, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Broker = CallReply<typeof calls.brokerDetails>['data'];

/** A broker's profile: photo, name, title, country, type, deals, bio, specialties and languages. */
export function BrokerProfile({ broker: b }: { broker: Broker }) {
  const { t } = useTranslation('product');
  const { country } = useFormatters();
  return (
    <Stack gap="3" flex="1" minW="0" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} bg="bg">
      <HStack gap="4" align="flex-start">
        <chakra.img src={b.avatar} alt="" width={{ base: '16', md: '24' }} height={{ base: '16', md: '24' }} flexShrink={0} borderRadius="full" objectFit="cover" bg="bg.muted" />
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" data-testid="broker-name">
            {b.name}
          </Heading>
          <Text color="fg.muted">
            {b.title} · {country(b.countryCode)}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand">{t(`broker.types.${b.brokerType}`)}</Badge>
            <Badge variant="outline">{t('broker.deals', { count: b.deals })}</Badge>
          </HStack>
        </Stack>
      </HStack>
      <Text whiteSpace="pre-line">{b.bio}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" fontSize="sm">
        <Stack gap="1">
          <Text fontWeight="semibold">{t('broker.specialties')}</Text>
          <HStack gap="1" wrap="wrap">
            {b.specialties.map((s) => (
              <Badge key={s} variant="subtle" whiteSpace="normal">
                {s}
              </Badge>
            ))}
          </HStack>
        </Stack>
        <Stack gap="1">
          <Text fontWeight="semibold">{t('broker.languages')}</Text>
          <Text>{b.languages.join(', ')}</Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
