import { expect, type Page } from '@playwright/test';
import { MAJORCA_AIRPORTS, openMajorcaResults, uniqueEmail } from './fixtures';

/** Reaching the checkout: a Majorca search 60+ days ahead, then a holiday booked from it. */

export interface Party {
  adults: number;
  children: number;
  infants: number;
  childAges: number[];
}

export const FAMILY: Party[] = [{ adults: 2, children: 1, infants: 0, childAges: [8] }];
export const COUPLE: Party[] = [{ adults: 2, children: 0, infants: 0, childAges: [] }];

/** Results for Majorca, 60+ days ahead: packages from London airports, or hotel only without. */
export async function openResults(
  page: Page,
  rooms: Party[],
  withFlights = true,
  daysAhead = 60,
  airports = MAJORCA_AIRPORTS,
) {
  return openMajorcaResults(page, rooms, {
    daysAhead,
    airports: withFlights ? airports : null,
    flex: withFlights,
  });
}

/** Opens the first holiday and books it: lands on the extras page. */
export async function bookFirstHoliday(page: Page) {
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page.getByRole('heading', { name: /^Choose your rooms?$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/book\/extras$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Extras' })).toBeVisible();
}

/** The couple every paying journey books: Adult 1 (Hannah Okafor) is the lead passenger. */
const PASSENGERS = [
  {
    label: 'Adult 1',
    title: 'Mrs',
    gender: 'Female',
    first: 'Hannah',
    last: 'Okafor',
    year: '1987',
  },
  { label: 'Adult 2', title: 'Mr', gender: 'Male', first: 'Daniel', last: 'Okafor', year: '1985' },
];

/**
 * Extras → passengers → billing → terms → the given plan: the card form shows. A signed-in
 * customer is offered no sign-in box, so only a guest chooses 'Continue as Guest'.
 */
export async function reachCardForm(page: Page, plan: RegExp, { signedIn = false } = {}) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 25_000 });
  if (!signedIn) await page.getByRole('button', { name: 'Continue as Guest', exact: true }).click();
  for (const a of PASSENGERS) {
    const form = page.getByRole('form', { name: `${a.label} details` });
    await form.getByLabel('Title').selectOption(a.title);
    await form.getByLabel('Gender').selectOption(a.gender);
    await form.getByLabel('First name').fill(a.first);
    await form.getByLabel('Last name').fill(a.last);
    await form.getByLabel('Nationality').selectOption('British');
    await form.getByLabel('Day').selectOption('9');
    await form.getByLabel('Month').selectOption({ label: 'June' });
    await form.getByLabel('Year').selectOption(a.year);
    await form.getByRole('button', { name: `Confirm ${a.label}` }).click();
    await expect(form).toBeHidden();
  }
  const billing = page.getByRole('form', { name: 'Billing details' });
  // A signed-in customer's e-mail is filled in from the account; the address typed here replaces
  // it once it has arrived (typing sooner would run into it).
  if (signedIn) await expect(billing.getByLabel('Email address')).not.toHaveValue('');
  await billing.getByLabel('Email address').fill(uniqueEmail());
  await billing.getByLabel('Telephone').fill('07700 900321');
  await billing.getByLabel('Address line 1').fill('5 Quay Street');
  await billing.getByLabel('Town/City').fill('Bristol');
  await billing.getByLabel('Postcode').fill('BS1 4DB');
  await billing.getByRole('button', { name: 'Continue' }).click();
  const terms = page.getByRole('form', { name: 'Terms and agreements' });
  await terms.getByRole('checkbox', { name: /I have read and accept the terms/ }).check();
  const airline = terms.getByRole('checkbox', { name: /terms and conditions of carriage/ });
  if ((await airline.count()) > 0) await airline.check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  const plans = page.getByRole('form', { name: 'Payment plan' });
  await plans.getByRole('radio', { name: plan }).check();
  await plans.getByRole('button', { name: 'Confirm Payment Plan' }).click();
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
}

/** Types the card into the gateway's own frames (this page never sees the number). */
export async function enterCard(page: Page, number: string) {
  const pay = page.getByRole('button', { name: /^Pay £/ });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await page.frameLocator('iframe[name="sunward-card-number"]').locator('input').fill(number);
  await page.frameLocator('iframe[name="sunward-card-expiry"]').locator('input').fill('12/30');
  await page.frameLocator('iframe[name="sunward-card-cvv"]').locator('input').fill('123');
  return pay;
}

/**
 * After Pay: the payment confirmation (then its View Booking) or the booking confirmation straight
 * away; resolves on the booking confirmation with the booking's reference.
 */
export async function openBookingConfirmation(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/payment\/confirmation\?|\/book\/confirmation\//, {
    timeout: 25_000,
  });
  if (page.url().includes('/payment/confirmation')) {
    await page.getByRole('link', { name: 'View Booking' }).click();
  }
  await expect(page).toHaveURL(/\/book\/confirmation\/[A-Z]{2}\d{6}$/, { timeout: 20_000 });
  return page.url().split('/').pop()!;
}
