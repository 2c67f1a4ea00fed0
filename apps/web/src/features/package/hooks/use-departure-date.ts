import type { HotelDetails, Itinerary } from '@sunward/contracts/search';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { packagePath } from '../../../shared/lib/open-package';
import { useOverlays } from '../../../shared/stores/overlays';
import { useSearchStore } from '../../../shared/stores/search';
import { toast } from '../../../shared/stores/toasts';
import { hotelDetailsQuery } from '../api/hotel-details';
import {
  itineraryOnDateQuery,
  refreshedItineraryQuery,
  rememberRefreshed,
  useRefreshItineraryMutation,
} from '../api/refresh-itinerary';

/**
 * Changing the departure date: a refreshed itinerary for this hotel on that date, reused when the
 * customer comes back to a date already seen (docs/spec/1-shell-search-package.md §4 'Cached
 * hotels by date'). The new package opens with the cheapest flight per passenger on that date.
 */
export function useDepartureDateChange(itinerary: Itinerary, hotel: HotelDetails) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshItineraryMutation();
  const hotelId = hotel.ivector_property_id;
  const root = useSearchStore.getState().itinerary?.uuid ?? itinerary.uuid;

  useEffect(() => {
    queryClient.setQueryData(
      itineraryOnDateQuery(root, hotelId, hotel.package.checkIn).queryKey,
      itinerary.uuid,
    );
  }, [queryClient, root, hotelId, hotel.package.checkIn, itinerary.uuid]);

  /** The itinerary is still held: the search's own, or a refreshed one. */
  const held = (uuid: string) =>
    useSearchStore.getState().itinerary?.uuid === uuid ||
    queryClient.getQueryData(refreshedItineraryQuery(uuid).queryKey) !== undefined;

  const changeDate = async (date: string) => {
    const known = queryClient.getQueryData(itineraryOnDateQuery(root, hotelId, date).queryKey);
    if (known && held(known)) {
      void navigate(packagePath(known, hotelId, null), { replace: true });
      return;
    }
    const { showLoading, hideLoading } = useOverlays.getState();
    showLoading('Updating departure date...');
    try {
      const res = await refresh.mutateAsync({ uuid: itinerary.uuid, hotel_id: hotelId, date });
      if (res.status !== 'success' || !res.itinerary || !res.hotel) throw new Error(res.message);
      rememberRefreshed(queryClient, root, hotelId, date, res.itinerary);
      queryClient.setQueryData(hotelDetailsQuery(res.itinerary.uuid, hotelId).queryKey, res.hotel);
      const cheapest = [...res.flights]
        .sort((a, b) => a.price.perPassenger - b.price.perPassenger)
        .at(0);
      const q = new URLSearchParams({ uuid: res.itinerary.uuid, hotelId: String(hotelId) });
      if (cheapest) q.set('flightId', cheapest.itineraryId);
      void navigate(`/package?${q.toString()}`, { replace: true });
    } catch {
      toast('Failed to update departure date. Please try again.', {
        type: 'error',
        duration: 3000,
      });
    } finally {
      hideLoading();
    }
  };

  return { changeDate, updating: refresh.isPending };
}
