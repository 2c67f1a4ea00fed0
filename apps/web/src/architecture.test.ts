// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web boundaries are lint rules (eslint/boundaries-web.js): shared → features → app, no
// feature importing another, and sandboxes wired in by the app only. This shows they bite: each
// snippet is linted as if it were the file named, and a deliberate violation must fail
// `npm run lint`.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const src = `${root}apps/web/src`;

async function errors(file: string, code: string, rule: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintText(code, { filePath: `${src}/${file}` });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const boundary = (file: string, code: string) => errors(file, code, 'import-x/no-restricted-paths');

// Typed linting loads the TypeScript project first: seconds on a busy 2-core machine.
describe('web boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await boundary(
        'features/home/deals.ts',
        "import { boardOptions } from '../package/lib/rooms';\nexport const probe = boardOptions;\n",
      ),
    ).toEqual([expect.stringContaining('features/home may not import another feature')]);
  });

  it('accepts a feature importing its own files and shared/', async () => {
    expect(
      await boundary(
        'features/home/deals.ts',
        "import { formatPoundsAndPence } from '../../shared/lib/money';\nimport { homeContentQuery } from './api/home-content';\nexport const probe = [formatPoundsAndPence, homeContentQuery];\n",
      ),
    ).toEqual([]);
  });

  it('refuses shared/ importing a feature or the app', async () => {
    expect(
      await boundary(
        'shared/lib/money.ts',
        "import { boardOptions } from '../../features/package/lib/rooms';\nimport { routes } from '../../app/routes';\nexport const probe = [boardOptions, routes];\n",
      ),
    ).toEqual([
      expect.stringContaining('shared/ may not import features or app'),
      expect.stringContaining('shared/ may not import features or app'),
    ]);
  });

  it('refuses a feature importing the app', async () => {
    expect(
      await boundary(
        'features/home/deals.ts',
        "import { routes } from '../../app/routes';\nexport const probe = routes;\n",
      ),
    ).toEqual([expect.stringContaining('A feature may not import app/')]);
  });

  it('refuses shared/ or a feature importing a sandbox, and a sandbox importing the app', async () => {
    const sandbox =
      "import { createSandboxChat } from '../../sandboxes/chat/sandbox-chat';\nexport const probe = createSandboxChat;\n";
    expect(await boundary('shared/lib/money.ts', sandbox)).toEqual([
      expect.stringContaining('Only app/ wires a sandbox in'),
    ]);
    expect(await boundary('features/home/deals.ts', sandbox)).toEqual([
      expect.stringContaining('Only app/ wires a sandbox in'),
    ]);
    expect(
      await boundary(
        'sandboxes/chat/sandbox-chat.ts',
        "import { routes } from '../../app/routes';\nexport const probe = routes;\n",
      ),
    ).toEqual([expect.stringContaining('A sandbox may import only shared/')]);
  });

  it('accepts the app wiring a sandbox in', async () => {
    expect(
      await boundary(
        'app/integrations.ts',
        "import { createSandboxChat } from '../sandboxes/chat/sandbox-chat';\nexport const probe = createSandboxChat;\n",
      ),
    ).toEqual([]);
  });

  it('names component files in PascalCase and modules in kebab-case', async () => {
    const rule = 'sunward/filename-case';
    expect(
      await errors('app/router.tsx', 'export function Probe() {\n  return null;\n}\n', rule),
    ).toEqual([expect.stringContaining('exports a component')]);
    expect(await errors('app/router.tsx', 'export const probe = 1;\n', rule)).toEqual([]);
  });
});
