/**
 * Web benchmark (targets in docs/performance.md): `npm run bench:web [-- --hotels 40000 --runs 20]`.
 *
 * Against the built app (`npm run build` first; the npm script does it), served by the real server
 * in a child process on an in-memory database, in Debian's Chromium at 1280 × 800:
 *  1. the home route's initial JavaScript: every .js file the browser starts to load before the
 *     home page's first heading is in the DOM (resource timing), sized gzipped at level 9, and as
 *     the server sent it (its brotli copy, resource timing's encodedBodySize);
 *  2. applying a filter to a search with ≥ 2,000 results: a real search (the largest region of a
 *     catalogue big enough to hold 2,000 hotels there) opened from its results link, then one
 *     option of each filter group (the first that narrows the list without emptying it) clicked on
 *     and off. The server filters and pages the results, so the list changes only once the results
 *     call has answered: each time is from the click to the first animation frame after the list
 *     shows the new result (a MutationObserver on the list sees 'Showing X of Y results' or the
 *     first card change, then rAF → task), so it includes the round trip, p50/p95/max. Clicking an
 *     option off again usually answers from the query cache (no request).
 * It prints figures and the targets next to them (≤ 135 KB gzipped, < 100 ms); it is a measurement,
 * not a test, and exits 0 unless it could not measure.
 */
/* global requestAnimationFrame, document, window, MutationObserver -- used in page code */
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from './chromium-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps', 'web', 'dist');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const HOTELS = flag('hotels', 40_000);
const RUNS = flag('runs', 10);
const PORT = flag('port', 4390);
const TARGET_KB = 135;
const TARGET_MS = 100;
/** How long a click may take to change the list before the run gives up. */
const CHANGE_TIMEOUT_MS = 30_000;

