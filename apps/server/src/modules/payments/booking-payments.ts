import { createHash, randomBytes } from 'node:crypto';
import {
  bookingPaymentMessages,
  bookingPaymentPaths,
  customAmountError,
  PAYMENT_RETURN_PARAM,
  PAYMENT_SESSION_MINUTES,
  type BookingPaymentInitRequest,
  type BookingPaymentPaid,
  type BookingPaymentPayRequest,
  type BookingPaymentPayResponse,
  type BookingPaymentSession,
} from '@sunward/contracts/booking-payments';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { PaymentOutcome, PaymentProvider } from '../../integrations/payment-gateway/provider';
import { PaymentProviderUnavailable } from '../../integrations/payment-gateway/provider';
import {
  amountFor,
  remainingOf,
  type BookingAccess,
  type BookingsService,
} from '../bookings/service';
import { answered } from './attempt-states';
import type {
  BookingPaymentAttempt,
  BookingPaymentsRepository,
  RecordOutcome,
} from './booking-payments-repository';
import { errorOf, paymentCodeOf, refusalOf, sleep, type StoredResult } from './service';

export const SESSION_NOT_FOUND =
  'That payment session was not found. Please start your payment again.';
export const BOOKING_CANCELLED = 'This booking has been cancelled, so no payment can be taken.';

type Stored =
  { ok: true; response: BookingPaymentPayResponse } | Extract<StoredResult, { ok: false }>;

/** The answer to a charge given back because the booking no longer owed it. */
const givenBackResult: Extract<Stored, { ok: false }> = {
  ok: false,
  status: 409,
  code: 'CONFLICT',
  message: bookingPaymentMessages.givenBack,
  details: { paymentCode: 'BALANCE_CHANGED' },
};

export interface BookingPaymentsDeps {
  repo: BookingPaymentsRepository;
  bookings: Pick<BookingsService, 'forPayment'>;
  provider: PaymentProvider;
  /** Our public URL: the gateway's 3-D Secure pages post back to it. */
  publicUrl: string;
  /** Where the browser loads the gateway's hosted card fields from. */
  gatewayUrl: string;
  log: FastifyBaseLogger;
  /** Wakes the job queue after a commit that queued work (the receipt). */
  jobs: { kick(): void };
  now?: () => Date;
}

/**
 * Paying towards a booking after checkout (docs/spec/3-accounts-bookings-content.md §4 'Payment
 * flow'): a session fixes the amount against the balance the customer saw; paying it is one SALE
 * at the gateway, ever, with 3-D Secure as at checkout; the approval is recorded against the
 * instalments oldest first, with its receipt, in one transaction. Only the owner or a grant
 * holder may open or pay one.
 */
