import type { CheckoutView } from '@sunward/contracts/checkout';
import type { AirlineFlightLeg, AirlineSessionRequest } from '../../integrations/airline/provider';

type Leg = NonNullable<CheckoutView['flight']>['outbound'];

function legOf(direction: AirlineFlightLeg['direction'], leg: Leg): AirlineFlightLeg {
  return {
    direction,
    flightNumber: leg.flightNumber,
    from: leg.departsFrom.airportCode,
    fromName: leg.departsFrom.airportName,
    to: leg.arrivesAt.airportCode,
    toName: leg.arrivesAt.airportName,
    // Wall-clock times at each airport, as the airline shows them.
    departs: `${leg.departsFrom.localDate}T${leg.departsFrom.localTime}`,
    arrives: `${leg.arrivesAt.localDate}T${leg.arrivesAt.localTime}`,
  };
}

/** What the airline is asked to confirm: the flights, who flies and what the airline charges. */
export function airlineSessionOf(input: {
  sessionId: string;
  bookingReference: string;
  target: AirlineSessionRequest['target'];
  view: CheckoutView;
}): AirlineSessionRequest | null {
  const { view } = input;
  if (!view.flight) return null;
  return {
    sessionId: input.sessionId,
    bookingReference: input.bookingReference,
    target: input.target,
    airline: view.flight.outbound.airline,
    flights: [legOf('outbound', view.flight.outbound), legOf('inbound', view.flight.return)],
    passengers: view.passengers.map((p) => ({
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      type: p.type === 'Adult' ? 'adult' : p.type === 'Child' ? 'child' : 'infant',
    })),
    totalPence: view.totals.flights,
  };
}
