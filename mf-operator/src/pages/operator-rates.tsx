import {
  Badge,
  Box,
  Button,
  type CallRequest,
  calls,
  Heading,
  HStack,
  Input,
  isCalendarDay,
  NativeSelect,
  RATE_STALE_DAYS,
  READER_LOCALES,
  SimpleGrid,
  Stack,
  Text,
  today,
  useApiQuery,
  useFormatters,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useNumberInput } from '@puente/shared/forms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../lib/data-table';
import { OperatorView } from '../lib/operator-view';
import { useApiMutation } from '@puente/shared';

/** The rate, typed in the operator's number format. */
const RATE_FIELD = ['perUsd'] as const;

type Rate = calls.operator.Rate;

/** How old a rate is, in words: "today", "1 day", "294 days". */
function RateAge({ rate }: { rate: Rate }) {
  const { t } = useTranslation('operator');
  if (rate.ageDays === undefined) return '—';
  return (
    <HStack gap="2" justify="flex-end" flexWrap="wrap" data-testid="rate-age" data-stale={rate.stale ? 'true' : 'false'}>
      <span>{rate.ageDays === 0 ? t('rates.ageToday') : t('rates.ageDays', { count: rate.ageDays })}</span>
      {rate.stale ? (
        <Badge colorPalette="red" data-testid="rate-stale">
          {t('rates.stale')}
        </Badge>
      ) : null}
    </HStack>
  );
}

/**
 * Rates older than RATE_STALE_DAYS, said above the table: every price shown in another currency than
 * the seller's is converted with them.
 */
function StaleWarning({ rates }: { rates: readonly Rate[] }) {
  const { t } = useTranslation('operator');
  const stale = rates.filter((rate) => rate.stale);
  if (!stale.length) return null;
  return (
    <Box role="status" borderWidth="1px" borderColor="red.muted" bg="red.subtle" borderRadius="lg" px="4" py="3" data-testid="rates-stale-warning">
      <Text fontWeight="semibold">{t('rates.staleWarning', { count: stale.length, days: RATE_STALE_DAYS, currencies: stale.map((rate) => rate.currency).join(', ') })}</Text>
      <Text fontSize="sm">{t('rates.staleHint', { count: stale.length })}</Text>
    </Box>
  );
}

/** /operatorRates: the rates prices are converted with (a stale one flagged), a form to set one, and the latest changes. */

export function RatesPage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const rates = useApiQuery(calls.operator.listRates, {});
  // A rate keeps its six decimals (formatNumber rounds to three).
  const rate = (value: number) => new Intl.NumberFormat(READER_LOCALES[f.language], { maximumFractionDigits: 6 }).format(value);
  return (
    <Stack gap="6" data-testid="operator-rates">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('rates.title')}
        </Heading>
        <Text color="fg.muted">{t('rates.intro')}</Text>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="set-rate-heading">
        <Heading as="h2" size="lg" id="set-rate-heading">
          {t('rates.set')}
        </Heading>
        <RateForm />
      </Stack>
      <OperatorView state={rates}>
        {({ data }) => (
          <Stack gap="6">
            <Stack as="section" gap="3" aria-labelledby="current-heading">
              <Heading as="h2" size="lg" id="current-heading">
                {t('rates.current')}
              </Heading>
              <StaleWarning rates={data.current} />
              {data.current.length ? (
                <DataTable
                  caption={t('rates.current')}
                  testId="rates-current"
                  rowTestId="rate-row"
                  rows={data.current}
                  rowKey={(row) => row.currency}
                  columns={[
                    { key: 'currency', header: t('rates.currency'), cell: (row) => row.currency },
                    { key: 'perUsd', header: t('rates.perUsd'), align: 'end', cell: (row) => rate(row.perUsd) },
                    { key: 'asOf', header: t('rates.asOf'), cell: (row) => f.date(row.asOf) },
                    { key: 'age', header: t('rates.age'), align: 'end', cell: (row) => <RateAge rate={row} /> },
                    { key: 'source', header: t('rates.source'), cell: (row) => row.source },
                    { key: 'updated', header: t('rates.updated'), cell: (row) => f.dateTime(row.updated) },
                  ]}
                />
              ) : (
                <Text color="fg.muted">{t('rates.noRates')}</Text>
              )}
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="history-heading">
              <Heading as="h2" size="lg" id="history-heading">
                {t('rates.history')}
              </Heading>
              {data.history.length ? (
                <DataTable
                  caption={t('rates.history')}
                  testId="rates-history"
                  rows={data.history}
                  rowKey={(row) => `${row.currency}-${row.updated}-${row.perUsd}-${row.asOf}`}
                  columns={[
                    { key: 'updated', header: t('rates.changed'), cell: (row) => f.dateTime(row.updated) },
                    { key: 'currency', header: t('rates.currency'), cell: (row) => row.currency },
                    { key: 'perUsd', header: t('rates.perUsd'), align: 'end', cell: (row) => rate(row.perUsd) },
                    { key: 'asOf', header: t('rates.asOf'), cell: (row) => f.date(row.asOf) },
                    { key: 'source', header: t('rates.source'), cell: (row) => row.source },
                    { key: 'operator', header: t('rates.operator'), cell: (row) => row.operator },
                  ]}
                />
              ) : (
                <Text color="fg.muted">{t('rates.noHistory')}</Text>
              )}
            </Stack>
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}

/** The currencies an operator sets a rate for (USD is the unit of every rate). */
const RATE_CURRENCIES = ['BRL', 'MXN', 'CNH'] as const;

interface RateDraft {
  currency: (typeof RATE_CURRENCIES)[number];
  perUsd: string;
  asOf: string;
  source: string;
}

/**
 * A new rate for a currency, checked with setRate's own schema (a rate above 0, a source, no
 * markup). The schema checks the date's layout only; a date that does not exist or lies in the
 * future is refused here, in the contract's words for it.
 */
function RateForm() {
  const { t } = useTranslation('operator');
  const save = useApiMutation(calls.operator.setRate, { success: (reply) => t('rates.saved', { currency: reply.data.currency }) });
  const extra = useCallback((draft: RateDraft) => (isCalendarDay(draft.asOf) && draft.asOf <= today() ? {} : { asOf: 'operator.dateInvalid' as const }), []);
  const form = useContractForm<RateDraft, typeof calls.operator.setRate>(calls.operator.setRate, {
    defaultValues: { currency: 'BRL', perUsd: '', asOf: today(), source: '' },
    extra,
    numbers: RATE_FIELD,
  });
  const numberInput = useNumberInput(form);

  async function send(body: CallRequest<typeof calls.operator.setRate>) {
    if (await save.run(body)) form.reset({ currency: body.currency, perUsd: '', asOf: today(), source: '' });
  }

  return (
    <ContractForm form={form} onValid={send} testId="rate-form" aria-label={t('rates.set')}>
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" alignItems="start">
          <FormField name="currency" label={t('rates.currency')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('currency')}>
                {RATE_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="perUsd" label={t('rates.perUsd')} required helper={t('rates.perUsdHelper')}>
            <Input {...numberInput('perUsd', 6)} />
          </FormField>
          <FormField name="asOf" label={t('rates.asOf')} required>
            <Input type="date" max={today()} {...form.register('asOf')} />
          </FormField>
          <FormField name="source" label={t('rates.source')} required helper={t('rates.sourceHelper')}>
            <Input {...form.register('source')} />
          </FormField>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={save.busy} data-testid="rate-submit">
            {t('rates.set')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
