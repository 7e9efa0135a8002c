// One webpack configuration for the shell (host) and the four area remotes (see docs/adr/001).
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { CHAKRA_PATCHED } = require('./chakra-loader.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const ROOT = path.resolve(__dirname, '..');
/** V8's explicit compile hint: every function of the script runs on load (CompileHintsPlugin). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The contract version the app is built against, published in each remote's manifest. */
function contractVersion() {
  const source = fs.readFileSync(path.join(ROOT, 'shared/src/contract/version.ts'), 'utf8');
  const match = /CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match) throw new Error('CONTRACT_VERSION not found in shared/src/contract/version.ts');
  return match[1];
}

/** Every source file of an app but its tests. */
function sourceFiles(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-support\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(dir, 'src'));
  return files.sort();
}

/**
 * What an app uses of the contract, read from its source: the calls (`calls.goodsDetails`,
 * `calls.trade.listBuyerOrders`) and the events it emits or hears. The manifest carries them so the
 * contract gate (tooling/contract-check.ts) can tell a remote that needs what the contract lacks.
 */
function contractUsage(dir) {
  const calls = new Set();
  const events = new Set();
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bcalls\.([A-Za-z]\w*)(?:\.([A-Za-z]\w*))?/g)) {
      // A namespace of calls (calls.trade.x) or a call itself (calls.x).
      calls.add(match[1] === 'trade' && match[2] ? `trade.${match[2]}` : match[1]);
    }
    for (const match of text.matchAll(/\bpuenteEvents\.(?:emit|on)\('(\w+)'/g)) events.add(match[1]);
  }
  return { calls: [...calls].sort(), events: [...events].sort() };
}

/**
 * The app's own package version and when this build was made (the status page shows both), and,
 * for a remote whose area the catalogue does not know, its area and the routes it declares
 * (routes.json): the shell adds them at start from the manifest, with no shell release.
 */
function buildInfo(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const routesFile = path.join(dir, 'routes.json');
  const declared = fs.existsSync(routesFile) ? { area: pkg.puente?.area, routes: JSON.parse(fs.readFileSync(routesFile, 'utf8')) } : {};
  return { version: pkg.version, builtAt: new Date().toISOString(), ...declared };
}

function versionOf(pkg, from) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [from] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** react-router's production build, which its package exports do not name. */
function reactRouterProduction() {
  const pkg = require.resolve('react-router/package.json', { paths: [path.join(ROOT, 'shared')] });
  return path.join(path.dirname(pkg), 'dist', 'production', 'index.mjs');
}

/**
 * Federated singletons (architecture: "React and the store exist once on the page"). Chakra and
 * react-router are NOT shared whole (a shared module is not tree-shaken): @puente/shared imports
 * only the parts Puente uses and re-exports them, so sharing @puente/shared shares exactly those
 * parts, once (docs/adr/001).
 */
