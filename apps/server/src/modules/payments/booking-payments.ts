import { createHash, randomBytes } from 'node:crypto';
import {
  bookingPaymentMessages,
  bookingPaymentPaths,
  PAYMENT_RETURN_PARAM,
  PAYMENT_SESSION_MINUTES,
  type BookingPaymentInitRequest,
  type BookingPaymentPaid,
  type BookingPaymentPayRequest,
  type BookingPaymentPayResponse,
  type BookingPaymentSession,
  type PaymentScheduleRequest,
  type PaymentScheduleResponse,
} from '@sunward/contracts/booking-payments';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../integrations/payment-gateway/provider';
import { londonToday } from '../../lib/dates';
import {
  afterPayment,
  amountToPay,
  instalmentStatus,
  remainingOf,
  type BookingAccess,
  type BookingsService,
} from '../bookings/service';
import type {
  BookingPaymentAttempt,
  BookingPaymentsRepository,
} from './booking-payments-repository';
import {
  createChargeEngine,
  paymentCodeOf,
  type RecordOutcome,
  type Refusal,
  type Stored,
} from './charge';

export const SESSION_NOT_FOUND =
  'That payment session was not found. Please start your payment again.';
export const BOOKING_CANCELLED = 'This booking has been cancelled, so no payment can be taken.';

/** The answer to a charge given back because the booking no longer owed it. */
const givenBackResult: Refusal = {
  ok: false,
  status: 409,
  code: 'CONFLICT',
  message: bookingPaymentMessages.givenBack,
  details: { paymentCode: 'BALANCE_CHANGED' },
};

/** Its answer while the gateway has not yet confirmed the void or refund. */
const givingBackResult: Refusal = {
  ok: false,
  status: 503,
  code: 'UNAVAILABLE',
  message: bookingPaymentMessages.givingBack,
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
  const { repo, log, now = () => new Date() } = deps;

  /**
   * What paying towards a booking records: the payment, allocated to the instalments oldest
   * first, with its receipt (repository: one transaction, at most once). An approval the booking
   * can no longer take is given back; one that could not be recorded stays approved and
   * reconciliation records it.
   */
  async function record(
    attempt: BookingPaymentAttempt,
    xref: string,
    message: string,
  ): Promise<RecordOutcome<BookingPaymentAttempt, BookingPaymentPaid>> {
    let outcome: Awaited<ReturnType<BookingPaymentsRepository['record']>>;
    try {
      outcome = await repo.record({
        attempt,
        xref,
        message,
        givenBack: givingBackResult,
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
            },
          }) satisfies Stored<BookingPaymentPaid>,
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
        return { kind: 'give_back', attempt: outcome.attempt, cause: 'the balance is lower' };
      case 'settled':
        return outcome;
      case 'recorded':
        deps.jobs.kick();
        break;
      case 'already':
        break;
    }
    const stored = outcome.result as Stored<BookingPaymentPaid> | null;
    if (!stored?.ok) throw new AppError('CONFLICT', bookingPaymentMessages.inProgress);
    return { kind: outcome.kind, response: stored.response };
  }

  const charges = createChargeEngine<BookingPaymentAttempt, BookingPaymentPaid>({
    store: repo,
    purpose: {
      record,
      givingBack: givingBackResult,
      givenBack: givenBackResult,
      inProgress: bookingPaymentMessages.inProgress,
      gatewayUnavailable: bookingPaymentMessages.gatewayUnavailable,
    },
    provider: deps.provider,
    log,
    now,
  });

  return {
    /**
     * The schedule as it would stand after a payment of this type (owner or grant holder): the
     * next instalment's due, the whole balance, or a custom amount the rules allow (422 with the
     * rule's message otherwise).
     */
    async preview(
      reference: string,
      input: PaymentScheduleRequest,
      access: BookingAccess,
    ): Promise<PaymentScheduleResponse> {
      const { instalments } = await deps.bookings.forPayment(reference, access);
      const { amountPence } = amountToPay(instalments, input.paymentType, input.amount);
      const today = londonToday(now());
      const after = afterPayment(instalments, amountPence);
      const next = after.find((i) => i.paidPence < i.amountPence);
      return {
        payment_amount: amountPence,
        schedule: after.map((i) => ({
          id: i.id,
          description: i.description,
          amount: i.amountPence,
          payment_date: i.dueDate,
          status: instalmentStatus(i, today),
          paid_amount: i.paidPence,
          amount_due: i.amountPence - i.paidPence,
        })),
        next_payment: next
          ? { payment_date: next.dueDate, amount_due: next.amountPence - next.paidPence }
          : null,
      };
    },

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
      if (remaining > 0 && body.remainingBalance !== remaining) {
        throw new AppError('CONFLICT', bookingPaymentMessages.balanceChanged, {
          remainingBalance: remaining,
        });
      }
      const { amountPence: amount } = amountToPay(
        booking.instalments,
        body.paymentType,
        body.amount,
      );
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
        return charges.awaitAnswer(attempt.id);
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
      if (claim.kind === 'taken') return charges.awaitAnswer(attempt.id);
      if (claim.kind === 'busy') throw new AppError('CONFLICT', bookingPaymentMessages.inProgress);
      if (claim.kind === 'key_reused') {
        throw new AppError('CONFLICT', bookingPaymentMessages.keyReused);
      }
      return charges.sale(claim.attempt, {
        paymentToken: body.paymentToken,
        threeDSRedirectURL: `${deps.publicUrl}/api${bookingPaymentPaths.threeDSCallback}`,
        browser: { ...body.browserInfo, remoteAddress },
      });
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
      try {
        return nextOf(await charges.continueThreeDS(attempt, fields));
      } catch (err) {
        return failure(err);
      }
    },

    /** Settles attempts left unsettled (a crash, a lost answer) from the gateway's record. */
    reconcile: (olderThanMs?: number) => charges.reconcile(olderThanMs),
  };
}
export type BookingPaymentsService = ReturnType<typeof createBookingPaymentsService>;
