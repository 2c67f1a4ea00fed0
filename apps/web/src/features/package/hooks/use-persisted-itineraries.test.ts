// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pagedItinerary, resultHotel } from '../../../test/search-fixtures';
import { hotelDetailsQuery } from '../api/hotel-details';
import {
  itineraryOnDateQuery,
  refreshedItineraryQuery,
  rememberRefreshed,
} from '../api/refresh-itinerary';
import {
  PERSISTED_ITINERARIES_KEY,
  persistRefreshed,
  restoreRefreshed,
} from './use-persisted-itineraries';

const ROOT = 'root-search';
/** The uuid of the itinerary the n-th refresh made. */
const made = (n: number) => `3c0a6f1e-5b7d-4e2a-9c8b-${String(n).padStart(12, '0')}`;
const refreshed = (n: number) => pagedItinerary([resultHotel(1)], {}, { uuid: made(n) });

describe('the refreshed itineraries in session storage', () => {
  it('keeps the refresh’s queries only, and a new page (a reload) finds them again', () => {
    const before = new QueryClient();
    rememberRefreshed(before, ROOT, 1, '2027-06-14', refreshed(1));
    before.setQueryData(hotelDetailsQuery(made(1), 1).queryKey, {
      name: 'not kept',
    } as never);
    persistRefreshed(before);

    const after = new QueryClient();
    restoreRefreshed(after);
    expect(after.getQueryData(refreshedItineraryQuery(made(1)).queryKey)?.uuid).toBe(made(1));
    expect(after.getQueryData(itineraryOnDateQuery(ROOT, 1, '2027-06-14').queryKey)).toBe(made(1));
    expect(after.getQueryData(hotelDetailsQuery(made(1), 1).queryKey)).toBeUndefined();
  });

  it('keeps the 5 newest itineraries', () => {
    const before = new QueryClient();
    for (let n = 1; n <= 7; n++) {
      before.setQueryData(refreshedItineraryQuery(made(n)).queryKey, refreshed(n), {
        updatedAt: n * 1000,
      });
    }
    persistRefreshed(before);

    const after = new QueryClient();
    restoreRefreshed(after);
    const kept = [1, 2, 3, 4, 5, 6, 7].filter((n) =>
      after.getQueryData(refreshedItineraryQuery(made(n)).queryKey),
    );
    expect(kept).toEqual([3, 4, 5, 6, 7]);
  });

  it('drops what it cannot read', () => {
    sessionStorage.setItem(PERSISTED_ITINERARIES_KEY, '{not json');
    const client = new QueryClient();
    restoreRefreshed(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(sessionStorage.getItem(PERSISTED_ITINERARIES_KEY)).toBeNull();
  });
});
