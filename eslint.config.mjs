// Lint, with the dependency directions of docs/conventions enforced by import rules.
import js from '@eslint/js';
import globals from 'globals';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

// Every remote the workspace holds (tooling/remotes.cjs): a new one is linted like the others.
const WORKSPACE_REMOTES = createRequire(import.meta.url)('./tooling/remotes.cjs').discoverRemotes();
const REMOTES = WORKSPACE_REMOTES.map((remote) => remote.packageName);

const restrict = (patterns, message, exactNames = []) => ({
  'no-restricted-imports': ['error', { paths: exactNames.map((name) => ({ name, message })), patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.e2e-tmp/**', 'releases/**', 'api/data/**', '**/*.d.mts', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // A remote imports @puente/shared only: never another remote, the shell, or shared's insides.
  ...WORKSPACE_REMOTES.map(({ dir }) => ({
    files: [`${dir}/src/**/*.{ts,tsx}`],
    rules: restrict(
      [
        [...REMOTES, '@puente/shell', '@puente/api', '@puente/shared/*', '!@puente/shared/forms', '../../*', 'react-router', 'react-router-dom', '@chakra-ui/*'],
        ['../../**'],
      ].flat(),
      'A remote may import @puente/shared (and its forms chunk, @puente/shared/forms) and domain packages (packages/*) only (conventions 1 and 2).',
    ),
  })),
  // A feature folder (src/features/<feature>) imports its own files, the remote's lib/ and the
  // shared code: never another feature (what two features need belongs in lib/ or a package).
  ...WORKSPACE_REMOTES.map(({ dir }) => ({
    files: [`${dir}/src/features/**/*.{ts,tsx}`],
    ignores: [`${dir}/src/features/test-support.tsx`],
    rules: restrict(
      [
        ...[...REMOTES, '@puente/shell', '@puente/api', '@puente/shared/*', '!@puente/shared/forms', 'react-router', 'react-router-dom', '@chakra-ui/*'],
        // (A name's first character is spelt out: `*` alone would also match the `..` of `../../lib`.)
        ...['../[a-zA-Z0-9_@-]*', '!../test-support', '../../[a-zA-Z0-9_@-]*', '!../../lib', '../../../**'],
      ],
      'A feature imports its own files, the remote’s lib/ (../../lib/…), @puente/shared and domain packages only: never another feature, a page or another remote (conventions 1 and 2).',
    ),
  })),
  // A domain package (packages/*: screens a remote bundles itself) builds on @puente/shared alone.
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: restrict(
      [...REMOTES, '@puente/shell', '@puente/api', '@puente/shared/*', '!@puente/shared/testing', '../../*', 'react-router', 'react-router-dom', '@chakra-ui/*'],
      'A domain package imports @puente/shared (in tests, @puente/shared/testing too) only: remotes import it, never the other way.',
    ),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict(
      [...REMOTES, '@puente/api', '@puente/shared/*', '!@puente/shared/forms', '../../**', 'react-router', 'react-router-dom', '@chakra-ui/*'],
      'The shell loads remotes at runtime and imports @puente/shared (and @puente/shared/forms) only (routing and UI come from it).',
    ),
  },
  // Tests may also use @puente/shared/testing (string checks); pages never bundle it.
  {
    files: ['shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}', 'mf-*/src/features/test-support.tsx'],
    rules: restrict(
      [
        ...REMOTES,
        '@puente/shell',
        '@puente/api',
        '@puente/shared/*',
        '!@puente/shared/forms',
        '!@puente/shared/testing',
        '../../**',
        'react-router',
        'react-router-dom',
        '@chakra-ui/*',
      ],
      'A test imports what its app may import, and @puente/shared/testing.',
    ),
  },
  // An app's first screens are bundled for the server only (ADR 007): they alone may import its renderer and its table of first calls.
  {
    files: ['shell', ...WORKSPACE_REMOTES.map(({ dir }) => dir)].flatMap((dir) => [`${dir}/src/first-screen.tsx`, `${dir}/src/first-screen.test.tsx`]),
    rules: restrict(
      [
        ...REMOTES,
        '@puente/shell',
        '@puente/api',
        '@puente/shared/*',
        '!@puente/shared/first-screen',
        '!@puente/shared/first-calls',
        '../../**',
        'react-router',
        'react-router-dom',
        '@chakra-ui/*',
      ],
      'An app’s first screens import @puente/shared and the server’s renderer and first calls, @puente/shared/first-screen and @puente/shared/first-calls, only (ADR 007).',
    ),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/forms/**'],
    rules: restrict(['@puente/*', '../../**'], '@puente/shared imports nothing of the workspace (and never its forms chunk: that loads with the pages that have forms).'),
  },
  {
    files: ['shared/src/forms/**/*.{ts,tsx}'],
    ignores: ['shared/src/forms/**/*.test.ts'],
    rules: restrict(
      ['@puente/*', '!@puente/shared', '../*', '!../contract', '../contract/*', '!../contract/issues', '../../**'],
      'The forms chunk reads the rest of @puente/shared through the singleton (import from @puente/shared), never a second copy of its modules (the pure issue mapper aside).',
      ['../contract'],
    ),
  },
  {
    files: ['shared/src/contract/**/*.ts'],
    rules: restrict(
      ['react', 'react-*', 'jotai', 'axios', '@chakra-ui/*', 'i18next', '../store/*', '../client/*', '../ui/*', '../i18n/*', '@puente/*'],
      'The contract is server-safe: no React, no DOM, no browser modules.',
    ),
  },
  {
    // Routes bind calls and shape replies: every statement is a repository's (api/CONTEXT.md, docs/adr/008).
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'Routes call services and repositories: statements live in api/src/repositories.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'Routes call services and repositories: statements live in api/src/repositories.' },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts', 'api/seed/**/*.ts', 'api/test/**/*.ts'],
    rules: restrict(['@puente/shell', ...REMOTES, '../../shared/**', '../../*/src/**'], 'The API imports only @puente/shared/contract and @puente/shared/messages.', [
      '@puente/shared',
    ]),
  },
);
