import { bookingConfirmation, bookingPaths } from '@sunward/contracts/bookings';
import { bookingViewQuery } from '../../../shared/api/booking';

/** GET /bookings/{reference}: the booking as its confirmation shows it (owner only, else 404). */
export const bookingQuery = (reference: string, token: string | null) =>
  bookingViewQuery('booking', bookingPaths.byReference, bookingConfirmation, reference, token);
