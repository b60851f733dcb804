// @ts-check
// Import structure (one-way flow, no cycles) is checked by dependency-cruiser: .dependency-cruiser.cjs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // No IO, env, clock or randomness in the domain unless passed in.
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The domain reads no environment.' },
        { name: 'fetch', message: 'The domain does no IO.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the clock in.' },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'crypto', 'http', 'react', 'fastify', 'drizzle-orm*'] },
      ],
    },
  },
  {
    // Tests read loosely typed JSON responses.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Icons come decorative from components/icons (issue 26 §5: Ant Design's own English names reached screen
      // readers in a Burmese app).
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@ant-design/icons', message: "Import icons from '@/components/icons/icons' (decorative)." }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/icons/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
