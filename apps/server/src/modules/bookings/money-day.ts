import { londonDayBounds } from '../../lib/dates';
import type { MoneyDayRepository, RecordedPayment, RecordedRefund } from './money-day-repository';

export type { RecordedPayment, RecordedRefund } from './money-day-repository';

/**
 * What the bookings recorded of card money, as the back office's money by day compares it with
 * the gateway's report (the staff module decides who may read it).
 */
export function createMoneyDay({ repo }: { repo: MoneyDayRepository }) {
  return {
    /**
     * One London day (`yyyy-mm-dd`): the card payments bookings received and the refunds
     * approved (with how the gateway gave them back), oldest first.
     */
    async recordedOn(
      date: string,
    ): Promise<{ payments: RecordedPayment[]; refunds: RecordedRefund[] }> {
      const { from, to } = londonDayBounds(date);
      const [payments, refunds] = await Promise.all([
        repo.paymentsBetween(from, to),
        repo.refundsApprovedBetween(from, to),
      ]);
      return { payments, refunds };
    },

    /**
     * What the bookings recorded of these gateway transactions, whatever the day: payments
     * taken by them (SALEs), refunds made by them or giving them back (in any state).
     */
    async recordedFor(
      xrefs: string[],
    ): Promise<{ payments: RecordedPayment[]; refunds: RecordedRefund[] }> {
      const unique = [...new Set(xrefs)];
      const [payments, refunds] = await Promise.all([
        repo.paymentsOf(unique),
        repo.refundsOf(unique),
      ]);
      return { payments, refunds };
    },
  };
}

export type MoneyDayService = ReturnType<typeof createMoneyDay>;
