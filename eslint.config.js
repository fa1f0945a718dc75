// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { LAYER_ZONES } from './eslint/layer-boundaries.js';
import { SERVER_ZONES } from './eslint/server-layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/generated/**',
      'flows/diagrams/**',
      'test-results/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One import direction (docs/architecture.md#layers); unresolved imports are errors too, so
    // no crossing hides behind a path the resolver cannot follow.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] })],
      // no-cycle follows only the files it can parse: TypeScript too, not just the default .js.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...LAYER_ZONES, ...SERVER_ZONES] },
      ],
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      // A circle of imports has no bottom to read from: the shared piece moves down instead.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Routes and http call a service's operations, never what it runs on (docs/architecture.md#server-layers).
    files: ['server/routes/**/*.ts', 'server/http/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='deps']",
          message:
            "Routes and http call services, never a service's deps (its database, gateway...): add a service operation.",
        },
      ],
    },
  },
  {
    // Flows are pure: no React, no DOM effects, no network client. They may use the pure rules
    // of src/lib and the wire types of src/protocol, nothing else of the app.
    files: ['flows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            '@mui/*',
            '@xstate/react',
            '**/src/api/**',
            '**/src/app/**',
            '**/src/features/**',
            '**/src/components/**',
            '**/src/config/**',
            '**/src/i18n/**',
          ],
        },
      ],
    },
  },
  {
    // Browser tests take `test` from tests/e2e/test.ts, which runs axe on every screen they visit
    // (docs/rules.md#accessibility): a spec cannot opt out by importing Playwright's own.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './test' (it checks every screen with axe).",
            },
          ],
        },
      ],
    },
  },
  {
    // Links inside the app are src/components/RouterLink: react-router's Link and NavLink bring
    // framework mode's prefetching into every page's first download (docs/architecture.md#router-links).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                'Use RouterLink or RouterNavLink from src/components/RouterLink (docs/architecture.md#router-links).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only src/api talks to the network.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Network calls live in src/api/.' },
        { name: 'XMLHttpRequest', message: 'Network calls live in src/api/.' },
      ],
    },
  },
);
