import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that never open the database under test (the architecture and OpenAPI checks, the
 * in-memory search engine, pure helpers, third-party adapters against their sandboxes, a server
 * spawned on memory://, the test apps' PGlite pool). The PostgreSQL run (DATABASE_URL set, as in
 * CI) skips them: it would run them exactly as the PGlite run already has.
 */
const DATABASE_FREE = [
  'src/architecture.test.ts',
  'src/openapi-drift.test.ts',
  'src/shutdown.test.ts',
  'src/lib/**',
  'src/integrations/**',
  'src/modules/search/engine/**',
  'src/sandboxes/supplier/catalogue.test.ts',
  'src/test/pglite-pool.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: process.env.DATABASE_URL
      ? [...configDefaults.exclude, ...DATABASE_FREE]
      : configDefaults.exclude,
    // Both cores (vitest's default leaves one idle: one worker on a 2-core machine). The main
    // process only collects results.
    maxWorkers: 2,
    // A worker's test files share one module graph instead of loading the server's modules per
    // file; each file builds its own app on its own database (src/test/app.ts), so no state is
    // shared but the modules' code.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
