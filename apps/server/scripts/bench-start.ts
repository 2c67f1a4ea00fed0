import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/ports';

/**
 * `npm run bench:start`: how long the server takes from launch until it answers, and its memory
 * then, as `npm start` runs it (the compiled build, `node dist/main.js`) and as development runs
 * it (`tsx src/main.ts`), at 5,000 and 50,000 hotels. Each run starts on a fresh database folder
 * (migrations and seeding included, as a first `npm start`). Prints one table.
 *
 *   npm run bench:start -- [--hotels 5000,50000] [--runs 3] [--modes dist,tsx]
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const hotelCounts = option('hotels', '5000,50000').split(',').map(Number);
const runs = Number(option('runs', '3'));
const modes = option('modes', 'dist,tsx').split(',') as ('dist' | 'tsx')[];

/** The Node flags `npm start` gives the server (apps/server/package.json "start"). */
const startFlags = (
  JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

const rssOf = (pid: number): number => {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

async function startOnce(mode: 'dist' | 'tsx', hotels: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sunward-bench-start-'));
  const port = await freePort();
  const args =
    mode === 'dist'
      ? [...startFlags, 'dist/main.js']
      : [...startFlags, '--import', 'tsx', 'src/main.ts'];
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A staff secret key of this run's own (production refuses to start without one).
      STAFF_SECRET_KEY: randomBytes(32).toString('base64'),
      SANDBOX_SUPPLIER: 'true',
      SANDBOX_GATEWAY: 'true',
      SANDBOX_AIRLINE: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(dataDir, 'pglite'),
      WEB_DIST: '/nonexistent',
      CATALOGUE_HOTELS: String(hotels),
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  try {
    while (!output.includes('is running at')) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${output.slice(-800)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const startMs = performance.now() - t0;
    const health = await fetch(`http://127.0.0.1:${String(port)}/api/health`);
    if (!health.ok) throw new Error(`health answered ${String(health.status)}`);
    return { startMs, rss: rssOf(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const rows: string[][] = [];
for (const hotels of hotelCounts) {
  for (const mode of modes) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await startOnce(mode, hotels);
      process.stderr.write(
        `${mode} ${String(hotels)} hotels, run ${String(run + 1)}: ${(result.startMs / 1000).toFixed(2)} s, ${String(Math.round(result.rss / 2 ** 20))} MB\n`,
      );
      results.push(result);
    }
    rows.push([
      mode === 'dist' ? 'node dist/main.js' : 'tsx src/main.ts',
      hotels.toLocaleString('en-GB'),
      `${(median(results.map((r) => r.startMs)) / 1000).toFixed(2)} s`,
      `${String(Math.round(median(results.map((r) => r.rss)) / 2 ** 20))} MB`,
    ]);
  }
}
const header = ['server', 'hotels', `start, median of ${String(runs)}`, 'RSS when ready'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(
  [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join(
    '\n',
  ),
);
