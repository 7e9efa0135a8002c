import { render, screen, waitFor, within } from '@testing-library/react';
import { addTranslations, api, PuenteProviders, puenteStore, queryClient } from '@puente/shared';
import { translations } from '../i18n';
import { areaLoadTimesAtom, areaStatusAtom } from '../lib/area-status';
import { PlatformStatusPage } from './platform-status';

const manifest = (contract: string) => ({ metaData: { puente: { contract, app: 'x', version: '1.2.0', builtAt: '2026-11-23T07:30:00.000Z' } } });
const REPLIES: Record<string, { status: number; body: unknown }> = {
  '/remotes.json': {
    status: 200,
    body: {
      remotes: [
        { name: 'mf_product', area: 'product', entry: '/remotes/mf-product/mf-manifest.json' },
        { name: 'mf_technology', area: 'technology', entry: '/remotes/mf-technology/mf-manifest.json' },
        { name: 'mf_comprehensive', area: 'comprehensive', entry: '/remotes/mf-comprehensive/mf-manifest.json' },
      ],
    },
  },
  '/remotes/mf-product/mf-manifest.json': { status: 200, body: manifest('1.0.0') },
  '/remotes/mf-technology/mf-manifest.json': { status: 200, body: manifest('1.1.0') },
  '/remotes/mf-comprehensive/mf-manifest.json': { status: 404, body: {} },
};

beforeAll(() => addTranslations('shell', translations));
beforeEach(() => {
  queryClient.clear();
  // The page's contract in these tests is 1.0.0 (tooling/jest-setup-web.cjs).
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const reply = REPLIES[path] ?? { status: 404, body: {} };
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
  }) as typeof fetch;
  jest.spyOn(api, 'call').mockResolvedValue({
    result: 1,
    data: { version: '1.0.0', contract: '1.0.0', database: 'postgres', migrations: ['0001-accounts', '0002-site-content'], startedAt: 1_795_000_000 },
  } as never);
  puenteStore.set(areaStatusAtom, (all) => ({ ...all, product: { state: 'ready' } }));
  puenteStore.set(areaLoadTimesAtom, { product: 182 });
});
afterEach(() => jest.restoreAllMocks());

it('shows each remote’s build, contract and compatibility, whether it is loaded here and whether its manifest answers, and the shell and API', async () => {
  render(
    <PuenteProviders>
      <PlatformStatusPage />
    </PuenteProviders>,
  );
  await waitFor(() => expect(screen.getAllByTestId('platform-remote')).toHaveLength(3));
  const card = (area: string) => within(screen.getAllByTestId('platform-remote').find((node) => node.getAttribute('data-area') === area)!);

  await waitFor(() => expect(card('product').getByTestId('remote-compatible').textContent).toBe('Yes'));
  expect(card('product').getByTestId('remote-loaded').textContent).toBe('Yes, in 182 ms');
  expect(card('product').getByText('1.2.0')).toBeTruthy();
  // A remote built against a newer minor than the page's is refused, and says why.
  await waitFor(() => expect(card('technology').getByTestId('remote-compatible').getAttribute('data-refusal')).toBe('newerMinor'));
  expect(card('technology').getByTestId('remote-compatible').textContent).toBe('No: needs a newer contract than 1.0.0');
  expect(card('technology').getByTestId('remote-loaded').textContent).toBe('Not yet (loads when its area is opened)');
  // A manifest that does not answer says so with its status.
  await waitFor(() => expect(card('comprehensive').getByTestId('remote-answers').textContent).toBe('No (status 404)'));

  expect(screen.getByTestId('shell-contract').textContent).toBe('1.0.0');
  await waitFor(() => expect(screen.getByTestId('api-database').textContent).toBe('PostgreSQL server'));
  expect(
    within(screen.getByTestId('api-migrations'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['0001-accounts', '0002-site-content']);
});

it('shows the oldest exchange rate’s age, marked stale past the set age, and current within it', async () => {
  const status = (ageDays: number, stale: boolean) => ({
    result: 1,
    data: {
      version: '1.0.0',
      contract: '1.0.0',
      database: 'pglite',
      migrations: [],
      startedAt: 1_795_000_000,
      listener: 'live',
      oldestRate: { currency: 'BRL', asOf: '2026-02-06', ageDays, stale, staleAfterDays: 7 },
    },
  });
  jest.spyOn(api, 'call').mockResolvedValue(status(294, true) as never);
  const { unmount } = render(
    <PuenteProviders>
      <PlatformStatusPage />
    </PuenteProviders>,
  );
  const rate = await screen.findByTestId('api-oldest-rate');
  expect(rate.getAttribute('data-stale')).toBe('true');
  expect(rate.textContent).toBe('BRL, as of Feb 6, 2026 (294 days old)Stale: older than 7 days');
  unmount();

  queryClient.clear();
  jest.spyOn(api, 'call').mockResolvedValue(status(1, false) as never);
  render(
    <PuenteProviders>
      <PlatformStatusPage />
    </PuenteProviders>,
  );
  await waitFor(() => expect(screen.getByTestId('api-oldest-rate').getAttribute('data-stale')).toBe('false'));
  expect(screen.getByTestId('api-oldest-rate').textContent).toBe('BRL, as of Feb 6, 2026 (1 day old)Current');
});
