// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The module boundaries are lint rules (eslint/boundaries-server.js); this shows each bites: a
// deliberate violation fails `npm run lint`, the allowed way passes.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const moduleFile = `${root}apps/server/src/modules/deals/service.ts`;
const libFile = `${root}apps/server/src/lib/money.ts`;

async function boundaryErrors(
  code: string,
  file = moduleFile,
  rule = 'import-x/no-restricted-paths',
): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintText(code, { filePath: file });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

// Typed linting loads the TypeScript project first: seconds on a busy 2-core machine.
describe('server module boundaries', { timeout: 60_000 }, () => {
  it("refuses a module importing another module's repository", async () => {
    const errors = await boundaryErrors(
      "import type { BookingsRepository } from '../bookings/repository';\nexport type Probe = BookingsRepository;\n",
    );
    expect(errors).toEqual([expect.stringContaining("Use the bookings module's service")]);
  });

  it('accepts the same type through the owning module’s service', async () => {
    const errors = await boundaryErrors(
      "import type { BookingsRepository } from '../bookings/service';\nexport type Probe = BookingsRepository;\n",
    );
    expect(errors).toEqual([]);
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
});
