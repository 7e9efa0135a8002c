const { createConfig } = require('../tooling/webpack.config.cjs');

module.exports = createConfig({ kind: 'remote', name: 'mf_operator', dir: __dirname, exposes: { './app': './src/app.tsx' }, port: 3005 });
