// @ts-check
// Import boundaries of apps/web: shared → features → app, no feature importing another.
// The zones are listed in docs/architecture.md ("Boundaries").
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Test tools stay in test code: product code never imports vitest or Testing Library.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/**/test-*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['vitest', 'vitest/*', '@testing-library/*'],
              message: 'Test tools belong in *.test.* files or src/test/.',
            },
          ],
        },
      ],
    },
  },
];
