import { createHash, randomBytes } from 'node:crypto';
import type { BookingCancellationSummary, CancellationPolicy } from '@sunward/contracts/bookings';
import { changeRequestStatuses } from '@sunward/contracts/bookings';
import {
  CANCELLATION_QUOTE_MINUTES,
  cancellationMessages,
  REFUND_DUE_DAYS,
  type CancellationQuote,
  type ConfirmCancellationRequest,
  type StaffCancellation,
  type StaffCancellationApproval,
} from '@sunward/contracts/staff-cancellations';
import { staffAdminMessages } from '@sunward/contracts/staff';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { Supplier } from '../../integrations/supplier/supplier';
import { addDays, londonToday } from '../../lib/dates';
import { auditEntry, type SignedInActor } from '../staff/service';
import { bandOn, cancellationOn } from './cancellation';
import type {
  ApprovalRow,
  CancellationRow,
  CancellationsRepository,
} from './cancellations-repository';
import { isOpen, type ChangeRequestStaff } from './change-request-work';
import type { BookingMoney, BookingRow, BookingsRepository } from './repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bookingTarget = (id: string) => ({ type: 'booking', id });
const OPEN_REQUESTS = changeRequestStatuses.filter(isOpen);

/** A reason staff must give, trimmed: a blank one is refused with `message` (422). */
function givenReason(reason: string, message: string): string {
  const why = reason.trim();
  if (why === '') throw AppError.unprocessable({ reason: [message] });
  return why;
}

/**
 * Which card payments give the refund back: the newest first, each up to its own amount, until
 * the refund due is covered (the last one partly where it is larger than what is left). Money
 * taken otherwise than through the gateway cannot be given back by it: a refund due beyond the
 * card payments is refused.
 */
export function planRefunds(
  payments: BookingMoney['payments'],
  refundDuePence: number,
): { bookingPaymentId: string; saleXref: string; amountPence: number }[] {
  const plan: { bookingPaymentId: string; saleXref: string; amountPence: number }[] = [];
  let left = refundDuePence;
  const newestFirst = [...payments].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const payment of newestFirst) {
    if (left <= 0) break;
    if (payment.method !== 'card' || !payment.gatewayXref) continue;
    const amountPence = Math.min(left, payment.amountPence);
    plan.push({ bookingPaymentId: payment.id, saleXref: payment.gatewayXref, amountPence });
    left -= amountPence;
  }
  if (left > 0) {
    throw new AppError(
      'CONFLICT',
      'Part of this refund was not paid by card through our gateway: it cannot be refunded from here.',
    );
  }
  return plan;
}

/** Still refunding (or pending) after its due date. */
export const refundLate = (c: Pick<CancellationRow, 'state' | 'refundDueBy'>, today: string) =>
  c.state !== 'refunded' && c.refundDueBy < today;

/**
 * Cancelling a booking (supervisors; the staff module asks the policy): a quote of the booking's
 * own band charge, then the cancellation confirmed with that quote, the charge accepted (less any
 * part waived, with a reason) and why. The supplier, the airline, the refunds and the e-mail
 * follow as durable jobs queued in the cancellation's own transaction.
 */
