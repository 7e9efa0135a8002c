import {
  Badge,
  Box,
  Button,
  type CallRequest,
  calls,
  chakra,
  CHINA_PORTS,
  DESTINATION_PORTS,
  FREIGHT_LEG_UNITS,
  FREIGHT_LEGS,
  FREIGHT_STALE_DAYS,
  type FreightLeg,
  type FreightUnit,
  Heading,
  HStack,
  Input,
  languageAtom,
  type Language,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  today,
  useApiMutation,
  useApiQuery,
  useFormatters,
  useSearchParams,
  VisuallyHidden,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useNumberInput } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../lib/data-table';
import { OperatorView } from '../lib/operator-view';
import { queryOf, useChoiceParam } from '../lib/paths';
import { TabBar } from '../lib/tabs';

type Line = calls.operator.FreightLine;
type Rate = calls.operator.FreightRate;
type Lane = calls.operator.FreightLaneKey;
type SetFreightRate = typeof calls.operator.setFreightRate;

const ORIGIN_CODES = CHINA_PORTS.map((port) => port.code);
type OriginCode = (typeof ORIGIN_CODES)[number];

/** Every destination port with its country, in the contract's order. */
const DESTINATIONS = Object.entries(DESTINATION_PORTS).flatMap(([country, ports]) => ports.map((port) => ({ ...port, country })));
const destinationOf = (code: string | null) => DESTINATIONS.find((port) => port.code === code);

/** The amount, typed in the operator's number format. */
const AMOUNT_FIELD = ['amountUsd'] as const;

const keyOf = (lane: Lane) => `${lane.leg}|${lane.origin}|${lane.destination ?? ''}|${lane.unit}`;

/** Port names are proper names: Chinese ports in Chinese for a Chinese reader, in pinyin for the others. */
function usePortWords() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const language = useAtomValue(languageAtom);
  return useMemo(
    () => ({
      origin: (code: string) => {
        const port = CHINA_PORTS.find((p) => p.code === code);
        return port ? `${chinesePortName(port, language)} (${code})` : code;
      },
      destination: (code: string | null) => {
        const port = destinationOf(code);
        return port ? t('freight.port', { port: port.name, country: f.country(port.country) }) : (code ?? '');
      },
      lane: (lane: Lane) => {
        const unit = t(`freight.units.${lane.unit}`);
        const origin = CHINA_PORTS.find((p) => p.code === lane.origin);
        const from = origin ? chinesePortName(origin, language) : lane.origin;
        return lane.leg === 'ocean'
          ? t('freight.oceanLaneName', { origin: from, destination: destinationOf(lane.destination)?.name ?? lane.destination, unit })
          : t('freight.laneName', { leg: t(`freight.legs.${lane.leg}`), origin: from, unit });
      },
    }),
    [t, f, language],
  );
}

function chinesePortName(port: (typeof CHINA_PORTS)[number], language: Language) {
  return language === 'chinese_simplified' ? port.nameZh : port.name;
}

