import { expect, type Page } from '@playwright/test';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';

/**
 * The back office's first admin, made by the journeys' server at start-up from its
 * STAFF_BOOTSTRAP_* settings (playwright.config.ts): journeys sign in with it. Test-only values.
 */
export const BOOTSTRAP_ADMIN = {
  email: 'desk.admin@example.co.uk',
  password: 'harbour-lantern-cobalt-41',
  fullName: 'Dana Morgan',
} as const;

/**
 * Where journeys on this server share the first admin's two-factor secret: whichever signs the
 * admin in first sets two-factor sign-in up and keeps the secret here; the others sign in with a
 * code from it. One sign-in at a time (a lock), each on a new 30-second step (a code is taken once).
 */
const shared = path.join(os.tmpdir(), `sunward-e2e-admin-${process.env.E2E_PORT ?? '4310'}`);
const LOCK = `${shared}.lock`;
const SECRET = `${shared}.json`;

async function lock(): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await mkdir(LOCK);
      return;
    } catch {
      // Another worker holds it; one left by a run that died is taken after 2 minutes.
      const since = await stat(LOCK).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > 120_000) await rm(LOCK, { recursive: true, force: true });
      if (tries > 600) throw new Error('the admin sign-in lock was not released');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Signs the first admin in on the back office's sign-in page, setting two-factor sign-in up if no
 * journey has yet (then the recovery codes are confirmed saved), else with a code from the shared
 * secret. Ends wherever the sign-in page goes next.
 */
export async function signInAsBootstrapAdmin(page: Page): Promise<void> {
  await lock();
  try {
    await page.getByLabel('E-mail').fill(BOOTSTRAP_ADMIN.email);
    await page.getByLabel('Password').fill(BOOTSTRAP_ADMIN.password);
    await page.getByLabel('Password').press('Enter');
    const setup = page.getByRole('heading', { name: 'Set up two-factor sign-in' });
    const code = page.getByRole('heading', { name: 'Enter your code' });
    await expect(setup.or(code)).toBeVisible();
    if (await setup.isVisible()) {
      const secret = ((await page.getByTestId('secret').textContent()) ?? '').replace(/\s+/g, '');
      const step = Math.floor(Date.now() / 30_000);
      await writeFile(SECRET, JSON.stringify({ secret, step }));
      await page.getByLabel('Code from your app').fill(generateSync({ secret }));
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
      await page.getByLabel('I have saved my recovery codes').check();
      await page.getByRole('button', { name: 'Continue to the back office' }).click();
      return;
    }
    const kept = JSON.parse(await readFile(SECRET, 'utf8')) as { secret: string; step: number };
    // A code is taken once: wait for a step after the last one used.
    while (Math.floor(Date.now() / 30_000) <= kept.step) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const step = Math.floor(Date.now() / 30_000);
    await writeFile(SECRET, JSON.stringify({ secret: kept.secret, step }));
    await page.getByLabel('Code', { exact: true }).fill(generateSync({ secret: kept.secret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(code).toBeHidden();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}
