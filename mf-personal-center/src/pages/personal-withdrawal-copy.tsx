import {
  Box,
  Button,
  calls,
  CurrencySelect,
  Field,
  Heading,
  HStack,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useFormatters,
  type Currency,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLine } from '../features/money/account-line';
import { MerchantForm } from '../features/money/merchant-form';

/** /personalWithdrawalCopy: PingPong registration and virtual accounts per currency. */
export function VirtualAccountsPage() {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const merchant = useApiQuery(calls.trade.pingpongDetails, {});
  const accounts = useApiQuery(calls.trade.listReceivingAccounts, {});
  const openVirtual = useApiMutation(calls.trade.openVirtualAccount, { success: t('money.virtualOpened') });
  const [currency, setCurrency] = useState<Currency>('USD');

  return (
    <Stack gap="6" data-testid="virtual-accounts">
      <Heading as="h1" size="xl">
        {t('money.virtualTitle')}
      </Heading>
      <QueryView state={merchant}>
        {({ data: m }) =>
          m.registered ? (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" borderWidth="1px" borderRadius="lg" p="5">
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('money.merchantId')}
                </Text>
                <Text fontWeight="semibold">{m.merchantId}</Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('money.companyName')}
                </Text>
                <Text>{m.companyName}</Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('money.merchantStatus')}
                </Text>
                <Text>
                  {t(`money.merchantStatuses.${m.status}`, { defaultValue: m.status })} · {f.date(m.createTime)}
                </Text>
              </Box>
            </SimpleGrid>
          ) : (
            <MerchantForm />
          )
        }
      </QueryView>

      <HStack gap="3" flexWrap="wrap" align="flex-end">
        <Field.Root maxW="160px">
          <Field.Label>{t('goods.currency')}</Field.Label>
          <CurrencySelect value={currency} onChange={(e) => setCurrency(e.target.value as Currency)} />
        </Field.Root>
        <Button colorPalette="brand" loading={openVirtual.busy} onClick={() => void openVirtual.run({ currency })} data-testid="open-virtual">
          {t('money.openVirtual')}
        </Button>
      </HStack>
      <QueryView state={accounts} isEmpty={(data) => !data.list.some((a) => a.kind === 'pingpong')} empty={t('money.noVirtual')}>
        {(data) => (
          <Stack gap="2">
            {data.list
              .filter((a) => a.kind === 'pingpong')
              .map((a) => (
                <AccountLine key={a.id} a={a} />
              ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
