import { expect, test } from '@playwright/test';
import { expectAccessible, registerThroughUi, sessionToken, uniqueEmail } from './fixtures';

test('register → signed in → My Account, Manage Booking hidden → logout → Login', async ({
  page,
}) => {
  await registerThroughUi(page, uniqueEmail(), 'Oliver Bennett');
  await expect(
    page.getByText('Account created successfully! Welcome to Sunward Holidays!'),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Oliver Bennett' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage Booking' })).toHaveCount(0);
  await expect(page.getByText('You have no holidays booked yet')).toBeVisible();
  await expectAccessible(page, 'account home');

  // The session survives a reload (token in browser storage, user fetched again).
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Oliver Bennett' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage Booking' }),
  ).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('login: validation, wrong password, then success back to where the visitor was going', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  const other = await browser.newPage();
  await registerThroughUi(other, email);
  await other.close();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');

  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await expectAccessible(page, 'login with error');

  await page.getByLabel('Password', { exact: true }).fill('sunshine-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Oliver Bennett' }),
  ).toBeVisible();
});

test('register: an e-mail that already has an account gets the spec message', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  const first = await browser.newPage();
  await registerThroughUi(first, email);
  await first.close();

  await page.goto('/register');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sunshine-2026');
  await page.getByLabel('Confirm password').fill('sunshine-2026');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please sign in instead.',
  );
  await expect(page).toHaveURL(/\/register$/);
});

test('a revoked session logs out on the next navigation', async ({ page, request }) => {
  await registerThroughUi(page);
  // Revoked on a public page: on My Account a request still in flight would meet the revoked
  // session first and send the page to sign-in (rightly), before any navigation.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Deals' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage Booking' })).toBeHidden();
  const token = await sessionToken(page);
  const res = await request.post('/api/auth/customer/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(204);
  await nav.getByRole('link', { name: 'Deals' }).click();
  await expect(nav.getByRole('link', { name: 'Manage Booking' })).toBeVisible();
  await nav.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
});
