#!/usr/bin/env node
/**
 * pnpm new:remote <name> [--title "English" --title-zh "中文" --title-pt "Português" --title-es "Español"] [--root <dir>] [--no-install]
 *
 * Scaffolds a working remote, mf-<name>, that declares its own area and route: its folder and
 * package.json (with the "puente" field the tooling discovers it by), routes.json (its route,
 * titles in four languages), one page on real API data (the latest market news) with its loading,
 * empty and error states, its strings in four languages, tests and CONTEXT.md. Build it, add it to
 * the registry, and its page is live: no file of the shell, tooling, lint or jest changes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^./, (c) => c.toUpperCase());

/** The files of a new remote, by path inside its folder. */
/** Strings as a TypeScript object literal, in the project's style. */
const literal = (strings) =>
  `{\n${Object.entries(strings)
    .map(([key, value]) => `    ${key}: '${value.replace(/'/g, "\\'")}',`)
    .join('\n')}\n  }`;

export function remoteFiles({ name, area, federationName, devPort, titles, toRoot = '..' }) {
  const technology = JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-technology', 'package.json'), 'utf8'));
  const Page = `${pascal(name)}Page`;
  const pkg = {
    name: `@puente/mf-${name}`,
    version: '0.1.0',
    private: true,
    description: `The ${titles.english} area remote.`,
    puente: { federationName, area, devPort },
    scripts: { build: `node ${toRoot}/tooling/build.mjs mf-${name}`, dev: `node ${toRoot}/tooling/dev.mjs mf-${name}` },
    dependencies: technology.dependencies,
    devDependencies: technology.devDependencies,
  };
  const strings = {
    english: { intro: 'News from the marketplace, updated as it is published.', latest: 'Latest market news', empty: 'No news has been published yet.' },
    chinese_simplified: { intro: '来自平台的最新资讯，发布即更新。', latest: '最新市场资讯', empty: '暂无已发布的资讯。' },
    portuguese: { intro: 'Notícias do marketplace, atualizadas assim que publicadas.', latest: 'Últimas notícias do mercado', empty: 'Ainda não há notícias publicadas.' },
    spanish: { intro: 'Noticias del marketplace, actualizadas en cuanto se publican.', latest: 'Últimas noticias del mercado', empty: 'Todavía no hay noticias publicadas.' },
  };
  for (const language of Object.keys(strings)) strings[language] = { title: titles[language], ...strings[language] };
  const locale = (language) =>
    language === 'english'
      ? `/** mf-${name}'s strings in English (the other languages follow key for key). */\nexport const english = {\n  page: ${literal(strings.english)},\n};\n\nexport type AreaStrings = typeof english;\n`
      : `import type { AreaStrings } from './english';\n\nexport const ${language}: AreaStrings = {\n  page: ${literal(strings[language])},\n};\n`;
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'webpack.config.cjs': `const { createConfig } = require('${toRoot}/tooling/webpack.config.cjs');\n\nmodule.exports = createConfig({ kind: 'remote', name: '${federationName}', dir: __dirname, exposes: { './app': './src/app.tsx' }, port: ${devPort} });\n`,
    'tsconfig.json': `${JSON.stringify({ extends: `${toRoot}/tsconfig.base.json`, include: ['src', '*.ts'] }, null, 2)}\n`,
    'routes.json': `${JSON.stringify([{ path: `/${area}`, visit: 'product', title: titles }], null, 2)}\n`,
    'CONTEXT.md': `# @puente/mf-${name}\nThe remote of the ${titles.english} area: /${area}, the latest market news (site news, \`calls.listNews\`), with loading, empty and error states.\nIt declares its own area and route in \`routes.json\` (path, visit mode, title in four languages); the\nbuild writes them into its manifest and the shell adds them at start from the registry, so the area\nneeds no shell release. It exposes only \`./app\` (\`createAreaLifecycles\`, \`src/app.tsx\`);\n\`src/area-routes.tsx\` gives each declared route its page (\`DeclaredAreaRouter\`), \`src/pages/\` has one file per\nroute, strings live in \`src/locales/\` in the four languages (a test checks them).\nShip it with \`pnpm deploy:remote mf-${name}\`; \`pnpm contract:check\` checks it against the contract.\n`,
    'src/types.d.ts': 'declare const __PUENTE_CONTRACT__: string;\ndeclare const __PUENTE_APP__: string;\n',
    'src/app.tsx': `import { createAreaLifecycles } from '@puente/shared';\nimport React from 'react';\nimport { AreaRoutes } from './area-routes';\n\n/** The remote's only export (./app): single-spa lifecycles. */\nexport const { bootstrap, mount, unmount } = createAreaLifecycles({\n  area: '${area}',\n  App: AreaRoutes,\n  translations: (language) => import(\`./locales/\${language}\`),\n  react: React,\n});\n`,
    'src/area-routes.tsx': `import { Container, DeclaredAreaRouter } from '@puente/shared';\nimport { ${Page} } from './pages/${name}';\n\n/** The area's routes, as routes.json declares them, each with its page. */\nexport function AreaRoutes() {\n  return (\n    <Container maxW="6xl" py="6">\n      <DeclaredAreaRouter area="${area}" pages={{ ${area}: ${Page} }} />\n    </Container>\n  );\n}\n`,
    [`src/pages/${name}.tsx`]: `import { calls, Heading, href, Link, QueryView, Stack, Text, useApiQuery, useFormatters } from '@puente/shared';\nimport { useTranslation } from 'react-i18next';\n\n/** /${area}: the area's page (its title is routes.json's too), with the latest market news. */\nexport function ${Page}() {\n  const { t } = useTranslation('${area}');\n  const { date } = useFormatters();\n  const news = useApiQuery(calls.listNews, { siteid: calls.SITE_IDS.technology, currentPage: 1, everyNumber: 6 });\n  return (\n    <Stack gap="5" data-testid="${area}-page">\n      <Heading as="h1" size="2xl">\n        {t('page.title')}\n      </Heading>\n      <Text color="fg.muted">{t('page.intro')}</Text>\n      <Heading as="h2" size="lg">\n        {t('page.latest')}\n      </Heading>\n      <QueryView state={news} isEmpty={({ list }) => list.length === 0} empty={t('page.empty')}>\n        {({ list }) => (\n          <Stack as="ul" gap="3">\n            {list.map((article) => (\n              <Stack as="li" key={article.id} gap="1" borderWidth="1px" borderRadius="md" p="4" data-testid="${area}-news">\n                <Link to={href('newsInfo', { id: article.id, name: article.title })}>\n                  <Text fontWeight="semibold">{article.title}</Text>\n                </Link>\n                <Text fontSize="sm" color="fg.muted">\n                  {date(article.publishTime)} · {article.columnName}\n                </Text>\n                <Text lineClamp={2}>{article.summary}</Text>\n              </Stack>\n            ))}\n          </Stack>\n        )}\n      </QueryView>\n    </Stack>\n  );\n}\n`,
    'src/i18n.ts': `import type { Language } from '@puente/shared';\nimport { chinese_simplified } from './locales/chinese_simplified';\nimport { english } from './locales/english';\nimport { portuguese } from './locales/portuguese';\nimport { spanish } from './locales/spanish';\n\n/** mf-${name}'s strings, under the \`${area}\` namespace (one file per language in ./locales). */\nexport const translations: Record<Language, Record<string, unknown>> = { english, chinese_simplified, portuguese, spanish };\n`,
    'src/i18n.test.ts': `import { missingTranslations } from '@puente/shared/testing';\nimport { translations } from './i18n';\n\nit('has every string in all four languages', () => {\n  expect(missingTranslations(translations)).toEqual([]);\n});\n`,
    'src/locales/english.ts': locale('english'),
    'src/locales/chinese_simplified.ts': locale('chinese_simplified'),
    'src/locales/portuguese.ts': locale('portuguese'),
    'src/locales/spanish.ts': locale('spanish'),
    'src/features/test-support.tsx': `import { areaTestKit } from '@puente/shared/testing';\nimport { translations } from '../i18n';\n\n/** Jest only: this area's kit over the shared one. */\n\nexport { renderPage } from '@puente/shared/testing';\nexport const { fakeApi } = areaTestKit('${area}', translations);\n`,
    [`src/pages/${name}.test.tsx`]: `import { calls } from '@puente/shared';\nimport { screen, waitFor } from '@testing-library/react';\nimport { fakeApi, renderPage } from '../features/test-support';\nimport { ${Page} } from './${name}';\n\nconst article = { id: 3, siteid: 2, columnId: 1, columnName: 'Market news', title: 'Soybean exports to Asia rise', summary: 'Brazilian soybean shipments grew.', cover: '', author: '', publishTime: 1795000000, views: 12 };\n\nit('lists the latest market news', async () => {\n  const sent = fakeApi({ [calls.listNews.path]: { result: 1, list: [article], total: 1 } });\n  renderPage(<${Page} />);\n  await waitFor(() => expect(screen.getAllByTestId('${area}-news')).toHaveLength(1));\n  expect(screen.getByText('Soybean exports to Asia rise')).toBeTruthy();\n  expect(sent[0]).toMatchObject({ url: calls.listNews.path, body: { siteid: 3, currentPage: 1, everyNumber: 6 } });\n});\n\nit('says so when there is no news yet', async () => {\n  fakeApi({ [calls.listNews.path]: { result: 1, list: [], total: 0 } }, { language: 'spanish' });\n  renderPage(<${Page} />);\n  await waitFor(() => expect(screen.getByText('Todavía no hay noticias publicadas.')).toBeTruthy());\n});\n`,
  };
}

