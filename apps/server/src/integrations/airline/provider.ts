/**
 * The airline-confirmation boundary (docs/design.md §1, §6; docs/spec/2-checkout-payment.md 'Airline confirmation'): what the
 * product needs from an airline that makes the customer confirm an agent booking on its own page
 * (Ryanair). We register the booking as a session, the customer confirms it in the airline's frame,
 * and we ask the airline how the session stands. The built-in adapter
 * (./http-airline-provider.ts) speaks JSON over HTTP to the sandbox airline; another airline is
 * another adapter. Amounts are minor units (pence).
 */

export interface AirlineFlightLeg {
  direction: 'outbound' | 'inbound';
  flightNumber: string;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  /** local ISO date-times, e.g. 2027-06-01T06:30 */
  departs: string;
  arrives: string;
}

export interface AirlinePassenger {
  title: string;
  firstName: string;
  lastName: string;
  type: 'adult' | 'child' | 'infant';
}

export interface AirlineSessionRequest {
  sessionId: string;
  bookingReference: string;
  target: 'TEST' | 'PRODUCTION';
  airline: string;
  flights: AirlineFlightLeg[];
  passengers: AirlinePassenger[];
  /** flight price, pence */
  totalPence: number;
}

/** How the airline says a session stands; `not_found` when it never saw the id. */
export type AirlineSessionStatus =
  | { status: 'pending' }
  | { status: 'confirmed'; airlineReference: string; confirmedAt: string }
  | { status: 'cancelled' }
  | { status: 'not_found' };

export interface AirlineConfirmationProvider {
  /** Registers the session with the airline; idempotent (same id again = no-op). */
  openSession(request: AirlineSessionRequest): Promise<void>;
  sessionStatus(sessionId: string): Promise<AirlineSessionStatus>;
  /**
   * Corrects the passengers' names behind a session (pending or confirmed), as airlines allow:
   * the same passengers of the same types, in the same order. Idempotent (the list as it now
   * stands); `cancelled` when the booking is cancelled at the airline.
   */
  updatePassengers(
    sessionId: string,
    passengers: AirlinePassenger[],
  ): Promise<{ status: 'updated' } | { status: 'not_found' } | { status: 'cancelled' }>;
  /** Cancels the booking behind a session (pending or confirmed): its seats go back on sale. Idempotent. */
  cancelBooking(sessionId: string): Promise<{ status: 'cancelled' } | { status: 'not_found' }>;
}

/** The airline could not be reached or answered something unusable. */
export class AirlineProviderUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AirlineProviderUnavailable';
  }
}
