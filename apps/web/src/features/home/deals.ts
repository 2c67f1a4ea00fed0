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
