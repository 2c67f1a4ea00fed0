import type { Deal } from '@sunward/contracts/deals';

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
