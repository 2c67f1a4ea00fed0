import type { Itinerary } from '@sunward/contracts/search';
import { searchHolidays } from '../api/search';
import { fetchResults } from '../api/search-results';
import { toSearchRequest, type SearchCriteria } from './search-criteria';
import { firstPageQuery, useSearchStore } from '../stores/search';

/** The search ran but did not answer an itinerary (its status was not success). */
export class SearchAnswerError extends Error {}

/**
 * Re-runs a search (a shared holiday link, a saved search) and stores it as the current search,
 * so 'Back to Search Results' shows it. Answers whether the wanted hotel is still in it.
 *
 * The search answers its first results page only: a hotel not on it may still be among the
 * results, so then the map pins of the whole (unfiltered) list are asked for and looked through:
 * one small record per hotel, instead of paging through the hotels themselves.
 */
export async function searchForHotel(
  criteria: SearchCriteria,
  hotelId: number,
  signal?: AbortSignal,
): Promise<{ itinerary: Itinerary; found: boolean }> {
  const res = await searchHolidays(toSearchRequest(criteria, firstPageQuery()), signal);
  if (res.status !== 'success' || !res.itinerary) {
    throw new SearchAnswerError(res.message || 'Failed to load holiday package');
  }
  const itinerary = res.itinerary;
  useSearchStore.getState().searchSucceeded(criteria, itinerary);
  const isWanted = (h: { ivector_property_id: number }) => h.ivector_property_id === hotelId;
  if (itinerary.hotels.some(isWanted)) return { itinerary, found: true };
  // Every hotel found is on the first page already: no need to ask.
  if (itinerary.results && itinerary.results.total <= itinerary.hotels.length) {
    return { itinerary, found: false };
  }
  const all = await fetchResults(itinerary.uuid, { pins: true, limit: 1 }, signal);
  return { itinerary, found: (all.results.pins ?? []).some(isWanted) };
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
