import type { FastifyBaseLogger } from 'fastify';
import type { Supplier } from '../../integrations/supplier/supplier';
import type { BookingsRepository } from './repository';

/**
 * Books the held rooms and flights with the supplier once the money is ours (a job after the
 * booking commits). Supplier unavailable: throws, and the job tries again later. The hold gone
 * or expired: recorded as failed and logged for operations to rebook.
 */
export function createSupplierBooking(deps: {
  repo: BookingsRepository;
  supplier: Supplier;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  return {
    async bookWithSupplier(bookingId: string, holdId: string): Promise<void> {
      const result = await deps.supplier.book(holdId);
      if (result.outcome === 'booked') {
        await deps.repo.setSupplier(bookingId, 'booked', result.supplierReference);
        return;
      }
      deps.log.error(
        { bookingId, outcome: result.outcome },
        'supplier booking failed after payment: operations must rebook',
      );
      await deps.repo.setSupplier(bookingId, 'failed', null);
    },
  };
}
