#!/usr/bin/env node
// Browser tests drive Debian's Chromium (no browser download). Find it, or install it when we can.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const found = candidates.find((p) => existsSync(p));
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    "Chromium not found: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then npm test again.",
  );
  process.exit(1);
}
console.log("Chromium not found: installing Debian's chromium package with apt-get...");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync(
  'apt-get',
  ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
  { stdio: 'inherit', env },
);
if (!existsSync('/usr/bin/chromium')) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.');
  process.exit(1);
}
console.log('Chromium installed: /usr/bin/chromium');
