import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/**
 * The staff back office: its own bundle, served by the server at /admin, so no staff code ever
 * reaches a customer's page.
 */
export default defineConfig({
  base: '/admin/',
  // Text files also as .br and .gz, as the web's (the server sends the one the browser accepts).
  plugins: [react(), tailwindcss(), compression()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: { sourcemap: true },
  test: {
    // Components render in happy-dom, as the web's do (the suite in about a third of jsdom's time
    // with shared modules). A worker's test files share loaded modules (React, TanStack, the back
    // office's code): nothing they hold outlives a test (each render makes its own query client;
    // setup.ts cleans up after every test).
    environment: 'happy-dom',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    maxWorkers: 2,
    css: false,
    // Limits that hold on a busy 2-core machine.
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
