import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessibleAtBothWidths,
  openMajorcaResults,
  registerThroughUi,
  screenshots,
  uniqueEmail,
} from './fixtures';

/**
 * Live prices and price watch, as a customer meets them: a holiday's page shows its price over the
 * last 30 days; a guest watches it with an e-mail address and confirms from the e-mailed link; the
 * supplier lowers the price (its console, as its change feed would); the alert arrives with the
 * new price and a link that opens that holiday at it, and one that stops the e-mails. A signed-in
 * customer watches with one click and removes the watch in My Account. axe at 375 and 1280 px.
 * A page opened before the supplier raised the price books only after the customer accepts the
 * new total.
 *
 * The supplier's changes here are for stays months beyond any other journey's (those search about
 * 60 days ahead), so journeys running beside these see the prices they expect.
 */
const WATCHED_DAYS_AHEAD = 150;
const RAISED_DAYS_AHEAD = 180;

/** The room types offered for this hotel on this search (the supplier prices each on its own). */
async function roomTypesOf(page: Page, uuid: string, hotelId: number | string): Promise<number[]> {
  const details = (await (
    await page.request.get(`/api/itinerary/${uuid}/hotels/${String(hotelId)}`)
  ).json()) as { hotel: { room_options: { RoomBookingToken: string }[][] } };
  return [
    ...new Set(
      details.hotel.room_options.flat().map((o) => Number(o.RoomBookingToken.split('-')[1])),
    ),
  ];
}

/** Sets the nightly rate of these room types over a stay, through the supplier's console. */
async function publishRate(
  page: Page,
  roomTypes: number[],
  stay: { check_in: string; nights: number },
  nightly: number,
): Promise<void> {
  const published = await page.request.post('/api/dev/supplier/changes', {
    data: {
      changes: roomTypes.map((roomTypeId) => ({
        kind: 'rate',
        roomTypeId,
        from: stay.check_in,
        pence: Array.from({ length: stay.nights }, () => nightly),
      })),
    },
  });
  expect(published.status(), await published.text()).toBe(202);
}

interface Mail {
  subject: string;
  text: string;
}

/** The first message to this address whose subject matches, once the outbox has it. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}&limit=20`);
        const body = (await res.json()) as { messages: Mail[] };
        found = body.messages.find((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The path (and query) of the link after `label` in a mail's text. */
function linkAfter(mail: Mail, label: string): string {
  const m = new RegExp(`${label}: (\\S+)`).exec(mail.text);
  if (!m) throw new Error(`no "${label}" link in: ${mail.text}`);
  const url = new URL(m[1]);
  return `${url.pathname}${url.search}`;
}

