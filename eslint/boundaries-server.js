// @ts-check
// Import boundaries of apps/server: modules meet only through each other's public files.
// The zones are listed in docs/architecture.md ("Boundaries").
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {},
  },
];
