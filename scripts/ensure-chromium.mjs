#!/usr/bin/env node
// Browser tests drive Debian's Chromium (no browser download). Find it, or install it when we can.
//
// Journeys prefer Debian's chromium-headless-shell (the same Chromium build without the browser's
// own windows and tabs: what Playwright runs headless tests in by default), which takes a quarter
// to two fifths less CPU per journey on a 2-core machine than the full browser in headless mode. Without it they
// run in the full browser (`chromium`), which screenshots and the web benchmark use.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL, journeyBrowser } from './chromium-path.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const missing = [CHROMIUM, HEADLESS_SHELL].filter((p) => !existsSync(p));
if (process.env.CHROMIUM_PATH || missing.length === 0 || !isRoot) {
  const browser = journeyBrowser();
  if (browser) {
    console.log(`Chromium for journeys: ${browser}`);
    process.exit(0);
  }
  console.error(
    "Chromium not found: run 'sudo apt-get install -y chromium chromium-headless-shell' (or set CHROMIUM_PATH), then npm test again.",
  );
  process.exit(1);
}

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const install = (packages) =>
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
console.log(
  `Installing Debian's ${missing.map((p) => p.split('/').pop()).join(' and ')} with apt-get...`,
);
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) install(['chromium', 'fonts-liberation']);
if (!existsSync(HEADLESS_SHELL)) {
  try {
    install(['chromium-headless-shell']);
  } catch {
    // An older Debian without the package: the journeys run in the full browser.
    console.warn('chromium-headless-shell could not be installed: journeys use chromium.');
  }
}
const browser = journeyBrowser();
if (!browser) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`Chromium for journeys: ${browser}`);
