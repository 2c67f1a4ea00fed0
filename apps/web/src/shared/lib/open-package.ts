import type { Itinerary } from '@sunward/contracts/search';
import { searchHolidays } from '../api/search';
import { toSearchRequest, type SearchCriteria } from './search-criteria';
import { useSearchStore } from '../stores/search';

/**
 * Re-runs a search (a shared holiday link, a saved search) and stores it as the current search,
 * so 'Back to Search Results' shows it. Answers whether the wanted hotel is still in it.
 */
export async function searchForHotel(
  criteria: SearchCriteria,
  hotelId: number,
): Promise<{ itinerary: Itinerary; found: boolean }> {
  const res = await searchHolidays(toSearchRequest(criteria));
  if (res.status !== 'success' || !res.itinerary) {
    throw new Error(res.message || 'Failed to load holiday package');
  }
  useSearchStore.getState().searchSucceeded(criteria, res.itinerary);
  return {
    itinerary: res.itinerary,
    found: res.itinerary.hotels.some((h) => h.ivector_property_id === hotelId),
  };
}

/** /package?uuid&hotelId[&flightId][&room] */
export function packagePath(
  uuid: string,
  hotelId: number,
  flightId: string | null,
  roomToken: string | null = null,
): string {
  const q = new URLSearchParams({ uuid, hotelId: String(hotelId) });
  if (flightId) q.set('flightId', flightId);
  if (roomToken) q.set('room', roomToken);
  return `/package?${q.toString()}`;
}
