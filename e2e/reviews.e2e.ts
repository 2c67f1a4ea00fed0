import { expect, type Page, test } from '@playwright/test';
import type { HotelReviewPage } from '@sunward/contracts/reviews';
import { generateSync } from 'otplib';
import { bookHotelThroughApi } from './api-booking';
import { expectAccessible, registerThroughUi, sessionToken, uniqueEmail, WIDTHS } from './fixtures';
import { signInAsBootstrapAdmin } from './staff-admin';

/** A member of staff's first sign-in: the password, two-factor set up from the key, codes saved. */
async function firstSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  const secret = ((await page.getByTestId('secret').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('Code from your app').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue to the back office' }).click();
}

/** axe at a phone's width and a laptop's, back at the laptop's afterwards. */
async function accessibleAtBothWidths(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expectAccessible(page, `${label} at ${String(width)} px`);
  }
}

const day = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

test('a past booking’s owner reviews it; a moderator the admin made publishes it; it shows on the package page and moves the hotel’s score', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);

  // The customer, signed in, with a hotel stay booked on their account.
  const email = uniqueEmail();
  await registerThroughUi(page, email, 'Harriet Whitaker');
  const token = await sessionToken(page);
  const booking = await bookHotelThroughApi(request, {
    lastName: 'Whitaker',
    email,
    token,
  });
  const hotelReviews = async () => {
    const res = await request.get(`/api/hotels/${String(booking.hotelId)}/reviews`);
    expect(res.status()).toBe(200);
    return (await res.json()) as HotelReviewPage;
  };
  const before = (await hotelReviews()).summary;

  // The holiday has been taken: back home two days ago (this server's development-only route).
  const moved = await request.post(`/api/dev/bookings/${booking.reference}/past`, {
    data: { checkedOutDaysAgo: 2 },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const stay = (await moved.json()) as { checkIn: string; checkOut: string };

  await page.goto('/account');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Welcome back! Hope you enjoyed your recent holiday.' }),
  ).toBeVisible();
  const card = page.getByRole('region', { name: /^How was / });
  const stars = card.getByRole('group', { name: 'Rate your holiday' });
  await expect(stars).toBeVisible();
  // The stars are a radio group: chosen with the arrow keys.
  await stars.getByRole('radio', { name: '1 star' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const words =
    'Quiet room facing the gardens, kind staff and a lovely pool. Breakfast was busy after nine.';
  await card.getByLabel(/^Title/).fill('A restful week');
  await card.getByLabel(/Your review/).fill(words);
  await expect(card.getByText(`${String(words.length)} of 2,000 characters`)).toBeVisible();
  await accessibleAtBothWidths(page, 'the review form');
  await card.getByRole('button', { name: 'Submit review' }).click();
  await expect(card.getByText('Thank you for your review!')).toBeVisible();
  await expect(card.getByText('Awaiting moderation')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit review' })).toBeVisible();
  // Not shown anywhere until it is approved.
  expect((await hotelReviews()).summary).toEqual(before);

  // The desk: the admin adds a moderator (an agent), who signs in and publishes the review.
  const desk = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const staff = await desk.newPage();
  await staff.goto('/admin/staff');
  await expect(staff.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInAsBootstrapAdmin(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const moderator = {
    email: uniqueEmail(),
    password: 'lagoon-meadow-saffron-58',
    fullName: 'Rhys Morgan',
  };
  const form = staff.getByRole('region', { name: 'Add a member of staff' });
  await form.getByLabel('Full name').fill(moderator.fullName);
  await form.getByLabel('E-mail').fill(moderator.email);
  await form.getByLabel('Role').selectOption('agent');
  await form.getByLabel('First password').fill(moderator.password);
  await form.getByRole('button', { name: 'Add member of staff' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    'Rhys Morgan can now sign in and set up two-factor sign-in.',
  );
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await firstSignIn(staff, moderator.email, moderator.password);
  await staff.getByRole('link', { name: 'Reviews' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const review = staff.getByRole('article').filter({ hasText: booking.reference });
  await expect(review).toContainText('A restful week');
  // The lead passenger's first name and initial (the booking's, not the account's).
  await expect(review).toContainText('By Amelia W.');
  await accessibleAtBothWidths(staff, 'the review moderation queue');
  await review.getByRole('button', { name: /^Publish: / }).click();
  await expect(staff.getByRole('status')).toHaveText(/^Published: Amelia W\.’s review of /);
  await desk.close();

  // The customer sees it published.
  await page.reload();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();

  // The package page: the review, its label, and the hotel's score moved by it.
  const after = (await hotelReviews()).summary;
  expect(after?.count).toBe((before?.count ?? 0) + 1);
  // Opened as a shared link to this hotel opens it: its search runs, then its package page.
  const start = day(new Date(), 60);
  const link = new URLSearchParams({
    hotelId: String(booking.hotelId),
    startDate: start,
    endDate: day(new Date(`${start}T12:00:00Z`), 7),
    rooms: JSON.stringify([{ adults: 2, children: 0, infants: 0, childAges: [] }]),
    nights: '7',
    flexible: '1',
  });
  await page.goto(`/share/package?${link.toString()}`);
  await expect(page).toHaveURL(/\/package\?uuid=/, { timeout: 30_000 });
  const section = page.getByRole('region', { name: 'Verified reviews' });
  const score = `${(after?.score ?? 0).toFixed(1)} out of 5 from ${String(after?.count)} verified`;
  await expect(page.getByRole('link', { name: new RegExp(`^Rated ${score}`) })).toBeVisible();
  const mine = section.getByRole('listitem').filter({ hasText: 'A restful week' });
  await expect(mine).toContainText(words);
  await expect(mine).toContainText('Amelia W.');
  const month = new Date(`${stay.checkIn}T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
  });
  await expect(mine).toContainText(`Verified traveller, travelled ${month}`);
  // Its rating filter finds it; another does not.
  await section.getByRole('button', { name: /^4 stars/ }).click();
  await expect(mine).toBeVisible();
  await accessibleAtBothWidths(page, 'the package page’s reviews');
  expect(stay.checkOut < day(new Date(), 0)).toBe(true);
});
