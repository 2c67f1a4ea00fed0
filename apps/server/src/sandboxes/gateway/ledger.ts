import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingPaymentAttempts,
  bookingPayments,
  bookingRefunds,
  bookings,
  payments,
} from '../../db/schema';
import { gatewayTransactions } from './schema';

/**
 * The money invariant, checked from outside as an auditor would: for every booking, what the
 * gateway kept of its charges (each SALE's amount less its approved refunds, nothing of a voided
 * one) equals what the booking shows paid by card less what it shows refunded; and no charge is
 * kept that no booking shows. A charge still being settled (its attempt at the gateway, being
 * approved, recorded or given back) is listed as pending, not as a difference: reconciliation
 * settles it. So is a refund or void the gateway approved while the booking's refund row is still
 * `sent` (its answer being recorded): it counts as refunded on the booking's side meanwhile.
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
  /** Pence of those the booking shows refunded (approved refunds, and refunds being recorded). */
  refundedPence: number;
  /** The gateway references of the charges concerned. */
  xrefs: string[];
}

export interface LedgerReport {
  bookings: number;
  /** Charges at the gateway made for our attempts, kept in whole or part. */
  keptCharges: number;
  /** Gateway transactions still being settled on our side: charges whose attempt is in flight,
   * and refunds or voids the gateway approved that the booking's refund row (still `sent`) has
   * not recorded yet. */
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
  // What the gateway gave back: refunds (part or all of a SALE) and voids (all of one).
  const givenBack = await db
    .select({
      xref: gatewayTransactions.xref,
      action: gatewayTransactions.action,
      parent: gatewayTransactions.parentXref,
      amount: gatewayTransactions.amount,
    })
    .from(gatewayTransactions)
    .where(
      and(
        inArray(gatewayTransactions.action, ['REFUND_SALE', 'CANCEL']),
        eq(gatewayTransactions.state, 'approved'),
      ),
    );
  const refunded = new Map<string, number>();
  for (const r of givenBack) {
    if (r.parent && r.action === 'REFUND_SALE') {
      refunded.set(r.parent, (refunded.get(r.parent) ?? 0) + r.amount);
    }
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
    // What the gateway kept of the SALE: nothing once voided, else its amount less its refunds
    // (an approved SALE may be partly refunded; a refunded one is refunded in full).
    const kept = sale.state === 'cancelled' ? 0 : sale.amount - (refunded.get(sale.xref) ?? 0);
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

  // The bookings' refunds of card payments: approved ones are given back on our side; a `sent`
  // one whose SALE the gateway has given back in a transaction no refund row records (by its
  // xref) is being recorded: pending, counted as given back meanwhile.
  const refundRows = await db
    .select({
      bookingId: bookingRefunds.bookingId,
      saleXref: bookingRefunds.saleXref,
      amount: bookingRefunds.amountPence,
      state: bookingRefunds.state,
      gatewayXref: bookingRefunds.gatewayXref,
    })
    .from(bookingRefunds)
    .innerJoin(bookingPayments, eq(bookingPayments.id, bookingRefunds.bookingPaymentId))
    .where(eq(bookingPayments.method, 'card'));
  const recorded = new Set(refundRows.map((r) => r.gatewayXref).filter((x) => x !== null));
  const pendingRefunds: string[] = [];
  const shownRefunds = refundRows.filter((r) => {
    if (r.state === 'approved') return true;
    if (r.state !== 'sent') return false;
    const unrecorded = givenBack.filter((g) => g.parent === r.saleXref && !recorded.has(g.xref));
    pendingRefunds.push(...unrecorded.map((g) => g.xref));
    return unrecorded.length > 0;
  });

  const differences: LedgerDifference[] = [];
  for (const booking of bookingRows) {
    const own = charges.filter((c) => c.bookingId === booking.id && c.settled);
    const paid = cardPayments.filter((p) => p.bookingId === booking.id);
    const given = shownRefunds.filter((r) => r.bookingId === booking.id);
    const keptPence = own.reduce((sum, c) => sum + c.kept, 0);
    const paidPence = paid.reduce((sum, p) => sum + p.amount, 0);
    const refundedPence = given.reduce((sum, r) => sum + r.amount, 0);
    // Charge by charge too: each SALE kept what its payments less its refunds show.
    const kept = new Map(own.map((c) => [c.xref, c.kept]));
    const shown = new Map<string, number>();
    for (const p of paid) shown.set(p.xref ?? '', (shown.get(p.xref ?? '') ?? 0) + p.amount);
    for (const r of given) shown.set(r.saleXref, (shown.get(r.saleXref) ?? 0) - r.amount);
    const xrefs = [...new Set([...kept.keys(), ...shown.keys()])].filter(
      (x) => (kept.get(x) ?? 0) !== (shown.get(x) ?? 0),
    );
    if (keptPence !== paidPence - refundedPence || xrefs.length > 0) {
      differences.push({
        reference: booking.reference,
        keptPence,
        paidPence,
        refundedPence,
        xrefs,
      });
    }
  }
  // Kept money that no booking shows: a charge without a booking.
  for (const c of charges) {
    if (c.settled && c.bookingId === null && c.kept > 0) {
      differences.push({
        reference: null,
        keptPence: c.kept,
        paidPence: 0,
        refundedPence: 0,
        xrefs: [c.xref],
      });
    }
  }
  return {
    bookings: bookingRows.length,
    keptCharges: charges.filter((c) => c.kept > 0).length,
    pending: [...charges.filter((c) => !c.settled).map((c) => c.xref), ...pendingRefunds],
    differences,
  };
}