function main(args) {
  const name = args.find((arg, i) => !arg.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--') && args[i - 1] !== '--no-install'));
  if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name.length > 30) {
    console.error('Usage: pnpm new:remote <name, e.g. trade-shows> [--title "Trade shows" --title-zh "展会" --title-pt "Feiras" --title-es "Ferias"]');
    process.exit(2);
  }
  const root = path.resolve(option(args, '--root') ?? ROOT);
  const dir = path.join(root, `mf-${name}`);
  if (fs.existsSync(dir)) {
    console.error(`${dir} already exists`);
    process.exit(1);
  }
  const area = camel(name);
  if (APPS.some((app) => app.area === area || app.dir === `mf-${name}`)) {
    console.error(`the area ${area} already has a remote`);
    process.exit(1);
  }
  const english = option(args, '--title') ?? name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const titles = {
    english,
    chinese_simplified: option(args, '--title-zh') ?? english,
    portuguese: option(args, '--title-pt') ?? english,
    spanish: option(args, '--title-es') ?? english,
  };
  const devPort = Math.max(...APPS.map((app) => app.devPort)) + 1;
  const files = remoteFiles({ name, area, federationName: `mf_${name.replace(/-/g, '_')}`, devPort, titles, toRoot: path.relative(dir, ROOT) });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  spawnSync('node', [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--write', dir, '--log-level', 'warn'], { stdio: 'inherit' });
  if (!args.includes('--no-install') && root === ROOT) spawnSync('pnpm', ['install', '--prefer-offline'], { cwd: ROOT, stdio: 'inherit' });
  console.log(`mf-${name}: the ${area} area at /${area}, dev port ${devPort}. Build it (node tooling/build.mjs mf-${name}); npm start serves it with the others.`);
  if (Object.values(titles).every((title) => title === english))
    console.log('Its title is in English in every language: give --title-zh, --title-pt and --title-es to translate it.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
