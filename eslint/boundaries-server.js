// @ts-check
// Import boundaries of apps/server: modules meet only through each other's public files.
// The zones are listed in docs/architecture.md ("Boundaries").
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// Zones are relative to the repository root, whichever folder eslint runs from.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = 'apps/server/src/modules';
const modules = readdirSync(new URL(`../${modulesDir}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A module's tables are its own: no other module imports its repository (they meet through its
// service, which may hand a repository type to code that runs inside one transaction).
const repositoryZones = modules.map((owner) => ({
  target: `./${modulesDir}/!(${owner})/**`,
  from: `./${modulesDir}/${owner}/repository.ts`,
  message: `Use the ${owner} module's service, not its repository.`,
}));

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: repositoryZones, basePath: repoRoot }],
    },
  },
  {
    // Test tools stay in test code: product code never imports vitest or Testing Library.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/**/test-*.ts',
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
