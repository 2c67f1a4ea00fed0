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
import type { PaymentProvider } from '../../integrations/payment-gateway/provider';
import { airlineSessionOf } from '../airline/service';
import { newReference, snapshotOf, type NewBooking } from '../bookings/service';
import { sha256Hex } from '../../lib/hash';
import { JOBS } from '../../jobs/outbox';
import type { CheckoutAccess, CheckoutService, PaymentContext } from '../checkout/service';
import {
  createChargeEngine,
  paymentCodeOf,
  type RecordOutcome,
  type Refusal,
  type Stored,
} from './charge';
import type { BookOutcome, PaymentRow, PaymentsRepository } from './repository';

/** A booking's history at the gateway, for the back office. */
export type { GatewayHistory } from './history';
/** Approved charges not recorded, for the back office's "Needs attention" queue. */
export type { PaymentsAttention } from './attention';

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
const givenBackResult: Refusal = {
  ok: false,
  status: 409,
  code: 'CONFLICT',
  message: BOOKING_FAILED_GIVEN_BACK,
  details: { paymentCode: 'BOOKING_FAILED' },
};

/** Its answer while the gateway has not yet confirmed the void or refund. */
const givingBackResult: Refusal = {
  ok: false,
  status: 503,
  code: 'UNAVAILABLE',
  message: BOOKING_FAILED_PENDING,
  details: { paymentCode: 'BOOKING_FAILED' },
};

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, checkout, log } = deps;
  const airlineTarget = deps.airline?.target ?? 'TEST';

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
   * What paying for a checkout records: the booking. One transaction records the approval,
   * creates the booking, closes the checkout, stores the answer a repeated request gets, and
   * writes the work that must follow (supplier booking, e-mail, airline session) to the job
   * outbox. An approval that cannot become a booking (its checkout is gone or was booked by
   * another payment, or the booking could not be written) is given back.
   */
  async function record(
    payment: PaymentRow,
    xref: string,
    message: string,
  ): Promise<RecordOutcome<PaymentRow, FinalBookingResponse>> {
    const ctx = payment.checkoutId
      ? await checkout.paymentContextOfCheckout(payment.checkoutId).catch(() => undefined)
      : undefined;
    if (!ctx) return { kind: 'give_back', attempt: payment, cause: 'its checkout is gone' };
    const bookedAt = deps.now?.() ?? new Date();
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
          result: { ok: true, response } satisfies Stored<FinalBookingResponse>,
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
      return { kind: 'give_back', attempt: payment, cause: err };
    }
    switch (outcome.kind) {
      case 'not_bookable':
        return {
          kind: 'give_back',
          attempt: outcome.payment,
          cause: `checkout is ${outcome.checkoutState}`,
        };
      case 'settled':
        return { kind: 'settled', attempt: outcome.payment };
      case 'booked':
        deps.jobs.kick();
        // The airline's page opens as soon as the customer is sent there: open its session now
        // (the queued job does it again, idempotently, should this fail).
        if (session) await deps.airline?.openSession(session);
        break;
      case 'already':
        break;
    }
    const stored = outcome.result as Stored<FinalBookingResponse> | null;
    if (!stored?.ok) throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
    return { kind: outcome.kind === 'booked' ? 'recorded' : 'already', response: stored.response };
  }

  const charges = createChargeEngine<PaymentRow, FinalBookingResponse>({
    store: repo,
    purpose: {
      record,
      givingBack: givingBackResult,
      givenBack: givenBackResult,
      inProgress: PAYMENT_IN_PROGRESS,
      gatewayUnavailable: GATEWAY_UNAVAILABLE,
    },
    provider: deps.provider,
    log,
    ...(deps.now ? { now: deps.now } : {}),
  });

  /** The answer a repeated request with this key gets: the first one's, once it is known. */
  async function answerOfKey(key: string): Promise<PaymentSubmitResponse> {
    const payment = await repo.findByKey(key);
    if (!payment) throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
    return charges.awaitAnswer(payment.id);
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
        return charges.awaitAnswer(previous.id);
      }
      const ctx = await checkout.paymentContext(body.itineraryUuid, access);
      if (ctx.state === 'booked') {
        // Already paid (another tab, an earlier attempt): the booking, never a second charge.
        const booking = await repo.bookingOfItinerary(ctx.itineraryUuid);
        if (booking) {
          const paid = await repo.find(booking.paymentId);
          return finalResponse(booking.reference, paid?.xref ?? '', booking.airlineSessionId);
        }
      }
      if (ctx.state === 'payment_pending') {
        // A request with this key may have claimed the checkout since we first looked.
        if (await repo.findByKey(idempotencyKey)) return answerOfKey(idempotencyKey);
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
      if (claim.kind === 'exists') return answerOfKey(idempotencyKey);
      if (claim.kind === 'busy') throw new AppError('CONFLICT', PAYMENT_IN_PROGRESS);
      const payment = await repo.move(claim.payment.id, 'send');
      if (!payment) return charges.awaitAnswer(claim.payment.id);
      return charges.sale(payment, {
        paymentToken: body.paymentToken,
        threeDSRedirectURL: `${deps.publicUrl}/api/payment/3ds/callback`,
        browser: { ...body.browserInfo, remoteAddress },
      });
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
      try {
        const response = await charges.continueThreeDS(payment, fields);
        if (response.requiresAction) {
          return failedUrl('Payment could not be processed', 'PAYMENT_ERROR');
        }
        if (response.ryanairSessionId) {
          return `/book/ryanair-confirmation?sessionId=${encodeURIComponent(response.ryanairSessionId)}&target=${airlineTarget}`;
        }
        return `/payment/confirmation?transactionId=${encodeURIComponent(response.transactionId)}&bookingReference=${response.bookingReference}`;
      } catch (err) {
        // Declined, or approved but given back because it could not be booked: say which.
        if (
          err instanceof AppError &&
          (err.code === 'PAYMENT_DECLINED' || paymentCodeOf(err.details) === 'BOOKING_FAILED')
        ) {
          return failedUrl(err.message, paymentCodeOf(err.details));
        }
        log.error({ err, paymentId: payment.id }, '3-D Secure continuation failed');
        return failedUrl('Payment could not be processed', 'PAYMENT_ERROR');
      }
    },

    /** Settles attempts left unsettled (a crash, a lost answer) from the gateway's record. */
    reconcile: (olderThanMs?: number) => charges.reconcile(olderThanMs),

    /**
     * A past holiday for the demo seed (db/seed, only where DEMO_SEED allows): its booking paid
     * by bank transfer, made once per `key`.
     */
    recordDemoBooking: (key: string, booking: Omit<NewBooking, 'paymentId'>) =>
      repo.recordDemoBooking(key, booking),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
