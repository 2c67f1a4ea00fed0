import type { Deal } from '@sunward/contracts/deals';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchHolidays } from '../../../shared/api/use-search-holidays';
import { toQuery, type SearchCriteria } from '../../../shared/lib/search-criteria';
import { useOverlays } from '../../../shared/stores/overlays';
import {
  emptyFilters,
  firstPageQuery,
  defaultView,
  useSearchStore,
} from '../../../shared/stores/search';
import { toast } from '../../../shared/stores/toasts';
import {
  dealBoardFilter,
  dealSearchMessages,
  dealSearchRequest,
  tripOf,
  type DealSearchParams,
} from '../lib/deal-search';

/** The criteria a deal search leaves in the search store: the deal's hotel, featured. */
export function dealCriteria(
  deal: Deal,
  base: SearchCriteria,
  airport: string,
  departure: string,
  nights: number,
  rooms: DealSearchParams['rooms'],
  endDate: string,
): SearchCriteria {
  return {
    ...base,
    searchType: 'package',
    destination: { id: deal.region_id, name: deal.hotelName },
    departureAirports: [airport],
    startDate: departure,
    endDate,
    nights,
    dateFlexibility: false,
    rooms,
    hotelId: deal.hotel_id,
    featuredPropertyId: deal.hotel_id,
  };
}

/**
 * The deal page's search (docs/spec/3-accounts-bookings-content.md §4 'Deal page', §8 'Deal'):
 * the overlay while it runs; on success the itinerary is stored with the deal's board basis as
 * the results' board filter (when the search offers it, matched case-insensitively) and the
 * results open with the deal's hotel first; otherwise the spec's messages. Call `run` only with
 * params that passed validation.
 */
export function useDealSearch(deal: Deal) {
  const search = useSearchHolidays();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const run = async (params: DealSearchParams) => {
    const trip = tripOf(params, deal);
    if (!trip) return;
    setError(null);
    const boardWanted = deal.boardBasis;
    const view = {
      ...defaultView(),
      filters: { ...emptyFilters(), boardBases: boardWanted ? [boardWanted] : [] },
    };
    const request = dealSearchRequest(
      deal,
      params.selectedAirport,
      trip,
      params.rooms,
      firstPageQuery(view),
    );
    const { showLoading, hideLoading } = useOverlays.getState();
    showLoading('Searching for your perfect deal...', 'This may take up to 20 seconds!');
    try {
      let res;
      try {
        res = await search.mutateAsync(request);
      } catch {
        setError(dealSearchMessages.searchFailed);
        return;
      }
      if (res.status !== 'success') {
        setError(dealSearchMessages.noAvailability);
        return;
      }
      const itinerary = res.itinerary;
      if (!itinerary) {
        toast(dealSearchMessages.notStored, { type: 'error' });
        return;
      }
      const board = dealBoardFilter(boardWanted, itinerary.results?.facets.boardBases ?? []);
      const store = useSearchStore.getState();
      const criteria = dealCriteria(
        deal,
        store.criteria,
        params.selectedAirport,
        trip.departure,
        trip.nights,
        params.rooms,
        request.end_date ?? trip.departure,
      );
      try {
        store.searchSucceeded(criteria, itinerary, {
          filters: { ...emptyFilters(), boardBases: board ? [board] : [] },
        });
      } catch {
        toast(dealSearchMessages.notStored, { type: 'error' });
        return;
      }
      void navigate(`/search?${toQuery(criteria).toString()}`);
    } finally {
      hideLoading();
    }
  };

  return { run, error, searching: search.isPending };
}
