import { expect, test, type Page } from '@playwright/test';
import { FAMILY, bookFirstHoliday, openResults } from './checkout-fixtures';
import { expectAccessible, registerThroughUi, uniqueEmail } from './fixtures';

/**
 * Save for later (checkout): a guest saves the booking, is told to sign in later and goes home;
 * signing in on the same browser puts it in the account while its hold lasts, and Continue
 * booking goes back to the step it was left at.
 */

const SAVED = 'Your booking has been saved. You can complete it later by logging in.';

/** An account made in another page, so this page is still a guest's. */
async function accountElsewhere(page: Page): Promise<string> {
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no browser');
  const email = await registerThroughUi(other, uniqueEmail());
  await other.close();
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sunshine-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

async function saveAsGuest(page: Page) {
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a guest saves at the passengers step, signs in and continues there (keyboard)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = await accountElsewhere(page);
  await openResults(page, FAMILY);
  await bookFirstHoliday(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger Details' })).toBeVisible({
    timeout: 25_000,
  });
  await saveAsGuest(page);

  await signIn(page, email);
  const saved = page.getByRole('region', { name: 'Saved for later' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(/held until \d{2}:\d{2}/);
  await expectAccessible(page, 'account home with a saved booking');
  const resume = saved.getByRole('button', { name: /Continue booking/ });
  await resume.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/passengers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger Details' })).toBeVisible();
});

test('at 375 px a guest saves at the extras step and continues there after signing in', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const email = await accountElsewhere(page);
  await openResults(page, FAMILY);
  await bookFirstHoliday(page);
  await saveAsGuest(page);

  await signIn(page, email);
  const saved = page.getByRole('region', { name: 'Saved for later' });
  await expect(saved).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'account home with a saved booking at 375 px');
  await saved.getByRole('button', { name: /Continue booking/ }).click();
  await expect(page).toHaveURL(/\/book\/extras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Extras' })).toBeVisible();
});
