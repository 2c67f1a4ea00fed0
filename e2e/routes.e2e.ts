import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';

/**
 * Every route of docs/spec/1-shell-search-package.md §2 renders (heading) or redirects as
 * specified, and passes axe. No spec route is a holding page: where a route has its own working
 * content without a search, a booking or a session, that shows too (a form, a list, a filter),
 * not only a heading and a sentence. Routes that need one of those to show their content are
 * walked by their own journeys (package, checkout, payment, account-detail).
 */
const screens: {
  path: string;
  heading: RegExp | string;
  bare?: boolean;
  content?: (page: Page) => Locator;
}[] = [
  {
    path: '/',
    heading: 'Sunshine holidays from your local UK airport',
    content: (p) => p.getByRole('form', { name: 'Search holidays' }),
  },
  {
    path: '/about',
    heading: 'About Sunward Holidays',
    content: (p) => p.getByRole('region', { name: 'Our story' }),
  },
  {
    path: '/tourist-tax',
    heading: 'Tourist Tax Information',
    content: (p) => p.getByRole('searchbox', { name: 'Search destinations' }),
  },
  {
    path: '/search',
    heading: 'Holiday Search Results',
    content: (p) => p.getByRole('form', { name: 'Search holidays' }),
  },
  { path: '/package', heading: 'Your Holiday' },
  // An unknown reference (and nobody's key): not found, never someone else's booking.
  { path: '/book/confirmation/SW123456', heading: 'Booking Not Found' },
  {
    path: '/page/faq',
    heading: 'Frequently Asked Questions',
    content: (p) => p.getByRole('article').getByRole('heading', { level: 2 }).first(),
  },
  {
    path: '/deals',
    heading: 'Exclusive Deals',
    content: (p) => p.getByRole('region', { name: 'Filter deals' }),
  },
  {
    path: '/deals/majorca-summer-sun',
    heading: 'Deal',
    content: (p) => p.getByRole('main').getByRole('button').first(),
  },
  {
    path: '/contact-us',
    heading: 'Contact Us',
    content: (p) =>
      p
        .getByRole('main')
        .getByRole('link', { name: /^0\d{3} \d{3} \d{4}$/ })
        .first(),
  },
  {
    path: '/reviews',
    heading: 'What our customers say',
    content: (p) => p.getByRole('list', { name: 'Customer reviews' }),
  },
  {
    path: '/login',
    heading: 'Sign in to your account',
    bare: true,
    content: (p) => p.getByRole('textbox', { name: 'Password' }),
  },
  {
    path: '/register',
    heading: 'Create your account',
    content: (p) => p.getByRole('combobox', { name: 'Title (optional)' }),
  },
  {
    path: '/forgot-password',
    heading: 'Forgot your password?',
    content: (p) => p.getByRole('button', { name: 'Send Reset Link' }),
  },
  // Without its token and e-mail the link is not valid (docs/spec/3-accounts-bookings-content.md §2).
  { path: '/reset-password', heading: 'Reset link not valid' },
  {
    path: '/reset-password?token=abc&email=amelia%40example.co.uk',
    heading: 'Reset your password',
    content: (p) => p.getByRole('textbox', { name: 'New password', exact: true }),
  },
  {
    path: '/manage-booking',
    heading: 'Manage Your Booking',
    content: (p) => p.getByRole('form', { name: 'Find your booking' }),
  },
  // Without the transaction id and reference: the failure view, no verification call.
  { path: '/payment/confirmation', heading: 'Payment Failed' },
  // No checkout of this browser's behind it: nothing to retry.
  { path: '/payment/failed', heading: 'Booking Not Found' },
  { path: '/payment/failed/5f0c1d2e-0000-4000-8000-000000000000', heading: 'Booking Not Found' },
  { path: '/coming-soon', heading: 'Coming Soon', bare: true },
  { path: '/maintenance', heading: "We'll be back shortly", bare: true },
  { path: '/unavailable', heading: 'Temporarily unavailable', bare: true },
  { path: '/no/such/page', heading: 'Page not found' },
];

for (const screen of screens) {
  test(`${screen.path} renders${screen.content ? ' its working content' : ''}`, async ({
    page,
  }) => {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    if (screen.content) await expect(screen.content(page)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const footer = page.getByRole('contentinfo');
    if (screen.bare) {
      await expect(nav).toHaveCount(0);
      await expect(footer).toHaveCount(0);
    } else {
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(footer).toBeVisible();
    }
    await expectAccessible(page, screen.path);
  });
}

for (const path of ['/book/extras', '/book/passengers']) {
  test(`${path} without a booking in progress goes home (docs/spec/2-checkout-payment.md §2)`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sunshine holidays from your local UK airport',
    );
  });
}

test('NotFound offers Return Home', async ({ page }) => {
  await page.goto('/definitely-not-here');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sunshine holidays from your local UK airport',
  );
});

test('requiresAuth: My Account sends a visitor to Login and back after signing in', async ({
  page,
}) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('BookingDetail without a session or guest booking goes to Manage Booking', async ({
  page,
}) => {
  await page.goto('/account/booking/SW123456');
  await expect(page).toHaveURL(/\/manage-booking\?redirect=%2Faccount%2Fbooking%2FSW123456$/);
});

test('/share/package without a link’s details says what is missing and goes home', async ({
  page,
}) => {
  await page.goto('/share/package');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Holiday' })).toBeVisible();
  await expect(page.getByText('Missing hotel ID')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});

test('requiresBooking: the airline confirmation says a missing session, and goes home without a booking in progress', async ({
  page,
}) => {
  await page.goto('/book/ryanair-confirmation');
  await expect(
    page.getByText('Missing required session information. Please restart the booking process.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/book\/ryanair-confirmation$/);
  await page.goto('/book/ryanair-confirmation?sessionId=FR-1234');
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer JSON 404, and missing assets are not served the app', async ({
  request,
}) => {
  const api = await request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'There is no API route GET /api/nope.' },
  });
  expect((await request.get('/assets/missing-chunk.js')).status()).toBe(404);
});
