import { expect, test, type Page } from '@playwright/test';
import {
  COUPLE,
  bookFirstHoliday,
  enterCard,
  openBookingConfirmation,
  openResults,
  reachCardForm,
} from './checkout-fixtures';
import {
  expectAccessibleAtBothWidths,
  registerThroughUi,
  screenshots,
  uniqueEmail,
} from './fixtures';

/**
 * Paying towards a booking (docs/spec/3-accounts-bookings-content.md §2 'Payment tab', §4
 * 'Payment flow', §5, §8): a signed-in customer books through the checkout's pages on a deposit
 * plan (deposit, then monthly; the journeys' one signed-in checkout), then on the booking's payment
 * tab tries each custom-amount rule, pays the next instalment with a frictionless 3-D Secure card
 * (history, progress and schedule follow; the receipt is in the outbox) and the remaining balance
 * with a challenge card approved at the bank. The step choices are made by keyboard only; every
 * step is checked with axe-core at 375 px and 1280 px. With SCREENSHOTS_DIR set, each step is
 * photographed at both widths.
 */

const FRICTIONLESS = '4000000000001000';
const CHALLENGE = '4000000000001091';

/** axe-core at both widths; with SCREENSHOTS_DIR set, the payment flow's card at both widths. */
async function atBothWidths(page: Page, label: string, name: string) {
  await expectAccessibleAtBothWidths(page, label);
  const region = page.getByRole('region', { name: 'Make a payment' });
  await screenshots(page, `booking-payment-${name}`, { region });
}

/** Types the card into the gateway's own frames and confirms. */
async function payByCard(page: Page, number: string) {
  const confirm = page.getByRole('button', { name: 'Confirm Payment' });
  await expect(confirm).toBeEnabled({ timeout: 15_000 });
  await page.frameLocator('iframe[name="sunward-card-number"]').locator('input').fill(number);
  await page.frameLocator('iframe[name="sunward-card-expiry"]').locator('input').fill('12/30');
  await page.frameLocator('iframe[name="sunward-card-cvv"]').locator('input').fill('123');
  await confirm.click();
}

const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const pounds = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

