import { expect, test, type Page } from '@playwright/test';
import { COUPLE, FAMILY, bookFirstHoliday, openResults } from './checkout-fixtures';
import { expectAccessible } from './fixtures';

/**
 * The extras page (docs/spec/2-checkout-payment.md §2 'Extras page'): search → package → Book Now → extras, then
 * Continue → passengers. Everything runs against the sandbox supplier, whose seat maps and
 * extras vary by flight, so each step checks what is offered before using it.
 */

/** '£1,234.56' → 123456. */
const pence = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const total = async (page: Page) => pence(await page.getByTestId('extras-total').textContent());

const checkoutUuid = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('sunward-checkout') ?? '{}') as {
          state?: { itineraryUuid?: string | null };
        }
      ).state?.itineraryUuid ?? null,
  );

interface UploadBody {
  uuid: string;
  extras: {
    optionalExtras: { code: string; quantity: number; type: string; direction: string }[];
    seatAssignments: {
      FlightNumber: string;
      Assignments: { PassengerIndex: number; SeatNumber: string }[];
    }[];
  };
}

test('package: bags, priority, a seat, a transfer and the total, then Continue to passengers and back', async ({
  page,
}) => {
  await openResults(page, FAMILY);
  await bookFirstHoliday(page);

  // Sections in the spec's order; the summary starts at the prebooked total.
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(headings.at(0)).toBe('Your flights');
  expect(headings.at(-1)).toBe('Booking summary');
  expect(headings).toContain('Payment options');
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', /^\/package\?/);
  await expect(page.getByRole('timer')).toBeVisible();
  const start = await total(page);
  expect(start).toBeGreaterThan(0);
  let expected = start;

  // Hold luggage: + raises the total; '-' is disabled at 0.
  const luggage = page.getByRole('region', { name: 'Hold luggage' });
  await expect(luggage).toContainText('Bag prices cover both legs');
  const addBag = luggage.getByRole('button', { name: /^Add one \d+kg hold bag$/ }).first();
  const bagName = ((await addBag.getAttribute('aria-label')) ?? '').replace('Add one ', '');
  await expect(luggage.getByRole('button', { name: `Remove one ${bagName}` })).toBeDisabled();
  await addBag.click();
  await addBag.click();
  await expect(luggage.getByRole('status', { name: `${bagName}: 2` })).toBeVisible();
  await expect.poll(() => total(page)).toBeGreaterThan(expected);
  expected = await total(page);

  // Priority boarding (the sandbox airlines all sell it): per person, for everyone with a seat.
  const priority = page.getByRole('region', { name: 'Priority boarding' });
  await expect(priority).toContainText('carry a 10kg cabin bag and board first');
  await priority.getByRole('checkbox').first().check();
  await expect.poll(() => total(page)).toBeGreaterThan(expected);
  expected = await total(page);

  // A seat for Adult 1 through the picker (every operating sandbox flight has a seat map).
  const seats = page.getByRole('region', { name: 'Seat selection' });
  const choose = seats.getByRole('button', { name: /^Choose seats: Outbound flight / });
  await choose.click();
  const dialog = page.getByRole('dialog', { name: 'Choose seats' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Choosing a seat for Adult 1');
  await expectAccessible(page, 'seat picker');
  const free = dialog.locator('button[aria-label^="Seat "]:not([aria-disabled="true"])').first();
  const label = (await free.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Seat \d+[A-Z], .+, £\d+\.\d\d$/);
  const seatNumber = label.replace(/^Seat (\w+),.*$/, '$1');
  await free.click();
  await expect(dialog.getByRole('status')).toHaveText('Choosing a seat for Adult 2');
  // Adult 1's seat is now locked for Adult 2.
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^Seat ${seatNumber},`) }),
  ).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(seats).toContainText(`Seat ${seatNumber}`);
  await expect.poll(() => total(page)).toBeGreaterThan(expected);
  expected = await total(page);

  // A transfer (every sandbox resort has at least a shuttle): cheapest first, 3 shown, then all.
  const transfers = page.getByRole('region', { name: 'Airport transfers' });
  const radios = transfers.getByRole('radio');
  await expect(transfers.getByRole('radio', { name: /^No Transfer/ })).toBeChecked();
  const showAll = transfers.getByRole('button', { name: 'Show all options' });
  if (await showAll.count()) {
    await expect(radios).toHaveCount(3);
    await showAll.click();
    expect(await radios.count()).toBeGreaterThan(3);
  }
  const shuttle = radios.nth(1);
  const transferId = (await shuttle.getAttribute('value')) ?? '';
  expect(transferId).not.toBe('');
  await shuttle.check();
  await expect.poll(() => total(page)).toBeGreaterThan(expected);
  expected = await total(page);

  // The summary lists what was added; the total is announced politely.
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary).toContainText(`2 × ${bagName}`);
  await expect(summary).toContainText(seatNumber);
  await expect(
    page
      .getByText('Payment options will be available during checkout')
      .or(page.getByRole('region', { name: 'Payment options' }).getByRole('listitem').first()),
  ).toBeVisible();
  await expectAccessible(page, 'extras page');

  // Continue: the selection is uploaded, then the passengers page.
  const upload = page.waitForRequest(
    (r) => r.url().endsWith('/api/checkout/extras') && r.method() === 'POST',
  );
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/checkout/extras'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const body = (await upload).postDataJSON() as UploadBody;
  expect(body.uuid).toBe(await checkoutUuid(page));
  expect(body.extras.optionalExtras).toContainEqual(
    expect.objectContaining({ quantity: 2, type: 'flight_extra', direction: 'both' }),
  );
  expect(body.extras.optionalExtras).toContainEqual(
    expect.objectContaining({ code: transferId, type: 'transfer', quantity: 1 }),
  );
  expect(body.extras.seatAssignments.at(0)?.Assignments).toEqual([
    { PassengerIndex: 0, SeatNumber: seatNumber },
  ]);
  const committed = (await (await answer).json()) as { totals: { total: number } };
  // The server prices the same selection as the page showed.
  expect(committed.totals.total).toBe(expected);
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 20_000 });

  // Back from passengers: the committed choices are still there.
  await page.goBack();
  await expect(page).toHaveURL(/\/book\/extras$/);
  await expect(
    page
      .getByRole('region', { name: 'Hold luggage' })
      .getByRole('status', { name: `${bagName}: 2` }),
  ).toBeVisible();
  await expect(page.locator(`input[name="transfer"][value="${transferId}"]`)).toBeChecked();
  await expect.poll(() => total(page)).toBe(expected);
});

test('package: Cancel in the seat picker discards the choice', async ({ page }) => {
  await openResults(page, COUPLE);
  await bookFirstHoliday(page);
  const seats = page.getByRole('region', { name: 'Seat selection' });
  const choose = seats.getByRole('button', { name: /^Choose seats: / }).first();
  await expect(choose).toBeVisible();
  const before = await total(page);
  await choose.click();
  const dialog = page.getByRole('dialog', { name: 'Choose seats' });
  await dialog.locator('button[aria-label^="Seat "]:not([aria-disabled="true"])').first().click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(seats.getByText('No seat chosen').first()).toBeVisible();
  expect(await total(page)).toBe(before);
  // Escape closes it too, keyboard only.
  await choose.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // The dialog takes focus once it has opened; Escape then closes it.
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('hotel only: no transfer wanted, Continue goes straight on to passengers', async ({
  page,
}) => {
  await openResults(page, COUPLE, false);
  await page.getByRole('button', { name: 'View Details' }).first().click();
  const question = page.getByRole('region', { name: 'Airport transfers' });
  await question.getByRole('button', { name: 'No Transfer Required' }).click();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/book\/extras$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Extras' })).toBeVisible();

  // No flights: no flight sections.
  await expect(page.getByRole('heading', { name: 'Your flights' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Hold luggage' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Seat selection' })).toHaveCount(0);

  const upload = page.waitForRequest((r) => r.url().endsWith('/api/checkout/extras'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  expect(((await upload).postDataJSON() as UploadBody).extras).toEqual({
    optionalExtras: [],
    seatAssignments: [],
  });
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 20_000 });
});

test('hotel only: with the customer’s own flights a transfer can be booked', async ({ page }) => {
  const { start, end } = await openResults(page, COUPLE, false);
  await page.getByRole('button', { name: 'View Details' }).first().click();
  const section = page.getByRole('region', { name: 'Airport transfers' });
  await section.getByRole('button', { name: 'Yes, Add My Flight Details' }).click();
  const dd = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear())}`;
  await section.getByRole('combobox', { name: 'Arrival airport' }).fill('palma');
  await page.getByRole('option', { name: /Palma de Mallorca \(PMI\)/ }).click();
  await section.getByLabel('Arrival flight number').fill('fr1234');
  await section.getByLabel('Arrival date').fill(dd(start));
  await section.getByLabel('Arrival time').fill('14:30');
  await section.getByRole('combobox', { name: 'Departure airport' }).fill('PMI');
  await page.getByRole('option', { name: /Palma de Mallorca \(PMI\)/ }).click();
  await section.getByLabel('Departure flight number').fill('fr1235');
  await section.getByLabel('Departure date').fill(dd(end));
  await section.getByLabel('Departure time').fill('18:00');
  await section.getByRole('button', { name: 'Save Flight Details' }).click();
  await expect(section.getByRole('button', { name: 'Edit Flight Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/book\/extras$/, { timeout: 20_000 });

  const transfers = page.getByRole('region', { name: 'Airport transfers' });
  const radios = transfers.getByRole('radio');
  await expect(transfers).toBeVisible();
  // Every sandbox resort has at least a shuttle from its airport.
  await expect(radios.nth(1)).toBeVisible();
  const before = await total(page);
  const option = radios.nth(1);
  const id = await option.getAttribute('value');
  await option.check();
  await expect.poll(() => total(page)).toBeGreaterThan(before);
  const upload = page.waitForRequest((r) => r.url().endsWith('/api/checkout/extras'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  expect(((await upload).postDataJSON() as UploadBody).extras.optionalExtras).toEqual([
    expect.objectContaining({ code: id, type: 'transfer', quantity: 1 }),
  ]);
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 20_000 });
});

test('without a checkout the extras page goes home', async ({ page }) => {
  await page.goto('/book/extras');
  await expect(page).toHaveURL(/\/$/);
});

test('an expired hold says so, with a way back to the holiday', async ({ page }) => {
  await openResults(page, COUPLE);
  await bookFirstHoliday(page);
  const uuid = await checkoutUuid(page);
  await page.route(
    (url) => url.pathname === `/api/checkout/${uuid ?? ''}`,
    (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'GONE', message: 'This hold has expired.' } }),
      }),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Booking Session Expired' });
  await expect(alert).toContainText(
    'Your 30-minute booking session has expired. Please start your booking again.',
  );
  await alert.getByRole('link', { name: 'Back to your holiday' }).click();
  await expect(page).toHaveURL(/\/package\?uuid=/);
});

test('a checkout the server does not know goes back to the package page', async ({ page }) => {
  await openResults(page, COUPLE);
  await bookFirstHoliday(page);
  const uuid = await checkoutUuid(page);
  await page.route(
    (url) => url.pathname === `/api/checkout/${uuid ?? ''}`,
    (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such checkout.' } }),
      }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/package\?uuid=[^&]+&hotelId=\d+/);
});

test('a failed upload keeps the selection and says why', async ({ page }) => {
  await openResults(page, COUPLE);
  await bookFirstHoliday(page);
  const luggage = page.getByRole('region', { name: 'Hold luggage' });
  const addBag = luggage.getByRole('button', { name: /^Add one / }).first();
  await addBag.click();
  await page.route('**/api/checkout/extras', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'SEAT_TAKEN', message: 'A seat you chose has just been taken.' },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(
    page
      .getByText('Failed to save extras selection: A seat you chose has just been taken.')
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/book\/extras$/);
  await expect(luggage.getByRole('status', { name: /: 1$/ }).first()).toBeVisible();
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the total and Continue stay at the bottom of the screen', async ({ page }) => {
    await openResults(page, COUPLE);
    await bookFirstHoliday(page);
    const bar = page.getByTestId('mobile-continue-bar');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText((await page.getByTestId('extras-total').textContent()) ?? '?');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectAccessible(page, 'extras page on a phone');
    await bar.getByRole('button', { name: 'Continue', includeHidden: true }).click();
    await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 20_000 });
  });
});

test('the hold runs out: a warning from 5 minutes, then Booking Session Expired and back to the holiday', async ({
  page,
}) => {
  await page.clock.install();
  await openResults(page, COUPLE);
  await bookFirstHoliday(page);
  await expect(page.getByRole('timer')).toBeVisible();
  await page.clock.fastForward('25:30');
  await expect(page.getByText(/^Less than 5 minutes left/)).toBeVisible();
  await page.clock.fastForward('05:00');
  const dialog = page.getByRole('alertdialog', { name: 'Booking Session Expired' });
  await expect(dialog).toContainText(
    'Your 30-minute booking session has expired. Please start your booking again.',
  );
  await expect(dialog.getByRole('link', { name: 'Back to your holiday' })).toBeFocused();
  await expectAccessible(page, 'session expired');
  await dialog.getByRole('link', { name: 'Back to your holiday' }).click();
  await expect(page).toHaveURL(/\/package\?/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Leaving the checkout stopped the timer.
  expect(await page.evaluate(() => localStorage.getItem('sunward-checkout-timer'))).toContain(
    '"expiresAt":null',
  );
});
