import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bookHotelThroughApi } from './api-booking';
import {
  expectAccessibleAtBothWidths,
  registerThroughUi,
  screenshots,
  sessionToken,
  uniqueEmail,
} from './fixtures';

/**
 * The booking detail (docs/spec/3-accounts-bookings-content.md §2 'BookingDetail'): a signed-in
 * customer books, opens My Account → the booking, goes through every tab with the arrow keys,
 * downloads the calendar file and asks for a change, which then shows in the list. Every tab is
 * checked with axe-core at 375 px and 1280 px. With SCREENSHOTS_DIR set, the overview and changes
 * tabs are photographed at both widths.
 */

const TABS = [
  ['Overview', '', 'What cancelling would cost today'],
  ['Payment', '/payment', 'Payment schedule'],
  ['Itinerary', '/itinerary', 'Travel tips'],
  ['Transfers', '/transfers', 'Transfer'],
  ['Documents', '/documents', 'Emergency assistance'],
  ['Changes', '/changes', 'Change policy'],
] as const;

test('a customer books, opens the booking, goes through every tab by keyboard, downloads the calendar and asks for a change', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const email = await registerThroughUi(page, uniqueEmail(), 'Hannah Okafor');

  // A package on the customer's account, booked through the API (the checkout's journeys walk
  // its pages): far enough ahead for a deposit plan, so a schedule is still to pay.
  const { reference } = await bookHotelThroughApi(request, {
    lastName: 'Okafor',
    email,
    type: 'package',
    token: await sessionToken(page),
    plan: 'deposit-balance',
  });

  // My Account → the booking.
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'My Account' }).first().click();
  await expect(page).toHaveURL(/\/account$/);
  // The account home follows the trip: upcoming, with its countdown and checklist.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your next holiday is coming up.' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('Check Passport & Visa Requirements')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the account home');
  await screenshots(page, 'account-home');
  const card = page.getByRole('listitem').filter({ hasText: reference });
  await card.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/booking/${reference}$`));
  await expect(page.getByRole('main')).toContainText('Status: Confirmed');
  await expect(page.getByRole('main')).toContainText(reference);
  await expect(page.getByRole('tabpanel')).toContainText('If you cancelled today: £');
  await screenshots(page, 'booking-overview');

  // Every tab with the arrow keys: its address and its panel follow.
  const tablist = page.getByRole('tablist', { name: 'Booking details' });
  await tablist.getByRole('tab', { name: 'Overview' }).focus();
  for (const [i, [name, suffix, text]] of TABS.entries()) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    const tab = tablist.getByRole('tab', { name });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`/account/booking/${reference}${suffix}$`));
    await expect(page.getByRole('tabpanel')).toContainText(text);
    await expectAccessibleAtBothWidths(page, `the ${name} tab`);
    await tablist.getByRole('tab', { name }).focus();
  }

  // The e-mails' link to the payment tab opens it.
  await page.goto(`/account/booking/${reference}/payment`);
  await expect(page.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await screenshots(page, 'booking-payment');

  // The calendar file, fetched with the bearer and saved.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download Holiday calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${reference}-calendar.ics`);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');

  // Every other document is a real PDF, fetched with the bearer and saved.
  const pdfs = page.getByRole('button', { name: /^Download (?!Holiday calendar)/ });
  const count = await pdfs.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i += 1) {
    const saving = page.waitForEvent('download');
    await pdfs.nth(i).click();
    const pdf = await saving;
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${reference}-.+\\.pdf$`));
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  // The stay's dates, as the calendar file gives them (all-day event, yyyymmdd).
  const [checkIn, checkOut] = [
    ...ics.matchAll(/DTSTART;VALUE=DATE:(\d{8})[\s\S]*?DTEND;VALUE=DATE:(\d{8})/g),
  ]
    .map((m) => [m[1], m[2]])
    .at(0)!
    .map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`);
  expect(checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // A change request, sent and then listed.
  await page.getByRole('tab', { name: 'Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/booking/${reference}/changes$`));
  const form = page.getByRole('region', { name: 'Request a change' });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByLabel('What would you like to change?')).toBeFocused();
  await expect(form.getByText('Please choose what you would like to change')).toBeVisible();
  await form
    .getByLabel('What would you like to change?')
    .selectOption({ label: 'Special request' });
  await form.getByRole('radio', { name: 'High (urgent, within 48 hours)' }).check();
  await form.getByLabel('Describe the change').fill('A cot in our room, please.');
  await form.getByRole('radio', { name: 'Email and phone' }).check();
  await form.getByLabel(/Phone number/).fill('07700 900321');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your change request has been submitted successfully! We will contact you within 24 hours.',
  );
  await expect(form.getByLabel('Describe the change')).toHaveValue('');
  const list = page.getByRole('list', { name: 'Your change requests' });
  await expect(
    list.getByRole('listitem').filter({ hasText: 'A cot in our room, please.' }),
  ).toContainText('Special request');
  await expect(list).toContainText('Status: Pending');
  await expectAccessibleAtBothWidths(page, 'the Changes tab after a request');
  await screenshots(page, 'booking-changes');

  // The account home on the days of the trip, by the browser's clock (London time).
  await page.clock.setFixedTime(new Date(`${checkIn}T09:00:00Z`));
  await page.goto('/account');
  await expect(
    page.getByRole('status').filter({ hasText: 'Happy arrival day! Have a great holiday.' }),
  ).toBeVisible();
  const transfer = page.getByRole('region', { name: 'Your transfer' });
  await expect(transfer).toContainText('Your flight lands');
  await transfer.getByRole('button', { name: 'View Map' }).click();
  const map = page.getByRole('dialog');
  await expect(map.getByRole('region', { name: /^Map of the area around / })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the hotel map on arrival day');
  await screenshots(page, 'account-arrival-day');
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();

  await page.clock.setFixedTime(new Date(`${checkOut}T07:00:00Z`));
  await page.goto('/account');
  await expect(
    page.getByRole('status').filter({ hasText: 'Leaving day — safe travels back home.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your journey home' })).toContainText('Flight');
  await expectAccessibleAtBothWidths(page, 'the account home on leaving day');

  const threeDaysLater = new Date(Date.parse(`${checkOut}T12:00:00Z`) + 3 * 86_400_000);
  await page.clock.setFixedTime(threeDaysLater);
  await page.goto('/account');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Welcome back! Hope you enjoyed your recent holiday.' }),
  ).toBeVisible();
  // Only the server's clock says whether the customer is back: for it this holiday is still
  // ahead, so the review card says when it can be written (reviews.e2e.ts reviews one taken).
  await expect(page.getByRole('region', { name: /^How was / })).toContainText(
    'You can review your holiday once you are back home',
  );
  await expectAccessibleAtBothWidths(page, 'the account home after the holiday');
});
