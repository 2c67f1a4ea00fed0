import { expect, test, type FrameLocator } from '@playwright/test';
import {
  COUPLE,
  bookFirstHoliday,
  enterCard,
  openResults,
  reachCardForm,
} from './checkout-fixtures';
import { expectAccessible } from './fixtures';

/**
 * Paying (docs/spec/2-checkout-payment.md §2, §4, §7): from a search through checkout to the card form, the gateway's
 * hosted fields, 3-D Secure in a frame, payment confirmation and the booking confirmation.
 */

test('a deposit paid with a challenge card: bank approval, payment confirmation, then the booking', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) refused.push(msg.text());
  });
  // Far enough ahead for a deposit plan; from Heathrow (not Ryanair, so no airline step).
  await openResults(page, COUPLE, true, 150, 'LHR');
  await bookFirstHoliday(page);
  await reachCardForm(page, /Deposit now, balance later/);
  const due = (await page.getByTestId('amount-due-today').textContent()) ?? '';
  await expectAccessible(page, 'card form');

  const started = Date.now();
  const pay = await enterCard(page, '4000000000001091');
  await pay.click();
  const bank = page.frameLocator('iframe[name="sunward-3ds"]');
  await expect(
    page.getByRole('heading', { name: 'Confirm your payment with your bank' }),
  ).toBeVisible();
  await bank.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/payment\/confirmation\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main')).toContainText(due);
  console.log(`Pay → payment confirmation (challenge card): ${String(Date.now() - started)} ms`);
  await expectAccessible(page, 'payment confirmation');
  const confettiLoaded = page.waitForResponse((r) => /confetti/.test(r.url()));
  await page.getByRole('link', { name: 'View Booking' }).click();

  await expect(page).toHaveURL(/\/book\/confirmation\/[A-Z]{2}\d{6}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Hannah Okafor');
  await expect(page.getByRole('main')).toContainText('Due');
  await expect(page.getByRole('timer')).toHaveCount(0);
  // The confetti is thrown on its own canvas without breaking the site's Content-Security-Policy.
  await confettiLoaded;
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(refused).toEqual([]);
  await expectAccessible(page, 'booking confirmation');
});

test('paid in full with a frictionless card at 375 px: straight to the booking confirmation', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openResults(page, COUPLE, true, 60, 'LHR');
  await bookFirstHoliday(page);
  await reachCardForm(page, /Holiday paid in full/);
  const started = Date.now();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await (await enterCard(page, '4000000000001000')).click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?|\/book\/confirmation\//, {
    timeout: 20_000,
  });
  await expect(
    page
      .getByRole('heading', { name: 'Payment Successful!' })
      .or(page.getByRole('heading', { level: 1, name: /booked/ })),
  ).toBeVisible({ timeout: 15_000 });
  console.log(
    `Pay → confirmation (frictionless card): ${String(Date.now() - started)} ms, ${String(requests.length)} requests`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'confirmation at 375 px');
});

/** The airline page's terms box and Confirm booking are in sight in its 850 px frame, unscrolled. */
async function expectTermsInSight(airline: FrameLocator) {
  for (const target of [
    airline.getByRole('checkbox'),
    airline.getByRole('button', { name: 'Confirm booking' }),
  ]) {
    const inSight = await target.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return window.scrollY === 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inSight).toBe(true);
  }
}

