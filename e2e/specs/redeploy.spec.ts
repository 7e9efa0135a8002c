import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, '.e2e-tmp', 'mf-technology-release-2');
const FIXTURE = path.join(__dirname, '../fixtures/technology-i18n-release-2.ts');
const PORT = 8182;

let server: http.Server | undefined;

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

test('a remote rebuilt with a visible change and re-pointed in /remotes.json shows the change, with no shell rebuild', async ({ page }) => {
  test.setTimeout(180_000);
  const shellFiles = fs.readdirSync(path.join(ROOT, 'shell', 'dist')).sort();

  // The technology team rebuilds its remote alone, into its own folder.
  const { buildApp } = (await import(path.join(ROOT, 'tooling', 'build.mjs'))) as typeof import('../../tooling/build.mjs');
  await buildApp(
    { dir: 'mf-technology' },
    {
      outputPath: OUT,
      patch: (
        config: { plugins: unknown[] },
        webpack: {
          NormalModuleReplacementPlugin: new (
            re: RegExp,
            fn: (r: { contextInfo: { issuer: string }; createData?: { resource?: string; context?: string; request?: string; userRequest?: string } }) => void,
          ) => unknown;
        },
      ) => {
        // The English locale chunk is swapped for the fixture (which itself reads the real one).
        config.plugins.push(
          new webpack.NormalModuleReplacementPlugin(/mf-technology[\\/]src[\\/]locales[\\/]english\.ts$/, (resource) => {
            if (resource.createData?.resource && resource.contextInfo.issuer !== FIXTURE) {
              // A module is known by its request: the fixture gets its own, so the real locale it reads stays another module.
              Object.assign(resource.createData, { resource: FIXTURE, request: FIXTURE, userRequest: FIXTURE });
              // The fixture's own imports resolve from its folder.
              resource.createData.context = path.dirname(FIXTURE);
            }
          }),
        );
      },
    },
  );

  // ...and publishes it on another origin (a CDN, here a small static server).
  server = http.createServer((request, response) => {
    const file = path.join(OUT, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(OUT) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server!.listen(PORT, '127.0.0.1', () => resolve()));

  await page.goto('/technologyTrading');
  await expect(page.getByTestId('technology-landing')).toContainText('What technology trading covers');

  // The registry is the only moving pointer: re-point mf_technology at the new build.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    for (const remote of registry.remotes) if (remote.name === 'mf_technology') remote.entry = `http://127.0.0.1:${PORT}/mf-manifest.json`;
    await route.fulfill({ response, json: registry });
  });
  await page.reload();
  await expect(page.getByTestId('technology-landing')).toContainText('Technology trading, release 2');
  expect(fs.readdirSync(path.join(ROOT, 'shell', 'dist')).sort()).toEqual(shellFiles);
});
