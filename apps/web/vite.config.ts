import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const TESTS = 'src/**/*.test.{ts,tsx}';
/**
 * Test files that run isolated (see `projects`): those that mock a module (`vi.mock`), and those
 * that say why they need a fresh window ('// Runs isolated: …').
 */
const MOCKING = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => {
    const text = readFileSync(file, 'utf8');
    return text.includes('vi.mock(') || text.includes('// Runs isolated:');
  });

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    sourcemap: true,
    // No modulepreload polyfill: current browsers preload modules themselves, and one without it
    // (Safari before 17) still loads every module, only without preloading; the polyfill would
    // add to the home route's first JavaScript for every visitor.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Seven hash characters instead of eight (the fewest rolldown allows here): every lazy route's file names are
      // listed in the entry, so one character each counts against the home route's budget.
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Both cores (vitest's default leaves one idle: one worker on a 2-core machine).
    maxWorkers: 2,
    css: false,
    // Globals stubbed by a test (fetch) are put back after it.
    unstubGlobals: true,
    // Limits that hold on a busy 2-core machine: component journeys there take several times what
    // they take on an idle one (the slowest stays under a third of this).
    testTimeout: 15_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        // A worker's test files share one jsdom and one module graph instead of building both per
        // file (272 s → ~100 s on this 2-core machine); every store is reset after each test
        // (src/test/store-reset.ts) and the DOM and storage are cleared (src/test/setup.ts).
        test: { name: 'shared', include: [TESTS], exclude: MOCKING, isolate: false },
      },
      {
        extends: true,
        // A file that mocks a module needs a module graph of its own (the mock applies only to a
        // module not loaded yet); so does one whose focus checks need a window no other file used.
        test: { name: 'isolated', include: MOCKING.length > 0 ? MOCKING : ['-'], isolate: true },
      },
    ],
  },
});
