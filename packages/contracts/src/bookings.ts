import * as z from 'zod/mini';

/** A booking as listed for its customer (spec 3 §3 'Booking'); detail fields arrive with bookings. */
export const bookingSummary = z.object({
  id: z.string(),
  uuid: z.string(),
  reference: z.string(),
  status: z.enum(['Confirmed', 'Pending', 'Cancelled']),
  destination: z.string(),
  hotel: z.object({
    name: z.string(),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    nights: z.number().check(z.int()),
  }),
});
export type BookingSummary = z.infer<typeof bookingSummary>;

export const customerItinerariesResponse = z.array(bookingSummary);
