import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedStorage } from './test/app';
import { freePort } from './test/ports';

/**
 * SERVER_PROCESSES=2: one port served by two processes (Node's cluster module) on one PostgreSQL
 * database, a dead process replaced, and SIGTERM stopping them all with exit code 0. Runs where
 * PostgreSQL is configured (CI's PostgreSQL pass).
 */
const databaseUrl = process.env.DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** The pids of a process's server children (the cluster's workers, not tsx's esbuild). */
async function childrenOf(pid: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(pid)]).catch(() => ({
    stdout: '',
  }));
  return stdout
    .split('\n')
    .filter((line) => line.includes('src/main.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter((n) => n > 0);
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(databaseUrl)('SERVER_PROCESSES=2 on one PostgreSQL database', () => {
  let primary: ChildProcess;
  let port: number;
  const output: string[] = [];
  let dispose: (() => Promise<void>) | undefined;

  const healthy = () =>
    fetch(`http://127.0.0.1:${String(port)}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);

  beforeAll(async () => {
    const storage = await createSharedStorage();
    dispose = storage.dispose;
    port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...storage.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        CATALOGUE_HOTELS: '300',
        CATALOGUE_DAYS: '120',
        SERVER_PROCESSES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    primary.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    await waitFor(async () => output.join('').includes('2 processes'), 'both processes to listen');
  }, 120_000);

  afterAll(async () => {
    if (primary.exitCode === null && primary.signalCode === null) {
      primary.kill('SIGKILL');
      for (const pid of await childrenOf(primary.pid ?? 0)) process.kill(pid, 'SIGKILL');
    }
    await dispose?.();
  }, 60_000);

  it('serves one port from two processes and replaces one that dies', async () => {
    const workers = await childrenOf(primary.pid ?? 0);
    expect(workers).toHaveLength(2);
    expect(await healthy()).toBe(true);

    const dead = workers.at(0) ?? 0;
    process.kill(dead, 'SIGKILL');
    await waitFor(async () => {
      const now = await childrenOf(primary.pid ?? 0);
      return now.length === 2 && !now.includes(dead);
    }, 'a new process in place of the one that died');
    await waitFor(healthy, 'the site to answer');
    expect(output.join('')).toContain('starting another');
  }, 120_000);

  it('stops every process on SIGTERM and exits 0', async () => {
    const workers = await childrenOf(primary.pid ?? 0);
    expect(workers).toHaveLength(2);
    const exited = once(primary, 'exit');
    primary.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code, output.join('')).toBe(0);
    expect(await childrenOf(primary.pid ?? 0)).toEqual([]);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 90_000);
});
