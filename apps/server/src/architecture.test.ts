// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The module boundaries are lint rules (eslint/boundaries-server.js); this shows they bite: a
// module importing another module's repository fails `npm run lint`, through its service it passes.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const file = `${root}apps/server/src/modules/deals/service.ts`;

async function boundaryErrors(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintText(code, { filePath: file });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
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
});
