import type { Deal } from '@sunward/contracts/deals';

/** docs/spec/1-shell-search-package.md §9: the home carousel shows at most 6 deals. */
export const HOME_DEAL_LIMIT = 6;
/** docs/spec/1-shell-search-package.md §9: the carousel's previous/next buttons scroll by 320 px. */
export const CAROUSEL_STEP_PX = 320;

/** Deals that can be sold (at least one available date), at most six, in the server's order. */
export function carouselDeals(deals: readonly Deal[]): Deal[] {
  return deals
    .filter((d) => d.availableDates.length > 0 || d.selected_dates.length > 0)
    .slice(0, HOME_DEAL_LIMIT);
}

/**
 * Per-person price of a deal card, pence, rounded up to whole pounds: priceFrom is the whole
 * party's total, divided by adults plus children (docs/spec/1-shell-search-package.md §2; infants travel free of a seat).
 * Rounding up means a 'From' price is never lower than what the customer will pay.
 */
export function dealPricePerPersonPence(deal: Pick<Deal, 'priceFrom' | 'adults' | 'children'>) {
  const people = Math.max(1, deal.adults + deal.children);
  return wholePoundsUpPence(deal.priceFrom / people);
}

/** Pence rounded up to whole pounds (for 'From £x' prices). */
export function wholePoundsUpPence(pence: number): number {
  return Math.ceil(Math.round(pence) / 100) * 100;
}
