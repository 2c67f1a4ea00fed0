import { createHash, randomBytes } from 'node:crypto';
import type {
  FinalBookingResponse,
  PaymentSubmitRequest,
  PaymentSubmitResponse,
} from '@sunward/contracts/payments';
import { paymentMessages } from '@sunward/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { AirlineSessionRequest } from '../../airline/provider';
import { AppError } from '../../errors';
import type { PaymentOutcome, PaymentProvider } from '../../payments/provider';
import { PaymentProviderUnavailable } from '../../payments/provider';
import type { Supplier } from '../../suppliers/supplier';
import { airlineSessionOf } from '../airline/session';
import type { BookingsRepository } from '../bookings/repository';
import { hashKey, newReference, type ScheduleEntry } from '../bookings/service';
import { snapshotOf } from '../bookings/snapshot';
import type { CheckoutAccess, CheckoutService, PaymentContext } from '../checkout/service';
import type { PaymentRow, PaymentsRepository } from './repository';

export const PAYMENT_IN_PROGRESS =
  'Your payment is already being processed. Please wait a moment before trying again.';
export const KEY_REUSED = 'This payment request was already used for a different payment.';
export const AMOUNT_CHANGED =
  'The amount to pay has changed since you chose your payment plan. Please review it and try again.';
export const GATEWAY_UNAVAILABLE =
  "We couldn't reach our payment provider. You have not been charged twice: please try again in a moment.";

/** Decline codes → the code and message the customer sees (spec 2 §8 'Checkout payment failure'). */
const DECLINE: Partial<Record<number, { paymentCode: string; message: string }>> = {
  5: {
    paymentCode: 'CARD_DECLINED',
    message: 'Your card was declined. Please check your details or use another card.',
  },
  51: {
    paymentCode: 'INSUFFICIENT_FUNDS',
    message: 'Your card was declined for insufficient funds. Please use another card.',
  },
  54: {
    paymentCode: 'CARD_EXPIRED',
    message: 'Your card has expired. Please use another card.',
  },
  65803: {
    paymentCode: 'THREE_DS_FAILED',
    message: 'Your bank could not verify this payment. Please try again or use another card.',
  },
};

/** What a replayed attempt answers: the first answer, success or error. */
type StoredResult =
  | { ok: true; response: PaymentSubmitResponse }
  | { ok: false; status: number; code: string; message: string; details?: Record<string, unknown> };

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  bookings: BookingsRepository;
  checkout: CheckoutService;
  provider: PaymentProvider;
  supplier: Supplier;
  /** Our public URL: the gateway's 3-D Secure pages post back to it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * The airline's own confirmation (Ryanair): where its page runs (TEST or PRODUCTION), and the
   * call that opens the booking's session with the airline once the booking commits.
   */
  airline?: {
    target: AirlineSessionRequest['target'];
    openSession: (request: AirlineSessionRequest) => Promise<void>;
  };
  /**
   * Called once a booking is committed: the confirmation e-mail, or for a booking awaiting the
   * airline the e-mail saying how to confirm it. Errors are logged, never thrown.
   */
  onBooked?: (reference: string) => Promise<void>;
  now?: () => Date;
}

