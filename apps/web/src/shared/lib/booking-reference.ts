import { parseBookingReference } from '@sunward/contracts/booking-reference';

/**
 * A booking reference in its one spelling (parseBookingReference: surrounding spaces and letter
 * case do not matter). Text that cannot be a reference is kept as given, so that the server
 * answers it (not found) rather than the web guessing.
 */
export const bookingReference = (input: string) => parseBookingReference(input) ?? input;

/** The reference as one segment of an API path. */
export const referenceSegment = (input: string) => encodeURIComponent(bookingReference(input));
