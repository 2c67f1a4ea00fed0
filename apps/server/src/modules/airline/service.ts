import type { AirlineFinaliseResponse } from '@sunward/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import {
  AirlineProviderUnavailable,
  type AirlineConfirmationProvider,
  type AirlineSessionRequest,
} from '../../integrations/airline/provider';
import { AppError } from '../../errors';
import type { BookingAccess, BookingsService } from '../bookings/service';

/** docs/spec/2-checkout-payment.md §8 'Airline' texts the server answers with. */
export const AIRLINE_MESSAGES = {
  failed: 'Flight confirmation failed. Please try again.',
  notYet: "The airline has not confirmed your flight yet. Please confirm it on the airline's page.",
  unavailable: 'Failed to complete your booking. Please contact support if this issue persists.',
} as const;

/**
 * The airline's own confirmation (docs/spec/2-checkout-payment.md §4 'Airline confirmation'): a Ryanair booking is paid
 * for but waits, as 'awaiting_airline', until the customer confirms the flight on the airline's
 * page. Finalising asks the airline whether they did; only then is the booking confirmed.
 */
export function createAirlineService(deps: {
  bookings: Pick<BookingsService, 'airlineConfirmation' | 'cancellations' | 'amendments'>;
  provider: AirlineConfirmationProvider;
  log: FastifyBaseLogger;
  /** Queues the jobs a commit wrote to the outbox (the confirmation e-mail). */
  jobs: { kick(): void };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Registers the session with the airline (the durable job; throws so it is retried). */
    registerSession: (request: AirlineSessionRequest) => deps.provider.openSession(request),

    /**
     * Cancels a cancelled booking's flights with the airline (a job; throws so it is retried). A
     * session the airline never saw held no seats: nothing to cancel.
     */
    async cancelBooking(bookingId: string, sessionId: string): Promise<void> {
      const result = await deps.provider.cancelBooking(sessionId);
      if (result.status === 'not_found') {
        deps.log.warn({ bookingId }, "the airline never saw the cancelled booking's session");
      }
      await deps.bookings.cancellations.markToldAirline(bookingId);
    },

    /**
     * Tells the airline the passengers' names as they now stand after a correction (a job;
     * throws so it is retried). The list is read when the job runs, so corrections made one
     * after another leave the airline with the latest.
     */
    async correctPassengers(bookingId: string): Promise<void> {
      const found = await deps.bookings.amendments.airlinePassengers(bookingId);
      if (!found) return;
      const result = await deps.provider.updatePassengers(found.sessionId, found.passengers);
      if (result.status !== 'updated') {
        deps.log.warn(
          { bookingId, status: result.status },
          'the airline did not take the corrected names',
        );
      }
    },

    /** Registers the session at once after the booking commits (logged, not thrown). */
    async openSession(request: AirlineSessionRequest): Promise<void> {
      try {
        await deps.provider.openSession(request);
      } catch (err) {
        deps.log.error(
          { err, reference: request.bookingReference },
          'airline confirmation session could not be opened',
        );
      }
    },

    async finalise(
      input: { sessionId: string; itineraryUuid: string },
      access: BookingAccess,
    ): Promise<AirlineFinaliseResponse> {
      const confirmation = deps.bookings.airlineConfirmation;
      const booking = await confirmation.find(input.itineraryUuid, input.sessionId, access);
      const done = { bookingReference: booking.reference };
      if (booking.status === 'confirmed') return done;
      if (booking.status === 'cancelled') throw new AppError('CONFLICT', AIRLINE_MESSAGES.failed);

      let session;
      try {
        session = await deps.provider.sessionStatus(input.sessionId);
      } catch (err) {
        if (!(err instanceof AirlineProviderUnavailable)) throw err;
        deps.log.error({ err, reference: booking.reference }, 'airline unavailable at finalise');
        throw new AppError('UNAVAILABLE', AIRLINE_MESSAGES.unavailable);
      }
      if (session.status === 'pending') throw new AppError('CONFLICT', AIRLINE_MESSAGES.notYet);
      if (session.status !== 'confirmed') {
        // Cancelled at the airline: paid, so operations rebook it; the customer is told so.
        deps.log.warn(
          { reference: booking.reference, airline: session.status },
          'airline confirmation cancelled: the booking needs rebooking with the airline',
        );
        await confirmation.dropSession(booking.id, input.sessionId);
        throw new AppError('UNPROCESSABLE', AIRLINE_MESSAGES.failed);
      }
      // Two tabs finalising at once: one confirms (and queues the e-mail), the other answers.
      if (await confirmation.confirm(booking.id, now())) deps.jobs.kick();
      return done;
    },
  };
}
export type AirlineService = ReturnType<typeof createAirlineService>;

// What an airline session registers for a booking (the payment that books it asks for it).
export { airlineSessionOf } from './session';
