import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingPaymentAttempts, bookingPayments, bookings, payments } from '../../db/schema';
import { gatewayTransactions } from './schema';

/**
 * The money invariant, checked from outside as an auditor would: for every booking, what the
 * gateway kept of its charges equals what the booking shows paid; and no charge is kept that no
 * booking shows. A charge still being settled (its attempt at the gateway, being approved,
 * recorded or given back) is listed as pending, not as a difference: reconciliation settles it.
 * The sandbox gateway's own table is read, as a real gateway's settlement report would be.
 */

/** Attempt states in which the charge is still being settled (modules/payments/attempt-states.ts). */
const IN_FLIGHT = new Set(['pending', 'open', 'sent', 'requires_action', 'approved', 'reversing']);

export interface LedgerDifference {
  /** The booking's reference, or null for a kept charge no booking shows. */
  reference: string | null;
  /** Pence the gateway kept of the booking's settled charges. */
  keptPence: number;
  /** Pence the booking shows paid by card. */
  paidPence: number;
  /** The gateway references of the charges concerned. */
  xrefs: string[];
}

export interface LedgerReport {
  bookings: number;
  /** Charges at the gateway made for our attempts, kept in whole or part. */
  keptCharges: number;
  /** Charges whose attempt is still being settled. */
  pending: string[];
  differences: LedgerDifference[];
}

interface Charge {
  xref: string;
  kept: number;
  bookingId: string | null;
  settled: boolean;
}

export async function checkLedger(db: Database): Promise<LedgerReport> {
  const sales = await db
    .select({
      xref: gatewayTransactions.xref,
      transactionUnique: gatewayTransactions.transactionUnique,
      amount: gatewayTransactions.amount,
      state: gatewayTransactions.state,
    })
    .from(gatewayTransactions)
    .where(
      and(
        eq(gatewayTransactions.action, 'SALE'),
        inArray(gatewayTransactions.state, ['approved', 'refunded', 'cancelled']),
      ),
    );
  const refunds = await db
    .select({ parent: gatewayTransactions.parentXref, amount: gatewayTransactions.amount })
    .from(gatewayTransactions)
    .where(
      and(eq(gatewayTransactions.action, 'REFUND_SALE'), eq(gatewayTransactions.state, 'approved')),
    );
  const refunded = new Map<string, number>();
  for (const r of refunds) {
    if (r.parent) refunded.set(r.parent, (refunded.get(r.parent) ?? 0) + r.amount);
  }

  // Our attempts by the gateway's key for them: which booking each charge is for, and whether
  // we have settled it.
  const attempts = new Map<string, { bookingId: string | null; state: string }>();
  const checkoutPayments = await db
    .select({
      transactionUnique: payments.transactionUnique,
      state: payments.state,
      bookingId: bookings.id,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.paymentId, payments.id));
  for (const p of checkoutPayments) attempts.set(p.transactionUnique, p);
  const afterCheckout = await db
    .select({
      transactionUnique: bookingPaymentAttempts.transactionUnique,
      state: bookingPaymentAttempts.state,
      bookingId: bookingPaymentAttempts.bookingId,
    })
    .from(bookingPaymentAttempts);
  for (const a of afterCheckout) attempts.set(a.transactionUnique, a);

  const charges: Charge[] = [];
  for (const sale of sales) {
    const attempt = sale.transactionUnique ? attempts.get(sale.transactionUnique) : undefined;
    // A SALE none of our attempts made (e.g. the gateway's own tests) is not ours to account.
    if (!attempt) continue;
    const kept =
      sale.state === 'approved'
        ? sale.amount
        : sale.state === 'refunded'
          ? sale.amount - (refunded.get(sale.xref) ?? 0)
          : 0;
    charges.push({
      xref: sale.xref,
      kept,
      bookingId: attempt.bookingId,
      settled: !IN_FLIGHT.has(attempt.state),
    });
  }

  const bookingRows = await db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings);
  const cardPayments = await db
    .select({
      bookingId: bookingPayments.bookingId,
      amount: bookingPayments.amountPence,
      xref: bookingPayments.gatewayXref,
    })
    .from(bookingPayments)
    .where(eq(bookingPayments.method, 'card'));

  const differences: LedgerDifference[] = [];
  for (const booking of bookingRows) {
    const own = charges.filter((c) => c.bookingId === booking.id && c.settled);
    const paid = cardPayments.filter((p) => p.bookingId === booking.id);
    const keptPence = own.reduce((sum, c) => sum + c.kept, 0);
    const paidPence = paid.reduce((sum, p) => sum + p.amount, 0);
    const kept = new Map(own.filter((c) => c.kept > 0).map((c) => [c.xref, c.kept]));
    const shown = new Map<string, number>();
    for (const p of paid) shown.set(p.xref ?? '', (shown.get(p.xref ?? '') ?? 0) + p.amount);
    const xrefs = [...new Set([...kept.keys(), ...shown.keys()])].filter(
      (x) => kept.get(x) !== shown.get(x),
    );
    if (keptPence !== paidPence || xrefs.length > 0) {
      differences.push({ reference: booking.reference, keptPence, paidPence, xrefs });
    }
  }
  // Kept money that no booking shows: a charge without a booking.
  for (const c of charges) {
    if (c.settled && c.bookingId === null && c.kept > 0) {
      differences.push({ reference: null, keptPence: c.kept, paidPence: 0, xrefs: [c.xref] });
    }
  }
  return {
    bookings: bookingRows.length,
    keptCharges: charges.filter((c) => c.kept > 0).length,
    pending: charges.filter((c) => !c.settled).map((c) => c.xref),
    differences,
  };
}
