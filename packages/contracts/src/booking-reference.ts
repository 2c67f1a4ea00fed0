/**
 * Booking references, apart from the booking schemas so that code needing only to read one (the
 * web's route guard, in the shell's first JavaScript) does not load them.
 */

/** A booking reference: two letters and six digits (e.g. SW123456). */
export const BOOKING_REFERENCE = /^[A-Z]{2}\d{6}$/;

/**
 * A booking reference as a person types or a link carries it: surrounding spaces and letter case
 * do not matter. The reference in its one spelling, or null when it cannot be one.
 */
export function parseBookingReference(input: string): string | null {
  const reference = input.trim().toUpperCase();
  return BOOKING_REFERENCE.test(reference) ? reference : null;
}
