import type { BookingDetail } from '@sunward/contracts/bookings';

export type FlightLeg = NonNullable<BookingDetail['flights']>['outbound'];

/** A flight's airports by name and code: 'London Gatwick (LGW) to Palma de Mallorca (PMI)'. */
export const flightRoute = (leg: FlightLeg) =>
  `${leg.from_str} (${leg.from}) to ${leg.to_str} (${leg.to})`;