const paymentCodeOf = (details: Record<string, unknown> | undefined): string =>
  typeof details?.paymentCode === 'string' ? details.paymentCode : 'PAYMENT_FAILED';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, checkout, provider, log, now = () => new Date() } = deps;
  const airlineTarget = deps.airline?.target ?? 'TEST';
  /** Tests make the process "die" between the gateway's approval and our commit. */
  const testHooks: { afterApproval?: (() => void) | undefined } = {};

  function errorOf(result: Extract<StoredResult, { ok: false }>): AppError {
    const error = new AppError(
      result.status === 402
        ? 'PAYMENT_DECLINED'
        : result.status === 503
          ? 'UNAVAILABLE'
          : 'CONFLICT',
      result.message,
      result.details,
    );
    return error;
  }

  function replay(payment: PaymentRow): PaymentSubmitResponse {
    const result = payment.result as StoredResult | null;
    if (!result) throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
    if (result.ok) return result.response;
    throw errorOf(result);
  }

  /** Waits for another request with the same key to settle, then answers what it answered. */
  async function awaitAttempt(key: string): Promise<PaymentSubmitResponse> {
    for (let waited = 0; waited < 30_000; waited += 100) {
      const payment = await repo.findByKey(key);
      if (payment?.result) return replay(payment);
      await sleep(100);
    }
    throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
  }

  function scheduleOf(ctx: PaymentContext): ScheduleEntry[] {
    return ctx.plan.schedule.map((s, i) => ({
      date: s.payment_date,
      amountPence: s.amount,
      status: i === 0 ? 'paid' : 'due',
    }));
  }

  function finalResponse(
    reference: string,
    xref: string,
    airlineSessionId: string | null,
  ): FinalBookingResponse {
    if (airlineSessionId) {
      return {
        requiresAction: false,
        bookingReference: reference,
        ryanairSessionId: airlineSessionId,
        environment: airlineTarget === 'TEST' ? 'test' : 'live',
        transactionId: xref,
      };
    }
    return { requiresAction: false, bookingReference: reference, transactionId: xref };
  }

  /** Books the held rooms and flights with the supplier, after the money is ours. */
  async function bookWithSupplier(bookingId: string, holdId: string): Promise<void> {
    try {
      const result = await deps.supplier.book(holdId);
      if (result.outcome === 'booked') {
        await deps.bookings.setSupplier(bookingId, 'booked', result.supplierReference);
      } else {
        // Paid but the supplier lost the hold: operations must rebook or refund (logged loudly).
        log.error({ bookingId, outcome: result.outcome }, 'supplier booking failed after payment');
        await deps.bookings.setSupplier(bookingId, 'failed', null);
      }
    } catch (err) {
      log.error({ err, bookingId }, 'supplier booking failed after payment');
      await deps.bookings.setSupplier(bookingId, 'failed', null);
    }
  }

  /** The approved payment becomes a booking, in the transaction that records the approval. */
  async function complete(
    payment: PaymentRow,
    ctx: PaymentContext,
    xref: string,
    message: string,
  ): Promise<FinalBookingResponse> {
    testHooks.afterApproval?.();
    const bookedAt = now();
    const view = await ctx.loadView();
    const airlineSessionId = ctx.airlineConfirmation
      ? `FR-${randomBytes(12).toString('hex')}`
      : null;
    let result: { reference: string; created: boolean } | undefined;
    for (let attempt = 0; attempt < 5 && !result; attempt += 1) {
      const reference = newReference();
      if (await repo.referenceTaken(reference)) continue;
      result = await repo.book({
        paymentId: payment.id,
        checkoutId: ctx.checkoutId,
        xref,
        responseCode: 0,
        responseMessage: message,
        booking: {
          reference,
          itineraryUuid: ctx.itineraryUuid,
          checkoutId: ctx.checkoutId,
          paymentId: payment.id,
          userId: ctx.userId,
          accessKeyHash: hashKey(ctx.prebookId),
          type: view.type,
          status: airlineSessionId ? 'awaiting_airline' : 'confirmed',
          totalPence: ctx.total,
          paidPence: payment.amountPence,
          planId: ctx.plan.id,
          schedule: scheduleOf(ctx),
          details: snapshotOf({ reference, bookedAt, view, plan: ctx.plan }),
          airlineSessionId,
          departureDate: view.hotel.check_in,
          confirmedAt: airlineSessionId ? null : bookedAt,
        },
      });
    }
    if (!result) throw new AppError('INTERNAL', 'Could not allocate a booking reference.');
    const booking = await repo.bookingOfPayment(payment.id);
    const response = finalResponse(result.reference, xref, booking?.airlineSessionId ?? null);
    await repo.update(payment.id, { result: { ok: true, response } satisfies StoredResult });
    if (result.created && booking) {
      await bookWithSupplier(booking.id, ctx.supplierHoldId);
      const session =
        booking.airlineSessionId &&
        airlineSessionOf({
          sessionId: booking.airlineSessionId,
          bookingReference: booking.reference,
          target: airlineTarget,
          view,
        });
      if (session) await deps.airline?.openSession(session);
      // Confirmed: the confirmation with documents. Awaiting the airline: how to confirm it.
      await deps.onBooked?.(booking.reference).catch((err: unknown) => {
        log.error({ err, reference: booking.reference }, 'booking e-mail failed');
      });
    }
    return response;
  }

  /** A declined or failed attempt: recorded, the checkout reopened, the customer told why. */
  async function refuse(
    payment: PaymentRow,
    outcome: Extract<PaymentOutcome, { status: 'declined' | 'failed' }>,
  ): Promise<never> {
    const decline = DECLINE[outcome.code];
    const result: StoredResult = decline
      ? {
          ok: false,
          status: 402,
          code: 'PAYMENT_DECLINED',
          message: decline.message,
          details: { paymentCode: decline.paymentCode, responseCode: outcome.code },
        }
      : {
          ok: false,
          status: 402,
          code: 'PAYMENT_DECLINED',
          message: 'Payment could not be processed',
          details: { paymentCode: 'PAYMENT_FAILED', responseCode: outcome.code },
        };
    await repo.settleUnpaid(payment.id, payment.checkoutId, {
      state: outcome.status === 'declined' ? 'declined' : 'failed',
      xref: outcome.xref,
      responseCode: outcome.code,
      responseMessage: outcome.message,
      result,
    });
    throw errorOf(result);
  }

  /** Acts on what the gateway decided for an attempt. */
  async function settle(
    payment: PaymentRow,
    ctx: PaymentContext,
    outcome: PaymentOutcome,
  ): Promise<PaymentSubmitResponse> {
    switch (outcome.status) {
      case 'approved':
        await repo.update(payment.id, { state: 'approved', xref: outcome.xref, responseCode: 0 });
        return complete(payment, ctx, outcome.xref, outcome.message);
      case 'requires_action': {
        const response: PaymentSubmitResponse = {
          requiresAction: true,
          redirectUrl: outcome.threeDSURL,
          redirectData: outcome.request,
        };
        await repo.update(payment.id, {
          state: 'requires_action',
          xref: outcome.xref,
          threeDSRef: outcome.threeDSRef,
          responseCode: 65802,
          result: { ok: true, response } satisfies StoredResult,
        });
        return response;
      }
      default:
        return refuse(payment, outcome);
    }
  }

  return {
    testHooks,

    /**
     * Payment submit: one SALE per Idempotency-Key, ever. A repeat of the key (double click,
     * retry, network replay) waits for and returns the first answer.
     */
    async submit(
      body: PaymentSubmitRequest,
      access: CheckoutAccess,
      idempotencyKey: string,
      remoteAddress: string,
    ): Promise<PaymentSubmitResponse> {
      const requestHash = createHash('sha256')
        .update(JSON.stringify([body.itineraryUuid, body.paymentToken, body.planId ?? null]))
        .digest('hex');
      const previous = await repo.findByKey(idempotencyKey);
      if (previous) {
        if (previous.requestHash !== requestHash) throw new AppError('CONFLICT', KEY_REUSED);
        return awaitAttempt(idempotencyKey);
      }
      const ctx = await checkout.paymentContext(body.itineraryUuid, access);
      if (ctx.state === 'booked') {
        // Already paid (another tab, an earlier attempt): the booking, never a second charge.
        const booking = await repo.bookingOfItinerary(ctx.itineraryUuid);
        if (booking) {
          const paid = await repo.findById(booking.paymentId);
          return finalResponse(booking.reference, paid?.xref ?? '', booking.airlineSessionId);
        }
      }
      if (ctx.state === 'payment_pending') throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
      if (ctx.total <= 0 || ctx.dueToday <= 0) {
        throw AppError.unprocessable({ total: [paymentMessages.invalidTotal] });
      }
      if (body.amount !== undefined && body.amount !== ctx.dueToday) {
        throw new AppError('CONFLICT', AMOUNT_CHANGED, { amount: ctx.dueToday });
      }
      if (body.planId !== undefined && body.planId !== ctx.plan.id) {
        throw new AppError('CONFLICT', AMOUNT_CHANGED, { planId: ctx.plan.id });
      }
      const attempt = (await repo.countForCheckout(ctx.checkoutId)) + 1;
      const claim = await repo.claim({
        checkoutId: ctx.checkoutId,
        itineraryUuid: ctx.itineraryUuid,
        idempotencyKey,
        requestHash,
        isRetry: body.isRetry ?? attempt > 1,
        transactionUnique: `${ctx.transactionUnique}-${String(attempt)}`,
        orderRef: ctx.orderRef,
        amountPence: ctx.dueToday,
        planId: ctx.plan.id,
        state: 'pending',
      });
      if (claim.kind === 'exists') return awaitAttempt(idempotencyKey);
      if (claim.kind === 'busy') throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
      const payment = claim.payment;
      await repo.update(payment.id, { state: 'sent' });
      let outcome: PaymentOutcome;
      try {
        outcome = await provider.sale({
          amountPence: payment.amountPence,
          orderRef: payment.orderRef,
          transactionUnique: payment.transactionUnique,
          paymentToken: body.paymentToken,
          threeDSRedirectURL: `${deps.publicUrl}/api/payment/3ds/callback`,
          browser: { ...body.browserInfo, remoteAddress },
        });
      } catch (err) {
        if (!(err instanceof PaymentProviderUnavailable)) throw err;
        log.warn({ err, paymentId: payment.id }, 'gateway unavailable during SALE');
        // Unknown whether the gateway took it: ask, and otherwise leave it to reconciliation.
        const known = await provider.query(payment.transactionUnique).catch(() => undefined);
        if (known === undefined) throw new AppError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
        outcome = known ?? {
          status: 'failed',
          xref: null,
          code: 65535,
          message: 'NOT RECEIVED',
        };
      }
      return settle(payment, ctx, outcome);
    },

    /**
     * The gateway's 3-D Secure page posted the shopper's browser back: continue the SALE, book,
     * and say where the browser goes next (confirmation, airline, or the failed-payment page).
     */
    async threeDSReturn(fields: Record<string, string>): Promise<string> {
      const ref: string | undefined = fields.threeDSRef;
      const payment = ref ? await repo.findByThreeDSRef(ref) : undefined;
      if (!payment?.checkoutId) {
        return `/payment/failed?error=${encodeURIComponent('Payment could not be processed')}&errorCode=PAYMENT_ERROR`;
      }
      const failedUrl = (message: string, code: string) =>
        `/payment/failed/${payment.itineraryUuid}?error=${encodeURIComponent(message)}&errorCode=${code}`;
      const nextOf = (response: PaymentSubmitResponse): string => {
        if (response.requiresAction)
          return failedUrl('Payment could not be processed', 'PAYMENT_ERROR');
        if (response.ryanairSessionId) {
          return `/book/ryanair-confirmation?sessionId=${encodeURIComponent(response.ryanairSessionId)}&target=${airlineTarget}`;
        }
        return `/payment/confirmation?transactionId=${encodeURIComponent(response.transactionId)}&bookingReference=${response.bookingReference}`;
      };
      // Already settled (the browser posted twice, or reconciliation got there first).
      if (payment.state !== 'requires_action') {
        try {
          return nextOf(replay(payment));
        } catch (err) {
          const e = err instanceof AppError ? err : undefined;
          return failedUrl(
            e?.message ?? 'Payment could not be processed',
            paymentCodeOf(e?.details),
          );
        }
      }
      const response: Record<string, string> = {};
      for (const [name, value] of Object.entries(fields)) {
        const m = /^threeDSResponse\[(\w+)\]$/.exec(name);
        if (m?.[1]) response[m[1]] = value;
      }
      const ctx = await checkout.paymentContextOfCheckout(payment.checkoutId);
      if (!ctx) return failedUrl('Payment could not be processed', 'PAYMENT_ERROR');
      try {
        const outcome = await provider.continueThreeDS(ref, response);
        return nextOf(await settle(payment, ctx, outcome));
      } catch (err) {
        if (err instanceof AppError && err.code === 'PAYMENT_DECLINED') {
          return failedUrl(err.message, paymentCodeOf(err.details));
        }
        log.error({ err, paymentId: payment.id }, '3-D Secure continuation failed');
        return failedUrl('Payment could not be processed', 'PAYMENT_ERROR');
      }
    },

    /**
     * Start-up (and periodic) reconciliation: every attempt left unsettled is settled from the
     * gateway's own record. Approved → booked (or, if the checkout is gone, voided); anything
     * else → the checkout reopens. One charge, one booking, whatever crashed.
     */
    async reconcile(olderThanMs = 60_000): Promise<number> {
      const stale = await repo.unsettledBefore(new Date(now().getTime() - olderThanMs));
      let settled = 0;
      for (const payment of stale) {
        try {
          const outcome = await provider.query(payment.transactionUnique);
          const ctx = payment.checkoutId
            ? await checkout.paymentContextOfCheckout(payment.checkoutId).catch(() => undefined)
            : undefined;
          if (outcome?.status === 'approved') {
            if (ctx) {
              await complete(payment, ctx, outcome.xref, outcome.message);
            } else {
              await provider.cancel(outcome.xref);
              await repo.settleUnpaid(payment.id, payment.checkoutId, { state: 'voided' });
            }
          } else if (outcome?.status === 'requires_action' && payment.state === 'requires_action') {
            // The shopper may still be in the challenge: only an hour-old one is abandoned.
            if (now().getTime() - payment.updatedAt.getTime() < 3_600_000) continue;
            await repo.settleUnpaid(payment.id, payment.checkoutId, { state: 'failed' });
          } else {
            await repo.settleUnpaid(payment.id, payment.checkoutId, {
              state: outcome?.status === 'declined' ? 'declined' : 'failed',
              xref: outcome?.xref ?? null,
              responseCode: outcome && 'code' in outcome ? outcome.code : null,
              result: {
                ok: false,
                status: 402,
                code: 'PAYMENT_DECLINED',
                message: 'Payment could not be processed',
                details: { paymentCode: 'PAYMENT_FAILED' },
              } satisfies StoredResult,
            });
          }
          settled += 1;
        } catch (err) {
          log.warn({ err, paymentId: payment.id }, 'payment reconciliation will retry');
        }
      }
      return settled;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