test('a Ryanair flight: paid, then confirmed on the airline page in its frame, then booked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // From Stansted, where Ryanair's fares are the cheapest: the first holiday flies Ryanair.
  await openResults(page, COUPLE, true, 90, 'STN');
  await bookFirstHoliday(page);
  await reachCardForm(page, /Holiday paid in full/);
  await (await enterCard(page, '4444333322221111')).click();

  await expect(page).toHaveURL(
    /\/book\/ryanair-confirmation\?sessionId=FR-[0-9a-f]+&target=TEST$/,
    {
      timeout: 20_000,
    },
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm Your Flight Details' }),
  ).toBeVisible();
  const frame = page.locator('iframe[title="Airline flight confirmation"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
  expect((await frame.boundingBox())?.height).toBe(850);
  const airline = page.frameLocator('iframe[title="Airline flight confirmation"]');
  await expect(
    airline.getByText('Hannah Okafor').or(airline.getByText('OKAFOR/HANNAH')),
  ).toBeVisible();
  await expectAccessible(page, 'airline confirmation');
  await expectTermsInSight(airline);
  await airline.getByRole('checkbox').check();
  await airline.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/book\/confirmation\/[A-Z]{2}\d{6}$/, { timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText('Confirmed');
  await expect(page.getByRole('main')).toContainText('Ryanair');
});

test('a Ryanair booking whose airline confirmation is cancelled shows the error panel at 375 px', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openResults(page, COUPLE, true, 97, 'STN');
  await bookFirstHoliday(page);
  await reachCardForm(page, /Holiday paid in full/);
  await (await enterCard(page, '4444333322221111')).click();
  await expect(page).toHaveURL(/\/book\/ryanair-confirmation\?/, { timeout: 20_000 });
  const airline = page.frameLocator('iframe[title="Airline flight confirmation"]');
  await expect(airline.getByRole('button', { name: 'Confirm booking' })).toBeVisible();
  await expectTermsInSight(airline);
  const synced = page.waitForResponse((r) => r.url().endsWith('/api/airline/finalise'));
  await airline.getByRole('button', { name: 'Cancel' }).click();
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('Unable to Load Confirmation');
  await expect(panel).toContainText('Flight confirmation failed. Please try again.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'airline error at 375 px');
  // Paid and waiting for our team to rebook with the airline: the booking says so.
  expect((await synced).status()).toBe(422);
  const reference = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('sunward-checkout') ?? '{}') as {
          state?: { bookingReference?: string };
        }
      ).state?.bookingReference,
  );
  await page.goto(`/book/confirmation/${reference ?? ''}`);
  await expect(page.getByRole('main')).toContainText(
    'Our team will confirm your flights with Ryanair',
  );
  await expect(page.getByRole('link', { name: /^Confirm with / })).toHaveCount(0);
});

test('a declined card goes to the failed-payment page; choosing the plan again and another card books it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openResults(page, COUPLE, true, 75, 'LHR');
  await bookFirstHoliday(page);
  await reachCardForm(page, /Holiday paid in full/);
  const due = (await page.getByTestId('amount-due-today').textContent()) ?? '';
  await (await enterCard(page, '4000000000000002')).click();

  await expect(page).toHaveURL(
    /\/payment\/failed\/[0-9a-f-]{36}\?error=.+&errorCode=CARD_DECLINED$/,
    {
      timeout: 20_000,
    },
  );
  const banner = page.getByTestId('payment-failed-banner');
  await expect(banner.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  await expect(banner).toContainText('Error code: CARD_DECLINED');
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary.getByTestId('summary-total')).toHaveText(due);
  await expect(page.getByRole('link', { name: 'Back to Booking' })).toHaveAttribute(
    'href',
    '/book/passengers',
  );
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page, 'failed payment');
  // Phones too: nothing wider than the screen, still accessible.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'failed payment at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  const plans = page.getByRole('form', { name: 'Payment plan' });
  await plans.getByRole('radio', { name: /Holiday paid in full/ }).check();
  await plans.getByRole('button', { name: 'Confirm Payment Plan' }).click();
  const retry = page.getByRole('region', { name: 'Retry Payment' });
  await expect(retry.getByRole('heading', { name: 'Before You Retry' })).toBeVisible();
  await expect(retry.getByTestId('retry-amount-due')).toHaveText(due);
  await (await enterCard(page, '4444333322221111')).click();

  await expect(page).toHaveURL(/\/book\/confirmation\/[A-Z]{2}\d{6}$/, { timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText('Hannah Okafor');
  await expect(page.getByRole('main')).toContainText('Confirmed');
});
