import type { HotelDetails, Itinerary } from '@sunward/contracts/search';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { packagePath } from '../../../shared/lib/open-package';
import { useOverlays } from '../../../shared/stores/overlays';
import { usePackageStore } from '../../../shared/stores/package';
import { useSearchStore } from '../../../shared/stores/search';
import { toast } from '../../../shared/stores/toasts';
import { hotelDetailsQuery } from '../api/hotel-details';
import { useRefreshItineraryMutation } from '../api/refresh-itinerary';

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
  const dateKey = (date: string) => `${root}:${String(hotelId)}:${date}`;

  useEffect(() => {
    usePackageStore
      .getState()
      .rememberDate(`${root}:${String(hotelId)}:${hotel.package.checkIn}`, itinerary.uuid);
  }, [root, hotelId, hotel.package.checkIn, itinerary.uuid]);

  const changeDate = async (date: string) => {
    const known = usePackageStore.getState().byDate[dateKey(date)];
    const stores = [useSearchStore.getState().itinerary, ...usePackageStore.getState().itineraries];
    if (known && stores.some((i) => i?.uuid === known)) {
      void navigate(packagePath(known, hotelId, null), { replace: true });
      return;
    }
    const { showLoading, hideLoading } = useOverlays.getState();
    showLoading('Updating departure date...');
    try {
      const res = await refresh.mutateAsync({ uuid: itinerary.uuid, hotel_id: hotelId, date });
      if (res.status !== 'success' || !res.itinerary || !res.hotel) throw new Error(res.message);
      usePackageStore.getState().remember(res.itinerary);
      usePackageStore.getState().rememberDate(dateKey(date), res.itinerary.uuid);
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
