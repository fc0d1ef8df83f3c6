// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** The server's parts: each a Fastify plugin in its folder, composed by the host files. */
const SERVER_PARTS = [
  'http',
  'database',
  'portal-schema',
  'service',
  'bff',
  'idp',
  'registers',
  'test-support',
];

/**
 * The architecture of docs/architecture.md ("Boundaries"), enforced: the domain is pure and
 * imports no one; browser code never reaches into the server; a feature never imports another
 * feature (routes compose them); inside the server, each part imports only the parts below it
 * and only the host (main, app, config) composes them.
 */
const architecture = {
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/include': ['src/**/*'],
    'boundaries/elements': [
      { type: 'domain', pattern: 'src/domain' },
      ...SERVER_PARTS.map((part) => ({ type: `server-${part}`, pattern: `src/server/${part}` })),
      { type: 'server-host', mode: 'file', pattern: 'src/server/*.ts' },
      { type: 'bench', pattern: 'src/bench' },
      { type: 'test-support', pattern: 'src/test' },
      { type: 'app', pattern: 'src/app' },
      { type: 'feature', pattern: 'src/features/*', capture: ['featureName'] },
      { type: 'components', pattern: 'src/components' },
      { type: 'lib', pattern: 'src/lib' },
      { type: 'auth', pattern: 'src/auth' },
    ],
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'disallow',
        message:
          '${file.type} must not import ${dependency.type} (see docs/architecture.md, Boundaries)',
        rules: [
          { from: 'domain', allow: ['domain'] },
          { from: 'server-http', allow: ['server-http', 'domain'] },
          { from: 'server-database', allow: ['server-database', 'domain'] },
          {
            from: 'server-service',
            allow: ['server-service', 'server-http', 'server-database', 'domain'],
          },
          // The portal server keeps saved offers in the portal's own schema.
          {
            from: 'server-bff',
            allow: [
              'server-bff',
              'server-http',
              'server-database',
              'server-portal-schema',
              'domain',
            ],
          },
          // The stand-ins for Norway's registers answer in the registers' shapes, from demo data.
          { from: 'server-registers', allow: ['server-registers', 'server-http', 'domain'] },
          {
            from: 'server-portal-schema',
            allow: ['server-portal-schema', 'server-database', 'domain'],
          },
          // The provider counts failed sign-ins in the portal's own schema.
          {
            from: 'server-idp',
            allow: [
              'server-idp',
              'server-http',
              'server-database',
              'server-portal-schema',
              'domain',
            ],
          },
          // Whole-system helpers for the servers' tests.
          {
            from: 'server-test-support',
            allow: ['server-host', ...SERVER_PARTS.map((part) => `server-${part}`), 'domain'],
          },
          {
            from: 'server-host',
            allow: ['server-host', ...SERVER_PARTS.map((part) => `server-${part}`), 'domain'],
          },
          {
            from: 'bench',
            allow: [
              'bench',
              'server-host',
              ...SERVER_PARTS.map((part) => `server-${part}`),
              'domain',
            ],
          },
          { from: 'test-support', allow: ['domain', 'lib', 'auth', 'components'] },
          {
            from: 'app',
            allow: ['app', 'feature', 'components', 'lib', 'auth', 'domain', 'test-support'],
          },
          {
            from: 'feature',
            allow: [
              ['feature', { featureName: '${from.featureName}' }],
              'components',
              'lib',
              'auth',
              'domain',
              'test-support',
            ],
          },
          { from: 'components', allow: ['components', 'lib', 'domain', 'test-support'] },
          { from: 'lib', allow: ['lib', 'domain', 'test-support'] },
          { from: 'auth', allow: ['auth', 'components', 'lib', 'domain', 'test-support'] },
        ],
      },
    ],
  },
};

/**
 * The browser's code and the contract it shares with the server build their schemas with
 * `zod/mini`: fewer bytes, and schemas built in about half the time (docs/performance.md). The
 * server's own schemas may use classic zod.
 */
const classicZod = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message: "Code that runs in the browser imports { z } from 'zod/mini'.",
}));

/** No module depends on itself through others: a cycle hides a missing boundary. */
const noCycles = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  { ignores: ['dist', '.data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['*.js', 'scripts/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...architecture,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ...noCycles,
  },
  {
    files: ['src/{app,features,components,lib,auth}/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat['recommended-latest'],
      pluginQuery.configs['flat/recommended'],
    ],
    languageOptions: { globals: globals.browser },
  },
  {
    // Money is rounded in one place, half-up on exact values; Math.round is neither.
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'round',
          message:
            "Round money with the domain's functions (roundToOre, percentOfAmount, toOre/fromOre in src/domain/calculation/money.ts); see docs/calculation.md.",
        },
      ],
    },
  },
  {
    // Words the user reads come from the message catalogues (docs/i18n.md), never typed into JSX:
    // text between tags, and the attributes a person reads or hears.
    files: ['src/{app,components,features,auth}/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/features/*/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'title', 'alt', 'placeholder', 'label', 'lead', 'hint'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s×·–—…%]+', '[A-Z_-]+'] },
        },
      ],
    },
  },
  {
    files: ['src/{app,features,components,lib,auth,test}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [{ group: ['node:*'], message: 'The domain runs in the browser too.' }],
        },
      ],
    },
  },
);