test('a guest watches a holiday’s price, the supplier lowers it, the alert opens the holiday at the new price; a customer watches and removes one in My Account', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openMajorcaResults(page, [{ adults: 2, children: 0, infants: 0, childAges: [] }], {
    airports: null,
    flex: false,
    daysAhead: WATCHED_DAYS_AHEAD,
  });
  await page.getByRole('button', { name: 'View Details' }).first().click();
  const panel = page.getByRole('region', {
    name: 'Price for these dates over the last 30 days',
  });
  await expect(panel.getByText(/^The price has not changed since /)).toBeVisible({
    timeout: 20_000,
  });
  const url = new URL(page.url());
  const uuid = url.searchParams.get('uuid') ?? '';
  const hotelId = Number(url.searchParams.get('hotelId'));
  const before = (await (
    await page.request.get(`/api/itinerary/${uuid}/hotels/${String(hotelId)}/price-history`)
  ).json()) as { price_pence: number; check_in: string; nights: number };
  await expect(
    panel.getByText(
      `Today: £${(before.price_pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    ),
  ).toBeVisible();

  // A guest watches it: the address is checked on its field first.
  const email = uniqueEmail();
  await panel.getByRole('button', { name: 'Watch this price' }).click();
  await panel.getByRole('button', { name: 'Watch this price' }).click();
  await expect(panel.getByText('Please enter your e-mail address.')).toBeVisible();
  await panel.getByLabel('Email address').fill(email);
  await panel.getByLabel('Email address').press('Enter');
  await expect(panel.getByText(/Please check your inbox/)).toBeVisible();
  await screenshots(page, 'price-watch-panel', { region: panel });
  await expectAccessibleAtBothWidths(page, 'package page with its price panel');

  // The e-mailed link starts the watch.
  const confirmation = await mailTo(page, email, /^Please confirm/);
  await page.goto(linkAfter(confirmation, 'Confirm'));
  await expect(
    page.getByText('You are now watching this holiday. We will e-mail you when its price drops.'),
  ).toBeVisible();
  await screenshots(page, 'price-watch-confirmed');
  await expectAccessibleAtBothWidths(page, 'price watch confirmed');

  // The supplier lowers the holiday's rooms to £20 a night (its console: loopback only).
  await publishRate(page, await roomTypesOf(page, uuid, hotelId), before, 2000);

  // The alert: the new price, a link to the holiday and one to stop the e-mails.
  const alert = await mailTo(page, email, /^Price drop: /);
  const now = /is now (£[\d,]+\.\d\d)$/.exec(alert.subject)?.[1] ?? '';
  expect(now).not.toBe('');
  expect(alert.text).toContain(`to ${now}`);
  await page.goto(linkAfter(alert, 'View this holiday'));
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible({ timeout: 30_000 });
  const reopened = page.getByRole('region', {
    name: 'Price for these dates over the last 30 days',
  });
  await expect(reopened.getByText(`Today: ${now}`)).toBeVisible();
  await expect(reopened.getByText(/^The price changed 1 time since /)).toBeVisible();
  // The graph steps down where the supplier's change came in.
  await expect(reopened.locator('svg path')).toHaveAttribute(
    'd',
    /^M[\d.]+,[\d.]+H[\d.]+V[\d.]+H320$/,
  );
  if (process.env.SCREENSHOTS_DIR) {
    await reopened.screenshot({
      path: `${process.env.SCREENSHOTS_DIR}/price-watch-after-drop.png`,
    });
  }

  await page.goto(linkAfter(alert, 'Stop these e-mails'));
  await expectAccessibleAtBothWidths(page, 'price watch unsubscribe');
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByText('You will no longer get e-mails about this holiday.')).toBeVisible();

  // A signed-in customer watches with one click, and removes it in My Account.
  await registerThroughUi(page, uniqueEmail(), 'Priya Shah');
  await page.goto(linkAfter(alert, 'View this holiday'));
  const own = page.getByRole('region', { name: 'Price for these dates over the last 30 days' });
  await own.getByRole('button', { name: 'Watch this price' }).click();
  await expect(
    own.getByText('We will e-mail you when the price of this holiday drops.'),
  ).toBeVisible();
  await page.goto('/account');
  const watches = page.getByRole('region', { name: 'Price watches' });
  await expect(watches.getByText('Watching', { exact: true })).toBeVisible();
  await expect(watches.getByRole('link', { name: /^View holiday: / })).toBeVisible();
  await screenshots(page, 'price-watch-account', { region: watches });
  await expectAccessibleAtBothWidths(page, 'My Account with a price watch');
  await watches.getByRole('button', { name: /^Remove the price watch of / }).click();
  await watches.getByRole('button', { name: /^Yes, stop watching / }).click();
  await expect(watches.getByText(/You are not watching any prices/)).toBeVisible();
  await expect(watches.getByRole('heading', { name: 'Price watches' })).toBeFocused();
});

test('a holiday whose price went up after its page opened is booked only at the new total, once the customer accepts it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { start } = await openMajorcaResults(
    page,
    [{ adults: 2, children: 0, infants: 0, childAges: [] }],
    { airports: null, flex: false, daysAhead: RAISED_DAYS_AHEAD },
  );
  await page.getByRole('button', { name: 'View Details' }).first().click();
  const total = page.getByTestId('package-total');
  await expect(total).toBeVisible({ timeout: 20_000 });
  const shown = (await total.textContent()) ?? '';
  // While the page stays open, the supplier puts the stay up to £900 a night.
  const url = new URL(page.url());
  const uuid = url.searchParams.get('uuid') ?? '';
  const hotelId = url.searchParams.get('hotelId') ?? '';
  const roomTypes = await roomTypesOf(page, uuid, hotelId);
  const stay = { check_in: start.toISOString().slice(0, 10), nights: 7 };
  // Once the site's own prices have it, only the total the page showed can tell Book Now it changed.
  const cheapestRoom = async () => {
    const body = (await (
      await page.request.get(`/api/itinerary/${uuid}/hotels/${hotelId}`)
    ).json()) as {
      hotel: { room_options: { TotalCost: number }[][] };
    };
    return Math.min(...body.hotel.room_options.flat().map((o) => o.TotalCost));
  };
  const cheapestBefore = await cheapestRoom();
  await publishRate(page, roomTypes, stay, 90_000);
  await expect.poll(cheapestRoom, { timeout: 10_000 }).toBeGreaterThan(cheapestBefore);

  await page.getByRole('button', { name: 'Book Now' }).click();
  const changed = page.getByText(/^The price of this holiday has changed from /);
  await expect(changed).toHaveText(
    new RegExp(
      `^The price of this holiday has changed from ${shown.replace('.', '\\.')} to £[\\d,]+\\.\\d\\d\\.$`,
    ),
  );
  const raised = /to (£[\d,]+\.\d\d)\.$/.exec((await changed.textContent()) ?? '')?.[1] ?? '';
  expect(raised).not.toBe(shown);
  await expect(page).toHaveURL(/\/package\?/);
  await screenshots(page, 'price-changed-at-book-now');
  await page.getByRole('button', { name: `Continue at ${raised}` }).click();
  await expect(page).toHaveURL(/\/book\/extras/, { timeout: 30_000 });
});
