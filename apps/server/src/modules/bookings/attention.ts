import type { BookingAttentionRepository, BookingIdentity } from './attention-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^[A-Z]{2}\d{6}$/;

/**
 * What bookings tell the back office's "Needs attention" queue: the bookings whose supplier
 * booking failed after payment, and which booking a piece of failed work names (a job's data
 * carries a booking's id or reference, or a cancellation's id).
 */
export function createBookingAttention(deps: { repo: BookingAttentionRepository }) {
  return {
    /** Bookings not cancelled whose supplier booking failed (to be rebooked by hand). */
    supplierFailed: (limit: number) => deps.repo.supplierFailed(limit),

    /**
     * The bookings these names point at: ids and cancellation ids that are not UUIDs, and
     * references not of the booking reference's form, are ignored (they name nothing).
     */
    async identify(names: {
      bookingIds?: readonly string[];
      references?: readonly string[];
      cancellationIds?: readonly string[];
    }): Promise<BookingIdentity[]> {
      const only = (values: readonly string[] | undefined, form: RegExp) => [
        ...new Set((values ?? []).filter((v) => form.test(v))),
      ];
      return deps.repo.identify({
        bookingIds: only(names.bookingIds, UUID),
        references: only(names.references, REFERENCE),
        cancellationIds: only(names.cancellationIds, UUID),
      });
    },
  };
}

export type BookingAttention = ReturnType<typeof createBookingAttention>;
export type { BookingIdentity };
