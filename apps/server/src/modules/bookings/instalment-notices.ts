import { addDays, londonToday } from '../../lib/dates';
import { reminderDue, type ReminderKind } from './instalments';
import type { BookingsRepository } from './repository';
import type { BookingSnapshot } from './snapshot';

/** What instalment reminders need from the mail module (wired in app.ts). */
export interface ReminderMailer {
  send(input: {
    to: string;
    name: string;
    reference: string;
    hotelName: string;
    instalmentId: string;
    description: string;
    amountDuePence: number;
    dueDate: string;
    kind: ReminderKind;
  }): Promise<void>;
}

/** What a payment receipt needs from the mail module (wired in app.ts). */
export interface ReceiptMailer {
  send(input: {
    to: string;
    name: string;
    reference: string;
    hotelName: string;
    paymentId: string;
    amountPence: number;
    paidAt: Date;
    totalPence: number;
    paidPence: number;
    remainingPence: number;
    /** The next instalment still owed, if any. */
    next: { description: string; dueDate: string; amountDuePence: number } | null;
  }): Promise<void>;
}

/**
 * What a booking on instalments is told by e-mail: reminders 14 and 3 days before an instalment
 * falls due and the day after it is overdue, and the receipt of each payment towards it.
 */
export function createInstalmentNotices(deps: {
  repo: BookingsRepository;
  now: () => Date;
  reminderMail?: ReminderMailer | undefined;
  receiptMail?: ReceiptMailer | undefined;
  jobs?: { kick(): void } | undefined;
}) {
  const { repo } = deps;
  return {
    /**
     * The daily reminders run: every unpaid instalment whose reminder falls due today gets it
     * queued once (a row per instalment and kind, whichever process runs first).
     */
    async queueReminders(): Promise<number> {
      const today = londonToday(deps.now());
      let queued = 0;
      for (const instalment of await repo.unpaidInstalmentsDueBy(addDays(today, 14))) {
        const kind = reminderDue(instalment.dueDate, today, instalment.sent);
        if (kind && (await repo.claimReminder(instalment.id, kind))) queued += 1;
      }
      if (queued > 0) deps.jobs?.kick();
      return queued;
    },

    /** One reminder's e-mail (a job): not sent if the instalment was paid meanwhile. */
    async sendReminder(instalmentId: string, kind: ReminderKind): Promise<void> {
      const found = await repo.instalmentWithBooking(instalmentId);
      if (!found || !deps.reminderMail) return;
      const { booking, instalment } = found;
      const owed = instalment.amountPence - instalment.paidPence;
      const snapshot = booking.details as BookingSnapshot;
      const to = snapshot.contact?.email ?? snapshot.email;
      if (owed <= 0 || booking.status === 'cancelled' || !to) return;
      await deps.reminderMail.send({
        to,
        name: snapshot.leadPassenger,
        reference: booking.reference,
        hotelName: snapshot.hotel.name,
        instalmentId,
        description: instalment.description,
        amountDuePence: owed,
        dueDate: instalment.dueDate,
        kind,
      });
    },

    /** The receipt of one payment towards a booking (a job), with the balance it leaves. */
    async sendPaymentReceipt(reference: string, bookingPaymentId: string): Promise<void> {
      const row = await repo.findByReference(reference);
      if (!row || !deps.receiptMail) return;
      const money = await repo.money(row.id);
      const index = money.payments.findIndex((p) => p.id === bookingPaymentId);
      const payment = money.payments.at(index);
      const snapshot = row.details as BookingSnapshot;
      const to = snapshot.contact?.email ?? snapshot.email;
      if (index < 0 || !payment || !to) return;
      // The balance as this payment left it, whatever was paid after it.
      const totalPence = money.instalments.reduce((sum, i) => sum + i.amountPence, 0);
      const paidPence = money.payments
        .slice(0, index + 1)
        .reduce((sum, p) => sum + p.amountPence, 0);
      const remainingPence = totalPence - paidPence;
      const next =
        remainingPence > 0 ? money.instalments.find((i) => i.paidPence < i.amountPence) : undefined;
      await deps.receiptMail.send({
        to,
        name: snapshot.leadPassenger,
        reference: row.reference,
        hotelName: snapshot.hotel.name,
        paymentId: payment.id,
        amountPence: payment.amountPence,
        paidAt: payment.createdAt,
        totalPence,
        paidPence,
        remainingPence,
        next: next
          ? {
              description: next.description,
              dueDate: next.dueDate,
              amountDuePence: next.amountPence - next.paidPence,
            }
          : null,
      });
    },
  };
}
