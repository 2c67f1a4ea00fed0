import { createHash, randomBytes } from 'node:crypto';
import type {
  FinalBookingResponse,
  PaymentSubmitRequest,
  PaymentSubmitResponse,
} from '@sunward/contracts/payments';
import { paymentMessages } from '@sunward/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { AirlineSessionRequest } from '../../integrations/airline/provider';
import { AppError } from '../../errors';
import type { PaymentOutcome, PaymentProvider } from '../../integrations/payment-gateway/provider';
import { PaymentProviderUnavailable } from '../../integrations/payment-gateway/provider';
import { airlineSessionOf } from '../airline/service';
import { newReference, snapshotOf, type NewBooking } from '../bookings/service';
import { sha256Hex } from '../../lib/hash';
import { JOBS } from '../../jobs/outbox';
import type { CheckoutAccess, CheckoutService, PaymentContext } from '../checkout/service';
import { answered } from './attempt-states';
import type { BookOutcome, PaymentRow, PaymentsRepository } from './repository';

export const PAYMENT_IN_PROGRESS =
  'Your payment is already being processed. Please wait a moment before trying again.';
export const KEY_REUSED = 'This payment request was already used for a different payment.';
export const AMOUNT_CHANGED =
  'The amount to pay has changed since you chose your payment plan. Please review it and try again.';
/** The gateway approved but the booking could not be made, and the payment was given back. */
export const BOOKING_FAILED_GIVEN_BACK =
  'We could not complete your booking, so your payment has been cancelled and you have not been charged. Please try again or call us.';
/** As above, while the gateway has not yet confirmed the payment is given back. */
export const BOOKING_FAILED_PENDING =
  'We could not complete your booking. Your payment will be cancelled automatically and you will not be charged. Please try again in a few minutes or call us.';
export const GATEWAY_UNAVAILABLE =
  "We couldn't reach our payment provider. You have not been charged twice: please try again in a moment.";

/** Decline codes → the code and message the customer sees (docs/spec/2-checkout-payment.md §8 'Checkout payment failure'). */
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
export type StoredResult =
  | { ok: true; response: PaymentSubmitResponse }
  | { ok: false; status: number; code: string; message: string; details?: Record<string, unknown> };

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  checkout: CheckoutService;
  provider: PaymentProvider;
  /** Our public URL: the gateway's 3-D Secure pages post back to it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * The airline's own confirmation (Ryanair): where its page runs (TEST or PRODUCTION), and the
   * call that opens the booking's session with the airline at once after the commit (the durable
   * job written with the booking opens it too, should this call fail).
   */
  airline?: {
    target: AirlineSessionRequest['target'];
    openSession: (request: AirlineSessionRequest) => Promise<void>;
  };
  /** Queues the jobs a commit wrote to the outbox (supplier booking, e-mail, airline session). */
  jobs: { kick(): void };
  now?: () => Date;
}

/** The answer to an attempt whose approval was given back because it could not be booked. */
const givenBackResult: Extract<StoredResult, { ok: false }> = {
  ok: false,
  status: 409,
  code: 'CONFLICT',
  message: BOOKING_FAILED_GIVEN_BACK,
  details: { paymentCode: 'BOOKING_FAILED' },
};

/** Its answer while the gateway has not yet confirmed the void or refund. */
const givingBackResult: Extract<StoredResult, { ok: false }> = {
  ok: false,
  status: 503,
  code: 'UNAVAILABLE',
  message: BOOKING_FAILED_PENDING,
  details: { paymentCode: 'BOOKING_FAILED' },
};

/** The error a stored refusal is answered with again. */
export function errorOf(result: {
  status: number;
  message: string;
  details?: Record<string, unknown>;
}): AppError {
  return new AppError(
    result.status === 402 ? 'PAYMENT_DECLINED' : result.status === 503 ? 'UNAVAILABLE' : 'CONFLICT',
    result.message,
    result.details,
  );
}

