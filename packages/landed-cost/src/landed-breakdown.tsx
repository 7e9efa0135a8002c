import {
  Badge,
  Box,
  chakra,
  CHINA_PORTS,
  DESTINATION_PORTS,
  ErrorState,
  formatMoney,
  FREIGHT_STALE_DAYS,
  fromMinorUnits,
  LoadingState,
  QueryView,
  Stack,
  Text,
  toMinorUnits,
  TRADE_TERMS,
  useFormatters,
  type ApiError,
  type CallState,
  type calls,
  type TradeTerm,
} from '@puente/shared';
import type { ReactNode } from 'react';
import { useLandedT } from './landed-strings';
import type { LandedEstimate } from './types';

type LandedLine = LandedEstimate['lines'][number];
type T = ReturnType<typeof useLandedT>;

/** The costs each term's price covers: EXW the goods; FOB adds the way to the ship in China; C&F the ocean; CIF its insurance. */
export const TERM_COVERS: Record<TradeTerm, readonly string[]> = {
  EXW: ['goods'],
  FOB: ['goods', 'haulage', 'clearance'],
  'C&F': ['goods', 'haulage', 'clearance', 'freight'],
  CIF: ['goods', 'haulage', 'clearance', 'freight', 'insurance'],
};

/** The term a page starts on: FOB where the goods offer it (most orders from China are), else the first offered. */
export function firstTerm(offered: readonly TradeTerm[]): TradeTerm {
  return offered.includes('FOB') ? 'FOB' : (TRADE_TERMS.find((term) => offered.includes(term)) ?? 'FOB');
}

const bare = (name: string) =>
  name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
    .toLocaleLowerCase();

/**
 * A line's name in the reader's language and, beside it, the law's own name when it says more:
 * "Impuesto General de Importación (IGI)" beside "Arancel de importación", but not "Impuesto al
 * Valor Agregado (IVA)" again beside the same words. A charge Puente has no words for yet is
 * named by its kind, with the law's name beside it, never by its id.
 */
export function lineName(t: T, line: Pick<LandedLine, 'id' | 'kind' | 'legalName'>): { name: string; legal: string | null } {
  const known = t(`lines.${line.id}`, { defaultValue: '' });
  const name = known || t(`otherLine.${line.kind}`);
  const legal = line.legalName?.trim() || null;
  if (!legal || !known) return { name, legal };
  if (legal.toLocaleLowerCase() === name.toLocaleLowerCase() || name.toLocaleLowerCase().includes(`(${legal.toLocaleLowerCase()})`)) return { name, legal: null };
  // The law's name is the reader's words with its abbreviation: it alone says both.
  if (bare(legal) === bare(name)) return { name: legal, legal: null };
  return { name, legal };
}

/**
 * An estimate's amounts in its currency. Dollars read "US$": the estimate is about a country whose
 * own money a bare "$" names (pesos in Mexico, Chile, Colombia, Argentina).
 */
export const moneyOf = (estimate: Pick<LandedEstimate, 'currency'>) => (amount: number) => formatMoney(amount, estimate.currency, { besideOther: true });

/** The language the country writes its laws in (the law's names are shown in it). */
const lawLanguage = (country: string) => (country === 'BR' ? 'pt' : 'es');

/** The sum of amounts, counted in cents so that the parts add up as written. */
const sumOf = (amounts: readonly number[]) => fromMinorUnits(amounts.reduce((sum, amount) => sum + toMinorUnits(amount), 0));

/** A port's name as the reader writes it: Chinese ports in Chinese for a Chinese reader. */
export function portName(code: string, language: string): string {
  const china = CHINA_PORTS.find((port) => port.code === code);
  if (china) return language === 'chinese_simplified' ? china.nameZh : china.name;
  for (const ports of Object.values(DESTINATION_PORTS)) {
    const port = ports.find((candidate) => candidate.code === code);
    if (port) return port.name;
  }
  return code;
}

/** The prices of the terms the goods offer (every one, should the reply mark none offered). */
function offeredPrices(estimate: LandedEstimate) {
  const offered = estimate.terms.filter((price) => price.offered);
  return offered.length ? offered : estimate.terms;
}

/** The term a page starts on for an estimate: the one chosen if its goods offer it, else FOB or the first they offer. */
export function termIn(estimate: LandedEstimate, chosen: TradeTerm | null): TradeTerm {
  const offered = offeredPrices(estimate).map((price) => price.term);
  return chosen && offered.includes(chosen) ? chosen : firstTerm(offered);
}

/**
 * The seller's price under each term the goods offer, the chosen one highlighted. With `onTerm`
 * the prices are the term's choice itself (a radio group); without it, a list to read.
 */
