import { expect, test } from '@playwright/test';
import { closeWithEscape, expectAccessible } from './fixtures';

test.describe('navbar on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens the slide-in menu, navigates, and closes itself at 768 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Deals',
      'Contact Us',
      'About Us',
      'Manage Booking',
      'My Account',
    ]);
    await expectAccessible(page, 'mobile menu');
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await closeWithEscape(page, page.getByRole('dialog', { name: 'Menu' }));
    await expect(open).toBeFocused();
  });
});

test('navbar at 1280 px is sticky and gains a shadow after 10 px', async ({ page }) => {
  await page.goto('/page/booking_conditions');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  // The page's text arrives after the shell: scroll once it is there (tall enough to scroll).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Deals',
    'Contact Us',
    'About Us',
    'Manage Booking',
    'My Account',
  ]);
});

test('footer lists the content pages served by the server, and they open', async ({
  page,
  request,
}) => {
  const served = (await (await request.get('/api/config/footer')).json()) as {
    footer_pages: { name: string; slug: string }[];
  };
  await page.goto('/');
  const info = page.getByRole('navigation', { name: 'Information' });
  await expect(info.getByRole('link')).toHaveText(served.footer_pages.map((p) => p.name));
  await info.getByRole('link', { name: 'ATOL Protection' }).click();
  await expect(page).toHaveURL(/\/page\/atol_protection$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Last updated:/)).toBeVisible();
});

test('newsletter thanks the visitor without calling the server', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const input = page.getByRole('textbox', { name: 'Email address for our newsletter' });
  await input.fill('not-an-email');
  await page.getByRole('button', { name: 'Join' }).click();
  // The browser's own type="email" check stops the form.
  await expect(
    page.getByText("Thank you for subscribing! You'll receive our best deals first."),
  ).toBeHidden();

  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()}`));
  await input.fill('sam@example.co.uk');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(
    page.getByText("Thank you for subscribing! You'll receive our best deals first."),
  ).toBeVisible();
  await page.waitForTimeout(300);
  expect(sent.filter((r) => !r.startsWith('GET '))).toEqual([]);
});

test('the error modal appears on a server error, and Try Again recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/page/faq', async (route) => {
    if (fail)
      await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } });
    else await route.fallback();
  });
  await page.goto('/page/faq');
  const modal = page.getByRole('alertdialog');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Server Error' })).toBeVisible();
  await expect(modal).toContainText(
    'Our servers are experiencing issues. Please try again in a few moments.',
  );
  await expectAccessible(page, 'error modal');
  fail = false;
  await modal.getByRole('button', { name: 'Try Again' }).click();
  await expect(modal).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
});

test('an unknown content page shows Go to Homepage without the modal', async ({ page }) => {
  await page.goto('/page/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('scrolling: new pages start at the top, back restores the position, a hash scrolls to its target', async ({
  page,
}) => {
  await page.goto('/page/privacy_policy');
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/page\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/privacy_policy$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800);
  await page.goto('/#why-choose');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('the API documentation at /api/docs renders the generated operations', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Sunward Holidays API')).toBeVisible();
  await expect(page.getByText('/api/itinerary/search').first()).toBeVisible();
  await expect(page.getByText('/api/auth/customer/login').first()).toBeVisible();
});

test('the chat button opens the live-chat hours and Escape returns to it', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Chat with us' });
  // Opened from the keyboard: a pointer click aimed while the home page's content is still
  // arriving (deals, pictures) can land on whatever has moved under it.
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Live chat' });
  await expect(dialog).toContainText('Mon-Fri 10am-10pm');
  await expect(dialog).toContainText('Sat 10am-8pm');
  await expect(dialog).toContainText('Sun 10am-6pm');
  await expectAccessible(page, 'chat dialog');
  await closeWithEscape(page, dialog);
  await expect(button).toBeFocused();
});
