import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults, retryResults } from '../../../shared/api/search-results';
import type { ResultsSelection } from '../../../shared/stores/search';

/**
 * The results map's pins: every hotel matching the list's filters and hotel name, in list order
 * (POST /itinerary/{uuid}/results with `pins: true`; `limit: 1` as the hotels are not needed).
 */
export const mapPinsQuery = (uuid: string, selection: ResultsSelection) =>
  queryOptions({
    queryKey: ['itinerary', uuid, 'pins', selection] as const,
    queryFn: ({ signal }) =>
      fetchResults(uuid, { ...selection, offset: 0, limit: 1, pins: true }, signal).then(
        (r) => r.results.pins ?? [],
      ),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: retryResults,
  });

/** Asked for only while `enabled` (the map is open); the last pins stay while others load. */
export function useMapPins(uuid: string, selection: ResultsSelection, enabled: boolean) {
  return useQuery({ ...mapPinsQuery(uuid, selection), enabled, placeholderData: keepPreviousData });
}
