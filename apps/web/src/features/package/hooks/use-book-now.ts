import type { ManualFlightDetails } from '@sunward/contracts/prebook';
import type { Flight, HotelDetails, Itinerary, RoomOffer } from '@sunward/contracts/search';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { useCheckout } from '../../../shared/stores/checkout';
import { useCheckoutTimer } from '../../../shared/stores/checkout-timer';
import { useOverlays } from '../../../shared/stores/overlays';
import { usePrebookMutation } from '../api/prebook';

/** Why prebook did not hold the package: a new price the customer may accept, or gone. */
export type PrebookProblem =
  { kind: 'price'; message: string; total: number } | { kind: 'gone'; message: string };

/**
 * Book Now (docs/spec/1-shell-search-package.md §4 'Prebook'): prebook with one Idempotency-Key
 * per attempt, start the 30-minute checkout timer and go to the extras page. A changed price or a
 * package no longer available is shown on the page; anything else goes to the generic handler.
 */
export function useBookNow({
  itinerary,
  hotel,
  rooms,
  flight,
  manual,
  ready,
  shownTotal,
}: {
  itinerary: Itinerary;
  hotel: HotelDetails;
  rooms: readonly (RoomOffer | undefined)[];
  flight: Flight | null;
  manual: ManualFlightDetails | null;
  ready: boolean;
  /** The total the page shows for the chosen rooms and flight (pence). */
  shownTotal: number;
}) {
  const navigate = useNavigate();
  const prebook = usePrebookMutation();
  const [problem, setProblem] = useState<PrebookProblem | null>(null);
  const attempt = useRef<string | null>(null);

  const bookNow = async (acceptTotal?: number) => {
    if (!ready) return;
    const { showLoading, hideLoading, showError } = useOverlays.getState();
    attempt.current ??= crypto.randomUUID();
    setProblem(null);
    showLoading('Hunting down the best prices...', 'This may take up to 20 seconds!');
    try {
      const held = await prebook.mutateAsync({
        body: {
          uuid: itinerary.uuid,
          property_id: hotel.ivector_property_id,
          ivector_property_id: hotel.ivector_property_id,
          hotel_booking_code: hotel.bookingToken,
          rooms: rooms
            .filter((r) => r !== undefined)
            .map((r) => ({
              RoomBookingToken: r.RoomBookingToken,
              SupplierReference1: r.SupplierReference1,
              SupplierReference2: r.SupplierReference2,
            })),
          ...(flight
            ? {
                flight_itinerary: flight.itineraryId,
                arrival_airport_code: flight.outbound.arrivesAt.airportCode,
              }
            : {}),
          ...(manual
            ? { arrival_airport_code: manual.outbound.airportCode, manual_flight_details: manual }
            : {}),
          ...(acceptTotal ? { accept_total_pence: acceptTotal } : {}),
          ...(shownTotal > 0 ? { shown_total_pence: shownTotal } : {}),
        },
        idempotencyKey: acceptTotal
          ? `${attempt.current}-accept-${String(acceptTotal)}`
          : attempt.current,
        currentCheckoutKey: useCheckout.getState().prebook?.prebook_id,
      });
      useCheckout.getState().prebooked(held, {
        hotelId: hotel.ivector_property_id,
        flightId: flight?.itineraryId ?? null,
        roomTokens: [],
        adults: itinerary.num_adults,
        children: itinerary.num_children,
        infants: itinerary.num_infants,
      });
      useCheckoutTimer.getState().start(Date.parse(held.expires_at));
      void navigate('/book/extras');
    } catch (err) {
      useCheckoutTimer.getState().stop();
      attempt.current = null;
      const details = err instanceof ApiError ? err.details : undefined;
      if (err instanceof ApiError && err.code === 'PRICE_CHANGED') {
        setProblem({
          kind: 'price',
          message: err.message,
          total: Number(details?.total_pence ?? 0),
        });
      } else if (err instanceof ApiError && err.code === 'NO_LONGER_AVAILABLE') {
        setProblem({ kind: 'gone', message: err.message });
      } else {
        showError(err, { prefix: 'Package booking failed' });
      }
    } finally {
      hideLoading();
    }
  };

  return { bookNow, booking: prebook.isPending, problem };
}
