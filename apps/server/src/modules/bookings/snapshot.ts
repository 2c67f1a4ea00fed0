import type { BookingConfirmation } from '@sunward/contracts/bookings';
import type { BillingDetails, CheckoutView, PaymentPlan } from '@sunward/contracts/checkout';
import type { TransferCollections } from '@sunward/contracts/prebook';
import { parseFlightPairId, type FlightPairRef } from '../../integrations/supplier/supplier';
import { guestsText } from '../../lib/labels';
import { surnameKey } from '../../lib/names';
import { formatLocalDateTime, formatTravelDate } from '../../lib/dates';

/**
 * What a booking keeps of its checkout, for as long as the booking exists: the confirmation as
 * shown (less what is read live), each passenger's nationality and the lead's contact details.
 * Bookings made before the last two were kept lack them.
 */
export type BookingSnapshot = Omit<
  BookingConfirmation,
  | 'status'
  | 'documents'
  | 'canCreateAccount'
  | 'payment'
  | 'airlineConfirmation'
  | 'passengers'
  | 'cancellation'
> & {
  planName: string;
  passengers: (BookingConfirmation['passengers'][number] & { nationality?: string })[];
  transfers:
    | (NonNullable<BookingConfirmation['transfers']> & {
        provider?: string;
        /** The driver's times as the supplier gave them (bookings made before lack them). */
        collections?: TransferCollections;
      })
    | null;
  contact?: BillingDetails;
  /** The supplier's id of the hotel (bookings made before it was kept lack it): what a review is of. */
  hotelId?: number;
  /** Where the hotel is (bookings made before it was kept lack it). */
  coordinates?: { lat: number; lon: number } | null;
  /** The supplier's flight pair, for extras added later (bookings made before lack it). */
  flightRef?: FlightPairRef | null;
  /** The hold bags and seats bought, at checkout and since (bookings made before lack it). */
  bought?: BoughtExtras;
};

/** Hold bags (for the whole booking) and seats (1 for the lead passenger) a booking has. */
export interface BoughtExtras {
  bags: { id: string; quantity: number }[];
  seats: { flightNumber: string; passenger: number; seatNumber: string }[];
}

/** The lead passenger's surname as a lookup compares it (the first passenger leads). */
export function leadSurnameKeyOf(details: unknown): string | null {
  const lead = (details as Partial<BookingSnapshot> | null)?.passengers?.at(0);
  return lead?.last_name ? surnameKey(lead.last_name) : null;
}

const minutes = (m: number) =>
  m >= 60 ? `${String(Math.floor(m / 60))} hr ${String(m % 60)} min` : `${String(m)} min`;

/** The booking's snapshot, from the checkout at the moment its payment was approved. */
export function snapshotOf(input: {
  reference: string;
  bookedAt: Date;
  view: CheckoutView;
  plan: PaymentPlan;
}): BookingSnapshot {
  const { view, plan } = input;
  const lead = view.passengers.at(0);
  const flight = view.flight;
  const leg = (l: NonNullable<CheckoutView['flight']>['outbound']) => ({
    from: `${l.departsFrom.airportName} (${l.departsFrom.airportCode})`,
    to: `${l.arrivesAt.airportName} (${l.arrivesAt.airportCode})`,
    // Wall-clock dates and times at each airport, as boarding passes show them.
    date: l.departsFrom.localDate,
    airline: l.airline,
    flightNo: l.flightNumber,
    departureTime: l.departsFrom.localTime,
    arrivalTime: l.arrivesAt.localTime,
    supplier: view.options.supplier ?? l.airline,
  });
  const transfer = view.selection.transfer;
  const arrival = flight?.outbound.arrivesAt.airportName ?? '';
  return {
    reference: input.reference,
    date: input.bookedAt.toISOString(),
    type: view.type,
    itineraryUuid: view.uuid,
    leadPassenger: lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : '',
    guests: guestsText(view.party),
    email: view.billing?.email ?? '',
    hotel: {
      name: view.hotel.name,
      address: view.hotel.location,
      destinationName: view.hotel.location.split(', ').at(1) ?? view.hotel.location,
      checkIn: view.hotel.check_in,
      checkOut: view.hotel.check_out,
      nights: view.hotel.nights,
      roomType: view.hotel.RoomBookings.map((r) => r.RoomType).join(', '),
      boardBasis: [...new Set(view.hotel.RoomBookings.map((r) => r.MealBasisCode))].join(', '),
      image: view.hotel.image,
    },
    hotelId: view.hotel.ivector_property_id,
    coordinates: view.hotel.coordinates,
    flights: flight ? { outbound: leg(flight.outbound), inbound: leg(flight.return) } : null,
    passengers: view.passengers.map((p) => ({
      title: p.title,
      first_names: p.firstName,
      last_name: p.lastName,
      date_of_birth: p.dateOfBirth,
      type: p.type,
      nationality: p.nationality,
    })),
    ...(view.billing ? { contact: view.billing } : {}),
    addons: view.totals.lines
      .filter(
        (l) =>
          l.kind === 'bags' || l.kind === 'priority' || l.kind === 'extras' || l.kind === 'seats',
      )
      .map((l) => ({ description: l.label, amount: l.amount })),
    transfers: transfer
      ? {
          type: transfer.vehicle_title,
          outboundCollection: transfer.collections?.arrival
            ? `${formatLocalDateTime(transfer.collections.arrival)}, ${arrival ? `${arrival} airport` : 'the airport'}`
            : arrival
              ? `${arrival} airport on arrival, ${formatTravelDate(view.hotel.check_in)}`
              : `On arrival, ${formatTravelDate(view.hotel.check_in)}`,
          inboundCollection: transfer.collections?.departure
            ? `${formatLocalDateTime(transfer.collections.departure)}, ${view.hotel.name}`
            : `${view.hotel.name}, before your return flight, ${formatTravelDate(view.hotel.check_out)}`,
          distance: `${String(transfer.distance_km)} km`,
          duration: minutes(transfer.duration_minutes),
          provider: transfer.supplier,
          ...(transfer.collections ? { collections: transfer.collections } : {}),
        }
      : null,
    flightRef: flight ? parseFlightPairId(flight.itineraryId) : null,
    bought: {
      bags: view.selection.optionalExtras
        .filter((e) => e.quantity > 0 && view.options.bags.some((b) => b.id === e.code))
        .map((e) => ({ id: e.code, quantity: e.quantity })),
      seats: view.selection.seatAssignments.flatMap((f) =>
        f.Assignments.map((a) => ({
          flightNumber: f.FlightNumber,
          passenger: a.PassengerIndex + 1,
          seatNumber: a.SeatNumber,
        })),
      ),
    },
    planName: plan.name,
    // The tourist tax payable at the hotel as the customer saw it at checkout (not charged by us).
    ...(view.local_tax ? { localTax: view.local_tax } : {}),
  };
}
