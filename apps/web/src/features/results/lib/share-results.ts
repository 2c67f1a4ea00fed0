import type { Itinerary } from '@sunward/contracts/search';

export const SHARE_NEEDS_SEARCH = 'Please perform a search first to share results';

/**
 * Sharing needs an itinerary and search criteria (the link's parameters): without both there is
 * nothing to share and the customer is told to search first.
 */
export function shareResultsLink(
  origin: string,
  itinerary: Pick<Itinerary, 'uuid'> | null,
  params: URLSearchParams | null,
): { url: string } | { error: string } {
  if (!itinerary || !params || !params.has('start')) return { error: SHARE_NEEDS_SEARCH };
  return { url: `${origin}/search?${params.toString()}` };
}
