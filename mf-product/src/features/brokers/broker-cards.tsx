import { Badge, calls, chakra, href, HStack, Link, SimpleGrid, Stack, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Broker = CallReply<typeof calls.listCelebrityBrokers>['list'][number];

/** Product brokers as cards: photo, name, title, country, specialties and deals. */
export function BrokerCards({ list }: { list: readonly Broker[] }) {
  const { t } = useTranslation('product');
  const { country } = useFormatters();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="broker-cards">
      {list.map((broker) => (
        <Link key={broker.id} to={href('brokerInfo', { id: broker.id, name: broker.name })} data-testid="broker-card">
          <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg" height="full" align="center" textAlign="center" _hover={{ borderColor: 'brand.solid' }}>
            <chakra.img src={broker.avatar} alt="" width="20" height="20" borderRadius="full" objectFit="cover" bg="bg.muted" loading="lazy" />
            <Text fontWeight="semibold">{broker.name}</Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {broker.title} · {country(broker.countryCode)}
            </Text>
            <HStack gap="1" wrap="wrap" justify="center">
              {broker.specialties.slice(0, 3).map((specialty) => (
                <Badge key={specialty} variant="subtle" colorPalette="brand">
                  {specialty}
                </Badge>
              ))}
            </HStack>
            <Text fontSize="xs" color="fg.muted" mt="auto">
              {t('broker.deals', { count: broker.deals })} · {t(`broker.types.${broker.brokerType}`)}
            </Text>
          </Stack>
        </Link>
      ))}
    </SimpleGrid>
  );
}