async function summaryValue(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole('region', { name: 'Payment summary' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd');
  return pounds((await value.textContent()) ?? '');
}

test('a deposit booking is paid off on its payment tab: custom amount rules, the next instalment (frictionless), the balance (challenge)', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const email = uniqueEmail();
  await registerThroughUi(page, email, 'Priya Shah');
  // Far enough ahead for a deposit and two monthly payments; from Heathrow (no airline step).
  await openResults(page, COUPLE, true, 150, 'LHR');
  await bookFirstHoliday(page);
  await reachCardForm(page, /Low deposit, then monthly payments/, { signedIn: true });
  await (await enterCard(page, '4444333322221111')).click();
  const reference = await openBookingConfirmation(page);

  await page.goto(`/account/booking/${reference}/payment`);
  const flow = page.getByRole('region', { name: 'Make a payment' });
  await expect(flow.getByText('Select how much you would like to pay')).toBeVisible();
  const total = await summaryValue(page, 'Total cost');
  const remaining = await summaryValue(page, 'Remaining balance');
  expect(remaining).toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: 'Payment history' }).getByRole('listitem'),
  ).toHaveCount(1);
  await atBothWidths(page, 'step 1', 'step1');

  // Keyboard only: the choices by arrow keys, the amount typed, Continue by Enter.
  const steps = flow.getByRole('list', { name: 'Payment steps' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Select Amount');
  await flow.getByRole('radio', { name: /Next Installment Payment/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(flow.getByRole('radio', { name: /Pay Remaining Balance/ })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(flow.getByRole('radio', { name: /Pay Custom Amount/ })).toBeChecked();
  await page.keyboard.press('Tab');
  const amount = flow.getByRole('spinbutton', { name: 'Amount to pay (£)' });
  await expect(amount).toBeFocused();
  const over = ((remaining + 1) / 100).toFixed(2);
  for (const [typed, message] of [
    ['', 'Please enter an amount'],
    ['0', 'Please enter a valid amount'],
    ['0.99', 'Minimum payment amount is £1.00'],
    [over, `Amount cannot exceed remaining balance of £${(remaining / 100).toFixed(2)}`],
  ] as const) {
    await amount.fill(typed);
    await amount.press('Enter');
    await expect(flow.getByText(message, { exact: true })).toBeVisible();
  }
  await atBothWidths(page, 'step 1 with a custom amount message', 'step1-custom');

  // The next instalment, chosen by keyboard; step 2 previews the schedule it leaves.
  await flow.getByRole('radio', { name: /Pay Custom Amount/ }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(flow.getByRole('radio', { name: /Next Installment Payment/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(flow.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(flow.getByRole('heading', { name: 'Preview Payment Schedule' })).toBeFocused();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Review Schedule');
  const preview = flow.getByRole('list', { name: 'Payment schedule after this payment' });
  await expect(preview.getByRole('listitem').first()).toContainText('Deposit');
  await atBothWidths(page, 'step 2', 'step2');
  await flow.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(flow.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  await expect(flow.getByText('Confirm Payment Details')).toBeVisible();
  const aboutToPay = (await flow.getByText(/You are about to pay £/).textContent()) ?? '';
  const instalment = pounds(aboutToPay.replace('You are about to pay ', ''));
  expect(instalment).toBeGreaterThan(0);
  await expect(flow.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled({
    timeout: 15_000,
  });
  await atBothWidths(page, 'step 3', 'step3');

  await payByCard(page, FRICTIONLESS);
  await expect(flow.getByText('Payment successful')).toBeVisible({ timeout: 25_000 });
  const left = remaining - instalment;
  await expect(flow).toContainText(`Your remaining balance is now ${gbp(left)}.`);
  // History, summary and progress follow.
  const history = page.getByRole('region', { name: 'Payment history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText(/^Payment \d/);
  await expect(history.nth(1)).toContainText('Credit/Debit Card');
  await expect.poll(() => summaryValue(page, 'Remaining balance')).toBe(left);
  const progress = Math.min(100, Math.round(((total - left) / total) * 100));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(progress));
  await expect(flow.getByText('Select how much you would like to pay')).toBeVisible();
  await atBothWidths(page, 'after paying the next instalment', 'paid');

  // The receipt, with the new balance, is in the outbox.
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/dev/mail?limit=50');
      const body = (await res.json()) as { messages: { subject: string }[] };
      return body.messages.some((m) =>
        m.subject.startsWith(`Payment received for booking ${reference}`),
      );
    })
    .toBe(true);

  // The rest with a challenge card: the bank's frame, Approve, back to the tab, paid in full.
  await flow.getByText('Pay Remaining Balance').click();
  await expect(flow.getByRole('radio', { name: /Pay Remaining Balance/ })).toBeChecked();
  await flow.getByRole('button', { name: 'Continue' }).click();
  await flow.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(flow.getByText(/You are about to pay £/)).toContainText(gbp(left));
  await payByCard(page, CHALLENGE);
  await expect(
    page.getByRole('heading', { name: 'Confirm your payment with your bank' }),
  ).toBeVisible();
  await atBothWidths(page, 'the bank challenge', 'challenge');
  await page
    .frameLocator('iframe[name="sunward-3ds"]')
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Payment successful')).toBeVisible({ timeout: 25_000 });
  // The outcome is taken out of the address.
  await expect(page).toHaveURL(new RegExp(`/account/booking/${reference}/payment$`));
  await expect(page.getByRole('region', { name: 'Make a payment' })).toContainText(
    'This booking has been paid in full.',
  );
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(
    page.getByRole('region', { name: 'Payment history' }).getByRole('listitem'),
  ).toHaveCount(3);
  await atBothWidths(page, 'paid in full', 'paid-in-full');
});
