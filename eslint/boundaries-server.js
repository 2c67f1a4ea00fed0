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

const src = 'apps/server/src';

/**
 * Every file of src/ but the module `owner`'s own and app.ts (the composition point, which
 * builds each module's repository and service): the files that meet `owner` only through its
 * public files. Top-level files (config.ts, main.ts, ...), plugins/, jobs/, lib/, db/ and the
 * other modules alike.
 */
const outside = (owner) => [
  `./${src}/!(app).ts`,
  `./${src}/!(modules)/**`,
  `./${modulesDir}/!(${owner})/**`,
];

// A module's tables are its own: no other file imports its repository (they meet through its
// service, which may hand a repository builder to code that runs inside one transaction).
const repositoryZones = (targetOf = outside) =>
  modules.map((owner) => ({
    target: targetOf(owner),
    from: `./${modulesDir}/${owner}/?(*-)repository.ts`,
    message: `Use the ${owner} module's service, not its repository.`,
  }));

// Besides its service.ts, the files a module offers other modules (its public surface).
const publicFiles = {
  catalogue: ['catalogue.ts'],
  documents: ['documents.ts'],
  search: ['engine/search-engine.ts'],
  // Parsing their settings from the environment (config.ts reads them at start).
  bookings: ['cancellation-policy.ts'],
  // The content pages the database is seeded with (db/seed).
  content: ['seed-pages.ts'],
  'tourist-tax': ['estimator.ts'],
  // The port the mail module fills with the price watch's e-mails.
  prices: ['watches.ts'],
};

// Modules meet only through those files: routes, helpers and other internals stay private.
const internalsZones = modules.map((owner) => ({
  target: outside(owner),
  from: `./${modulesDir}/${owner}`,
  except: [
    './service.ts',
    './repository.ts',
    './*-repository.ts',
    ...(publicFiles[owner] ?? []).map((f) => `./${f}`),
  ],
  message: `Import the ${owner} module through its service.ts${
    publicFiles[owner] ? ` (or ${publicFiles[owner].join(', ')})` : ''
  }, not its internals.`,
}));

// The sandboxes stand for other companies: only the composition point (app.ts) wires them in.
// src/lib is what modules share, so it depends on no module and no sandbox.
const layerZones = [
  {
    target: [`./${modulesDir}/**`, `./${src}/integrations/**`, `./${src}/lib/**`],
    from: `./${src}/sandboxes`,
    message:
      'Only app.ts (the composition point) wires a sandbox in; use the integration interface.',
  },
  {
    target: `./${src}/lib/**`,
    from: [`./${modulesDir}`, `./${src}/integrations`],
    message: 'src/lib is shared by the modules: it imports no module.',
  },
];

// Every table of db/schema.ts and the module that owns it: only that module's files import it;
// the others read or change it through the owner's service (or a repository it hands them).
// A table added to the schema must be added here: apps/server/src/architecture.test.ts fails until it is.
export const tableOwners = {
  users: 'auth',
  authTokens: 'auth',
  passwordResets: 'auth',
  contentPages: 'content',
  itineraries: 'search',
  prebooks: 'prebook',
  checkouts: 'checkout',
  checkoutPassengers: 'checkout',
  checkoutSeatHolds: 'checkout',
  payments: 'payments',
  bookings: 'bookings',
  bookingGrants: 'bookings',
  changeRequests: 'bookings',
  changeRequestAttachments: 'bookings',
  changeRequestReplies: 'bookings',
  bookingNotes: 'bookings',
  bookingCancellationQuotes: 'bookings',
  bookingCancellations: 'bookings',
  bookingRefunds: 'bookings',
  bookingAmendments: 'bookings',
  bookingCancellationApprovals: 'bookings',
  bookingInstalments: 'bookings',
  bookingPayments: 'bookings',
  bookingPaymentAllocations: 'bookings',
  bookingPaymentAttempts: 'payments',
  instalmentReminders: 'bookings',
  mailOutbox: 'mail',
  jobOutbox: 'jobs',
  jobLeases: 'jobs',
  touristTaxCountries: 'tourist-tax',
  touristTaxRegions: 'tourist-tax',
  touristTaxVersions: 'tourist-tax',
  touristTaxBands: 'tourist-tax',
  staff: 'staff',
  staffRecoveryCodes: 'staff',
  staffSessions: 'staff',
  staffAudit: 'staff',
  attentionResolutions: 'staff',
  reviews: 'reviews',
  hotelReviewScores: 'reviews',
  supplierFeed: 'prices',
  supplierChangeBatches: 'prices',
  trackedHolidays: 'prices',
  holidayPricePoints: 'prices',
  priceWatches: 'prices',
};

const testToolsPattern = {
  group: ['vitest', 'vitest/*', '@testing-library/*'],
  message: 'Test tools belong in *.test.* files or src/test/.',
};

/**
 * A module never receives another module's repository: it asks that module's service. Only its
 * repository files may take another module's repository builder (`…RepositoryOf`), to write
 * that module's tables inside their own transaction (e.g. payments books a booking).
 */
const foreignRepository = {
  group: ['../*/service', '../*/service.ts'],
  importNamePattern: 'Repository$',
  message: "A module does not receive another module's repository: use that module's service.",
};
const foreignRepositoryBuilder = {
  group: ['../*/service', '../*/service.ts'],
  importNamePattern: 'RepositoryOf$',
  message:
    "Only a module's repository files build another module's repository, inside their own transaction.",
};
const repositoryFiles = ['repository.ts', '*-repository.ts'];

/** For each module, the tables of other owners, which its product code may not import. */
const foreignTableRules = modules.flatMap((module) => {
  const tables = {
    group: ['**/db/schema'],
    importNames: Object.keys(tableOwners).filter((t) => tableOwners[t] !== module),
    message: "A module's tables are its own: go through the owning module's service.",
  };
  const rule = (patterns) => ({
    'no-restricted-imports': ['error', { patterns: [testToolsPattern, tables, ...patterns] }],
  });
  return [
    {
      files: [`${modulesDir}/${module}/**/*.ts`],
      ignores: repositoryFiles.map((f) => `${modulesDir}/${module}/${f}`),
      rules: rule([foreignRepository, foreignRepositoryBuilder]),
    },
    {
      files: repositoryFiles.map((f) => `${modulesDir}/${module}/${f}`),
      rules: rule([foreignRepository]),
    },
  ];
});

// Test code: *.test.ts, the shared helpers in src/test and test-* helper files.
const testFiles = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/test/**',
  'apps/server/src/**/test-*.ts',
];

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The files import-x reads to follow imports (its default is JavaScript only, so without
      // this no-cycle never looks past a TypeScript file).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Tests too: a module's tests never reach another module's repository.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: repositoryZones((owner) => `./${modulesDir}/!(${owner})/**`),
          basePath: repoRoot,
        },
      ],
    },
  },
  {
    // Product code only: a test may reach into what it tests (e.g. a sandbox's table).
    files: ['apps/server/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...repositoryZones(), ...internalsZones, ...layerZones], basePath: repoRoot },
      ],
    },
  },
  {
    // Test tools stay in test code: product code never imports vitest or Testing Library.
    files: ['apps/server/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [testToolsPattern],
        },
      ],
    },
  },
  // Product code of a module: no other module's tables (and still no test tools).
  ...foreignTableRules.map((config) => ({
    ...config,
    ignores: [...(config.ignores ?? []), ...testFiles],
  })),
];
