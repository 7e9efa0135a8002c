const { createConfig } = require('../tooling/webpack.config.cjs');

module.exports = createConfig({ kind: 'remote', name: 'mf_personal_center', dir: __dirname, exposes: { './app': './src/app.tsx', './mobile': './src/mobile.tsx' }, port: 3004 });
