import { setRouteTable } from '@puente/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadArea } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ bootstrap: [], mount: [], unmount: [] })),
  registerRemotes: jest.fn(),
}));

const ENTRY = { name: 'mf_technology', area: 'technology', entry: 'http://localhost/remotes/mf-technology/mf-manifest.json' };

function serveManifest(exposes: string[]) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ metaData: { puente: { contract: __PUENTE_CONTRACT__ } }, exposes: exposes.map((path) => ({ path })) }),
  })) as unknown as typeof fetch;
}

afterEach(() => {
  setRouteTable('desktop');
  jest.mocked(loadRemote).mockClear();
});

describe('which of a remote’s modules a page loads', () => {
  it('loads ./app on a desktop, even when the remote has phone pages', async () => {
    serveManifest(['./app', './mobile']);
    await loadArea(ENTRY);
    expect(loadRemote).toHaveBeenCalledWith('mf_technology/app');
  });

  it('loads ./mobile on a phone when the remote exposes it, so its phone code is downloaded by phones only', async () => {
    setRouteTable('mobile');
    serveManifest(['./app', './mobile']);
    await loadArea(ENTRY);
    expect(loadRemote).toHaveBeenCalledWith('mf_technology/mobile');
  });

  it('falls back to ./app on a phone when the remote has no phone pages yet (its desktop pages stand in)', async () => {
    setRouteTable('mobile');
    serveManifest(['./app']);
    await loadArea(ENTRY);
    expect(loadRemote).toHaveBeenCalledWith('mf_technology/app');
  });
});
