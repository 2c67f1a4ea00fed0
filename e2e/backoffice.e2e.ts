import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { generateSync } from 'otplib';
import { bookHotelThroughApi, requestChangeThroughApi } from './api-booking';
import { expectAccessible, settleLayout, uniqueEmail } from './fixtures';
import { BOOTSTRAP_ADMIN, signInAsBootstrapAdmin } from './staff-admin';

/** Sign-in as a first-time member of staff: password, two-factor set up from the key, codes saved. */
async function firstSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  // Sent from the keyboard, as people do.
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from your app').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  const go = page.getByRole('button', { name: 'Continue to the back office' });
  await expect(go).toBeDisabled();
  await page.getByLabel('I have saved my recovery codes').check();
  await go.click();
}

// The second journey signs in as the supervisor the first one's admin adds.
test.describe.configure({ mode: 'serial' });
const SUPERVISOR = {
  email: uniqueEmail(),
  password: 'granite-harbour-willow-63',
  fullName: 'Sam Okafor',
};

const PHONE_AGENT = {
  email: uniqueEmail(),
  password: 'copper-ferry-lilac-29',
  fullName: 'Lena Brooks',
};

/** A guest's own browser, on their booking after finding it with the lookup form. */
async function openAsGuest(
  page: Page,
  booking: { reference: string; lastName: string; departure: string },
): Promise<void> {
  await page.goto(`/manage-booking?reference=${booking.reference}`);
  await page.getByLabel('Lead passenger surname').fill(booking.lastName);
  await page.getByRole('group', { name: 'Departure date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typedDate(booking.departure));
  await page.getByRole('button', { name: 'Find My Booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/booking/${booking.reference}$`));
}

const typedDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

test('an admin adds an agent, who signs in with a code from their app, finds a guest booking and answers its change request', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const booking = await bookHotelThroughApi(request, {
    lastName: 'Pemberton',
    email: uniqueEmail(),
  });
  const ask = 'Could we have a sea-view room instead? We are celebrating an anniversary.';
  await requestChangeThroughApi(request, booking, {
    type: 'room',
    urgency: 'high',
    description: ask,
  });

  // Nobody is signed in: the desk asks for a sign-in, and comes back to the page asked for.
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fbookings$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'staff sign-in');

  // A wrong password says nothing about whether the address is staff.
  await page.getByLabel('E-mail').fill(BOOTSTRAP_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');

  // Other journeys sign the first admin in too (the reviews journey makes its moderator): whichever
  // is first sets two-factor sign-in up, the rest use a code from the secret it keeps.
  await signInAsBootstrapAdmin(page);
  await expect(page.getByRole('heading', { name: 'Find a booking' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings$/);

  // The admin adds an agent.
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const agentEmail = uniqueEmail();
  const agentPassword = 'meadow-compass-tidal-87';
  const form = page.getByRole('region', { name: 'Add a member of staff' });
  await form.getByRole('button', { name: 'Add member of staff' }).click();
  await expect(form.getByText('Please enter a name')).toBeVisible();
  await form.getByLabel('Full name').fill('Priya Shah');
  await form.getByLabel('E-mail').fill(agentEmail);
  await form.getByLabel('Role').selectOption('agent');
  await form.getByLabel('First password').fill(agentPassword);
  await form.getByRole('button', { name: 'Add member of staff' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Priya Shah can now sign in and set up two-factor sign-in.',
  );
  const row = page.getByRole('row').filter({ hasText: agentEmail });
  await expect(row).toContainText('Not set up yet');
  await expect(row.getByLabel('Role of Priya Shah')).toHaveValue('agent');
  // And a supervisor, who decides on money (the next journey).
  await form.getByLabel('Full name').fill(SUPERVISOR.fullName);
  await form.getByLabel('E-mail').fill(SUPERVISOR.email);
  await form.getByLabel('Role').selectOption('supervisor');
  await form.getByLabel('First password').fill(SUPERVISOR.password);
  await form.getByRole('button', { name: 'Add member of staff' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Sam Okafor can now sign in and set up two-factor sign-in.',
  );
  // And an agent who adds extras on the phone (the third journey).
  await form.getByLabel('Full name').fill(PHONE_AGENT.fullName);
  await form.getByLabel('E-mail').fill(PHONE_AGENT.email);
  await form.getByLabel('Role').selectOption('agent');
  await form.getByLabel('First password').fill(PHONE_AGENT.password);
  await form.getByRole('button', { name: 'Add member of staff' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Lena Brooks can now sign in and set up two-factor sign-in.',
  );
  await expectAccessible(page, 'staff admin');

  // The audit trail by person: the admin's own sign-in and the agent they made.
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page
    .getByLabel('Member of staff')
    .selectOption({ label: `${BOOTSTRAP_ADMIN.fullName} (${BOOTSTRAP_ADMIN.email})` });
  const trail = page.getByRole('table', { name: 'Audit entries' });
  await expect(trail).toContainText('staff.created');
  await expect(trail).toContainText('staff.signedIn');
  await expectAccessible(page, 'audit trail');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The agent's first sign-in, then the desk without the admin's pages.
  await firstSignIn(page, agentEmail, agentPassword);
  await expect(page.getByRole('heading', { name: 'Find a booking' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).not.toContainText('Staff');
  await expect(page.getByText('Priya Shah (Agent)')).toBeVisible();

  // Found by the lead passenger's surname, then by reference typed in lower case.
  const search = page.getByRole('search', { name: 'Find a booking' });
  await search.getByLabel('Lead surname').fill('pemberton');
  await search.getByLabel('Lead surname').press('Enter');
  await expect(page.getByRole('heading', { name: /^\d+ bookings? found$/ })).toBeVisible();
  const found = page.getByRole('row').filter({ hasText: booking.reference });
  await expect(found).toContainText('Amelia Pemberton');
  await expect(found).toContainText('Confirmed');
  await search.getByRole('button', { name: 'Clear' }).click();
  await search.getByLabel('Booking reference').fill(booking.reference.toLowerCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '1 booking found' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: booking.reference })).toBeVisible();

  // Sorted on the server by departure: the header says so.
  await page.getByRole('button', { name: /^Departure/ }).click();
  await expect(page).toHaveURL(/sort=departure/);
  await expect(page.getByRole('columnheader', { name: /^Departure/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // A tablet in portrait: the desk still works and passes axe.
  await page.setViewportSize({ width: 768, height: 1024 });
  await settleLayout(page);
  await expectAccessible(page, 'find a booking at 768 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await settleLayout(page);
  await expectAccessible(page, 'find a booking at 1280 px');

  // The booking's page: what the customer sees, and the money, jobs and e-mails behind it.
  await page.getByRole('link', { name: booking.reference }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Booking ${booking.reference}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lead passenger' })).toContainText(booking.email);
  await expect(page.getByRole('table', { name: 'Money received' })).toContainText('Card');
  await expect(page.getByRole('table', { name: 'E-mails' })).toContainText(
    `booking ${booking.reference} is confirmed`,
  );
  await expect(page.getByRole('region', { name: 'Audit trail' })).toHaveCount(0);
  const note = 'Guest called: anniversary trip, would love a sea view.';
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByLabel('Add a note').fill(note);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(note);
  await expectAccessible(page, "a booking's page at 1280 px");
  await page.setViewportSize({ width: 768, height: 1024 });
  await settleLayout(page);
  await expectAccessible(page, "a booking's page at 768 px");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The change-request queue: the guest's request, urgent; the agent takes it and replies.
  await page.getByRole('link', { name: 'Change requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change requests' })).toBeVisible();
  const queued = page.getByRole('row').filter({ hasText: booking.reference });
  await expect(queued).toContainText('High (urgent)');
  await expect(queued).toContainText('Pending');
  await expectAccessible(page, 'change-request queue');
  await queued
    .getByRole('link', { name: `Open the room request for ${booking.reference}` })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Room change for ${booking.reference}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'The request', exact: true })).toContainText(ask);
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('status')).toHaveText('Assigned to Priya Shah.');
  const answer = 'We have asked the hotel for a sea-view room and will confirm within a day.';
  await page.getByLabel('Your reply').fill(answer);
  await page.getByLabel("Wait for the customer's answer").check();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status')).toContainText('Reply sent');
  await expect(page.getByRole('region', { name: 'Replies to the customer' })).toContainText(answer);
  await expect(
    page.getByRole('table', { name: 'Status history' }).getByRole('row').last(),
  ).toContainText('PendingAwaiting customerPriya Shah');
  await expectAccessible(page, 'a change request at 1280 px');
  await page.setViewportSize({ width: 768, height: 1024 });
  await settleLayout(page);
  await expectAccessible(page, 'a change request at 768 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The reply is e-mailed to the customer (the outbox, through the durable mail job).
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `/api/dev/mail?to=${encodeURIComponent(booking.email)}&limit=20`,
      );
      const body = (await res.json()) as { messages: { subject: string; text: string }[] };
      return body.messages.some(
        (m) => m.subject.includes(booking.reference) && m.text.includes(answer),
      );
    })
    .toBe(true);

  // The guest finds the booking in a fresh browser and reads the reply under the request.
  const guest = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const mine = await guest.newPage();
  await openAsGuest(mine, booking);
  await mine.getByRole('tab', { name: 'Changes' }).click();
  const theirs = mine
    .getByRole('list', { name: 'Your change requests' })
    .getByRole('listitem')
    .filter({ hasText: ask });
  await expect(theirs).toContainText(answer);
  await expect(theirs).toContainText('Awaiting your reply');
  await expectAccessible(mine, "the customer's Changes tab with a reply");
  // Staff's notes are never shown to the customer.
  await expect(mine.getByRole('main')).not.toContainText(note);
  await guest.close();

  // An agent opening the staff page is refused in words.
  await page.goto('/admin/staff');
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.');
});

test('a guest asks to cancel; a supervisor signs in with a code, cancels with the booking’s own charge and the gateway refunds the rest', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const booking = await bookHotelThroughApi(request, {
    lastName: 'Ashworth',
    email: uniqueEmail(),
  });

  // The guest asks to cancel from their booking, told first what it would cost today.
  const guest = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const mine = await guest.newPage();
  await openAsGuest(mine, booking);
  await mine.getByRole('tab', { name: 'Changes' }).click();
  const form = mine.getByRole('region', { name: 'Request a change' });
  await form.getByLabel('What would you like to change?').selectOption({ label: 'Cancellation' });
  const charge = form.getByText(/^If you cancelled today: £98\.00 cancellation charge/);
  await expect(charge).toBeVisible();
  await expect(
    form.getByText('Our team confirms the cancellation and the refund with you.'),
  ).toBeVisible();
  await form.getByRole('radio', { name: 'Medium (within next week)' }).check();
  await form.getByLabel('Describe the change').fill('We can no longer travel, please cancel.');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('status')).toContainText('submitted successfully');
  await expectAccessible(mine, 'the Changes tab asking to cancel');

  // The supervisor's first sign-in: password, then two-factor from their app.
  await page.goto('/admin/bookings');
  await firstSignIn(page, SUPERVISOR.email, SUPERVISOR.password);
  await expect(page.getByText('Sam Okafor (Supervisor)')).toBeVisible();
  const search = page.getByRole('search', { name: 'Find a booking' });
  await search.getByLabel('Booking reference').fill(booking.reference);
  await search.getByLabel('Booking reference').press('Enter');
  await page.getByRole('link', { name: booking.reference }).click();
  const panel = page.getByRole('region', { name: 'Cancellation' });
  await panel.getByRole('button', { name: 'Get a cancellation quote' }).click();
  await expect(panel).toContainText('Deposit only, from 70 days before departure');
  const refundText =
    (await panel.getByRole('button', { name: /^Cancel booking and refund/ }).textContent()) ?? '';
  const refund = /£[\d,]+\.\d\d/.exec(refundText)?.[0] ?? '';
  expect(refund).not.toBe('');
  // The customer's request is the one it answers.
  await expect(panel.getByLabel("The customer's request it answers")).not.toHaveValue('');
  await panel.getByRole('button', { name: /^Cancel booking and refund/ }).click();
  await expect(panel.getByText('Please give the reason for cancelling.')).toBeVisible();
  await panel.getByLabel('Reason for cancelling').fill('Guest asked to cancel (change request).');
  await panel.getByRole('button', { name: /^Cancel booking and refund/ }).click();
  await expect(panel).toContainText('Charge kept£98.00');
  // The refund job runs after the commit: the desk shows the gateway's refund once done.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('table', { name: 'Refunds' }).textContent();
      },
      { timeout: 30_000 },
    )
    .toMatch(new RegExp(`${refund.replace(/[.$]/g, '\\$&')}DoneRefund`));
  await expect(page.getByRole('region', { name: 'Supplier and airline' })).toContainText(
    'Cancelled',
  );
  await expectAccessible(page, 'a cancelled booking on the desk');

  // The day's money: the refund at the gateway is the refund on the booking.
  await page.getByRole('link', { name: 'Money' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
  const refundLine = page
    .getByRole('table', { name: 'Transactions of the day' })
    .getByRole('row')
    .filter({ hasText: booking.reference })
    .filter({ hasText: 'Refund' });
  await expect(refundLine).toContainText(refund);
  await expectAccessible(page, 'money by day');
  // Failed work: the queue opens, whatever it holds now.
  await page.getByRole('link', { name: 'Needs attention' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Needs attention' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ items?$/ })).toBeVisible();
  await expectAccessible(page, 'needs attention');

  // The guest sees it cancelled: the refund on the Payment tab, the PDF, and the e-mail.
  await mine.reload();
  await expect(mine.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await mine.getByRole('tab', { name: 'Payment' }).click();
  await expect(mine.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
  const refunds = mine.getByRole('table', { name: 'Your refunds' });
  await expect(refunds).toContainText(refund);
  await expect(refunds).toContainText('Refunded');
  await expect(mine.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await expectAccessible(mine, 'the Payment tab of a cancelled booking');
  await mine.setViewportSize({ width: 375, height: 800 });
  await settleLayout(mine);
  await expectAccessible(mine, 'the Payment tab of a cancelled booking at 375 px');
  await mine.getByRole('tab', { name: 'Documents' }).click();
  // The cancellation's own confirmation is the one document left, a real PDF.
  await expect(mine.getByRole('button', { name: /^Download / })).toHaveCount(1);
  const saving = mine.waitForEvent('download');
  await mine.getByRole('button', { name: 'Download Cancellation confirmation' }).click();
  const pdf = await saving;
  expect(pdf.suggestedFilename()).toBe(`${booking.reference}-cancellation.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await guest.close();
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `/api/dev/mail?to=${encodeURIComponent(booking.email)}&limit=20`,
      );
      const body = (await res.json()) as { messages: { subject: string; text: string }[] };
      return body.messages.some(
        (m) => m.subject.includes('has been cancelled') && m.text.includes(refund),
      );
    })
    .toBe(true);
});

test('an agent adds a hold bag and a seat for a guest on the phone; the guest owes them on the Payment tab', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const booking = await bookHotelThroughApi(request, {
    lastName: 'Fairweather',
    email: uniqueEmail(),
    type: 'package',
  });

  await page.goto('/admin/bookings');
  await firstSignIn(page, PHONE_AGENT.email, PHONE_AGENT.password);
  const search = page.getByRole('search', { name: 'Find a booking' });
  await search.getByLabel('Booking reference').fill(booking.reference);
  await search.getByLabel('Booking reference').press('Enter');
  await page.getByRole('link', { name: booking.reference }).click();
  // Extras are bought from the supplier once it has confirmed the booking (a job after payment).
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('region', { name: 'Supplier and airline' }).textContent();
      },
      { timeout: 30_000 },
    )
    .toContain('Booked');
  const panel = page.getByRole('region', { name: 'Bags and seats' });
  await expect(panel).toContainText('No bags or seats have been added since booking.');
  await panel.getByRole('button', { name: 'Add bags or seats' }).click();
  const form = panel.getByRole('form', { name: 'Add bags or seats' });
  const bags = form.getByRole('spinbutton').first();
  await bags.fill('1');
  const seat = form.getByLabel(`Seat for Amelia ${booking.lastName}`).first();
  const firstSeat = (await seat.locator('option').nth(1).textContent()) ?? '';
  await seat.selectOption({ label: firstSeat });
  await form.getByRole('button', { name: /^Add for £/ }).click();
  await expect(form.getByText('Please give the reason for adding these extras.')).toBeVisible();
  await form.getByLabel('Reason for adding them').fill('Guest rang: a case and a window seat.');
  const total = /£[\d,]+\.\d\d/.exec(
    (await form.getByText(/^Total to add: /).textContent()) ?? '',
  )?.[0];
  expect(total).toBeTruthy();
  await expectAccessible(page, 'adding bags and seats on the desk');
  await form.getByRole('button', { name: `Add for ${total ?? ''}` }).click();
  await expect(panel.getByRole('status')).toContainText(`Added for ${total ?? ''}`);
  const added = panel.getByRole('table', { name: 'Extras added after booking' });
  await expect(added).toContainText('1 × ');
  await expect(added).toContainText('kg hold bag');
  await expect(added).toContainText('Added: owed by the customer');
  await page.setViewportSize({ width: 768, height: 900 });
  await settleLayout(page);
  await expectAccessible(page, 'a booking with extras added, at 768 px');

  // The guest sees the extras owed, due within a week, and can pay them from the Payment tab.
  const guest = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const mine = await guest.newPage();
  await openAsGuest(mine, booking);
  await mine.getByRole('tab', { name: 'Payment' }).click();
  const schedule = mine.getByRole('region', { name: 'Payment schedule' });
  const owed = schedule.getByRole('listitem').filter({ hasText: 'Extras added on' });
  await expect(owed).toContainText(total ?? '');
  await expect(owed).toContainText('kg hold bag');
  await expect(owed).toContainText('Next due');
  const pay = mine.getByRole('region', { name: 'Make a payment' });
  await expect(pay.getByRole('radio', { name: /Next Installment Payment/ })).toBeChecked();
  await expect(pay.getByText('Pay Remaining Balance').locator('..')).toContainText(total ?? '');
  await expectAccessible(mine, 'the Payment tab with extras owed');
  await mine.setViewportSize({ width: 375, height: 800 });
  await settleLayout(mine);
  await expectAccessible(mine, 'the Payment tab with extras owed at 375 px');
  await guest.close();
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `/api/dev/mail?to=${encodeURIComponent(booking.email)}&limit=20`,
      );
      const body = (await res.json()) as { messages: { subject: string; text: string }[] };
      return body.messages.some(
        (m) =>
          m.subject.includes('has been amended') &&
          m.text.includes('hold bag (added after booking)'),
      );
    })
    .toBe(true);
});
