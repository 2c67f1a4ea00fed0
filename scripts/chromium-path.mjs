// Where Debian's Chromium lives, and which build the journeys drive (scripts/ensure-chromium.mjs).
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * CHROMIUM_PATH when set, else the headless shell, else the full browser; undefined when none is
 * installed.
 */
export function journeyBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [HEADLESS_SHELL, CHROMIUM, '/usr/bin/chromium-browser'].find((p) => existsSync(p));
}
