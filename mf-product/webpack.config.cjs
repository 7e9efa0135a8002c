const { createConfig } = require('../tooling/webpack.config.cjs');

module.exports = createConfig({ kind: 'remote', name: 'mf_product', dir: __dirname, exposes: { './app': './src/app.tsx', './mobile': './src/mobile.tsx' }, port: 3001 });
