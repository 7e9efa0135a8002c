import { Box, calls, Flex, QueryView, Stack, Text, useApiQuery, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { BrokerProfile } from '../features/brokers/broker-profile';
import { MailForm } from '../features/brokers/mail-form';

/** /brokerInfo?id=: a broker's profile and a message form. */
export function BrokerInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const broker = useApiQuery(calls.brokerDetails, { id }, { enabled: id > 0 });
  if (id <= 0)
    return (
      <Text py="16" textAlign="center">
        {t('broker.missing')}
      </Text>
    );
  return (
    <Stack py="6" gap="6" data-testid="broker-info">
      <QueryView state={broker}>
        {({ data: b }) => (
          <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'start' }}>
            <BrokerProfile broker={b} />
            <Box width={{ base: 'full', md: '96' }} flexShrink={0}>
              <MailForm brokerId={b.id} />
            </Box>
          </Flex>
        )}
      </QueryView>
    </Stack>
  );
}
