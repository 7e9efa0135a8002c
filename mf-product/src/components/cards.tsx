import { Badge, Box, calls, ChakraLink, chakra, href, HStack, Link, SimpleGrid, Stack, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Pavilion = CallReply<typeof calls.listPavilions>['list'][number];
type Broker = CallReply<typeof calls.listCelebrityBrokers>['list'][number];
type Requirement = CallReply<typeof calls.listRequirements>['list'][number];

/** Country pavilions as cards: flag code, name, intro and goods count. */
export function PavilionCards({ list }: { list: readonly Pavilion[] }) {
  const { t } = useTranslation('product');
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4" data-testid="pavilion-cards">
      {list.map((pavilion) => (
        <Link key={pavilion.code} to={href('nationalPavilionIndex', { code: pavilion.code, name: pavilion.name })} data-testid="pavilion-card">
          <Stack gap="1" borderWidth="1px" borderRadius="lg" p="4" bg="bg" height="full" _hover={{ borderColor: 'brand.solid' }}>
            <HStack justify="space-between">
              <Text fontWeight="semibold">{pavilion.name}</Text>
              <Badge variant="outline">{pavilion.code}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {pavilion.intro}
            </Text>
            <Text fontSize="xs" color="brand.fg" mt="auto">
              {t('pavilion.goodsCount', { count: pavilion.goodsCount })}
            </Text>
          </Stack>
        </Link>
      ))}
    </SimpleGrid>
  );
}

/** Product brokers as cards: photo, name, title, country, specialties and deals. */
export function BrokerCards({ list }: { list: readonly Broker[] }) {
  const { t } = useTranslation('product');
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="broker-cards">
      {list.map((broker) => (
        <Link key={broker.id} to={href('brokerInfo', { id: broker.id, name: broker.name })} data-testid="broker-card">
          <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg" height="full" align="center" textAlign="center" _hover={{ borderColor: 'brand.solid' }}>
            <chakra.img src={broker.avatar} alt="" width="20" height="20" borderRadius="full" objectFit="cover" bg="bg.muted" loading="lazy" />
            <Text fontWeight="semibold">{broker.name}</Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {broker.title} · {broker.countryCode}
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

/** Requirements as rows: title, kind, quantity and unit, delivery date and place, owner's country. */
export function RequirementRows({ list }: { list: readonly Requirement[] }) {
  const { t } = useTranslation('product');
  const { date, number } = useFormatters();
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px" data-testid="requirement-rows">
      {list.map((item) => (
        <Box key={item.id} px="4" py="3" data-testid="requirement-row" data-requirement-id={item.id}>
          <HStack justify="space-between" align="start" gap="4" wrap="wrap">
            <Stack gap="0.5" minW="0" flex="1">
              <HStack gap="2">
                <Badge colorPalette={item.kind === 'technology' ? 'purple' : 'brand'} variant="subtle">
                  {t(`requirement.kinds.${item.kind}`)}
                </Badge>
                {item.status === 'withdrawn' ? <Badge colorPalette="gray">{t('requirement.withdrawn')}</Badge> : null}
                <ChakraLink asChild fontWeight="semibold" color="fg">
                  <Link to={href('releaseInfo', { id: item.id })}>{item.title}</Link>
                </ChakraLink>
              </HStack>
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {item.needType ? t(`requirement.needTypes.${item.needType}`) : item.outputType ? t(`requirement.outputTypes.${item.outputType}`) : item.categoryTitle}
              </Text>
            </Stack>
            <Stack gap="0.5" textAlign="end" fontSize="sm">
              <Text fontWeight="semibold">
                {number(item.quantity)} {t(`units.${item.unit}`, { count: item.quantity })}
              </Text>
              <Text color="fg.muted">
                {t('requirement.deliverBy', { date: date(item.deliveryDate), place: item.deliveryPlace })}
              </Text>
              <Text color="fg.muted" fontSize="xs">
                {item.owner.countryCode ?? ''} · {t('requirement.views', { count: item.views })}
              </Text>
            </Stack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
