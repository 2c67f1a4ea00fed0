import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/**
 * Component tests that check where the focus goes (toHaveFocus, activeElement, keys pressed): they
 * run isolated, since react-aria keeps focus state (the focus scopes, the input modality) in its
 * modules for the whole window, and a worker's other files would share those modules.
 */
const focusTests = readdirSync(new URL('./src', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.test.tsx'))
  .filter((file) =>
    /toHaveFocus|toBeFocused|activeElement|\.tab\(|keyboard\(/.test(
      readFileSync(new URL(`./src/${file}`, import.meta.url), 'utf8'),
    ),
  )
  .map((file) => `src/${file}`);

export default defineConfig({
  // Every text file also as .br and .gz, compressed once here at the highest levels: the server
  // sends the one the browser accepts (no compression work per request).
  plugins: [react(), tailwindcss(), compression()],
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
    // Components (.tsx) render in happy-dom (the web suite in about three quarters of jsdom's
    // time); rules and helpers (.ts) run in Node, without paying for a DOM per file (one that needs
    // a window or storage says `// @vitest-environment happy-dom`). A file that needs jsdom says
    // so (`// @vitest-environment jsdom`): the gateway's card-field iframes, which happy-dom does
    // not load, and react-aria's date field, which overflows the stack there.
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          exclude: focusTests,
          // A worker's test files share loaded modules (React, react-aria, the app's code) instead
          // of loading them per file; each file still gets its own DOM, and setup.ts clears what a
          // test leaves (rendered trees, stores, storage). A test that needs a module fresh imports
          // it fresh.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'focus', environment: 'happy-dom', include: focusTests },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
    setupFiles: ['./src/test/setup.ts'],
    // Both cores (vitest's default leaves one idle: one worker on a 2-core machine).
    maxWorkers: 2,
    css: false,
    // Limits that hold on a busy 2-core machine: component journeys there take several times what
    // they take on an idle one (the slowest stays under a third of this).
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
