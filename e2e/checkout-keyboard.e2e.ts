import { expect, test, type Locator, type Page } from '@playwright/test';
import { COUPLE, bookFirstHoliday, openResults } from './checkout-fixtures';
import { expectAccessible } from './fixtures';

/**
 * The whole checkout by keyboard alone, on a 375 px phone: from the package page's Book Now
 * through extras (a bag, a seat, a transfer) and passengers, billing, terms and a plan to the
 * payment step. Nothing is clicked: every control is reached with Tab (or Shift+Tab) and
 * operated with Enter, Space, arrow keys or typing, as a keyboard user would. In two parts, the
 * second starting where the first ends (the passengers page), so each stays a short journey.
 */

test.use({ viewport: { width: 375, height: 812 } });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it cannot be reached. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reachable by keyboard in ${String(max)} presses: ${target.toString()}`);
}

/** Reaches a field by Tab and types into it (type-ahead picks an option in a select). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A passenger of 30 on holiday: born 12 April of the year 30 years back. */
const adults = [
  { label: 'Adult 1', title: 'Mr', gender: 'Male', first: 'Arjun', last: 'Patel', year: 1990 },
  { label: 'Adult 2', title: 'Ms', gender: 'Female', first: 'Priya', last: 'Patel', year: 1992 },
];

test('the package and the extras work with the keyboard alone on a 375 px phone', async ({
  page,
}) => {
  await openResults(page, COUPLE);
  // Into the package by keyboard.
  await tabTo(page, page.getByRole('button', { name: 'View Details' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Choose your rooms?$/ })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Book Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/extras$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Extras' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'extras page at 375 px');

  // A hold bag with Enter on the stepper's +.
  const luggage = page.getByRole('region', { name: 'Hold luggage' });
  const addBag = luggage.getByRole('button', { name: /^Add one \d+kg hold bag$/ }).first();
  const bagName = ((await addBag.getAttribute('aria-label')) ?? '').replace('Add one ', '');
  await tabTo(page, addBag);
  await page.keyboard.press('Enter');
  await expect(luggage.getByRole('status', { name: `${bagName}: 1` })).toBeVisible();

  // Priority boarding with Space.
  const priority = page.getByRole('region', { name: 'Priority boarding' }).getByRole('checkbox');
  await tabTo(page, priority.first());
  await page.keyboard.press('Space');
  await expect(priority.first()).toBeChecked();

  // A seat: open the picker with Enter, Tab to a free seat, Space picks it, Enter on Confirm.
  const seats = page.getByRole('region', { name: 'Seat selection' });
  await tabTo(page, seats.getByRole('button', { name: /^Choose seats: Outbound flight / }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose seats' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'seat picker at 375 px');
  const free = dialog.locator('button[aria-label^="Seat "]:not([aria-disabled="true"])').first();
  const seatNumber = ((await free.getAttribute('aria-label')) ?? '').replace(
    /^Seat (\w+),.*$/,
    '$1',
  );
  await tabTo(page, free);
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('status')).toHaveText('Choosing a seat for Adult 2');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(seats).toContainText(`Seat ${seatNumber}`);

  // A transfer: arrow keys move within the radio group, off 'No Transfer'.
  const transfers = page.getByRole('region', { name: 'Airport transfers' });
  const noTransfer = transfers.getByRole('radio', { name: /^No Transfer/ });
  await tabTo(page, noTransfer);
  await page.keyboard.press('ArrowDown');
  await expect(noTransfer).not.toBeChecked();
  await expect(transfers.getByRole('radio').nth(1)).toBeChecked();

  // Continue in the summary (the phone's bottom bar repeats it for pointers only).
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await tabTo(page, summary.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger Details' })).toBeVisible();
  await expectAccessible(page, 'passengers page at 375 px');
});

test('passengers, billing, terms and a plan work with the keyboard alone on a 375 px phone', async ({
  page,
}) => {
  // To the passengers page as the first part ends there (it proves that way by keyboard).
  await openResults(page, COUPLE);
  await bookFirstHoliday(page);
  await page
    .getByRole('complementary', { name: 'Booking summary' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger Details' })).toBeVisible();

  // Continue as a guest.
  await tabTo(page, page.getByRole('button', { name: 'Continue as Guest', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Adult 1 details' })).toBeVisible();

  // Each passenger: type-ahead in the selects, typing in the inputs, Enter on Confirm.
  const born = (year: number) => ({ day: '12', month: 'April', year: String(year) });
  for (const adult of adults) {
    const form = page.getByRole('form', { name: `${adult.label} details` });
    await expect(form).toBeVisible();
    const dob = born(adult.year);
    await typeInto(page, form.getByLabel('Title'), adult.title);
    await typeInto(page, form.getByLabel('Gender'), adult.gender);
    await typeInto(page, form.getByLabel('First name'), adult.first);
    await typeInto(page, form.getByLabel('Last name'), adult.last);
    await typeInto(page, form.getByLabel('Nationality'), 'British');
    await typeInto(page, form.getByLabel('Day'), dob.day);
    await typeInto(page, form.getByLabel('Month'), dob.month);
    await typeInto(page, form.getByLabel('Year'), dob.year);
    await expect(form.getByLabel('Title')).toHaveValue(adult.title);
    await expect(form.getByLabel('Year')).toHaveValue(dob.year);
    const confirm = form.getByRole('button', { name: `Confirm ${adult.label}` });
    await expect(confirm).toBeEnabled();
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();
  }

  // Billing: focus moves to its heading; type each field, Enter on Continue.
  const billing = page.getByRole('form', { name: 'Billing details' });
  await expect(page.getByRole('button', { name: /^Billing details/ })).toBeFocused();
  await typeInto(
    page,
    billing.getByLabel('Email address'),
    `arjun.${String(Date.now())}@example.com`,
  );
  await typeInto(page, billing.getByLabel('Telephone'), '07700 900456');
  await typeInto(page, billing.getByLabel('Address line 1'), '3 Mill Lane');
  await typeInto(page, billing.getByLabel('Town/City'), 'Leeds');
  await typeInto(page, billing.getByLabel('Postcode'), 'LS1 4AP');
  await tabTo(page, billing.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Terms and agreements/ })).toBeFocused({
    timeout: 15_000,
  });

  // Terms with Space (and the airline's box when the flight is Ryanair), Enter on Continue.
  const terms = page.getByRole('form', { name: 'Terms and agreements' });
  const accept = terms.getByRole('checkbox', { name: /I have read and accept the terms/ });
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  const airline = terms.getByRole('checkbox', { name: /terms and conditions of carriage/ });
  if ((await airline.count()) > 0) {
    await tabTo(page, airline);
    await page.keyboard.press('Space');
  }
  await tabTo(page, terms.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // A plan: Tab into the radio group, the arrow keys choose, Enter on Confirm.
  const planForm = page.getByRole('form', { name: 'Payment plan' });
  const plans = planForm.getByRole('radio');
  await expect(plans.first()).toBeVisible();
  await tabTo(page, plans.first());
  if ((await plans.count()) > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(plans.nth(1)).toBeChecked();
  } else {
    await page.keyboard.press('Space');
    await expect(plans.first()).toBeChecked();
  }
  await expectAccessible(page, 'payment plans at 375 px');
  await tabTo(page, planForm.getByRole('button', { name: 'Confirm Payment Plan' }));
  await page.keyboard.press('Enter');

  // The payment step, with nothing wider than the phone.
  await expect(page.getByTestId('amount-due-today')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'payment step at 375 px');
});
