import { expect, test, type Page } from '@playwright/test';
import { closeWithEscape, expectAccessible, openMajorcaResults } from './fixtures';

const party = [{ adults: 2, children: 0, infants: 0, childAges: [] }];

/** Sends a chat message from the open panel and waits for the sandbox adviser's answer. */
async function exchangeMessage(page: Page) {
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await expect(chat).toContainText('Mon-Fri 10am-10pm, Sat 10am-8pm, Sun 10am-6pm');
  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('How can I help you today?');
  const box = chat.getByLabel('Your message');
  await expect(box).toBeFocused();
  await page.keyboard.type('How much is the deposit?');
  await page.keyboard.press('Enter');
  await expect(log.getByText('How much is the deposit?')).toBeVisible();
  await expect(log).toContainText('Deposits start from £49pp');
  await expect(box).toHaveValue('');
  return chat;
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test('the contact form by keyboard: errors first, then thanks after sending', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/contact-us');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(
        page.getByText('Phone hours: Mon-Fri 10am-5pm, Sat 10am-5pm, Sun 10am-4pm.'),
      ).toBeVisible();
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.getByRole('button', { name: 'Send message' }).focus();
      await page.keyboard.press('Enter');
      await expect(form.getByText('Please enter your name')).toBeVisible();
      await expect(form.getByText('Please enter your email address')).toBeVisible();
      await expect(form.getByText('Please choose what your message is about')).toBeVisible();
      await expect(form.getByText('Please enter your message')).toBeVisible();
      await expect(form.getByLabel('Your name')).toBeFocused();
      await expectAccessible(page, 'contact form with errors');

      await page.keyboard.type('Ann Smith');
      await page.keyboard.press('Tab');
      await page.keyboard.type('ann@example.com');
      await page.keyboard.press('Tab'); // phone (optional)
      await page.keyboard.press('Tab'); // booking reference (optional)
      await page.keyboard.type('HH123456');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('What is it about?')).toBeFocused();
      await page.keyboard.type('Payments');
      await expect(form.getByLabel('What is it about?')).toHaveValue('Payments');
      await page.keyboard.press('Tab');
      await page.keyboard.type('When is my balance due, please?');
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: 'Send message' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await page.clock.runFor(1500);
      await expect(
        page.getByText(
          'Thank you for your message. Our team will reply by e-mail within 24 hours.',
        ),
      ).toBeVisible();
      await expect(form.getByLabel('Your name')).toHaveValue('');
      await expectAccessible(page, 'contact form sent');
    });

    test("the contact page's Live Chat card opens a conversation with an adviser", async ({
      page,
    }) => {
      await page.goto('/contact-us');
      const card = page.getByRole('button', { name: 'Start live chat' });
      await card.click();
      const chat = await exchangeMessage(page);
      await expectAccessible(page, 'live chat');
      await closeWithEscape(page, chat);
      await expect(card).toBeFocused();
    });
  });
}

test('the live-chat launcher opens the chat; the conversation stays when it reopens', async ({
  page,
}) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Live chat' });
  await launcher.click();
  const chat = await exchangeMessage(page);
  await page.screenshot({ path: 'test-results/live-chat-1280.png' });
  await closeWithEscape(page, chat);
  await expect(launcher).toBeFocused();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(chat.getByRole('log')).toContainText('How much is the deposit?');
});

test('the review widget starts in the footer and links to the reviews', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByTestId('review-widget');
  await expect(widget).toHaveAttribute('data-ready', 'true');
  // Only a score computed from approved reviews is shown, and no stand-in number.
  await expect(widget).not.toContainText('12,840');
  const text = (await widget.textContent()) ?? '';
  if (/out of 5/.test(text)) expect(text).toMatch(/\d\.\d out of 5 from [\d,]+ verified reviews?/);
  await expect(widget.getByRole('link', { name: 'Read our reviews' })).toHaveAttribute(
    'href',
    '/reviews',
  );
});

test('a saved search restored in a fresh browser lands on the same hotel, flight and room', async ({
  page,
  browser,
}) => {
  await openMajorcaResults(page, party);
  await page.getByRole('button', { name: 'View Details' }).nth(1).click();
  await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
  // Not the defaults: another room and another flight.
  const roomOptions = page.locator('#room-options').getByRole('radio');
  if ((await roomOptions.count()) > 1) await roomOptions.nth(1).click();
  const flights = page.getByRole('group', { name: /^Flights on / }).getByRole('radio');
  if ((await flights.count()) > 1) await flights.nth(1).check();
  const summary = page.getByRole('complementary', { name: 'Your holiday' });
  // Read once Majorca's tourist tax (asked after the page) is in the summary too.
  await expect(summary.getByText('Total including local taxes')).toBeVisible();
  const expected = await summary.innerText();
  const hotel = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // A new search replaces this one, so it becomes a saved search.
  await openMajorcaResults(page, party, { nights: 10 });
  const saved = await page.evaluate(() => localStorage.getItem('sunward-snapshots'));
  expect(saved).toContain('"viewingDetails":{"hotelId"');

  const fresh = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  await fresh.addInitScript((value) => {
    if (!localStorage.getItem('sunward-snapshots'))
      localStorage.setItem('sunward-snapshots', value);
  }, saved ?? '[]');
  const other = await fresh.newPage();
  await other.goto('/');
  const panel = other.getByRole('region', { name: 'Continue your previous search?' });
  await panel
    .getByRole('button', { name: /^Continue search: / })
    .first()
    .click();
  await expect(other).toHaveURL(/\/package\?uuid=.*&flightId=.*&room=/, { timeout: 20_000 });
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(hotel);
  const otherSummary = other.getByRole('complementary', { name: 'Your holiday' });
  await expect(otherSummary.getByTestId('package-total')).toBeVisible();
  await expect.poll(() => otherSummary.innerText()).toBe(expected);
  await fresh.close();
});

test('a saved search that cannot be found says why', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'sunward-snapshots',
      JSON.stringify([
        {
          id: 'broken',
          createdAt: new Date().toISOString(),
          summary: 'LGW to Majorca',
          type: 'search',
          viewingDetails: {
            hotelId: 5,
            hotelName: 'X',
            selectedFlightId: null,
            selectedRoomId: null,
          },
        },
      ]),
    );
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue search: LGW to Majorca' }).click();
  await expect(
    page.getByText('Unable to restore search: No search parameters in snapshot'),
  ).toBeVisible();
});
