import type { Deal } from '@sunward/contracts/deals';

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
 * A deal's 'From £x per person', pence in whole pounds, wherever a deal is shown (home carousel,
 * deals list, deal page): the party's total divided by adults plus children (infants take no
 * seat), rounded up to the pound, so a deal shows one price everywhere and a 'From' price is never
 * below what the customer pays.
 */
export function dealPerPersonPence(deal: Pick<Deal, 'priceFrom' | 'adults' | 'children'>): number {
  const people = Math.max(1, deal.adults + deal.children);
  return wholePoundsUpPence(deal.priceFrom / people);
}
