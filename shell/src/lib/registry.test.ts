import { setRouteTable } from '@puente/shared';
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { loadArea, register } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ bootstrap: [], mount: [], unmount: [] })),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
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

describe('the manifest the shell reads', () => {
  it('is handed to the federation runtime once, so the runtime does not fetch it again', async () => {
    // jsdom has no Response: a stand-in with the one method the runtime reads.
    const globals = globalThis as unknown as { Response?: unknown };
    globals.Response ??= class {
      constructor(private readonly text: string) {}
      json() {
        return Promise.resolve(JSON.parse(this.text));
      }
    };
    const OWN = { ...ENTRY, entry: 'http://localhost/remotes/mf-technology-next/mf-manifest.json' };
    serveManifest(['./app']);
    register([ENTRY]);
    register([ENTRY]);
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    const plugins = jest.mocked(registerPlugins).mock.calls[0]![0]!;
    const hook = plugins[0]!.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    // Nothing read yet: the runtime fetches for itself.
    expect(hook(OWN.entry, {})).toBeUndefined();
    await loadArea(OWN);
    const handed = await hook(OWN.entry, {})!;
    expect(await handed.json()).toEqual({ metaData: { puente: { contract: __PUENTE_CONTRACT__ } }, exposes: [{ path: './app' }] });
    expect(hook(OWN.entry, {})).toBeUndefined();
    expect(hook('http://localhost/remotes/mf-other/mf-manifest.json', {})).toBeUndefined();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