/** How old a figure is, flagged in words (not by colour alone) when it is stale. */
function FreightAge({ rate }: { rate: Rate }) {
  const { t } = useTranslation('operator');
  return (
    <HStack gap="2" justify="flex-end" flexWrap="wrap" data-testid="freight-age" data-stale={rate.stale ? 'true' : 'false'}>
      <span>{rate.ageDays === 0 ? t('freight.ageToday') : t('freight.ageDays', { count: rate.ageDays })}</span>
      {rate.stale ? (
        <Badge colorPalette="red" variant="outline" data-testid="freight-stale">
          <span aria-hidden="true">⚠</span> {t('freight.stale')}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** The figure's source: its title, linked to the page it can be checked on. */
function SourceLink({ rate }: { rate: Rate }) {
  return (
    <chakra.a
      href={rate.sourceUrl}
      target="_blank"
      rel="noreferrer"
      color="brand.fg"
      textDecoration="underline"
      display="inline-block"
      maxW="22rem"
      overflowWrap="anywhere"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      data-testid="freight-source"
    >
      {rate.sourceTitle}
    </chakra.a>
  );
}

/** The columns a figure shows wherever it is listed: amount, date, age, source, who set it. */
function useFigureColumns<T>(rateOf: (row: T) => Rate | null): Array<Column<T>> {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const notSet = <Text color="fg.muted">{t('freight.notSet')}</Text>;
  const figure = (row: T, draw: (rate: Rate) => ReactNode) => {
    const rate = rateOf(row);
    return rate ? draw(rate) : notSet;
  };
  return [
    { key: 'amount', header: t('freight.amount'), align: 'end', cell: (row) => figure(row, (rate) => <span data-testid="freight-amount">{f.money(rate.amountUsd, 'USD')}</span>) },
    { key: 'asOf', header: t('freight.asOf'), cell: (row) => figure(row, (rate) => f.date(rate.asOf)) },
    { key: 'age', header: t('freight.age'), align: 'end', cell: (row) => figure(row, (rate) => <FreightAge rate={rate} />) },
    { key: 'source', header: t('freight.source'), cell: (row) => figure(row, (rate) => <SourceLink rate={rate} />) },
    { key: 'setBy', header: t('freight.setBy'), cell: (row) => figure(row, (rate) => rate.setBy ?? t('freight.seeded')) },
  ];
}

/** One line's figures, newest first, under its row. */
function FreightHistory({ lane }: { lane: Lane }) {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const words = usePortWords();
  const history = useApiQuery(calls.operator.freightRateHistory, lane);
  const figureColumns = useFigureColumns<Rate>((rate) => rate);
  const name = words.lane(lane);
  return (
    <Stack gap="2" pt="2" data-testid="freight-history">
      <Heading as="h3" size="sm">
        {t('freight.historyOf', { lane: name })}
      </Heading>
      <OperatorView state={history} compact isEmpty={(reply) => reply.data.history.length === 0} empty={t('freight.noHistory')}>
        {({ data }) => (
          <DataTable
            caption={t('freight.historyOf', { lane: name })}
            testId="freight-history-table"
            rowTestId="freight-history-row"
            rows={data.history}
            rowKey={(rate) => rate.id}
            columns={[{ key: 'setAt', header: t('freight.setAt'), cell: (rate) => f.dateTime(rate.setAt) }, ...figureColumns]}
          />
        )}
      </OperatorView>
    </Stack>
  );
}

/** The actions of a line: fill the form with it, and show or hide its history. */
function LineActions({ line, open, onToggle, onPick }: { line: Line; open: boolean; onToggle: () => void; onPick: (lane: Lane) => void }) {
  const { t } = useTranslation('operator');
  const words = usePortWords();
  const name = words.lane(line);
  return (
    <HStack gap="2" justify="flex-end">
      <Button size="xs" variant="outline" onClick={() => onPick(line)} data-testid="freight-update">
        {t('freight.update')}
        <VisuallyHidden>: {name}</VisuallyHidden>
      </Button>
      <Button size="xs" variant="ghost" aria-expanded={open} onClick={onToggle} data-testid="freight-history-toggle">
        {open ? t('freight.hideHistory') : t('freight.history')}
        <VisuallyHidden>: {name}</VisuallyHidden>
      </Button>
    </HStack>
  );
}

/** One Chinese port's part of the table: its haulage and clearance, then its ocean lanes. */
function OriginTables({ origin, lines, onPick }: { origin: OriginCode; lines: Line[]; onPick: (lane: Lane) => void }) {
  const { t } = useTranslation('operator');
  const words = usePortWords();
  const [open, setOpen] = useState<string | null>(null);
  const figureColumns = useFigureColumns<Line>((line) => line.rate);
  const port = words.origin(origin);
  const atPort = lines.filter((line) => line.leg !== 'ocean');
  const lanes = lines.filter((line) => line.leg === 'ocean');
  const stale = lines.filter((line) => line.rate?.stale).length;
  const actions: Column<Line> = {
    key: 'actions',
    header: t('freight.actions'),
    align: 'end',
    cell: (line) => <LineActions line={line} open={open === keyOf(line)} onToggle={() => setOpen(open === keyOf(line) ? null : keyOf(line))} onPick={onPick} />,
  };
  const history = (line: Line) => (open === keyOf(line) ? <FreightHistory lane={line} /> : null);
  return (
    <Stack gap="6" data-testid="freight-origin-tables" data-origin={origin}>
      {stale ? (
        <Box role="status" borderWidth="1px" borderColor="red.muted" bg="red.subtle" borderRadius="lg" px="4" py="3" data-testid="freight-stale-warning">
          <Text fontWeight="semibold">
            <span aria-hidden="true">⚠ </span>
            {t('freight.staleWarning', { count: stale, port, days: FREIGHT_STALE_DAYS })}
          </Text>
          <Text fontSize="sm">{t('freight.staleHint')}</Text>
        </Box>
      ) : null}
      <Stack as="section" gap="3" aria-labelledby="freight-at-port-heading">
        <Heading as="h2" size="lg" id="freight-at-port-heading">
          {t('freight.atPort', { port })}
        </Heading>
        <DataTable
          caption={t('freight.atPortTable', { port })}
          testId="freight-at-port"
          rowTestId="freight-line"
          rows={atPort}
          rowKey={keyOf}
          after={history}
          columns={[
            { key: 'leg', header: t('freight.leg'), cell: (line) => t(`freight.legs.${line.leg}`) },
            { key: 'unit', header: t('freight.unit'), cell: (line) => t(`freight.units.${line.unit}`) },
            ...figureColumns,
            actions,
          ]}
        />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="freight-lanes-heading">
        <Heading as="h2" size="lg" id="freight-lanes-heading">
          {t('freight.lanes', { port })}
        </Heading>
        <DataTable
          caption={t('freight.lanesTable', { port })}
          testId="freight-lanes"
          rowTestId="freight-line"
          rows={lanes}
          rowKey={keyOf}
          after={history}
          columns={[
            { key: 'destination', header: t('freight.destination'), cell: (line) => <span data-testid="freight-destination">{words.destination(line.destination)}</span> },
            { key: 'unit', header: t('freight.unit'), cell: (line) => t(`freight.units.${line.unit}`) },
            ...figureColumns,
            actions,
          ]}
        />
      </Stack>
    </Stack>
  );
}

interface FreightDraft {
  leg: FreightLeg;
  origin: string;
  destination: string;
  unit: FreightUnit;
  amountUsd: string;
  sourceTitle: string;
  sourceUrl: string;
  asOf: string;
}

type FreightFormApi = ReturnType<typeof useContractForm<FreightDraft, SetFreightRate>>;

/**
 * A new figure for a line, checked with setFreightRate's own schema: a lane the table has, an amount
 * in dollars, a source title and address, a date neither in the future nor more than a year old.
 */
function FreightForm({ form }: { form: FreightFormApi }) {
  const { t } = useTranslation('operator');
  const words = usePortWords();
  const numberInput = useNumberInput(form);
  const save = useApiMutation(calls.operator.setFreightRate, { success: (reply) => t('freight.saved', { lane: words.lane(reply.data) }) });
  const leg = form.watch('leg');

  // A leg keeps the form on a line the table has: clearance is per shipment, only the ocean has a destination.
  const legChanged = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as FreightLeg;
    const units = FREIGHT_LEG_UNITS[next] ?? [];
    if (!units.includes(form.getValues('unit'))) form.setValue('unit', units[0]!);
    if (next !== 'ocean') form.setValue('destination', '');
    else if (!form.getValues('destination')) form.setValue('destination', DESTINATIONS[0]!.code);
  };

  async function send(body: CallRequest<SetFreightRate>) {
    // The source and date stay: an operator usually sets several units from one publication.
    if (await save.run(body)) form.reset({ ...form.getValues(), amountUsd: '' });
  }

  return (
    <ContractForm form={form} onValid={send} testId="freight-form" aria-label={t('freight.set')}>
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" alignItems="start">
          <FormField name="leg" label={t('freight.leg')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('leg', { onChange: legChanged })}>
                {FREIGHT_LEGS.map((option) => (
                  <option key={option} value={option}>
                    {t(`freight.legs.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="origin" label={t('freight.origin')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('origin')}>
                {ORIGIN_CODES.map((code) => (
                  <option key={code} value={code}>
                    {words.origin(code)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {leg === 'ocean' ? (
            <FormField name="destination" label={t('freight.destination')} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('destination')}>
                  {DESTINATIONS.map((port) => (
                    <option key={port.code} value={port.code}>
                      {words.destination(port.code)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ) : null}
          <FormField name="unit" label={t('freight.unit')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('unit')}>
                {(FREIGHT_LEG_UNITS[leg] ?? []).map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`freight.units.${unit}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="amountUsd" label={t('freight.amount')} required helper={t('freight.amountHelper')}>
            <Input {...numberInput('amountUsd', 2)} data-testid="freight-amount-input" />
          </FormField>
          <FormField name="asOf" label={t('freight.asOf')} required helper={t('freight.asOfHelper')}>
            <Input type="date" max={today()} min={calls.operator.oldestFreightDay()} {...form.register('asOf')} />
          </FormField>
          <FormField name="sourceTitle" label={t('freight.sourceTitle')} required helper={t('freight.sourceTitleHelper')}>
            <Input {...form.register('sourceTitle')} />
          </FormField>
          <FormField name="sourceUrl" label={t('freight.sourceUrl')} required helper={t('freight.sourceUrlHelper')}>
            <Input type="url" inputMode="url" {...form.register('sourceUrl')} />
          </FormField>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={save.busy} data-testid="freight-submit">
            {t('freight.submit')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

/**
 * /operator/freight: the freight table by Chinese port (its haulage and clearance, then its ocean
 * lanes), each figure with its date, age, source and who set it, a stale one flagged; a form to set
 * a figure, and each line's history.
 */
export function FreightPage() {
  const { t } = useTranslation('operator');
  const words = usePortWords();
  const [, setParams] = useSearchParams();
  const origin = useChoiceParam('origin', ORIGIN_CODES);
  const table = useApiQuery(calls.operator.listFreightRates, {});
  const form = useContractForm<FreightDraft, SetFreightRate>(calls.operator.setFreightRate, {
    defaultValues: { leg: 'ocean', origin, destination: DESTINATIONS[0]!.code, unit: '40ft', amountUsd: '', sourceTitle: '', sourceUrl: '', asOf: today() },
    numbers: AMOUNT_FIELD,
  });

  /** A line's "Update": the form takes its lane and the amount field the focus. */
  const pick = (lane: Lane) => {
    form.setValue('leg', lane.leg);
    form.setValue('origin', lane.origin);
    // The unit's choices and the destination field follow the leg once it has been drawn: set them after.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        form.setValue('destination', lane.destination ?? '');
        form.setValue('unit', lane.unit);
        form.setFocus('amountUsd');
      }),
    );
  };

  return (
    <Stack gap="6" data-testid="operator-freight">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('freight.title')}
        </Heading>
        <Text color="fg.muted">{t('freight.intro')}</Text>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="freight-set-heading">
        <Heading as="h2" size="lg" id="freight-set-heading">
          {t('freight.set')}
        </Heading>
        <FreightForm form={form} />
      </Stack>
      <TabBar
        label={t('freight.origins')}
        options={ORIGIN_CODES.map((code) => ({ value: code, label: words.origin(code) }))}
        value={origin}
        onChange={(next) => setParams(queryOf({ origin: next }))}
        testId="freight-origin"
      />
      <OperatorView state={table} isEmpty={(reply) => reply.data.lines.length === 0} empty={t('freight.empty')}>
        {({ data }) => <OriginTables key={origin} origin={origin} lines={data.lines.filter((line) => line.origin === origin)} onPick={pick} />}
      </OperatorView>
    </Stack>
  );
}
