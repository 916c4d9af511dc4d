// One tool for lint and format: ESLint with typescript-eslint and @stylistic (`npm run format` fixes).
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const web = `${root}apps/web/src`;
/** Every web feature is a zone of its own: a file in it may import only from itself, components, lib and the contract. */
const features = readdirSync(`${web}/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/data/**', 'apps/server/src/db/migrations/**', 'packages/client/src/schema.ts', 'e2e/artifacts/**', 'test-results/**', 'playwright-report/**'] },
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
        { selector: 'CallExpression[callee.object.name="api"] > TSTypeParameterInstantiation TSTypeLiteral', message: 'name the response type in packages/contract, beside its schema' },
      ],
    },
  },
  {
    // Web features never import each other; app/ composes them; imports flow components/lib -> features -> app
    // (ARCHITECTURE rule 10). Zones judge the resolved file, so no relative path slips past.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [
        ...features.map((feature) => ({
          target: `${web}/features/${feature}`,
          from: `${web}/features`,
          except: [`./${feature}`],
          message: 'features never import each other; compose them in app/',
        })),
        { target: [`${web}/features`, `${web}/components`, `${web}/lib`, `${web}/api`], from: `${web}/app`, message: 'features, components, lib and api never import app/' },
        { target: [`${web}/components`, `${web}/lib`, `${web}/api`], from: `${web}/features`, message: 'components, lib and the shared api never import a feature' },
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
