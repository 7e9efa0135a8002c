import { Badge, Box, Button, calls, Heading, HStack, QueryView, queryClient, SimpleGrid, Stack, Text, useApiQuery, useDataQuery, useFormatters } from '@puente/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { probeRemote, type RemoteProbe } from '../lib/remote-probe';
import { areaLoadTimesAtom, areaStatusAtom } from '../lib/area-status';
import { fetchRegistry, type RegistryEntry } from '../lib/registry';

/** How often the page asks again on its own (it also has a button). */
const REFRESH_MS = 15_000;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" gap="3" align="flex-start" flexWrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box fontSize="sm" fontWeight="medium" textAlign="end" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </HStack>
  );
}

function Card({ title, children, testId, area }: { title: ReactNode; children: ReactNode; testId: string; area?: string }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-testid={testId} data-area={area}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** One remote of the registry: its build, its contract, whether this page runs it and whether its manifest answers now. */
function RemoteCard({ entry }: { entry: RegistryEntry }) {
  const { t } = useTranslation('shell');
  const { dateTime, number } = useFormatters();
  const status = useAtomValue(areaStatusAtom)[entry.area] ?? { state: 'idle' as const };
  const loadMs = useAtomValue(areaLoadTimesAtom)[entry.area];
  const probe = useDataQuery(['remote-probe', entry.entry], (signal) => probeRemote(entry, __PUENTE_CONTRACT__, signal), { refetchInterval: REFRESH_MS });
  const seconds = (iso: string | null) => (iso ? Math.floor(new Date(iso).getTime() / 1000) : null);
  return (
    <Card title={entry.name} testId="platform-remote" area={entry.area}>
      <Row label={t('platform.area')}>{entry.area}</Row>
      <Row label={t('platform.entry')}>{entry.entry}</Row>
      <QueryView state={probe} compact>
        {(p: RemoteProbe) => (
          <Stack gap="2">
            <Row label={t('platform.version')}>{p.version ?? '—'}</Row>
            <Row label={t('platform.builtAt')}>{p.builtAt ? dateTime(seconds(p.builtAt)) : '—'}</Row>
            <Row label={t('platform.contract')}>
              <span data-testid="remote-contract">{p.contract ?? '—'}</span>
            </Row>
            <Row label={t('platform.compatible')}>
              <Badge colorPalette={p.refusal ? 'red' : 'green'} data-testid="remote-compatible" data-refusal={p.refusal ?? 'none'}>
                {p.refusal ? t(`platform.refusal.${p.refusal}`, { page: __PUENTE_CONTRACT__ }) : t('platform.yes')}
              </Badge>
            </Row>
            <Row label={t('platform.manifest')}>
              <Badge colorPalette={p.answers ? 'green' : 'red'} data-testid="remote-answers" data-answers={p.answers}>
                {p.answers ? t('platform.answers', { ms: number(p.ms) }) : t('platform.noAnswer', { status: p.status ?? '—' })}
              </Badge>
            </Row>
          </Stack>
        )}
      </QueryView>
      <Row label={t('platform.loaded')}>
        <span data-testid="remote-loaded" data-state={status.state}>
          {status.state === 'ready' && loadMs !== undefined ? t('platform.loadedIn', { ms: number(loadMs) }) : t(`platform.state.${status.state}`)}
        </span>
      </Row>
    </Card>
  );
}

/** The shell's build and contract, and the API's version, contract, database and migrations. */
function ServerCards() {
  const { t } = useTranslation('shell');
  const { date, dateTime } = useFormatters();
  const api = useApiQuery(calls.platformStatus, {}, { refetchInterval: REFRESH_MS });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card title={t('platform.shell')} testId="platform-shell">
        <Row label={t('platform.app')}>{__PUENTE_APP__}</Row>
        <Row label={t('platform.version')}>{__PUENTE_BUILD__.version}</Row>
        <Row label={t('platform.builtAt')}>{dateTime(Math.floor(new Date(__PUENTE_BUILD__.builtAt).getTime() / 1000))}</Row>
        <Row label={t('platform.contract')}>
          <span data-testid="shell-contract">{__PUENTE_CONTRACT__}</span>
        </Row>
      </Card>
      <Card title={t('platform.api')} testId="platform-api">
        <QueryView state={api} compact>
          {({ data }) => (
            <Stack gap="2">
              <Row label={t('platform.version')}>{data.version}</Row>
              <Row label={t('platform.contract')}>{data.contract}</Row>
              <Row label={t('platform.database')}>
                <span data-testid="api-database">{t(`platform.databaseKind.${data.database}`)}</span>
              </Row>
              <Row label={t('platform.startedAt')}>{dateTime(data.startedAt)}</Row>
              <Row label={t('platform.listener')}>
                <span data-testid="api-listener">{t(`platform.listenerState.${data.listener}`)}</span>
              </Row>
              {data.oldestRate !== undefined ? (
                <Row label={t('platform.oldestRate')}>
                  {data.oldestRate ? (
                    <Stack gap="1" align="flex-end" data-testid="api-oldest-rate" data-stale={data.oldestRate.stale ? 'true' : 'false'}>
                      <span>
                        {t('platform.rateAsOf', {
                          currency: data.oldestRate.currency,
                          date: date(data.oldestRate.asOf),
                          age: data.oldestRate.ageDays === 0 ? t('platform.rateToday') : t('platform.rateAge', { count: data.oldestRate.ageDays }),
                        })}
                      </span>
                      <Badge colorPalette={data.oldestRate.stale ? 'red' : 'green'}>
                        {data.oldestRate.stale ? t('platform.rateStale', { days: data.oldestRate.staleAfterDays }) : t('platform.rateFresh')}
                      </Badge>
                    </Stack>
                  ) : (
                    <span data-testid="api-oldest-rate">{t('platform.noRates')}</span>
                  )}
                </Row>
              ) : null}
              <Row label={t('platform.migrations', { count: data.migrations.length })}>
                <Stack as="ul" gap="0" data-testid="api-migrations">
                  {data.migrations.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </Stack>
              </Row>
            </Stack>
          )}
        </QueryView>
      </Card>
    </SimpleGrid>
  );
}

/** /platform/status: for platform engineers, what runs where, refreshed without a reload. Nothing secret is on it. */
export function PlatformStatusPage() {
  const { t } = useTranslation('shell');
  const { dateTime } = useFormatters();
  const registry = useDataQuery(['registry'], () => fetchRegistry(), { refetchInterval: REFRESH_MS });
  return (
    <Stack gap="5" py="6" data-testid="platform-status">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('platform.title')}
          </Heading>
          <Text color="fg.muted" aria-live="polite" data-testid="platform-checked">
            {registry.updatedAt ? t('platform.checkedAt', { time: dateTime(Math.floor(registry.updatedAt / 1000)) }) : t('platform.checking')}
          </Text>
        </Stack>
        <Button
          onClick={() => void queryClient.invalidateQueries({ queryKey: ['data'] }).then(() => queryClient.invalidateQueries({ queryKey: [calls.platformStatus.path] }))}
          loading={registry.fetching}
          minH="11"
          data-testid="platform-refresh"
        >
          {t('platform.refresh')}
        </Button>
      </HStack>
      <ServerCards />
      <Heading as="h2" size="lg">
        {t('platform.remotes')}
      </Heading>
      <QueryView state={registry} isEmpty={(list) => list.length === 0} empty={t('platform.noRemotes')}>
        {(list) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            {list.map((entry) => (
              <RemoteCard key={entry.name} entry={entry} />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}