export function TermPrices({
  estimate,
  term,
  onTerm,
  name = 'landed-term',
}: {
  estimate: LandedEstimate;
  /** The chosen term; none in a list to read (the cart, before any term is chosen). */
  term: TradeTerm | null;
  onTerm?: (term: TradeTerm) => void;
  /** The radio group's name (one per group on a page). */
  name?: string;
}) {
  const t = useLandedT();
  const prices = offeredPrices(estimate);
  const money = moneyOf(estimate);
  if (!onTerm)
    return (
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" data-testid="landed-term-prices">
        {prices.map((price) => (
          <Box key={price.term} display="contents" data-term={price.term} data-selected={price.term === term}>
            <chakra.dt fontWeight={price.term === term ? 'bold' : 'normal'}>{price.term}</chakra.dt>
            <chakra.dd textAlign="end" fontWeight={price.term === term ? 'bold' : 'normal'} data-testid={`landed-term-${price.term}`}>
              {money(price.amount)}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    );
  return (
    <chakra.fieldset data-testid="landed-term-prices">
      <chakra.legend fontWeight="semibold" fontSize="sm" mb="1">
        {t('termPrices')}
      </chakra.legend>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {t('termPricesHint')}
      </Text>
      {/* As many prices a row as the place holds (a phone, the order's summary, the product page's column), none squeezed. */}
      <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="2">
        {prices.map((price) => {
          const checked = price.term === term;
          return (
            <chakra.label
              key={price.term}
              display="flex"
              flexDirection="column"
              gap="0.5"
              minH="44px"
              px="3"
              py="2"
              borderWidth="2px"
              borderRadius="md"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              cursor="pointer"
              position="relative"
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
              data-testid={`landed-term-${price.term}`}
              data-checked={checked}
            >
              <chakra.input
                type="radio"
                name={name}
                value={price.term}
                checked={checked}
                onChange={() => onTerm(price.term)}
                position="absolute"
                opacity="0"
                inset="0"
                width="full"
                height="full"
                margin="0"
                cursor="pointer"
              />
              <Text as="span" fontSize="sm" fontWeight="semibold">
                {price.term}
              </Text>
              {/* Never broken inside a figure (a phone's page wraps long words anywhere): small enough to fit two a row. */}
              <Text as="span" fontSize="sm" fontWeight="bold" color={checked ? 'brand.fg' : 'fg'} fontVariantNumeric="tabular-nums" whiteSpace="nowrap" overflowWrap="normal">
                {money(price.amount)}
              </Text>
            </chakra.label>
          );
        })}
      </Box>
    </chakra.fieldset>
  );
}

/** One cost of the estimate: its name (and the law's), its rate where it has one, its amount. */
function LineRow({ line, country, money, note }: { line: LandedLine; country: string; money: (amount: number) => string; note?: string }) {
  const t = useLandedT();
  const { number } = useFormatters();
  const { name, legal } = lineName(t, line);
  const reference = line.id === 'customsValue';
  return (
    <chakra.tr borderTopWidth="1px" data-testid="landed-line" data-line={line.id} color={reference ? 'fg.muted' : undefined}>
      <chakra.th scope="row" textAlign="start" fontWeight="normal" py="1.5" pe="2" verticalAlign="top">
        <Text as="span" fontStyle={reference ? 'italic' : undefined}>
          {name}
        </Text>
        {legal ? (
          <Text as="span" display="block" fontSize="xs" color="fg.muted" lang={lawLanguage(country)} data-testid="landed-legal-name">
            {legal}
          </Text>
        ) : null}
        {note ? (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </chakra.th>
      <chakra.td textAlign="end" py="1.5" pe="2" verticalAlign="top" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="landed-rate">
        {line.rate !== undefined ? t('rate', { rate: number(Number(line.rate)) }) : ''}
        {line.capped ? (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {t('capped')}
          </Text>
        ) : null}
      </chakra.td>
      <chakra.td textAlign="end" py="1.5" verticalAlign="top" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="landed-amount">
        {money(line.amount)}
      </chakra.td>
    </chakra.tr>
  );
}

/** A group's heading row, with what the group comes to. */
function GroupRow({ label, amount, tone }: { label: string; amount: string | null; tone?: 'brand' }) {
  return (
    <chakra.tr bg={tone === 'brand' ? 'brand.subtle' : 'bg.muted'}>
      <chakra.th scope="rowgroup" colSpan={2} textAlign="start" py="1.5" px="2" fontSize="xs" fontWeight="semibold" textTransform="none">
        {label}
      </chakra.th>
      <chakra.td textAlign="end" py="1.5" px="2" fontSize="xs" fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="landed-group-amount">
        {amount}
      </chakra.td>
    </chakra.tr>
  );
}

/**
 * The estimate line by line, in the order the law applies them, grouped by who pays: what the
 * seller's price under the chosen term covers, what the buyer still arranges (the rest of the way
 * to the port), and what customs collects; then the total delivered and cleared, and per unit.
 */
export function LandedLines({
  estimate,
  term,
  unitWord,
  quoted = false,
}: {
  estimate: LandedEstimate;
  term: TradeTerm;
  unitWord: string;
  /** The goods line is a seller's quoted price (under `estimate.priceTerm`), not the catalogue's. */
  quoted?: boolean;
}) {
  const t = useLandedT();
  const { country, language } = useFormatters();
  const money = moneyOf(estimate);
  const covered = TERM_COVERS[term];
  const costs = estimate.lines.filter((line) => line.kind === 'value' && line.id !== 'customsValue');
  const seller = costs.filter((line) => covered.includes(line.id));
  const buyer = costs.filter((line) => !covered.includes(line.id));
  const customs = estimate.lines.filter((line) => line.kind !== 'value' || line.id === 'customsValue');
  const termPrice = estimate.terms.find((price) => price.term === term)?.amount ?? sumOf(seller.map((line) => line.amount));
  const charges = customs.filter((line) => line.kind !== 'value');
  const port = portName(estimate.destinationPort, language);
  const row = (line: LandedLine) => (
    <LineRow
      key={line.id}
      line={line}
      country={estimate.country}
      money={money}
      note={
        line.id === 'customsValue'
          ? t('customsValueNote')
          : line.kind === 'advance'
            ? t('advanceNote')
            : quoted && line.id === 'goods'
              ? t('quotedNote', { term: estimate.priceTerm })
              : undefined
      }
    />
  );
  return (
    <chakra.table width="full" fontSize="sm" css={{ borderCollapse: 'collapse' }} data-testid="landed-lines" data-term={term}>
      <chakra.caption textAlign="start" fontWeight="semibold" pb="2">
        {t('breakdown')}
      </chakra.caption>
      <chakra.thead fontSize="xs" color="fg.muted">
        <chakra.tr>
          <chakra.th scope="col" textAlign="start" fontWeight="normal" pb="1">
            {t('columns.item')}
          </chakra.th>
          <chakra.th scope="col" textAlign="end" fontWeight="normal" pb="1" pe="2">
            {t('columns.rate')}
          </chakra.th>
          <chakra.th scope="col" textAlign="end" fontWeight="normal" pb="1">
            {t('columns.amount')}
          </chakra.th>
        </chakra.tr>
      </chakra.thead>
      <chakra.tbody data-testid="landed-group-seller">
        <GroupRow label={t('groups.seller', { term })} amount={money(termPrice)} tone="brand" />
        {seller.map(row)}
      </chakra.tbody>
      {buyer.length ? (
        <chakra.tbody data-testid="landed-group-buyer">
          <GroupRow label={t('groups.buyer')} amount={money(sumOf(buyer.map((line) => line.amount)))} />
          {buyer.map(row)}
        </chakra.tbody>
      ) : null}
      <chakra.tbody data-testid="landed-group-customs">
        <GroupRow label={t('groups.customs', { country: country(estimate.country) })} amount={money(sumOf(charges.map((line) => line.amount)))} />
        {customs.map(row)}
      </chakra.tbody>
      <chakra.tfoot>
        <chakra.tr borderTopWidth="2px" borderColor="fg">
          <chakra.th scope="row" colSpan={2} textAlign="start" pt="2" fontWeight="semibold">
            {t('total', { port })}
          </chakra.th>
          <chakra.td textAlign="end" pt="2" fontWeight="bold" fontSize="md" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="landed-total">
            {money(estimate.total)}
          </chakra.td>
        </chakra.tr>
        <chakra.tr>
          <chakra.th scope="row" colSpan={2} textAlign="start" fontWeight="normal" color="fg.muted">
            {t('perUnit', { unit: unitWord })}
          </chakra.th>
          <chakra.td textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="landed-per-unit">
            {money(estimate.perUnit)}
          </chakra.td>
        </chakra.tr>
        {estimate.advances > 0 ? (
          <chakra.tr>
            <chakra.td colSpan={3} fontSize="xs" color="fg.muted" pt="1">
              {t('advances', { amount: money(estimate.advances) })}
            </chakra.td>
          </chakra.tr>
        ) : null}
      </chakra.tfoot>
    </chakra.table>
  );
}

/** How the goods ship: the way from the Chinese port, LCL by the cubic metre or whole containers, and the load. */
export function ShipmentNote({ estimate }: { estimate: LandedEstimate }) {
  const t = useLandedT();
  const { number, language } = useFormatters();
  const { shipment } = estimate;
  const containers = shipment.containers.map(({ unit, count }) => `${number(count)} × ${t(`shipment.container.${unit}`)}`).join(', ');
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="landed-shipment">
      <Text fontWeight="semibold">{t('shipment.title')}</Text>
      <Text>{t('shipment.route', { origin: portName(estimate.originPort, language), destination: portName(estimate.destinationPort, language) })}</Text>
      <Text data-testid="landed-shipment-mode">
        {shipment.mode === 'fcl' ? t('shipment.fcl', { containers }) : t('shipment.lcl', { volume: number(shipment.chargeableM3 ?? shipment.volumeM3) })}
      </Text>
      <Text color="fg.muted" fontSize="xs">
        {t('shipment.load', { cartons: number(shipment.cartons), weight: number(shipment.weightKg), volume: number(shipment.volumeM3) })}
      </Text>
    </Stack>
  );
}

/** The dates of the rates an estimate used: the import rules', the freight table's (none when the price's term covers the freight) and the exchange rates'. */
export function datesOf(t: T, date: (value: string) => string, estimate: Pick<LandedEstimate, 'dates'>): string {
  const { rules, freight, exchange } = estimate.dates;
  return freight === null
    ? t('datesNoFreight', { rules: date(rules), exchange: date(exchange) })
    : t('dates', { rules: date(rules), freight: date(freight), exchange: date(exchange) });
}

/** That the figures are an estimate, and as of when: the import rules', the freight rates' (flagged when old) and the exchange rates' dates; and where a general rate or a preference stood in. */
export function EstimateNotes({ estimate }: { estimate: LandedEstimate }) {
  const t = useLandedT();
  const { date } = useFormatters();
  const fallbackHeadings = estimate.headings.filter((heading) => heading.fallback).map((heading) => heading.heading ?? heading.hsCode);
  const names = (ids: readonly string[]) =>
    ids
      .map((id) => {
        const line = estimate.lines.find((candidate) => candidate.id === id);
        return line ? lineName(t, line).name : id;
      })
      .join(', ');
  return (
    <Stack gap="1.5" fontSize="xs" color="fg.muted" data-testid="landed-notes">
      <Text>
        <Badge colorPalette="orange" variant="subtle" me="1.5">
          ≈
        </Badge>
        {t('estimate')}
      </Text>
      <Text data-testid="landed-dates">{datesOf(t, date, estimate)}</Text>
      {estimate.dates.freightStale ? (
        <Text color="orange.700" fontWeight="medium" role="note" data-testid="landed-freight-stale">
          {t('freightStale', { days: FREIGHT_STALE_DAYS })}
        </Text>
      ) : null}
      {fallbackHeadings.length ? (
        <Text color="orange.700" data-testid="landed-fallback">
          {t('fallback', { codes: fallbackHeadings.join(', ') })}
        </Text>
      ) : null}
      {estimate.fallbackCharges.length ? (
        <Text color="orange.700" data-testid="landed-fallback-charges">
          {t('fallbackCharges', { charges: names(estimate.fallbackCharges) })}
        </Text>
      ) : null}
      {estimate.preference.applied ? (
        <Text color="green.700" data-testid="landed-preference">
          {estimate.preference.agreement ? t('preference', { agreement: estimate.preference.agreement }) : t('preferenceUnnamed')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A query for an estimate: of goods on sale, or of a quotation's answer (the same reply). */
type EstimateState = CallState<typeof calls.trade.landedEstimate> & { reload: () => void };

/**
 * An estimate's states: while it is asked, its place held at the figures' height (nothing below
 * moves when they arrive); a refusal, the server's sentence in the reader's language in place of
 * the figures; a failure to reach the server, the error state with a retry.
 */
export function EstimateView({ state, minH, children }: { state: EstimateState; minH: string; children: (estimate: LandedEstimate) => ReactNode }) {
  const t = useLandedT();
  const error: ApiError | undefined = state.error;
  if (state.status === 'error' && error?.kind === 'business')
    return (
      <Box role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="3" fontSize="sm" data-testid="landed-refusal">
        {error.message}
      </Box>
    );
  if (state.status === 'error') return <ErrorState compact message={error?.message} onRetry={state.reload} />;
  return (
    <QueryView
      state={state}
      compact
      // A reply without its estimate has no figures to show (no reply of the API's own lacks it).
      isEmpty={(reply) => !reply.data}
      loading={
        <Box minH={minH} data-testid="landed-loading">
          <LoadingState compact label={t('loading')} />
        </Box>
      }
    >
      {(reply) => <Box aria-busy={state.status === 'loading'}>{children(reply.data)}</Box>}
    </QueryView>
  );
}