function sharedModules(appDir, contract) {
  const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg, appDir)}`, version: versionOf(pkg, appDir) });
  const reactVersion = versionOf('react', appDir);
  const reactDomVersion = versionOf('react-dom', appDir);
  // @puente/shared is shared under the contract's own version, so a remote built against a newer
  // contract is never silently served an older copy of the client, schemas and components.
  const sharedVersion = contract;
  return {
    react: { singleton: true, requiredVersion: `^${reactVersion}`, version: reactVersion },
    'react/jsx-runtime': { singleton: true, requiredVersion: `^${reactVersion}`, version: reactVersion },
    'react-dom': { singleton: true, requiredVersion: `^${reactDomVersion}`, version: reactDomVersion },
    'react-dom/client': { singleton: true, requiredVersion: `^${reactDomVersion}`, version: reactDomVersion },
    jotai: singleton('jotai'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    '@puente/shared': { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion },
    // Forms (react-hook-form and the real zod/mini): one copy for the page, fetched with the first form.
    '@puente/shared/forms': { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion },
  };
}

/**
 * Writes dist/chunk-owners.json: for each emitted script, whether it holds the app's own code
 * ('own') or only libraries and @puente/shared ('shared'). pnpm bench splits first-load bytes by it.
 */
class ChunkOwnersPlugin {
  constructor(appDir) {
    this.ownSrc = path.join(appDir, 'src') + path.sep;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkOwnersPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkOwnersPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const owners = {};
        for (const chunk of compilation.chunks) {
          const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
          const resources = modules.flatMap((m) => (m.resource ? [m.resource] : (m.modules ?? []).map((inner) => inner.resource).filter(Boolean)));
          const own = chunk.hasRuntime() || resources.some((resource) => resource.startsWith(this.ownSrc));
          for (const file of chunk.files) if (file.endsWith('.js')) owners[file] = own ? 'own' : 'shared';
        }
        compilation.emitAsset('chunk-owners.json', new webpack.sources.RawSource(JSON.stringify(owners, null, 2)));
      });
    });
  }
}

/**
 * The design system's global CSS (reset, global styles, tokens as CSS variables), written when the
 * shell is built and carried in its html as a style element: the browser parses it with the page,
 * and no React root makes or inserts it at boot (tooling/chakra-loader.cjs, docs/adr/006). It is
 * written again only when the design system's file has changed (a watching dev build).
 */
class SystemCssPlugin {
  apply(compiler) {
    const system = path.join(ROOT, 'shared', 'src', 'ui', 'system.ts');
    let written = { mtimeMs: -1, css: '' };
    compiler.hooks.thisCompilation.tap('SystemCssPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('SystemCssPlugin', (data) => {
        const { mtimeMs } = fs.statSync(system);
        if (written.mtimeMs !== mtimeMs)
          written = {
            mtimeMs,
            css: execFileSync(process.execPath, [require.resolve('tsx/cli', { paths: [ROOT] }), path.join(__dirname, 'print-system-css.ts')], {
              cwd: ROOT,
              encoding: 'utf8',
              maxBuffer: 16 * 1024 * 1024,
            }),
          };
        const { css } = written;
        if (!css.includes('--chakra-colors-brand-600')) throw new Error('SystemCssPlugin: the design system printed no token CSS');
        data.headTags.unshift({ tagName: 'style', voidTag: false, meta: { plugin: 'SystemCssPlugin' }, attributes: { id: 'puente-system-css' }, innerHTML: css });
        return data;
      });
    });
  }
}

/** A chunk group's scripts. */
function scriptsOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/**
 * The scripts the host's start needs: the bootstrap chunk behind the entry's async boundary and the
 * shared libraries it consumes, each from the chunk the page provides it in (the shell's own copy),
 * not its fallback; what a library consumes in turn (react-dom/client needs react-dom) follows.
 * Read when asked, not kept: the compile hints change the scripts, so their hashed names change
 * between the hints (before hashing) and the html's preloads (after).
 */
function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  const kindOf = (module) =>
    module
      ? /consume/i.test(`${module.type} ${module.constructor.name}`)
        ? 'consume'
        : /provide/i.test(`${module.type} ${module.constructor.name}`)
          ? 'provide'
          : 'other'
      : 'other';
  const resourcesOf = (group) =>
    new Set(
      group.chunks.flatMap((chunk) =>
        [...chunkGraph.getChunkModulesIterable(chunk)].flatMap((m) => (m.resource ? [m.resource] : (m.modules ?? []).map((inner) => inner.resource).filter(Boolean))),
      ),
    );
  const originKinds = (group) => group.origins.map((origin) => kindOf(origin.module));
  const files = new Set();
  const consumed = [];
  const provided = [];
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const child of entrypoint.getChildren()) {
      const kinds = originKinds(child);
      if (kinds.includes('provide')) provided.push(child);
      else if (kinds.every((kind) => kind === 'other')) {
        // The bootstrap boundary (import('./bootstrap')): its chunks, and the shared libraries it consumes.
        for (const file of scriptsOf(child)) files.add(file);
        for (const grandchild of child.getChildren()) if (originKinds(grandchild).includes('consume')) consumed.push(grandchild);
      }
    }
  }
  const done = new Set();
  while (consumed.length) {
    const group = consumed.shift();
    if (done.has(group)) continue;
    done.add(group);
    const wanted = resourcesOf(group);
    const provider = provided.find((candidate) => [...resourcesOf(candidate)].some((resource) => wanted.has(resource)));
    for (const file of scriptsOf(provider ?? group)) files.add(file);
    for (const source of [group, ...(provider ? [provider] : [])]) for (const child of source.getChildren()) if (originKinds(child).includes('consume')) consumed.push(child);
  }
  return [...files].sort();
}

/**
 * The host's html names the scripts its start needs (bootFiles) as `<link rel="preload">`, so the
 * browser fetches them with the entry instead of after it has run: one round trip less before anything paints.
 */
class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' && compilation.outputOptions.publicPath !== 'auto' ? compilation.outputOptions.publicPath : '/';
        for (const file of bootFiles(compilation))
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href: `${publicPath}${file}`, as: 'script' }));
        return data;
      });
    });
  }
}

/**
 * Every function of the scripts a page starts with runs while it starts: the host's entry and boot
 * scripts (bootFiles), a remote's entry and the chunks of the modules it exposes. Each of those
 * scripts opens with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and
 * later; other browsers read a comment), so V8 compiles their functions as the script streams in,
 * on a background thread, instead of one by one on the main thread when the boot first calls them:
 * the task that evaluates the shared libraries fell from about 42 to about 24 ms. Pages loaded
 * later, whose functions mostly wait for a click, keep V8's lazy compiling.
 */
class CompileHintsPlugin {
  constructor(kind) {
    this.kind = kind;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minifying (which drops comments), before the source maps are written (which follow the added line).
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const entryFiles = [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.getFiles().filter((file) => file.endsWith('.js')));
        const exposed = compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.module?.constructor.name === 'ContainerEntryModule'));
        const startFiles = this.kind === 'host' ? bootFiles(compilation) : exposed.flatMap(scriptsOf);
        for (const file of new Set([...entryFiles, ...startFiles])) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name       Module Federation name (mf_product…)
 * @param {string} options.dir        the app's folder
 * @param {object} [options.exposes]  remotes: what they expose
 * @param {number} [options.port]     dev server port
 */
function createConfig({ kind, name, dir, exposes, port }) {
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const contract = env.contract ?? contractVersion();
    const build = buildInfo(dir);
    const outputPath = env.outputPath ? path.resolve(env.outputPath) : path.join(dir, 'dist');
    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // A remote has no page of its own: its entry is the federation container (remoteEntry.js).
      entry: kind === 'host' ? { main: './src/index.ts' } : {},
      output: {
        path: outputPath,
        // The host must load its chunks from the site root (deep links like /a/b); remotes
        // resolve theirs from wherever their manifest was found.
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Browsers never validate with the contract's schemas (the API does): docs/adr/003.
        alias: {
          'zod/mini$': path.join(ROOT, 'tooling', 'zod-mini-browser.js'),
          // react-router's package exports name only its development build (warnings, checks);
          // its production build ships beside it, smaller and lighter to boot.
          ...(production ? { 'react-router$': reactRouterProduction() } : {}),
        },
      },
      module: {
        rules: [
          { test: CHAKRA_PATCHED, use: path.join(__dirname, 'chakra-loader.cjs') },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          __PUENTE_CONTRACT__: JSON.stringify(contract),
          __PUENTE_APP__: JSON.stringify(name),
          __PUENTE_BUILD__: JSON.stringify({ version: build.version, builtAt: build.builtAt }),
        }),
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote'
            ? {
                filename: 'remoteEntry.js',
                exposes,
                manifest: {
                  additionalData: ({ stats }) => {
                    stats.metaData.puente = { contract, app: name, ...build, ...contractUsage(dir) };
                    return stats;
                  },
                },
              }
            : {
                manifest: {
                  additionalData: ({ stats }) => {
                    stats.metaData.puente = { contract, app: name, ...build };
                    return stats;
                  },
                },
              }),
          shared: sharedModules(dir, contract),
          // One unreachable remote must not keep the others (or the shell) from starting.
          shareStrategy: 'loaded-first',
          // The runtime only ever runs in browsers: leave out its Node code paths. A remote loads no
          // remotes of its own, so its copy of the runtime needs no remote-loading code either.
          experiments: { optimization: { target: 'web', ...(kind === 'remote' ? { disableRemote: true, disableSnapshot: true } : {}) } },
          // experiments.externalRuntime was measured: remoteEntry.js fell from 27 to 9 KiB gzip but
          // the shell's entry grew from 28 to 52 KiB, a net loss on every first page.
          dts: false,
        }),
        new ChunkOwnersPlugin(dir),
        new CompileHintsPlugin(kind),
        ...(kind === 'host'
          ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'head' }), new SystemCssPlugin(), new BootPreloadPlugin()]
          : []),
      ],
      devServer: {
        port,
        historyApiFallback: kind === 'host',
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        proxy: [{ context: ['/api', '/static', '/remotes.json'], target: `http://localhost:${process.env.PUENTE_API_PORT || 8080}` }],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, contractVersion, ROOT, COMPILE_HINT };
