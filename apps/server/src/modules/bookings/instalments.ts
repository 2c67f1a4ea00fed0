import {
  bookingPaymentMessages,
  customAmountError,
  type BookingPaymentType,
} from '@sunward/contracts/booking-payments';
import { AppError } from '../../errors';

/** A booking's instalment with what has been paid towards it (its allocations' sum). Pence. */
export interface Instalment {
  id: string;
  sequence: number;
  description: string;
  dueDate: string;
  amountPence: number;
  paidPence: number;
}

/** 'Deposit' then 'Payment n' for a plan of several payments; a single payment is 'Payment 1'. */
export function instalmentDescriptions(count: number): string[] {
  if (count <= 1) return ['Payment 1'];
  return Array.from({ length: count }, (_, i) => (i === 0 ? 'Deposit' : `Payment ${String(i)}`));
}

export const remainingOf = (instalments: readonly Instalment[]) =>
  instalments.reduce((sum, i) => sum + i.amountPence - i.paidPence, 0);

/** The order instalments are paid in: the soonest due first (extras added later may be due first). */
const byDue = (a: Instalment, b: Instalment) =>
  a.dueDate.localeCompare(b.dueDate) || a.sequence - b.sequence;

/**
 * How a payment settles the instalments: the soonest due unpaid first, each up to what it still owes,
 * so a part payment leaves one instalment part paid. A payment of nothing, or of more than the
 * booking still owes, is refused (RangeError).
 */
export function allocate(
  instalments: readonly Instalment[],
  amountPence: number,
): { instalmentId: string; amountPence: number }[] {
  if (!Number.isInteger(amountPence) || amountPence <= 0) {
    throw new RangeError('A payment must be a whole number of pence above nothing.');
  }
  if (amountPence > remainingOf(instalments)) {
    throw new RangeError('A payment may not exceed the remaining balance.');
  }
  let left = amountPence;
  const allocations: { instalmentId: string; amountPence: number }[] = [];
  for (const instalment of [...instalments].sort(byDue)) {
    const owed = instalment.amountPence - instalment.paidPence;
    if (owed <= 0 || left === 0) continue;
    const part = Math.min(owed, left);
    allocations.push({ instalmentId: instalment.id, amountPence: part });
    left -= part;
  }
  return allocations;
}

/** Paid in full; past its due date (London) with something owed: overdue; else pending. */
export function instalmentStatus(
  instalment: Instalment,
  today: string,
): 'paid' | 'pending' | 'overdue' {
  if (instalment.paidPence >= instalment.amountPence) return 'paid';
  return instalment.dueDate < today ? 'overdue' : 'pending';
}

/** The amount a payment type asks for: the soonest due unpaid instalment's, or all that is owed. */
export function amountFor(
  instalments: readonly Instalment[],
  type: 'next_installment' | 'remaining_balance',
): number {
  if (type === 'remaining_balance') return remainingOf(instalments);
  const next = [...instalments].sort(byDue).find((i) => i.paidPence < i.amountPence);
  return next ? next.amountPence - next.paidPence : 0;
}

/**
 * The one rule for what a payment towards a booking takes: the next instalment's due, the whole
 * balance, or a custom amount within the custom-amount rule (packages/contracts). 422 with the
 * rule's message when nothing is owed or the custom amount is refused.
 */
export function amountToPay(
  instalments: readonly Instalment[],
  paymentType: BookingPaymentType,
  customAmount: number | null | undefined,
): { amountPence: number; remainingPence: number } {
  const remainingPence = remainingOf(instalments);
  if (remainingPence === 0) {
    throw AppError.unprocessable({ amount: [bookingPaymentMessages.nothingOwed] });
  }
  if (paymentType !== 'custom') {
    return { amountPence: amountFor(instalments, paymentType), remainingPence };
  }
  const problem = customAmountError(customAmount ?? null, remainingPence);
  if (problem) throw AppError.unprocessable({ amount: [problem] });
  return { amountPence: customAmount ?? 0, remainingPence };
}

/** The instalments as they would stand once `amountPence` is allocated. */
export function afterPayment(
  instalments: readonly Instalment[],
  amountPence: number,
): Instalment[] {
  const parts = new Map(
    allocate(instalments, amountPence).map((p) => [p.instalmentId, p.amountPence]),
  );
  return instalments.map((i) => ({ ...i, paidPence: i.paidPence + (parts.get(i.id) ?? 0) }));
}

export type ReminderKind = 'due-14' | 'due-3' | 'overdue';

/**
 * The reminder an unpaid instalment is owed on `today` (London): 'due-14' from 14 days before its
 * due date, 'due-3' from 3 days before, 'overdue' from the day after; none already sent. A run
 * that missed days sends only the one for today's window.
 */
export function reminderDue(
  dueDate: string,
  today: string,
  sent: readonly string[],
): ReminderKind | null {
  const days = Math.round((Date.parse(dueDate) - Date.parse(today)) / 86_400_000);
  const kind: ReminderKind | null =
    days < 0 ? 'overdue' : days <= 3 ? 'due-3' : days <= 14 ? 'due-14' : null;
  return kind && !sent.includes(kind) ? kind : null;
}
