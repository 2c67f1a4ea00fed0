import type { FastifyBaseLogger } from 'fastify';
import type { Supplier } from '../../integrations/supplier/supplier';
import type { BookingsRepository } from './repository';

/**
 * Books the held rooms and flights with the supplier once the money is ours (a job after the
 * booking commits). Supplier unavailable: throws, and the job tries again later. The hold gone
 * or expired: recorded as failed and logged for operations to rebook. A booking cancelled first
 * is never booked: its hold is given up; one cancelled while the supplier was booking it is
 * cancelled with the supplier at once.
 */
export function createSupplierBooking(deps: {
  repo: BookingsRepository;
  supplier: Supplier;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  return {
    async bookWithSupplier(bookingId: string, holdId: string): Promise<void> {
      const before = await deps.repo.findById(bookingId);
      if (before?.supplierStatus !== 'pending') return;
      if (before.status === 'cancelled') {
        await deps.supplier.releaseHold(holdId);
        await deps.repo.moveSupplier(bookingId, 'pending', 'cancelled', null);
        return;
      }
      const result = await deps.supplier.book(holdId);
      if (result.outcome === 'booked') {
        if (
          await deps.repo.moveSupplier(bookingId, 'pending', 'booked', result.supplierReference)
        ) {
          return;
        }
        // Cancelled while the supplier booked it: the cancellation found nothing to cancel yet.
        await deps.supplier.cancel(result.supplierReference);
        return;
      }
      deps.log.error(
        { bookingId, outcome: result.outcome },
        'supplier booking failed after payment: operations must rebook',
      );
      await deps.repo.moveSupplier(bookingId, 'pending', 'failed', null);
    },
  };
}
