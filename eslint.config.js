// One tool for lint and format: ESLint with typescript-eslint and @stylistic (`npm run format` fixes).
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/data/**', 'apps/server/src/db/migrations/**', 'e2e/artifacts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/semi': ['error', 'always'],
      '@stylistic/quotes': ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'always' }],
      '@stylistic/indent': ['error', 2, { SwitchCase: 1 }],
      '@stylistic/comma-dangle': ['error', 'always-multiline'],
      '@stylistic/eol-last': 'error',
      '@stylistic/no-trailing-spaces': 'error',
      '@stylistic/object-curly-spacing': ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A page's first Intl call loads the locale data: 120-240 ms of blocking script on a phone (decision 61).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/features/business/components/countries.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: 'format numbers and dates with lib/format.ts, not Intl' },
        { selector: 'MemberExpression[object.name="Intl"]', message: 'format numbers and dates with lib/format.ts, not Intl' },
      ],
    },
  },
  {
    // Web features never import each other; app/ composes them (ARCHITECTURE rule 10).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/app/**', '@/app/*'], message: 'features, components and lib never import app/' },
        { group: ['../../features/*', '../features/*', '@/features/*'], message: 'features never import each other; compose them in app/' },
      ] }],
    },
  },
  {
    // Browser tests take `test` from fixtures.ts, which puts the Google sign-in stand-in in every page.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: 'import test from ./fixtures.ts' }] }] },
  },
  {
    // Routes and services never touch tables; only repositories do (ARCHITECTURE rule 3).
    files: ['apps/server/src/modules/**/*.routes.ts', 'apps/server/src/modules/**/*.service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/db/schema*', '**/db/schema/**'], message: 'only repositories import db/schema' }] }] },
  },
);
