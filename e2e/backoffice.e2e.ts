import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { bookHotelThroughApi, requestChangeThroughApi } from './api-booking';
import { expectAccessible, settleLayout, uniqueEmail } from './fixtures';
import { BOOTSTRAP_ADMIN } from './staff-admin';

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

  await firstSignIn(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
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
  await expectAccessible(page, 'staff admin');

  // The audit trail by person: the admin's own sign-in and the agent they made.
  await page.getByRole('link', { name: 'Audit' }).click();
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
  await mine.goto(`/manage-booking?reference=${booking.reference}`);
  await mine.getByLabel('Lead passenger surname').fill(booking.lastName);
  await mine.getByRole('group', { name: 'Departure date' }).getByRole('spinbutton').first().click();
  await mine.keyboard.type(typedDate(booking.departure));
  await mine.getByRole('button', { name: 'Find My Booking' }).click();
  await expect(mine).toHaveURL(new RegExp(`/account/booking/${booking.reference}$`));
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
