// One jest run for every package (spec: "jest for all packages").
const os = require('node:os');
const { discoverRemotes } = require('./tooling/remotes.cjs');

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // jotai, i18next and friends ship ESM: let the transform through them.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jotai|react-i18next|i18next|@chakra-ui|@ark-ui|@zag-js|@pandacss|proxy-compare|uqr)@)'],
  moduleNameMapper: {
    '^@puente/shared$': `${__dirname}/shared/src/index.ts`,
    '^@puente/landed-cost$': `${__dirname}/packages/landed-cost/src/index.ts`,
    '^@puente/landed-cost/testing$': `${__dirname}/packages/landed-cost/src/testing.ts`,
    '^@puente/shared/contract$': `${__dirname}/shared/src/contract/index.ts`,
    '^@puente/shared/first-calls$': `${__dirname}/shared/src/contract/first-calls.ts`,
    '^@puente/shared/first-screen$': `${__dirname}/shared/src/first-screen/index.tsx`,
    '^@puente/shared/forms$': `${__dirname}/shared/src/forms/index.ts`,
    '^@puente/shared/messages$': `${__dirname}/shared/src/contract/messages/index.ts`,
    '^@puente/shared/testing$': `${__dirname}/shared/src/testing/index.ts`,
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const web = (dir) => ({
  ...base,
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  setupFiles: [`${__dirname}/tooling/jest-setup-web.cjs`],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  // A global option (ignored inside a project): API suites open a fresh database in beforeAll,
  // which takes seconds on a busy two-core machine.
  testTimeout: 60000,
  // Jest's default (one worker fewer than the cores) runs a two-core machine's suites one at a time;
  // two workers finish them in about two thirds of the time (the suites wait on their databases too).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    web('shared'),
    web('shell'),
    web('packages/landed-cost'),
    ...discoverRemotes().map((remote) => web(remote.dir)),
    {
      // The contract gate builds a remote against a bumped contract and checks the gate refuses it.
      ...base,
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      // Some of Fastify's dependencies ship ESM only.
      transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(content-disposition|kysely|cookie)@)'],
    },
  ],
};
