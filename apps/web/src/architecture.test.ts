import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The web boundaries are lint rules (eslint/boundaries-web.js): shared → features → app, no
// feature importing another, and sandboxes wired in by the app only. This shows they bite: each
// snippet is linted as if it were the file named, and a deliberate violation must fail
// `npm run lint`.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const src = `${root}apps/web/src`;

/**
 * The boundary and file-name rules read import paths and names, not types: the snippets are linted
 * by the repository's config without its type-checked rules, which would load the whole TypeScript
 * project first and report on nothing these tests look at.
 */
const importRulesOnly = tseslint.configs.disableTypeChecked;

async function errors(file: string, code: string, rule: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, overrideConfig: importRulesOnly });
  const results = await eslint.lintText(code, { filePath: `${src}/${file}` });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const boundary = (file: string, code: string) => errors(file, code, 'import-x/no-restricted-paths');

describe('web boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await boundary(
        'features/home/deals.ts',
        "import { boardOptions } from '../package/lib/rooms';\nexport const probe = boardOptions;\n",
      ),
    ).toEqual([expect.stringContaining('features/home may not import another feature')]);
  });

  it('refuses staff code in the customer app', async () => {
    expect(
      await errors(
        'features/bookings/store.ts',
        "import { staffMay } from '@sunward/contracts/staff-policy';\nexport const probe = staffMay;\n",
        'no-restricted-imports',
      ),
    ).toEqual([expect.stringContaining('Staff code belongs in apps/backoffice')]);
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
      await errors('main.tsx', 'export function Probe() {\n  return null;\n}\n', rule),
    ).toEqual([expect.stringContaining('exports a component')]);
    expect(await errors('main.tsx', 'export const probe = 1;\n', rule)).toEqual([]);
  });
});

/**
 * Every relative import of every module under apps/web/src, type-only and dynamic ones included:
 * import-x/no-cycle skips type-only imports, but a type cycle still ties modules together.
 */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(src);
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`].find((f) => existsSync(f) && statSync(f).isFile());
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const deps = importedFiles
        .filter((i) => i.fileName.startsWith('.'))
        .map((i) => resolve(file, i.fileName))
        .filter((f): f is string => f !== undefined);
      return [file, deps];
    }),
  );
}

/** One cycle of the graph as a list of files relative to src/, if there is any. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    trail.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open') return trail.slice(trail.indexOf(dep)).concat(dep);
      if (!state.has(dep)) {
        const found = visit(dep);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    if (state.has(file)) continue;
    const found = visit(file);
    if (found) return found.map((f) => path.relative(src, f));
  }
  return null;
}

describe('web imports', () => {
  it('form no cycle, counting type-only and dynamic imports', () => {
    expect(findCycle(importGraph())).toBeNull();
  });

  it('would see a cycle through type-only imports', () => {
    const a = `${src}/a.ts`;
    const b = `${src}/b.ts`;
    expect(
      findCycle(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual(['a.ts', 'b.ts', 'a.ts']);
  });
});