const log = (m) => console.error(`  · ${m}`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function startServer() {
  log(`starting the server with ${HOTELS.toLocaleString('en-GB')} hotels`);
  const child = fork(path.join(root, 'apps', 'server', 'src', 'main.ts'), [], {
    cwd: path.join(root, 'apps', 'server'),
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A staff secret key of this run's own (production refuses to start without one).
      STAFF_SECRET_KEY: randomBytes(32).toString('base64'),
      // Production runs a sandbox only when told to: this measures the product on its sandboxes.
      SANDBOX_SUPPLIER: 'true',
      SANDBOX_GATEWAY: 'true',
      SANDBOX_AIRLINE: 'true',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      CATALOGUE_HOTELS: String(HOTELS),
      RATE_LIMIT_MAX: '100000',
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function homeInitialJs(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The moment the page's first heading is in the DOM, noted in the page itself.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('h1')) {
        window.__headingAt = performance.now();
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => seen() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && e.startTime <= window.__headingAt)
      .map((e) => ({ file: new URL(e.name).pathname, sent: e.encodedBodySize })),
  );
  await page.close();
  const sentBy = new Map(files.map((f) => [f.file, f.sent]));
  const rows = [...sentBy].map(([file, sent]) => {
    const body = readFileSync(path.join(dist, file));
    return {
      file: path.basename(file),
      raw: body.length,
      gz: gzipSync(body, { level: 9 }).length,
      // As the server sent it (its brotli copy: Chromium accepts br), from resource timing.
      sent,
    };
  });
  rows.sort((a, b) => b.gz - a.gz);
  return rows;
}

function firstSaturdayFrom(days) {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function filterTimings(browser, base) {
  const config = await (await fetch(`${base}/api/config/destinations`)).json();
  const regions = config.countries.flatMap((c) => c.regions);
  const region = regions.sort((a, b) => b.hotels - a.hotels)[0];
  const airports = config.departureAirports.flatMap((g) => g.airports.map((a) => a.code));
  const start = firstSaturdayFrom(60);
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const q = new URLSearchParams({
    dest: String(region.id),
    destName: region.name,
    start,
    end,
    airports: airports.join(','),
    rooms: JSON.stringify([{ adults: 2, children: 0, infants: 0, childAges: [] }]),
    nights: '7',
    flex: '1',
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  log(`opening results for ${region.name} (${region.hotels} hotels in the catalogue)`);
  await page.goto(`${base}/search?${q.toString()}`);
  const line = page.getByText(/We hunted down \d+ amazing holidays for you!/);
  await line.waitFor({ timeout: 120_000 });
  const results = Number(/(\d+)/.exec((await line.textContent()) ?? '')?.[1] ?? 0);
  // One option of every filter group (stars, region, board basis, hotel type, facility): the first
  // whose count (the label's '(n)') narrows the list without emptying it, so every click changes
  // 'Showing X of Y results'. A group with no such option is left out.
  const groups = await page
    .getByRole('complementary', { name: 'Filters' })
    .locator('fieldset')
    .all();
  const picks = [];
  for (const group of groups) {
    const legend = (await group.locator('legend').textContent())?.trim() ?? 'filter';
    const boxes = await group.getByRole('checkbox').all();
    const labelOf = (box) => box.evaluate((el) => el.closest('label')?.textContent ?? '');
    let box = null;
    for (const candidate of boxes) {
      const n = Number(/\((\d+)\)\s*$/.exec(await labelOf(candidate))?.[1] ?? 0);
      if (n > 0 && n < results) {
        box = candidate;
        break;
      }
    }
    if (!box) {
      log(`${legend}: no option narrows the list, left out`);
      continue;
    }
    const option = (await labelOf(box)).trim();
    picks.push({ name: `${legend}: ${option}`, handle: await box.elementHandle() });
  }
  const times = new Map(picks.map((p) => [p.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const { name, handle } of picks) {
      for (let on = 0; on < 2; on++) {
        const ms = await handle.evaluate(
          (el, timeoutMs) =>
            new Promise((resolve, reject) => {
              const list = document.querySelector('section[aria-label="Holidays"]');
              if (!list) {
                reject(new Error('no results list'));
                return;
              }
              // What the customer sees change: the count line (or the no-results panel) and the
              // first card.
              const shown = () => {
                const count = [...list.querySelectorAll('p')]
                  .map((p) => p.textContent ?? '')
                  .find((t) => /^Showing \d+ of \d+ results$/.test(t));
                const none = list.textContent?.includes('No Holidays Found') ? 'none' : '';
                return `${count ?? none}|${list.querySelector('h3')?.textContent ?? ''}`;
              };
              const before = shown();
              let t0 = 0;
              let observer = null;
              const timer = setTimeout(() => {
                observer?.disconnect();
                reject(new Error(`the list did not change within ${timeoutMs} ms`));
              }, timeoutMs);
              observer = new MutationObserver(() => {
                if (shown() === before) return;
                observer.disconnect();
                clearTimeout(timer);
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
              });
              observer.observe(list, { childList: true, subtree: true, characterData: true });
              t0 = performance.now();
              el.click();
            }),
          CHANGE_TIMEOUT_MS,
        );
        times.get(name).push(ms);
      }
    }
  }
  await page.close();
  return { results, region: region.name, times };
}

const { child, base } = await startServer();
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(
      `Sunward web benchmark: ${new Date().toISOString()}, Node ${process.version}, ` +
        `${os.availableParallelism()} CPUs, load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    const js = await homeInitialJs(browser, base);
    const total = js.reduce((n, r) => n + r.gz, 0);
    console.log(
      '\nHome route: JavaScript loaded before the first heading is rendered ' +
        '(raw, gzip -9, as sent by the server)',
    );
    for (const r of js)
      console.log(
        `  ${r.file.padEnd(40)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)} ${kb(r.sent).padStart(10)}`,
      );
    console.log(
      `  ${'total'.padEnd(40)} ${kb(js.reduce((n, r) => n + r.raw, 0)).padStart(10)} ${kb(total).padStart(10)} ${kb(js.reduce((n, r) => n + r.sent, 0)).padStart(10)}`,
    );

    const f = await filterTimings(browser, base);
    console.log(
      `\nFilter to new list: ${f.results.toLocaleString('en-GB')} results (${f.region}), ` +
        `click → results call → list changed → next frame, ${RUNS} × on and off per filter (ms)`,
    );
    const all = [];
    for (const [name, list] of f.times) {
      const sorted = [...list].sort((a, b) => a - b);
      all.push(...list);
      console.log(
        `  ${name.slice(0, 40).padEnd(40)} p50 ${pct(sorted, 50).toFixed(1).padStart(6)}  p95 ${pct(sorted, 95).toFixed(1).padStart(6)}  max ${sorted.at(-1).toFixed(1).padStart(6)}`,
      );
    }
    const sortedAll = all.sort((a, b) => a - b);
    const p95 = pct(sortedAll, 95);
    console.log('\nTargets (docs/performance.md)');
    console.log(
      `  home route initial JS ≤ ${TARGET_KB} KB gzipped: ${kb(total)} ${total <= TARGET_KB * 1024 ? 'PASS' : 'MISS'}`,
    );
    console.log(
      `  filter click → new list over ≥ 2,000 results < ${TARGET_MS} ms (p95 of all clicks): ${p95.toFixed(1)} ms ` +
        `${f.results >= 2000 && p95 < TARGET_MS ? 'PASS' : f.results < 2000 ? 'n/a (fewer than 2,000 results)' : 'MISS'}`,
    );
  } finally {
    await browser.close();
  }
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  child.kill('SIGINT');
}
process.exitCode = failed ? 1 : 0;
