import { expect, test, type Page } from '@playwright/test';
import { FAMILY, bookFirstHoliday, openResults, type Party } from './checkout-fixtures';
import { expectAccessible, registerThroughUi, uniqueEmail } from './fixtures';

/**
 * The passengers page (docs/spec/2-checkout-payment.md §2, §4, §5): from a search, through package, Book Now and the
 * extras page's Continue, to passengers, billing, terms, a payment plan and the payment step.
 */

const DAY = 86_400_000;
const NIGHTS = 7;

/** A Saturday `daysAhead`+ days ahead and the return date, as openResults searches them. */
function stay(daysAhead = 60) {
  const start = new Date(Date.now() + daysAhead * DAY);
  while (start.getUTCDay() !== 6) start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start.getTime() + NIGHTS * DAY);
  return { start, end };
}

/** Search → package → Book Now → extras → Continue → passengers. */
async function reachPassengers(page: Page) {
  await openResults(page, FAMILY);
  await bookFirstHoliday(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger Details' })).toBeVisible();
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface Person {
  label: string;
  title: string;
  gender: string;
  first: string;
  last: string;
  dob: Date;
}

/** A child of 8 on the return date: 8 years and 120 days before it. */
function childBirthDate(daysAhead = 60): Date {
  const { end } = stay(daysAhead);
  return new Date(
    Date.UTC(end.getUTCFullYear() - 8, end.getUTCMonth(), end.getUTCDate()) - 120 * DAY,
  );
}

const PARTY: Person[] = [
  {
    label: 'Adult 1',
    title: 'Mr',
    gender: 'Male',
    first: 'Oliver',
    last: 'Bennett',
    dob: new Date(Date.UTC(1984, 3, 12)),
  },
  {
    label: 'Adult 2',
    title: 'Mrs',
    gender: 'Female',
    first: 'Grace',
    last: 'Bennett',
    dob: new Date(Date.UTC(1986, 8, 3)),
  },
  {
    label: 'Child 1',
    title: 'Miss',
    gender: 'Female',
    first: 'Poppy',
    last: 'Bennett',
    dob: childBirthDate(),
  },
];

async function savePassenger(page: Page, person: Person) {
  const toggle = page.getByRole('button', { name: new RegExp(`^${person.label}`) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: `${person.label} details` });
  await form.getByLabel('Title').selectOption(person.title);
  await form.getByLabel('Gender').selectOption(person.gender);
  await form.getByLabel('First name').fill(person.first);
  await form.getByLabel('Last name').fill(person.last);
  await form.getByLabel('Nationality').selectOption('British');
  await form.getByLabel('Day').selectOption(String(person.dob.getUTCDate()));
  await form.getByLabel('Month').selectOption({ label: MONTHS[person.dob.getUTCMonth()] ?? '' });
  await form.getByLabel('Year').selectOption(String(person.dob.getUTCFullYear()));
  const confirm = form.getByRole('button', { name: `Confirm ${person.label}` });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  // Saved: the form closes and the next passenger (or, after the last, billing) opens.
  await expect(form).toBeHidden();
}

/** Terms (and the airline's box when the flight is Ryanair), then Continue. */
async function acceptTerms(page: Page) {
  const form = page.getByRole('form', { name: 'Terms and agreements' });
  const proceed = form.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await form.getByRole('checkbox', { name: /I have read and accept the terms/ }).check();
  const airline = form.getByRole('checkbox', { name: /terms and conditions of carriage/ });
  if ((await airline.count()) > 0) {
    await expect(proceed).toBeDisabled();
    await airline.check();
  }
  await expect(form.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
    'href',
    '/page/terms_&_conditions',
  );
  await expect(form.getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
    'href',
    '/page/privacy_policy',
  );
  await proceed.click();
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

test('a guest goes through every step of the passengers page to the payment', async ({ page }) => {
  test.setTimeout(120_000);
  await reachPassengers(page);
  await expect(page.getByRole('link', { name: /Back to Extras/ })).toHaveAttribute(
    'href',
    '/book/extras',
  );
  await expect(page.getByRole('timer')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Your holiday' });
  await expect(summary).toContainText('2 adults, 1 child');
  await expect(summary.getByRole('button', { name: /Book/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Billing details' })).toBeDisabled();
  await expectAccessible(page, 'passengers page');

  // Sign-in box: continue as a guest.
  await page.getByRole('button', { name: 'Continue as Guest', exact: true }).click();
  await expect(
    page.getByText('Continuing as guest. You can create an account at the end of checkout.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in or continue as guest/ })).toHaveCount(0);

  // Validation: the first passenger's messages, Confirm disabled while incomplete.
  const first = page.getByRole('form', { name: 'Adult 1 details' });
  await first.getByLabel('First name').click();
  await first.getByLabel('Last name').click();
  await first.getByLabel('Title').focus();
  await expect(first.getByText('First name is required')).toBeVisible();
  await expect(first.getByText('Last name is required')).toBeVisible();
  await expect(first.getByRole('alert')).toHaveText(
    'Please fill in all details for this passenger.',
  );
  await expect(first.getByRole('button', { name: 'Confirm Adult 1' })).toBeDisabled();
  // By keyboard: leaving Title shows its message, which moves the box under a pointer.
  const assistance = first.getByLabel('This passenger requires special assistance');
  await assistance.focus();
  await page.keyboard.press('Space');
  await expect(assistance).toBeChecked();
  await first.getByLabel('Assistance required').click();
  await first.getByLabel('First name').click();
  await expect(first.getByText('Please describe the assistance required')).toBeVisible();
  await assistance.focus();
  await page.keyboard.press('Space');
  await expect(assistance).not.toBeChecked();

  // Each passenger saves and the next opens; after the last, billing.
  for (const person of PARTY) await savePassenger(page, person);
  const billingToggle = page.getByRole('button', { name: /^Billing details/ });
  await expect(billingToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(billingToggle).toBeFocused();

  // Billing: its messages, then a valid submit (billing, then the price confirmation).
  const billing = page.getByRole('form', { name: 'Billing details' });
  await billing.getByLabel('Email address').fill('oliver@example');
  await billing.getByLabel('Telephone').fill('12-34');
  await billing.getByLabel('Address line 1').click();
  await expect(billing.getByText('Enter a valid email address')).toBeVisible();
  await expect(billing.getByText('Enter a valid telephone number')).toBeVisible();
  await billing.getByLabel('Town/City').click();
  await billing.getByLabel('Postcode').click();
  await expect(billing.getByText('Address line 1 is required')).toBeVisible();
  await expect(billing.getByText('Town/City is required')).toBeVisible();
  await expect(billing.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await billing.getByLabel('Email address').fill(uniqueEmail());
  await billing.getByLabel('Telephone').fill('+44 7700 900123');
  await billing.getByLabel('Address line 1').fill('12 Harbour Row');
  await billing.getByLabel('Town/City').fill('Brighton');
  await billing.getByLabel('Postcode').fill('bn1 1aa');
  const confirmCall = page.waitForResponse(
    (r) => r.url().endsWith('/api/checkout/billing/confirm') && r.request().method() === 'POST',
  );
  await billing.getByRole('button', { name: 'Continue' }).click();
  // The sandbox supplier's prices are deterministic: the prebook price still stands.
  expect((await confirmCall).status()).toBe(200);
  await expect(page.getByRole('button', { name: /^Terms and agreements/ })).toBeFocused();

  await acceptTerms(page);

  // Payment plans: Confirm disabled until one is chosen.
  const planForm = page.getByRole('form', { name: 'Payment plan' });
  const plans = planForm.getByRole('radio');
  await expect(plans.first()).toBeVisible();
  const confirmPlan = planForm.getByRole('button', { name: 'Confirm Payment Plan' });
  if (!(await plans.first().isChecked())) await expect(confirmPlan).toBeDisabled();
  const count = await plans.count();
  await plans.nth(count - 1).check();
  const paymentData = page.waitForResponse((r) =>
    /\/api\/checkout\/[^/]+\/payment-data$/.test(r.url()),
  );
  await confirmPlan.click();

  // The payment step: today's amount from the server's payment data.
  const data = (await (await paymentData).json()) as { amount: number };
  await expect(page.getByTestId('amount-due-today')).toHaveText(money.format(data.amount / 100));
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
  await expectAccessible(page, 'passengers page at payment');

  // A reload restores every step as completed, at the payment step.
  await page.reload();
  await expect(page.getByTestId('amount-due-today')).toHaveText(money.format(data.amount / 100));
  for (const name of [/^Passenger information/, /^Billing details/, /^Terms and agreements/]) {
    await expect(page.getByRole('button', { name })).toContainText('Completed');
  }

  // Phones: nothing runs off a 360 px screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: /^Passenger information/ }).click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('signing in within checkout prefills billing from the account', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const other = await browser.newPage();
  await registerThroughUi(other, email, 'Oliver Bennett');
  await other.close();

  await reachPassengers(page);
  const box = page.getByRole('form', { name: 'Sign in' });
  await box.getByRole('button', { name: 'Sign In' }).click();
  await expect(box.getByRole('alert')).toHaveText('Please enter both email and password');
  await box.getByLabel('Email address').fill(email);
  await box.getByLabel('Password', { exact: true }).fill('not-my-password');
  await box.getByRole('button', { name: 'Sign In' }).click();
  await expect(box.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await box.getByLabel('Password', { exact: true }).fill('sunshine-2026');
  await box.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back! Your details have been loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in or continue as guest/ })).toHaveCount(0);

  for (const person of PARTY) await savePassenger(page, person);
  const billing = page.getByRole('form', { name: 'Billing details' });
  await expect(billing.getByLabel('Email address')).toHaveValue(email);
  await billing.getByLabel('Telephone').fill('07700 900123');
  await billing.getByLabel('Address line 1').fill('12 Harbour Row');
  await billing.getByLabel('Town/City').fill('Brighton');
  await billing.getByLabel('Postcode').fill('BN1 1AA');
  const billingCall = page.waitForRequest(
    (r) => r.url().endsWith('/api/checkout/billing') && r.method() === 'POST',
  );
  await billing.getByRole('button', { name: 'Continue' }).click();
  const sent = (await billingCall).postDataJSON() as { userId: string | null };
  expect(sent.userId).not.toBeNull();
});

test('the registration box in checkout checks its fields', async ({ page }) => {
  await reachPassengers(page);
  await page.getByRole('button', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Please fill in all required fields').first()).toBeVisible();
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Bennett');
  await form.getByLabel('Email address').fill(uniqueEmail());
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm password').fill('different');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await expect(form.getByText('Please accept the terms and conditions to continue')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('sunshine-2026');
  await form.getByLabel('Confirm password').fill('sunshine-2026');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created successfully! Your details have been saved.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in or continue as guest/ })).toHaveCount(0);
});

/** The checkout key and uuid this browser holds, to read the server's own total. */
async function serverTotal(page: Page): Promise<number> {
  const held = await page.evaluate(() => {
    const raw = sessionStorage.getItem('sunward-checkout') ?? '{}';
    const state = (
      JSON.parse(raw) as { state?: { itineraryUuid?: string; prebook?: { prebook_id?: string } } }
    ).state;
    return { uuid: state?.itineraryUuid ?? '', key: state?.prebook?.prebook_id ?? '' };
  });
  const res = await page.request.get(`/api/checkout/${held.uuid}`, {
    headers: { 'x-checkout-key': held.key },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totals: { total: number } }).totals.total;
}

const shownPence = async (page: Page, testId: string) =>
  Math.round(
    Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^0-9.]/g, '')) * 100,
  );

const WITH_INFANT: Party[] = [{ adults: 2, children: 1, infants: 1, childAges: [8] }];

test("a family of 2 adults, a child and an infant: bags, a seat each, a transfer, passengers and a deposit plan, at the server's total throughout", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // 150 days ahead: far enough for the balance to fall due before departure, so deposits exist.
  await openResults(page, WITH_INFANT, true, 150);
  await bookFirstHoliday(page);
  expect(await shownPence(page, 'extras-total')).toBe(await serverTotal(page));

  const luggage = page.getByRole('region', { name: 'Hold luggage' });
  await luggage
    .getByRole('button', { name: /^Add one \d+kg hold bag$/ })
    .first()
    .click();
  // A seat for each of the three passengers with a seat (the infant sits on a lap).
  const choose = page
    .getByRole('region', { name: 'Seat selection' })
    .getByRole('button', { name: /^Choose seats: Outbound flight / });
  await choose.click();
  const dialog = page.getByRole('dialog', { name: 'Choose seats' });
  for (const who of ['Adult 1', 'Adult 2', 'Child 1']) {
    await expect(dialog.getByRole('status')).toHaveText(`Choosing a seat for ${who}`);
    await dialog.locator('button[aria-label^="Seat "]:not([aria-disabled="true"])').first().click();
  }
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('region', { name: 'Airport transfers' }).getByRole('radio').nth(1).check();
  const shown = await shownPence(page, 'extras-total');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 20_000 });
  // What the page showed is what the server committed, to the penny.
  expect(await serverTotal(page)).toBe(shown);
  expect(await shownPence(page, 'checkout-total')).toBe(shown);
  await expect(page.getByRole('complementary', { name: 'Your holiday' })).toContainText('1 infant');

  await page.getByRole('button', { name: 'Continue as Guest', exact: true }).click();
  const party = PARTY.map((p) => (p.label === 'Child 1' ? { ...p, dob: childBirthDate(150) } : p));
  // The infant is named too (airlines and the ATOL certificate need every traveller): under 2.
  const baby = new Date();
  baby.setUTCMonth(baby.getUTCMonth() - 5, 10);
  party.push({
    label: 'Infant 1',
    title: 'Mr',
    gender: 'Male',
    first: 'Arlo',
    last: 'Bennett',
    dob: baby,
  });
  for (const person of party) await savePassenger(page, person);
  const billing = page.getByRole('form', { name: 'Billing details' });
  await billing.getByLabel('Email address').fill(uniqueEmail());
  await billing.getByLabel('Telephone').fill('+44 7700 900123');
  await billing.getByLabel('Address line 1').fill('12 Harbour Row');
  await billing.getByLabel('Town/City').fill('Brighton');
  await billing.getByLabel('Postcode').fill('BN1 1AA');
  await billing.getByRole('button', { name: 'Continue' }).click();
  await acceptTerms(page);

  // A deposit plan: £49 per person today, the rest before departure.
  const planForm = page.getByRole('form', { name: 'Payment plan' });
  const deposit = planForm.getByRole('radio', { name: /Low deposit, then monthly payments/ });
  await expect(deposit).toBeVisible();
  await deposit.check();
  const paymentData = page.waitForResponse((r) =>
    /\/api\/checkout\/[^/]+\/payment-data$/.test(r.url()),
  );
  await planForm.getByRole('button', { name: 'Confirm Payment Plan' }).click();
  const data = (await (await paymentData).json()) as { amount: number };
  expect(data.amount).toBe(3 * 4900);
  await expect(page.getByTestId('amount-due-today')).toHaveText(money.format(data.amount / 100));
  expect(await shownPence(page, 'checkout-total')).toBe(await serverTotal(page));
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the summary folds its details behind Show details, keeping the total in view', async ({
    page,
  }) => {
    await reachPassengers(page);
    const toggle = page.getByRole('button', { name: 'Show details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = page.locator('#checkout-summary-details');
    await expect(details).toBeHidden();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(details).toBeVisible();
  });
});
