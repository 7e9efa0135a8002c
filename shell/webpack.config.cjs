const { createConfig } = require('../tooling/webpack.config.cjs');

module.exports = createConfig({ kind: 'host', name: 'shell', dir: __dirname, port: 3000 });
