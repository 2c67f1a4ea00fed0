import type { Itinerary } from '@sunward/contracts/search';
import { useEffect } from 'react';
import { useSearchStore } from '../../../shared/stores/search';
import { sharedPackageQuery } from '../lib/share-link';

/** The package being looked at: its hotel, the rooms chosen (one token each) and the flight. */
interface Viewing {
  itinerary: Itinerary;
  hotelId: number;
  hotelName: string;
  roomTokens: readonly (string | null)[];
  flightId: string | null;
}

const roomsOf = (tokens: readonly (string | null)[]) =>
  tokens.every((t) => t !== null) ? tokens.join(',') : null;

/** Share Holiday: a link that reopens this hotel with these dates, party, room and flight. */
export function usePackageShareUrl({ itinerary, hotelId, roomTokens, flightId }: Viewing): string {
  const criteria = useSearchStore((s) => s.criteria);
  const query = sharedPackageQuery(
    {
      ...criteria,
      startDate: itinerary.start_date,
      endDate: itinerary.end_date,
      nights: itinerary.duration,
      dateFlexibility: itinerary.flexible_departure,
    },
    hotelId,
    roomsOf(roomTokens),
    flightId,
  );
  return `${window.location.origin}/share/package?${query.toString()}`;
}

/** The hotel being looked at, for the saved search taken when this search is replaced. */
export function useTrackViewing({ itinerary, hotelId, hotelName, roomTokens, flightId }: Viewing) {
  const roomId = roomsOf(roomTokens);
  useEffect(() => {
    const store = useSearchStore.getState();
    if (store.itinerary?.uuid !== itinerary.uuid) return;
    store.setViewing({ hotelId, hotelName, flightId, roomId });
  }, [itinerary.uuid, hotelId, hotelName, flightId, roomId]);
}