/** A gateway refusal as the customer is told it: the decline's own words, else a general one. */
export function refusalOf(code: number): Extract<StoredResult, { ok: false }> {
  const decline = DECLINE[code];
  return decline
    ? {
        ok: false,
        status: 402,
        code: 'PAYMENT_DECLINED',
        message: decline.message,
        details: { paymentCode: decline.paymentCode, responseCode: code },
      }
    : {
        ok: false,
        status: 402,
        code: 'PAYMENT_DECLINED',
        message: 'Payment could not be processed',
        details: { paymentCode: 'PAYMENT_FAILED', responseCode: code },
      };
}

export const paymentCodeOf = (details: Record<string, unknown> | undefined): string =>
  typeof details?.paymentCode === 'string' ? details.paymentCode : 'PAYMENT_FAILED';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, checkout, provider, log, now = () => new Date() } = deps;
  const airlineTarget = deps.airline?.target ?? 'TEST';

  function replay(payment: PaymentRow): PaymentSubmitResponse {
    const result = payment.result as StoredResult | null;
    if (!result || !answered(payment.state)) throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
    if (result.ok) return result.response;
    throw errorOf(result);
  }

  /**
   * Waits for the request acting on this key's payment (or reconciliation) to settle it, then
   * answers what it answered.
   */
  async function awaitAttempt(key: string): Promise<PaymentSubmitResponse> {
    for (let waited = 0; waited < 30_000; waited += 100) {
      const payment = await repo.findByKey(key);
      if (payment?.result && answered(payment.state)) return replay(payment);
      await sleep(100);
    }
    throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
  }

  function scheduleOf(ctx: PaymentContext): NewBooking['schedule'] {
    return ctx.plan.schedule.map((s) => ({ date: s.payment_date, amountPence: s.amount }));
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

  /**
   * An approval that cannot become a booking (the checkout was booked by another payment, or
   * the booking could not be written) is given back at the gateway: voided, or refunded when it
   * can no longer be voided. The payment first moves to `reversing` (decided where the booking
   * would have been written, or here when that transaction failed), so nothing books it while it
   * is given back. Until the gateway confirms, it stays `reversing` and reconciliation tries
   * again; the customer is told in words either way.
   */
  async function giveBack(
    payment: PaymentRow,
    xref: string,
    cause: unknown,
  ): Promise<PaymentSubmitResponse> {
    log.error({ err: cause, paymentId: payment.id }, 'approved payment could not be booked');
    if (payment.state !== 'reversing') {
      const reversing = await repo.move(payment.id, 'reverse', { xref, result: givingBackResult });
      // Booked (or settled) by another request or process meanwhile: that is the answer.
      if (!reversing) return awaitAttempt(payment.idempotencyKey);
    }
    let state: 'voided' | 'refunded' | undefined;
    try {
      const cancelled = await provider.cancel(xref);
      if (cancelled.status === 'approved') state = 'voided';
      else {
        const refunded = await provider.refund(xref, payment.amountPence);
        if (refunded.status === 'approved') state = 'refunded';
      }
    } catch (err) {
      log.error({ err, paymentId: payment.id }, 'giving an approved payment back failed');
    }
    // Still approved at the gateway: reconciliation will give it back.
    if (!state) throw errorOf(givingBackResult);
    await repo.settleUnpaid(payment.id, payment.checkoutId, state, { result: givenBackResult });
    throw errorOf(givenBackResult);
  }

  /**
   * The approved payment becomes a booking. One transaction records the approval, creates the
   * booking, closes the checkout, stores the answer a repeated request gets, and writes the work
   * that must follow (supplier booking, e-mail, airline session) to the job outbox.
   */
  async function complete(
    payment: PaymentRow,
    ctx: PaymentContext,
    xref: string,
    message: string,
  ): Promise<PaymentSubmitResponse> {
    const bookedAt = now();
    let outcome: BookOutcome | undefined;
    let session: AirlineSessionRequest | null = null;
    try {
      const view = await ctx.loadView();
      const airlineSessionId = ctx.airlineConfirmation
        ? `FR-${randomBytes(12).toString('hex')}`
        : null;
      for (let attempt = 0; attempt < 5 && !outcome; attempt += 1) {
        const reference = newReference();
        if (await repo.referenceTaken(reference)) continue;
        session = airlineSessionId
          ? airlineSessionOf({
              sessionId: airlineSessionId,
              bookingReference: reference,
              target: airlineTarget,
              view,
            })
          : null;
        const response = finalResponse(reference, xref, airlineSessionId);
        outcome = await repo.book({
          paymentId: payment.id,
          checkoutId: ctx.checkoutId,
          xref,
          responseCode: 0,
          responseMessage: message,
          result: { ok: true, response } satisfies StoredResult,
          booking: {
            reference,
            itineraryUuid: ctx.itineraryUuid,
            checkoutId: ctx.checkoutId,
            paymentId: payment.id,
            userId: ctx.userId,
            accessKeyHash: sha256Hex(ctx.prebookId),
            type: view.type,
            status: airlineSessionId ? 'awaiting_airline' : 'confirmed',
            totalPence: ctx.total,
            paidPence: payment.amountPence,
            planId: ctx.plan.id,
            schedule: scheduleOf(ctx),
            gatewayXref: xref,
            details: snapshotOf({ reference, bookedAt, view, plan: ctx.plan }),
            airlineSessionId,
            departureDate: view.hotel.check_in,
            confirmedAt: airlineSessionId ? null : bookedAt,
          },
          givenBack: givingBackResult,
          jobs: (bookingId) => [
            { queue: JOBS.supplierBooking, data: { bookingId, holdId: ctx.supplierHoldId } },
            ...(session ? [{ queue: JOBS.airlineSession, data: session }] : []),
            { queue: JOBS.bookingEmail, data: { reference } },
          ],
        });
      }
      if (!outcome) throw new Error('could not allocate a free booking reference');
    } catch (err) {
      return giveBack(payment, xref, err);
    }
    switch (outcome.kind) {
      case 'not_bookable':
        return giveBack(outcome.payment, xref, new Error(`checkout is ${outcome.checkoutState}`));
      case 'settled':
        return replay(outcome.payment);
      case 'booked':
        deps.jobs.kick();
        // The airline's page opens as soon as the customer is sent there: open its session now
        // (the queued job does it again, idempotently, should this fail).
        if (session) await deps.airline?.openSession(session);
        break;
      case 'already':
        break;
    }
    const stored = outcome.result as StoredResult | null;
    if (stored?.ok && !stored.response.requiresAction) return stored.response;
    throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
  }

  /** A declined or failed attempt: recorded, the checkout reopened, the customer told why. */
  async function refuse(
    payment: PaymentRow,
    outcome: Extract<PaymentOutcome, { status: 'declined' | 'failed' }>,
  ): Promise<PaymentSubmitResponse> {
    const result = refusalOf(outcome.code);
    const moved = await repo.settleUnpaid(
      payment.id,
      payment.checkoutId,
      outcome.status === 'declined' ? 'decline' : 'fail',
      {
        xref: outcome.xref,
        responseCode: outcome.code,
        responseMessage: outcome.message,
        result,
      },
    );
    // Settled otherwise first: that is the answer.
    if (!moved) return awaitAttempt(payment.idempotencyKey);
    throw errorOf(result);
  }

  /**
   * Acts on what the gateway decided for an attempt this request holds (`sent`). Each state write
   * is a guarded transition: when another request settled the attempt first, its answer is this
   * request's answer.
   */
  async function settle(
    payment: PaymentRow,
    ctx: PaymentContext,
    outcome: PaymentOutcome,
  ): Promise<PaymentSubmitResponse> {
    switch (outcome.status) {
      case 'approved': {
        const approved = await repo.move(payment.id, 'approve', {
          xref: outcome.xref,
          responseCode: 0,
        });
        if (!approved) return awaitAttempt(payment.idempotencyKey);
        return complete(approved, ctx, outcome.xref, outcome.message);
      }
      case 'requires_action': {
        const response: PaymentSubmitResponse = {
          requiresAction: true,
          redirectUrl: outcome.threeDSURL,
          redirectData: outcome.request,
        };
        const moved = await repo.move(payment.id, 'challenge', {
          xref: outcome.xref,
          threeDSRef: outcome.threeDSRef,
          responseCode: 65802,
          result: { ok: true, response } satisfies StoredResult,
        });
        if (!moved) return awaitAttempt(payment.idempotencyKey);
        return response;
      }
      default:
        return refuse(payment, outcome);
    }
  }

  return {
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
      if (ctx.state === 'payment_pending') {
        // A request with this key may have claimed the checkout since we first looked.
        if (await repo.findByKey(idempotencyKey)) return awaitAttempt(idempotencyKey);
        throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
      }
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
      const payment = await repo.move(claim.payment.id, 'send');
      if (!payment) return awaitAttempt(idempotencyKey);
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
        outcome =
          known === null || known.status === 'reversed'
            ? { status: 'failed', xref: known?.xref ?? null, code: 65535, message: 'NOT RECEIVED' }
            : known;
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
      const response: Record<string, string> = {};
      for (const [name, value] of Object.entries(fields)) {
        const m = /^threeDSResponse\[(\w+)\]$/.exec(name);
        if (m?.[1]) response[m[1]] = value;
      }
      const failure = (err: unknown): string => {
        // Declined, or approved but given back because it could not be booked: say which.
        if (
          err instanceof AppError &&
          (err.code === 'PAYMENT_DECLINED' || paymentCodeOf(err.details) === 'BOOKING_FAILED')
        ) {
          return failedUrl(err.message, paymentCodeOf(err.details));
        }
        log.error({ err, paymentId: payment.id }, '3-D Secure continuation failed');
        return failedUrl('Payment could not be processed', 'PAYMENT_ERROR');
      };
      try {
        // One request continues the payment at the gateway. A second post of the same answer (a
        // double click, a retry, another process) waits for the first one's answer.
        const claimed = await repo.move(payment.id, 'continueThreeDS');
        if (!claimed) return nextOf(await awaitAttempt(payment.idempotencyKey));
        const ctx = await checkout.paymentContextOfCheckout(payment.checkoutId);
        let outcome: PaymentOutcome;
        try {
          if (!ctx) throw new Error('the checkout of a payment in 3-D Secure is gone');
          outcome = await provider.continueThreeDS(ref, response);
        } catch (err) {
          // Not known at the gateway: the shopper may post the answer again.
          await repo.move(payment.id, 'threeDSUnanswered');
          throw err;
        }
        return nextOf(await settle(claimed, ctx, outcome));
      } catch (err) {
        return failure(err);
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
            try {
              if (ctx && payment.state !== 'reversing') {
                await complete(payment, ctx, outcome.xref, outcome.message);
              } else {
                await giveBack(payment, outcome.xref, new Error('its checkout is gone'));
              }
            } catch (err) {
              // Given back (CONFLICT) is settled; anything else is tried again next time.
              if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
            }
          } else if (outcome?.status === 'reversed') {
            // Given back at the gateway by an earlier pass whose own record was not written.
            await repo.settleUnpaid(payment.id, payment.checkoutId, outcome.reversal, {
              xref: outcome.xref,
              result: givenBackResult,
            });
          } else if (outcome?.status === 'requires_action') {
            // The shopper may still be in the challenge: only an hour-old one is abandoned. One
            // whose answer never reached the gateway can be posted again.
            if (now().getTime() - payment.updatedAt.getTime() < 3_600_000) {
              if (payment.state === 'sent') await repo.move(payment.id, 'threeDSUnanswered');
              continue;
            }
            await repo.settleUnpaid(payment.id, payment.checkoutId, 'fail', {
              result: refusalOf(65535),
            });
          } else {
            await repo.settleUnpaid(
              payment.id,
              payment.checkoutId,
              outcome?.status === 'declined' ? 'decline' : 'fail',
              {
                xref: outcome?.xref ?? null,
                responseCode: outcome && 'code' in outcome ? outcome.code : null,
                result: {
                  ok: false,
                  status: 402,
                  code: 'PAYMENT_DECLINED',
                  message: 'Payment could not be processed',
                  details: { paymentCode: 'PAYMENT_FAILED' },
                } satisfies StoredResult,
              },
            );
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
