// @ts-check
// Import boundaries of apps/web: shared → features → app, no feature importing another, and
// sandboxes wired in by the app only.
// The zones are listed in docs/architecture.md ("Boundaries").
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import filenameCase from './filename-case.js';

// Zones are relative to the repository root, whichever folder eslint runs from.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const web = 'apps/web/src';
const features = readdirSync(new URL(`../${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX, sunward: filenameCase },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The files import-x reads to follow imports (its default is JavaScript only, so without
      // this no-cycle never looks past a TypeScript file).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // PascalCase .tsx component files, kebab-case modules (eslint/filename-case.js).
      'sunward/filename-case': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared/ is the bottom layer: it knows no feature and no app code.
            {
              target: `./${web}/shared`,
              from: [`./${web}/features`, `./${web}/app`],
              message: 'shared/ may not import features or app: move the piece into shared/.',
            },
            // Third parties' sandboxes are wired in by the app only (app/integrations.ts): the
            // rest of the code talks to the interfaces in shared/integrations.
            {
              target: [`./${web}/shared`, `./${web}/features`],
              from: `./${web}/sandboxes`,
              message:
                'Only app/ wires a sandbox in (app/integrations.ts): use the interface in shared/integrations.',
            },
            // A sandbox implements an interface of shared/integrations and knows nothing else.
            {
              target: `./${web}/sandboxes`,
              from: [`./${web}/features`, `./${web}/app`],
              message: 'A sandbox may import only shared/ (the interface it implements).',
            },
            // A feature may use shared/ but not the app that composes it.
            {
              target: `./${web}/features`,
              from: `./${web}/app`,
              message:
                'A feature may not import app/: pass what it needs in, or move it to shared/.',
            },
            // A feature may not import another feature: what two features use lives in shared/.
            ...features.map((name) => ({
              target: `./${web}/features/${name}`,
              from: `./${web}/features`,
              except: [`./${name}`],
              message: `features/${name} may not import another feature: move what both use into shared/.`,
            })),
          ],
          basePath: repoRoot,
        },
      ],
    },
  },
  {
    // Test tools stay in test code: product code never imports vitest or Testing Library.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/**/*.test.{ts,tsx}`, `${web}/test/**`, `${web}/**/test-*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['vitest', 'vitest/*', '@testing-library/*'],
              message: 'Test tools belong in *.test.* files or src/test/.',
            },
            // The staff back office is its own app (apps/backoffice): nothing of it reaches a
            // customer's page.
            {
              group: ['@sunward/contracts/staff', '@sunward/contracts/staff-*', '**/backoffice/**'],
              message: 'Staff code belongs in apps/backoffice, never in the customer app.',
            },
          ],
        },
      ],
    },
  },
];