export function createCancellations(deps: {
  repo: BookingsRepository;
  cancellations: CancellationsRepository;
  supplier: Supplier;
  staff: Pick<ChangeRequestStaff, 'members'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  jobs?: { kick(): void };
  now: () => Date;
}) {
  const { repo, cancellations, now } = deps;

  async function bookingOf(reference: string): Promise<BookingRow> {
    const row = await repo.findByReference(reference);
    if (!row) throw new AppError('NOT_FOUND', staffAdminMessages.bookingNotFound);
    return row;
  }

  const paidOf = (money: BookingMoney) => money.payments.reduce((s, p) => s + p.amountPence, 0);

  async function staffView(row: CancellationRow): Promise<StaffCancellation> {
    const [refunds, names] = await Promise.all([
      cancellations.refundsOf(row.id),
      deps.staff.members([row.staffId]),
    ]);
    return {
      id: row.id,
      state: row.state,
      reason: row.reason,
      cancelledAt: row.createdAt.toISOString(),
      cancelledBy: names.get(row.staffId)?.fullName ?? '',
      bandChargePence: row.bandChargePence,
      waivedPence: row.waivedPence,
      waiveReason: row.waiveReason,
      chargePence: row.chargePence,
      paidPence: row.paidPence,
      refundDuePence: row.refundDuePence,
      refundDueBy: row.refundDueBy,
      late: refundLate(row, londonToday(now())),
      lastError: row.lastError,
      refundedAt: row.refundedAt?.toISOString() ?? null,
      supplierCancelledAt: row.supplierCancelledAt?.toISOString() ?? null,
      airlineCancelledAt: row.airlineCancelledAt?.toISOString() ?? null,
      refunds: refunds.map(({ refund: r }) => ({
        id: r.id,
        amountPence: r.amountPence,
        state: r.state,
        method: r.method,
        saleXref: r.saleXref,
        gatewayXref: r.gatewayXref,
        attempt: r.attempt,
        responseMessage: r.responseMessage,
        approvedAt: r.approvedAt?.toISOString() ?? null,
      })),
    };
  }

  async function approvalView(row: ApprovalRow): Promise<StaffCancellationApproval> {
    const names = await deps.staff.members([row.requestedBy]);
    return {
      id: row.id,
      requestedBy: names.get(row.requestedBy)?.fullName ?? '',
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /**
     * An agent asks a supervisor to cancel the booking, saying why (audited): one open request
     * per booking, answered when a supervisor cancels it or declines.
     */
    async requestApproval(
      reference: string,
      reason: string,
      actor: SignedInActor,
    ): Promise<StaffCancellationApproval> {
      const row = await bookingOf(reference);
      const why = givenReason(reason, cancellationMessages.approvalReasonRequired);
      const at = now();
      const outcome = await cancellations.requestApproval(
        { bookingId: row.id, staffId: actor.staffId, reason: why, at },
        auditEntry(
          actor,
          'booking.cancellationRequested',
          bookingTarget(row.id),
          { after: { reason: why } },
          at,
        ),
      );
      switch (outcome.kind) {
        case 'requested':
          return approvalView(outcome.approval);
        case 'cancelled':
          throw new AppError('CONFLICT', cancellationMessages.alreadyCancelled);
        case 'open':
          throw new AppError('CONFLICT', cancellationMessages.approvalOpen);
      }
    },

    /** A supervisor declines the open request, saying why (audited). */
    async declineApproval(reference: string, reason: string, actor: SignedInActor): Promise<void> {
      const row = await bookingOf(reference);
      const why = givenReason(reason, cancellationMessages.declineReasonRequired);
      const open = await cancellations.openApproval(row.id);
      if (!open) throw new AppError('CONFLICT', cancellationMessages.noApproval);
      const at = now();
      const declined = await cancellations.declineApproval(
        { id: open.id, staffId: actor.staffId, reason: why, at },
        auditEntry(
          actor,
          'booking.cancellationRequestDeclined',
          bookingTarget(row.id),
          { after: { reason: why, requested: open.reason } },
          at,
        ),
      );
      if (!declined) throw new AppError('CONFLICT', cancellationMessages.noApproval);
    },

    /** The booking's open request that a supervisor cancel it, for the desk. */
    async approvalForStaff(bookingId: string): Promise<StaffCancellationApproval | null> {
      const row = await cancellations.openApproval(bookingId);
      return row ? approvalView(row) : null;
    },

    /** Every open request, oldest first (Needs attention lists them for supervisors). */
    openApprovals: (limit = 100) => cancellations.openApprovals(limit),

    /** What cancelling costs now, valid for CANCELLATION_QUOTE_MINUTES. */
    async quote(reference: string, actor: SignedInActor): Promise<CancellationQuote> {
      const row = await bookingOf(reference);
      if (row.status === 'cancelled')
        throw new AppError('CONFLICT', cancellationMessages.alreadyCancelled);
      const money = await repo.money(row.id);
      const paidPence = paidOf(money);
      const at = now();
      const today = londonToday(at);
      const policy = row.cancellationPolicy as CancellationPolicy;
      const { chargePence } = cancellationOn(policy, {
        totalPence: row.totalPence,
        paidPence,
        departureDate: row.departureDate,
        today,
      });
      const band = bandOn(policy, row.departureDate, today);
      const token = randomBytes(24).toString('base64url');
      const quote = await cancellations.insertQuote({
        bookingId: row.id,
        tokenHash: sha256(token),
        staffId: actor.staffId,
        chargePence,
        paidPence,
        expiresAt: new Date(at.getTime() + CANCELLATION_QUOTE_MINUTES * 60_000),
        createdAt: at,
      });
      return {
        quoteToken: token,
        bandChargePence: chargePence,
        band: { minDays: band.minDays, percent: band.percent },
        daysBeforeDeparture: band.daysLeft,
        totalPence: row.totalPence,
        paidPence,
        refundDuePence: Math.max(0, paidPence - chargePence),
        expiresAt: quote.expiresAt.toISOString(),
      };
    },

    /**
     * Confirms the cancellation a quote priced. The same quote confirmed again (a double press, a
     * retry, two processes at once) answers the one cancellation it made; nothing is refunded
     * twice. Refused, with nothing written: an unknown, spent or expired quote, a charge that is
     * not the quote's less what is waived, a waiver without its reason, payments changed since.
     */
    async confirm(
      reference: string,
      body: ConfirmCancellationRequest,
      actor: SignedInActor,
    ): Promise<StaffCancellation> {
      const row = await bookingOf(reference);
      const quote = await cancellations.quoteByToken(sha256(body.quoteToken));
      if (quote?.bookingId !== row.id) {
        throw new AppError('CONFLICT', cancellationMessages.quoteNotFound);
      }
      const reason = givenReason(body.reason, cancellationMessages.reasonRequired);
      const waivedPence = body.waivedPence ?? 0;
      const waiveReason = body.waiveReason?.trim() ?? '';
      if (waivedPence > quote.chargePence) {
        throw AppError.unprocessable({ waivedPence: [cancellationMessages.waiveTooMuch] });
      }
      if (waivedPence > 0 && waiveReason === '') {
        throw AppError.unprocessable({ waiveReason: [cancellationMessages.waiveReasonRequired] });
      }
      const chargePence = quote.chargePence - waivedPence;
      if (body.acceptedChargePence !== chargePence) {
        throw AppError.unprocessable({
          acceptedChargePence: [cancellationMessages.chargeMismatch],
        });
      }
      const at = now();
      if (quote.usedAt === null && quote.expiresAt <= at) {
        throw new AppError('CONFLICT', cancellationMessages.quoteExpired);
      }
      const refundDuePence = Math.max(0, quote.paidPence - chargePence);
      const money = await repo.money(row.id);
      const refunds = planRefunds(money.payments, refundDuePence);
      const details = {
        reference,
        bandChargePence: quote.chargePence,
        waivedPence,
        waiveReason: waivedPence > 0 ? waiveReason : null,
        chargePence,
        paidPence: quote.paidPence,
        refundDuePence,
        reason,
      };
      const outcome = await cancellations.confirm(
        {
          quote,
          staffId: actor.staffId,
          reason,
          bandChargePence: quote.chargePence,
          waivedPence,
          waiveReason: waivedPence > 0 ? waiveReason : null,
          chargePence,
          paidPence: quote.paidPence,
          refundDuePence,
          refundDueBy: addDays(londonToday(at), REFUND_DUE_DAYS),
          refunds,
          changeRequestId: body.changeRequestId ?? null,
          openStatuses: OPEN_REQUESTS,
          at,
        },
        auditEntry(actor, 'booking.cancelled', bookingTarget(row.id), { after: details }, at),
      );
      switch (outcome.kind) {
        case 'cancelled':
          deps.jobs?.kick();
          return staffView(outcome.cancellation);
        case 'repeated':
          return staffView(outcome.cancellation);
        case 'already_cancelled':
          throw new AppError('CONFLICT', cancellationMessages.alreadyCancelled);
        case 'quote_spent':
          throw new AppError('CONFLICT', cancellationMessages.quoteExpired);
        case 'paid_changed':
          throw new AppError('CONFLICT', cancellationMessages.paidChanged);
      }
    },

    /** Sends a cancellation's refunds again now (after the gateway refused one), audited. */
    async retryRefunds(reference: string, actor: SignedInActor): Promise<StaffCancellation> {
      const row = await bookingOf(reference);
      const cancellation = await cancellations.ofBooking(row.id);
      if (!cancellation) throw new AppError('CONFLICT', cancellationMessages.notCancelled);
      if (cancellation.state === 'refunded') {
        throw new AppError('CONFLICT', cancellationMessages.nothingToRetry);
      }
      await cancellations.retryRefunds(
        cancellation.id,
        auditEntry(actor, 'booking.refundsRetried', bookingTarget(row.id), {}, now()),
      );
      deps.jobs?.kick();
      return staffView(cancellation);
    },

    /** The desk's view of a booking's cancellation, or null. */
    async cancellationForStaff(bookingId: string): Promise<StaffCancellation | null> {
      const row = await cancellations.ofBooking(bookingId);
      return row ? staffView(row) : null;
    },

    /** The customer's view of a booking's cancellation, or null. */
    async cancellationSummary(bookingId: string): Promise<BookingCancellationSummary | null> {
      const row = await cancellations.ofBooking(bookingId);
      if (!row) return null;
      const refunds = await cancellations.refundsOf(row.id);
      return {
        cancelledAt: row.createdAt.toISOString(),
        chargePence: row.chargePence,
        paidPence: row.paidPence,
        refundDuePence: row.refundDuePence,
        refundDueBy: row.refundDueBy,
        refunds: refunds.map(({ refund: r }) => ({
          amountPence: r.amountPence,
          status: r.state === 'approved' ? 'Refunded' : 'Processing',
          date: r.approvedAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * Tells the supplier (a job): a booked booking is cancelled with it; one not booked yet is
     * marked so the supplier booking never books it; a failed one held nothing. Throws to be
     * retried while the supplier cannot be reached or does not know the booking.
     */
    async cancelWithSupplier(bookingId: string): Promise<void> {
      const row = await repo.findById(bookingId);
      if (row?.status !== 'cancelled') return;
      if (row.supplierStatus === 'pending') {
        // Not booked yet: it never will be (the supplier booking checks this move).
        if (!(await repo.moveSupplier(bookingId, 'pending', 'cancelled', null))) {
          throw new Error('the supplier booking moved meanwhile: trying again');
        }
        await cancellations.markTold(bookingId, 'supplier', now());
        return;
      }
      if (row.supplierStatus === 'booked' && row.supplierReference) {
        const result = await deps.supplier.cancel(row.supplierReference);
        if (result.outcome === 'not_found') {
          throw new Error('the supplier does not know this booking: it needs a person');
        }
        await repo.moveSupplier(bookingId, 'booked', 'cancelled', row.supplierReference);
      }
      await cancellations.markTold(bookingId, 'supplier', now());
    },

    /** Where the payments module's refund engine keeps a cancellation's refunds. */
    refundStore: {
      async refundsOf(cancellationId: string) {
        const rows = await cancellations.refundsOf(cancellationId);
        return rows.map(({ refund, saleAmountPence }) => ({ ...refund, saleAmountPence }));
      },
      claim: (id: string, attempt: number, transactionUnique: string) =>
        cancellations.claimRefund(id, attempt, transactionUnique, now()),
      approve: (
        id: string,
        attempt: number,
        result: { method: 'void' | 'refund'; gatewayXref: string; message: string },
      ) => cancellations.approveRefund(id, attempt, result, now()),
      decline: (id: string, attempt: number, result: { code: number; message: string }) =>
        cancellations.declineRefund(id, attempt, result, now()),
    },

    /** The airline cancelled the flights behind the booking's session. */
    markToldAirline: (bookingId: string) => cancellations.markTold(bookingId, 'airline', now()),

    /** Cancellations still refunding, the oldest deadline first, flagged when late. */
    async refundsOutstanding(limit = 100) {
      const today = londonToday(now());
      const rows = await cancellations.refundsOutstanding(limit);
      return rows.map(({ cancellation, reference }) => ({
        reference,
        cancellation,
        late: refundLate(cancellation, today),
      }));
    },
  };
}

export type Cancellations = ReturnType<typeof createCancellations>;
