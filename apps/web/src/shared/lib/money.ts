import type { Deal } from '@sunward/contracts/deals';
import { perPersonPence } from '@sunward/contracts/pricing';

/** Money arrives in integer pence and is formatted only here, at the UI edge. */
const whole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole pounds, rounded (result cards): £1,234. */
export function formatWholePounds(pence: number): string {
  return whole.format(Math.round(pence / 100));
}

const pounds2 = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pounds and pence where pennies matter (package page, checkout; docs/spec/2-checkout-payment.md §1): £1,234.56. */
export function formatPoundsAndPence(pence: number): string {
  return pounds2.format(pence / 100);
}

/** Pence rounded up to whole pounds (for 'From £x' prices, never below what is paid). */
export function wholePoundsUpPence(pence: number): number {
  return Math.ceil(Math.round(pence) / 100) * 100;
}

/**
 * A deal's 'From £x per person' in pence, wherever a deal is shown (home carousel, deals list,
 * deal page): the party's exact total per person, rounded to the penny as the results do
 * (`perPersonPence`), then shown in whole pounds by `formatWholePounds`, so a holiday shows one
 * per-person price everywhere.
 */
export function dealPerPersonPence(deal: Pick<Deal, 'priceFrom' | 'adults' | 'children'>): number {
  return perPersonPence(deal.priceFrom, deal);
}
