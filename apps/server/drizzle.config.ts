import { defineConfig } from 'drizzle-kit';

// The product's tables, then each sandbox's own (a sandbox stands for another company's system).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/sandboxes/*/schema.ts'],
  out: './src/db/migrations',
});
