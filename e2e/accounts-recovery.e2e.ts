import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookHotelThroughApi } from './api-booking';
import { expectAccessibleAtBothWidths, registerThroughUi, uniqueEmail } from './fixtures';

/**
 * Getting back to a booking (docs/spec/3-accounts-bookings-content.md §2, §4, §8): a forgotten
 * password reset through the e-mailed link; a guest finding their booking with Manage Booking in
 * another browser, by keyboard only; a customer linking that booking to their account. Each page
 * is checked with axe-core at 375 px and 1280 px.
 */

const NEW_PASSWORD = 'Harbour-Lights-2027!';

/** The newest message the outbox holds for this address (the mail viewer, loopback only). */
async function latestMailTo(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let message: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}&limit=1`);
      const body = (await res.json()) as { messages: { subject: string; text: string }[] };
      message = body.messages.find((m) => /reset/i.test(m.subject));
      return message !== undefined;
    })
    .toBe(true);
  return message!;
}

/** Presses Tab until the element with this accessible label has the focus. */
async function tabTo(page: Page, label: string) {
  for (let i = 0; i < 40; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const byId = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (byId ?? el.getAttribute('aria-label') ?? el.textContent).trim();
    });
    if (focused.startsWith(label)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

test('forgot password → the e-mailed link → a new password → signed in with it', async ({
  page,
}) => {
  const email = await registerThroughUi(page, uniqueEmail(), 'Amelia Hart');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await expectAccessibleAtBothWidths(page, 'forgot password');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await send.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Password reset link has been sent to your email')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend Email in \d+s$/ })).toBeDisabled();
  await expectAccessibleAtBothWidths(page, 'check your email');

  const mail = await latestMailTo(page, email);
  const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, 'the reset link in the e-mail').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(email);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Strong, 100 out of 100',
  );
  await expectAccessibleAtBothWidths(page, 'reset password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?email=${encodeURIComponent(email)}$`));

  // The link worked once: opened again it is the invalid-link panel.
  const again = await page.context().newPage();
  await again.goto(link!);
  await again.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await again.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await again.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    again.getByRole('heading', { level: 1, name: 'Reset link not valid' }),
  ).toBeVisible();
  await expect(again.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
    'href',
    `/forgot-password?email=${encodeURIComponent(email)}`,
  );
  await expectAccessibleAtBothWidths(again, 'invalid reset link');
  await again.close();

  // The old password no longer works; the new one does.
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('sunshine-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amelia Hart' })).toBeVisible();
});

/**
 * A guest's holiday paid in full, booked through the API (the checkout's journeys walk its pages);
 * returns what Manage Booking asks for, and the destination its booking page names.
 */
async function guestBooksHoliday(request: APIRequestContext) {
  const booking = await bookHotelThroughApi(request, {
    lastName: 'Hart',
    email: uniqueEmail(),
  });
  // The booking as the guest's own browser reads it, with the key its checkout kept.
  const read = await request.get(`/api/bookings/${booking.reference}`, {
    headers: { 'x-booking-key': booking.key },
  });
  expect(read.status(), await read.text()).toBe(200);
  const { hotel } = (await read.json()) as { hotel: { destinationName: string } };
  return {
    reference: booking.reference,
    surname: booking.lastName,
    departure: booking.departure,
    destination: hotel.destinationName,
  };
}

/** 'yyyy-mm-dd' as typed into the date field's segments: day, month, year. */
const typedDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

test('a guest books, finds the booking in a fresh browser by keyboard, and a customer links it', async ({
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const booked = await guestBooksHoliday(request);

  // A fresh browser (another device): the e-mail's link asks for the booking's details first,
  // with the reference already filled in.
  const guest = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const lookup = await guest.newPage();
  await lookup.setViewportSize({ width: 375, height: 812 });
  await lookup.goto(`/account/booking/${booked.reference}`);
  await expect(lookup).toHaveURL(
    new RegExp(`/manage-booking\\?redirect=%2Faccount%2Fbooking%2F${booked.reference}$`),
  );
  await expect(
    lookup.getByRole('heading', { level: 1, name: 'Manage Your Booking' }),
  ).toBeVisible();
  await expect(lookup.getByLabel('Booking reference')).toHaveValue(booked.reference);
  const find = lookup.getByRole('button', { name: 'Find My Booking' });
  await expect(find).toBeDisabled();
  await expectAccessibleAtBothWidths(lookup, 'manage booking');
  await lookup.setViewportSize({ width: 375, height: 812 });

  // Keyboard only: Tab into the surname, type; Tab into the date, type day, month and year.
  await tabTo(lookup, 'Lead passenger surname');
  await lookup.keyboard.type(booked.surname.toLowerCase());
  await lookup.keyboard.press('Tab');
  await lookup.keyboard.type(typedDate(booked.departure));
  await expect(find).toBeEnabled();
  await tabTo(lookup, 'Find My Booking');
  await lookup.keyboard.press('Enter');
  await expect(lookup.getByText('Booking found! Redirecting...')).toBeVisible();
  await expect(lookup).toHaveURL(new RegExp(`/account/booking/${booked.reference}$`));
  await expect(lookup.getByRole('heading', { level: 1, name: booked.destination })).toBeVisible();
  await expect(lookup.getByRole('main')).toContainText(booked.reference);
  await expect(lookup.getByRole('main')).toContainText('Status: Confirmed');
  await expectAccessibleAtBothWidths(lookup, 'booking detail for a guest');
  await guest.close();

  // A wrong detail in another fresh browser: the server never says which one.
  const stranger = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const miss = await stranger.newPage();
  await miss.goto(`/manage-booking?reference=${booked.reference}`);
  await miss.getByLabel('Lead passenger surname').fill('Someone');
  await miss.getByRole('group', { name: 'Departure date' }).getByRole('spinbutton').first().click();
  await miss.keyboard.type(typedDate(booked.departure));
  await miss.getByRole('button', { name: 'Find My Booking' }).click();
  await expect(miss.getByRole('alert')).toContainText('Booking Not Found');
  await expectAccessibleAtBothWidths(miss, 'booking not found');
  await stranger.close();

  // A signed-in customer links the guest booking from their account.
  const customer = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const account = await customer.newPage();
  await registerThroughUi(account, uniqueEmail(), 'Hannah Okafor');
  await expect(account.getByText('You have no holidays booked yet')).toBeVisible();
  await account.getByRole('button', { name: 'Link Existing Booking' }).click();
  const dialog = account.getByRole('dialog', { name: 'Link Existing Booking' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Booking reference').fill(booked.reference.toLowerCase());
  await dialog.getByLabel('Lead passenger surname').fill(booked.surname);
  await dialog
    .getByRole('group', { name: 'Departure date' })
    .getByRole('spinbutton')
    .first()
    .click();
  await account.keyboard.type(typedDate(booked.departure));
  await expectAccessibleAtBothWidths(account, 'link booking modal');
  await dialog.getByRole('button', { name: 'Link Booking' }).click();
  await expect(dialog.getByText('Booking successfully linked to your account!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const card = account.getByRole('listitem').filter({ hasText: booked.reference });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'View booking' }).click();
  await expect(account.getByRole('heading', { level: 1, name: booked.destination })).toBeVisible();
  await expectAccessibleAtBothWidths(account, 'booking detail for its customer');
  await customer.close();
});