export function createBookingPaymentsService(deps: BookingPaymentsDeps) {
  const { repo, provider, log, now = () => new Date() } = deps;

  function replay(attempt: BookingPaymentAttempt): BookingPaymentPayResponse {
    const result = attempt.result as Stored | null;
    if (!result || !answered(attempt.state)) {
      throw new AppError('CONFLICT', bookingPaymentMessages.inProgress);
    }
    if (result.ok) return result.response;
    throw errorOf(result);
  }

  /**
   * Waits for the request that is acting on the session's charge (or reconciliation) to settle
   * it, then answers what it answered.
   */
  async function awaitAttempt(id: string): Promise<BookingPaymentPayResponse> {
    for (let waited = 0; waited < 30_000; waited += 100) {
      const attempt = await repo.find(id);
      if (attempt?.result && answered(attempt.state)) return replay(attempt);
      await sleep(100);
    }
    throw new AppError('CONFLICT', bookingPaymentMessages.inProgress);
  }

  async function fail(
    attempt: BookingPaymentAttempt,
    state: 'declined' | 'failed',
    code: number,
    values: { xref?: string | null; message?: string } = {},
  ): Promise<never> {
    const result = refusalOf(code);
    const moved = await repo.move(attempt.id, state === 'declined' ? 'decline' : 'fail', {
      xref: values.xref ?? attempt.xref,
      responseCode: code,
      responseMessage: values.message ?? null,
      result,
    });
    // Settled otherwise first: that is the answer.
    if (!moved) return (await awaitAttempt(attempt.id)) as never;
    throw errorOf(result);
  }

  /**
   * A charge the booking cannot take (it no longer owes that much: decided, with the attempt
   * moved to `reversing`, in the transaction that would have recorded it) is given back at the
   * gateway: voided, or refunded when it can no longer be voided. Until the gateway confirms,
   * the attempt stays `reversing` and reconciliation tries again; nothing records it meanwhile.
   */
  async function giveBack(attempt: BookingPaymentAttempt, xref: string): Promise<never> {
    log.error({ attemptId: attempt.id }, 'approved booking payment exceeds the balance');
    let state: 'voided' | 'refunded' | undefined;
    try {
      const cancelled = await provider.cancel(xref);
      if (cancelled.status === 'approved') state = 'voided';
      else if ((await provider.refund(xref, attempt.amountPence)).status === 'approved') {
        state = 'refunded';
      }
    } catch (err) {
      log.error({ err, attemptId: attempt.id }, 'giving a booking payment back failed');
    }
    if (!state) throw new AppError('UNAVAILABLE', bookingPaymentMessages.gatewayUnavailable);
    await repo.move(attempt.id, state);
    throw errorOf(givenBackResult);
  }

  /** The approval becomes the booking's payment (once), or is given back. */
  async function complete(
    attempt: BookingPaymentAttempt,
    xref: string,
    message: string,
  ): Promise<BookingPaymentPayResponse> {
    let outcome: RecordOutcome;
    try {
      outcome = await repo.record({
        attempt,
        xref,
        message,
        givenBack: givenBackResult,
        resultOf: ({ paidPence, remainingPence, at }) =>
          ({
            ok: true,
            response: {
              requiresAction: false,
              bookingReference: attempt.orderRef,
              transactionId: xref,
              amount: attempt.amountPence,
              paidAmount: paidPence,
              remainingBalance: remainingPence,
              paidInFull: remainingPence === 0,
              paymentType: attempt.paymentType,
              method: 'card',
              date: at.toISOString(),
            } satisfies BookingPaymentPaid,
          }) satisfies Stored,
      });
    } catch (err) {
      // The money is taken and the attempt says so: reconciliation records it shortly.
      log.error({ err, attemptId: attempt.id }, 'an approved booking payment was not recorded yet');
      throw new AppError('UNAVAILABLE', bookingPaymentMessages.recordingLater, {
        paymentCode: 'PAYMENT_RECORDING',
      });
    }
    switch (outcome.kind) {
      case 'exceeds':
        return giveBack(outcome.attempt, xref);
      case 'settled':
        return replay(outcome.attempt);
      case 'recorded':
        deps.jobs.kick();
        break;
      case 'already':
        break;
    }
    const stored = outcome.result as Stored | null;
    if (stored?.ok) return stored.response;
    throw new AppError('CONFLICT', bookingPaymentMessages.inProgress);
  }

  /**
   * Acts on what the gateway decided for a charge this request holds (`sent`). Each state write
   * is a guarded transition: when another request settled the attempt first, its answer is this
   * request's answer.
   */
  async function settle(
    attempt: BookingPaymentAttempt,
    outcome: PaymentOutcome,
  ): Promise<BookingPaymentPayResponse> {
    switch (outcome.status) {
      case 'approved': {
        const approved = await repo.move(attempt.id, 'approve', {
          xref: outcome.xref,
          responseCode: 0,
        });
        if (!approved) return awaitAttempt(attempt.id);
        return complete(approved, outcome.xref, outcome.message);
      }
      case 'requires_action': {
        const response: BookingPaymentPayResponse = {
          requiresAction: true,
          redirectUrl: outcome.threeDSURL,
          redirectData: outcome.request,
        };
        const moved = await repo.move(attempt.id, 'challenge', {
          xref: outcome.xref,
          threeDSRef: outcome.threeDSRef,
          responseCode: 65802,
          result: { ok: true, response } satisfies Stored,
        });
        if (!moved) return awaitAttempt(attempt.id);
        return response;
      }
      default:
        return fail(attempt, outcome.status, outcome.code, outcome);
    }
  }

  return {
    /** 'Proceed to Payment': a session for the amount the type asks, against the balance shown. */
    async open(
      reference: string,
      body: BookingPaymentInitRequest,
      access: BookingAccess,
    ): Promise<BookingPaymentSession> {
      const booking = await deps.bookings.forPayment(reference, access);
      if (booking.status === 'cancelled') {
        throw new AppError('CONFLICT', BOOKING_CANCELLED);
      }
      const remaining = remainingOf(booking.instalments);
      if (remaining === 0) {
        throw AppError.unprocessable({ amount: [bookingPaymentMessages.nothingOwed] });
      }
      if (body.remainingBalance !== remaining) {
        throw new AppError('CONFLICT', bookingPaymentMessages.balanceChanged, {
          remainingBalance: remaining,
        });
      }
      let amount: number;
      if (body.paymentType === 'custom') {
        const problem = customAmountError(body.amount ?? null, remaining);
        if (problem) throw AppError.unprocessable({ amount: [problem] });
        amount = body.amount ?? 0;
      } else {
        amount = amountFor(booking.instalments, body.paymentType);
      }
      const expiresAt = new Date(now().getTime() + PAYMENT_SESSION_MINUTES * 60_000);
      const attempt = await repo.open({
        bookingId: booking.id,
        paymentType: body.paymentType,
        amountPence: amount,
        remainingPence: remaining,
        // The gateway's own key for this charge (at most 50 characters).
        transactionUnique: `${booking.reference}-${randomBytes(9).toString('hex')}`,
        orderRef: booking.reference,
        expiresAt,
      });
      return {
        sessionUuid: attempt.id,
        transactionId: attempt.transactionUnique,
        bookingReference: booking.reference,
        paymentType: body.paymentType,
        amount,
        remainingBalance: remaining,
        gatewayUrl: deps.gatewayUrl,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * Confirm Payment: one SALE per session, ever. A repeat (double click, retry, another tab
     * with the same session) waits for and returns the first answer.
     */
    async pay(
      reference: string,
      sessionUuid: string,
      body: BookingPaymentPayRequest,
      access: BookingAccess,
      idempotencyKey: string,
      remoteAddress: string,
    ): Promise<BookingPaymentPayResponse> {
      const booking = await deps.bookings.forPayment(reference, access);
      const attempt = await repo.find(sessionUuid);
      if (!attempt || attempt.bookingId !== booking.id) {
        throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
      }
      const requestHash = createHash('sha256')
        .update(JSON.stringify([sessionUuid, body.paymentToken]))
        .digest('hex');
      if (attempt.state !== 'open') {
        if (attempt.idempotencyKey === idempotencyKey && attempt.requestHash !== requestHash) {
          throw new AppError('CONFLICT', bookingPaymentMessages.keyReused);
        }
        return awaitAttempt(attempt.id);
      }
      if (attempt.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('GONE', bookingPaymentMessages.sessionExpired);
      }
      if (booking.status === 'cancelled') throw new AppError('CONFLICT', BOOKING_CANCELLED);
      if (remainingOf(booking.instalments) !== attempt.remainingPence) {
        throw new AppError('CONFLICT', bookingPaymentMessages.balanceChanged, {
          remainingBalance: remainingOf(booking.instalments),
        });
      }
      const claim = await repo.claim(attempt.id, idempotencyKey, requestHash);
      if (claim.kind === 'taken') return awaitAttempt(attempt.id);
      if (claim.kind === 'busy') throw new AppError('CONFLICT', bookingPaymentMessages.inProgress);
      if (claim.kind === 'key_reused') {
        throw new AppError('CONFLICT', bookingPaymentMessages.keyReused);
      }
      const claimed = claim.attempt;
      let outcome: PaymentOutcome;
      try {
        outcome = await provider.sale({
          amountPence: claimed.amountPence,
          orderRef: claimed.orderRef,
          transactionUnique: claimed.transactionUnique,
          paymentToken: body.paymentToken,
          threeDSRedirectURL: `${deps.publicUrl}/api${bookingPaymentPaths.threeDSCallback}`,
          browser: { ...body.browserInfo, remoteAddress },
        });
      } catch (err) {
        if (!(err instanceof PaymentProviderUnavailable)) throw err;
        log.warn({ err, attemptId: claimed.id }, 'gateway unavailable during a booking payment');
        // Unknown whether the gateway took it: ask, and otherwise leave it to reconciliation.
        const known = await provider.query(claimed.transactionUnique).catch(() => undefined);
        if (known === undefined) {
          throw new AppError('UNAVAILABLE', bookingPaymentMessages.gatewayUnavailable);
        }
        outcome =
          known === null || known.status === 'reversed'
            ? { status: 'failed', xref: known?.xref ?? null, code: 65535, message: 'NOT RECEIVED' }
            : known;
      }
      return settle(claimed, outcome);
    },

    /**
     * The gateway's 3-D Secure page posted the shopper's browser back: continue the SALE, record
     * it, and send the browser to the booking's payment tab with the outcome.
     */
    async threeDSReturn(fields: Record<string, string>): Promise<string> {
      const ref: string | undefined = fields.threeDSRef;
      const attempt = ref ? await repo.findByThreeDSRef(ref) : undefined;
      if (!attempt) return '/account';
      const tab = `/account/booking/${attempt.orderRef}/payment`;
      const failedUrl = (message: string, code: string) =>
        `${tab}?${new URLSearchParams({ [PAYMENT_RETURN_PARAM]: 'failed', error: message, errorCode: code }).toString()}`;
      const nextOf = (response: BookingPaymentPayResponse) =>
        response.requiresAction
          ? failedUrl(bookingPaymentMessages.paymentFailed, 'PAYMENT_ERROR')
          : `${tab}?${new URLSearchParams({ [PAYMENT_RETURN_PARAM]: 'paid', transactionId: response.transactionId, amount: String(response.amount) }).toString()}`;
      const failure = (err: unknown) => {
        if (err instanceof AppError && err.status < 500) {
          return failedUrl(err.message, paymentCodeOf(err.details));
        }
        // Taken, and recorded by reconciliation shortly: never tell the customer to pay again.
        if (err instanceof AppError && paymentCodeOf(err.details) === 'PAYMENT_RECORDING') {
          return failedUrl(err.message, 'PAYMENT_RECORDING');
        }
        log.error(
          { err, attemptId: attempt.id },
          '3-D Secure continuation of a booking payment failed',
        );
        return failedUrl(bookingPaymentMessages.paymentFailed, 'PAYMENT_ERROR');
      };
      const response: Record<string, string> = {};
      for (const [name, value] of Object.entries(fields)) {
        const m = /^threeDSResponse\[(\w+)\]$/.exec(name);
        if (m?.[1]) response[m[1]] = value;
      }
      try {
        // One request continues the charge at the gateway. A second post of the same answer (a
        // double click, a retry, another process) waits for the first one's answer.
        const claimed = await repo.move(attempt.id, 'continueThreeDS');
        if (!claimed) return nextOf(await awaitAttempt(attempt.id));
        let outcome: PaymentOutcome;
        try {
          outcome = await provider.continueThreeDS(claimed.threeDSRef ?? '', response);
        } catch (err) {
          // Not known at the gateway: the shopper may post the answer again.
          await repo.move(attempt.id, 'threeDSUnanswered');
          throw err;
        }
        return nextOf(await settle(claimed, outcome));
      } catch (err) {
        return failure(err);
      }
    },

    /**
     * Start-up (and periodic) reconciliation: every charge left unsettled is settled from the
     * gateway's own record. Approved → recorded (or given back); anything else → failed.
     */
    async reconcile(olderThanMs = 60_000): Promise<number> {
      const stale = await repo.unsettledBefore(new Date(now().getTime() - olderThanMs));
      let settled = 0;
      for (const attempt of stale) {
        try {
          const outcome = await provider.query(attempt.transactionUnique);
          if (outcome?.status === 'approved') {
            await (
              attempt.state === 'reversing'
                ? giveBack(attempt, outcome.xref)
                : complete(attempt, outcome.xref, outcome.message)
            ).catch((err: unknown) => {
              // Given back (CONFLICT) is settled; anything else is tried again next time.
              if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
            });
          } else if (outcome?.status === 'reversed') {
            await repo.move(attempt.id, outcome.reversal, {
              xref: outcome.xref,
              ...(attempt.state === 'reversing' ? {} : { result: givenBackResult }),
            });
          } else if (outcome?.status === 'requires_action') {
            // The shopper may still be in the challenge: only an hour-old one is abandoned. One
            // whose answer never reached the gateway can be posted again.
            if (now().getTime() - attempt.updatedAt.getTime() < 3_600_000) {
              if (attempt.state === 'sent') await repo.move(attempt.id, 'threeDSUnanswered');
              continue;
            }
            await repo.move(attempt.id, 'fail', { result: refusalOf(65535) });
          } else {
            await repo.move(attempt.id, outcome?.status === 'declined' ? 'decline' : 'fail', {
              xref: outcome?.xref ?? attempt.xref,
              result: refusalOf(outcome && 'code' in outcome ? outcome.code : 65535),
            });
          }
          settled += 1;
        } catch (err) {
          log.warn({ err, attemptId: attempt.id }, 'booking payment reconciliation will retry');
        }
      }
      return settled;
    },
  };
}
export type BookingPaymentsService = ReturnType<typeof createBookingPaymentsService>;
