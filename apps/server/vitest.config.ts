import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
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
