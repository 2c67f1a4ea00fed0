// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The module boundaries are lint rules (eslint/boundaries-server.js); this shows each bites: a
// deliberate violation fails `npm run lint`, the allowed way passes.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const moduleFile = `${root}apps/server/src/modules/deals/service.ts`;
const libFile = `${root}apps/server/src/lib/money.ts`;

/**
 * The boundary rules read import paths, not types: the snippets are linted by the repository's
 * config without its type-checked rules, which would load the whole TypeScript project first and
 * report on nothing these tests look at.
 */
const importRulesOnly = tseslint.configs.disableTypeChecked;

async function boundaryErrors(
  code: string,
  file = moduleFile,
  rule = 'import-x/no-restricted-paths',
): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, overrideConfig: importRulesOnly });
  const results = await eslint.lintText(code, { filePath: file });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('server module boundaries', () => {
  it("refuses a module importing another module's repository", async () => {
    const errors = await boundaryErrors(
      "import type { BookingsRepository } from '../bookings/repository';\nexport type Probe = BookingsRepository;\n",
    );
    expect(errors).toEqual([expect.stringContaining("Use the bookings module's service")]);
  });

  it("refuses a module receiving another module's repository, even through its service", async () => {
    const errors = await boundaryErrors(
      "import type { BookingsRepository } from '../bookings/service';\nexport type Probe = BookingsRepository;\n",
      moduleFile,
      'no-restricted-imports',
    );
    expect(errors).toEqual([
      expect.stringContaining("A module does not receive another module's repository"),
    ]);
  });

  it("lets only a module's repository files build another module's repository in a transaction", async () => {
    const probe =
      "import type { BookingsRepositoryOf } from '../bookings/service';\nexport type Probe = BookingsRepositoryOf;\n";
    const fromRepository = await boundaryErrors(
      probe,
      `${root}apps/server/src/modules/payments/repository.ts`,
      'no-restricted-imports',
    );
    expect(fromRepository).toEqual([]);
    const fromService = await boundaryErrors(probe, moduleFile, 'no-restricted-imports');
    expect(fromService).toEqual([
      expect.stringContaining("Only a module's repository files build another module's repository"),
    ]);
  });

  it("refuses config.ts, plugins/ and jobs/ importing a module's internals or repository", async () => {
    const config = await boundaryErrors(
      "import { bookingRoutes } from './modules/bookings/routes';\nexport const probe = bookingRoutes;\n",
      `${root}apps/server/src/config.ts`,
    );
    expect(config).toEqual([
      expect.stringContaining('Import the bookings module through its service.ts'),
    ]);
    const plugin = await boundaryErrors(
      "import type { UserRow } from '../modules/auth/repository';\nexport type Probe = UserRow;\n",
      `${root}apps/server/src/plugins/authentication.ts`,
    );
    expect(plugin).toEqual([expect.stringContaining("Use the auth module's service")]);
    const jobs = await boundaryErrors(
      "import { bearerToken } from '../modules/auth/tokens';\nexport const probe = bearerToken;\n",
      `${root}apps/server/src/jobs/queue.ts`,
    );
    expect(jobs).toEqual([
      expect.stringContaining('Import the auth module through its service.ts'),
    ]);
    // The composition point wires repositories in.
    const app = await boundaryErrors(
      "import { createAuthRepository } from './modules/auth/repository';\nexport const probe = createAuthRepository;\n",
      `${root}apps/server/src/app.ts`,
    );
    expect(app).toEqual([]);
  });

  it("refuses a module importing another module's internals (routes, helpers)", async () => {
    const errors = await boundaryErrors(
      "import { bookingRoutes } from '../bookings/routes';\nexport const probe = bookingRoutes;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('Import the bookings module through its service.ts'),
    ]);
  });

  it('accepts a module’s declared public file', async () => {
    const errors = await boundaryErrors(
      "import type { Catalogue } from '../catalogue/catalogue';\nexport type Probe = Catalogue;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses a module importing a sandbox (only app.ts wires one in)', async () => {
    const errors = await boundaryErrors(
      "import { SandboxSupplier } from '../../sandboxes/supplier/sandbox-supplier';\nexport const probe = SandboxSupplier;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Only app.ts (the composition point)')]);
  });

  it('refuses src/lib importing a module', async () => {
    const errors = await boundaryErrors(
      "import type { DealsService } from '../modules/deals/service';\nexport type Probe = DealsService;\n",
      libFile,
    );
    expect(errors).toEqual([expect.stringContaining('src/lib is shared by the modules')]);
  });

  it("refuses a module importing another module's table, and accepts its own", async () => {
    const foreign = await boundaryErrors(
      "import { bookings } from '../../db/schema';\nexport const probe = bookings;\n",
      `${root}apps/server/src/modules/payments/repository.ts`,
      'no-restricted-imports',
    );
    expect(foreign).toEqual([expect.stringContaining("A module's tables are its own")]);
    const own = await boundaryErrors(
      "import { payments } from '../../db/schema';\nexport const probe = payments;\n",
      `${root}apps/server/src/modules/payments/repository.ts`,
      'no-restricted-imports',
    );
    expect(own).toEqual([]);
  });

  it('knows the owner of every table in the schema', async () => {
    const schema = readFileSync(`${root}apps/server/src/db/schema.ts`, 'utf8');
    const tables = [...schema.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]);
    const config = `${root}eslint/boundaries-server.js`;
    const { tableOwners } = (await import(config)) as { tableOwners: Record<string, string> };
    expect(tables.length).toBeGreaterThan(10);
    expect(Object.keys(tableOwners).sort()).toEqual(tables.sort());
  });

  it('refuses an import cycle, followed through TypeScript files', async () => {
    // lib/dates.ts importing the deals service, which imports lib/dates.ts.
    const errors = await boundaryErrors(
      "import { slugify } from '../modules/deals/service';\nexport const probe = slugify;\n",
      `${root}apps/server/src/lib/dates.ts`,
      'import-x/no-cycle',
    );
    expect(errors).toEqual([expect.stringContaining('Dependency cycle')]);
  });
});
