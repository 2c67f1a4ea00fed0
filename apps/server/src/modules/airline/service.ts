import type { AirlineFinaliseResponse } from '@sunward/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import {
  AirlineProviderUnavailable,
  type AirlineConfirmationProvider,
  type AirlineSessionRequest,
} from '../../airline/provider';
import { AppError } from '../../errors';
import type { BookingsRepository } from '../bookings/repository';
import { BOOKING_NOT_FOUND, ownsBooking, type BookingAccess } from '../bookings/service';

/** Spec 2 §8 'Airline' texts the server answers with. */
export const AIRLINE_MESSAGES = {
  failed: 'Flight confirmation failed. Please try again.',
  notYet: "The airline has not confirmed your flight yet. Please confirm it on the airline's page.",
  unavailable: 'Failed to complete your booking. Please contact support if this issue persists.',
} as const;

/**
 * The airline's own confirmation (spec 2 §4 'Airline confirmation'): a Ryanair booking is paid
 * for but waits, as 'awaiting_airline', until the customer confirms the flight on the airline's
 * page. Finalising asks the airline whether they did; only then is the booking confirmed.
 */
export function createAirlineService(deps: {
  bookings: BookingsRepository;
  provider: AirlineConfirmationProvider;
  log: FastifyBaseLogger;
  /** The booking is confirmed: the confirmation e-mail goes out. */
  onConfirmed?: (reference: string) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Registers the session with the airline (after the booking commits; logged, not thrown). */
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
      const booking = await deps.bookings.findByItinerary(input.itineraryUuid);
      if (
        !booking ||
        !ownsBooking(booking, access) ||
        booking.airlineSessionId !== input.sessionId
      ) {
        throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      }
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
        await deps.bookings.dropAirlineSession(booking.id, input.sessionId);
        throw new AppError('UNPROCESSABLE', AIRLINE_MESSAGES.failed);
      }
      // Two tabs finalising at once: one confirms (and mails), the other just answers.
      if (await deps.bookings.confirmAirline(booking.id, now())) {
        await deps.onConfirmed?.(booking.reference).catch((err: unknown) => {
          deps.log.error({ err, reference: booking.reference }, 'booking e-mail failed');
        });
      }
      return done;
    },
  };
}
export type AirlineService = ReturnType<typeof createAirlineService>;
