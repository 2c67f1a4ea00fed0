import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type {
  PaymentOutcome,
  PaymentProvider,
  SaleRequest,
} from '../../integrations/payment-gateway/provider';
import { PaymentProviderUnavailable } from '../../integrations/payment-gateway/provider';
import {
  answered,
  type BookingPaymentTransition,
  type CheckoutPaymentTransition,
} from './attempt-states';

/**
 * The one charge engine: a SALE at the gateway, its 3-D Secure continuation, acting on the
 * gateway's decision, giving an approval back (void, else refund), replaying an attempt's answer
 * and reconciling attempts left unsettled. It is used by the checkout's payment and by payments
 * towards a booking, which supply only what differs: their attempts' storage and what paying
 * records (the booking; the payment against the instalments). Every state write is a guarded
 * transition of ./attempt-states.ts: a request that loses a race answers what the winner answered.
 */

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

/** A refusal as it is stored and answered again. */
export interface Refusal {
  ok: false;
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** The answer stored with an attempt and given to every request for it: success or refusal. */
export type Stored<R> = { ok: true; response: R } | Refusal;

/** The gateway wants the shopper's browser at its 3-D Secure page. */
interface ThreeDSRedirect {
  requiresAction: true;
  redirectUrl: string;
  redirectData: { creq?: string; threeDSMethodData?: string };
}

/** The error a stored refusal is answered with again. */
function errorOf(result: {
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
function refusalOf(code: number): Refusal {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What both attempt tables hold of a charge. */
interface ChargeAttempt {
  id: string;
  state: string;
  transactionUnique: string;
  orderRef: string;
  amountPence: number;
  xref: string | null;
  threeDSRef: string | null;
  result: unknown;
  updatedAt: Date;
}

/** The transitions both lifecycles have (each adds the one that records its charge). */
type ChargeTransition = CheckoutPaymentTransition & BookingPaymentTransition;

/** The values a transition may write with the state. */
interface ChargeValues {
  xref?: string | null;
  threeDSRef?: string | null;
  responseCode?: number | null;
  responseMessage?: string | null;
  result?: unknown;
}

/** Where a kind of charge keeps its attempts. */
interface AttemptStore<A extends ChargeAttempt> {
  find(id: string): Promise<A | undefined>;
  /** A guarded transition: the attempt as moved, or undefined when another request won. */
  move(id: string, name: ChargeTransition, values?: ChargeValues): Promise<A | undefined>;
  /**
   * The gateway did not take the money (or gave it back): the attempt ends and, when this
   * request made that move, whatever it held for the charge is released. False when another
   * request settled it first.
   */
  settleUnpaid(
    attempt: A,
    name: 'decline' | 'fail' | 'voided' | 'refunded',
    values?: ChargeValues,
  ): Promise<boolean>;
  /** Attempts left unsettled since before `cutoff` (a crash, a lost answer, an abandoned 3DS). */
  unsettledBefore(cutoff: Date): Promise<A[]>;
}

/** What recording an approved charge came to. */
export type RecordOutcome<A, R> =
  /** This request recorded it (and queued what follows). */
  | { kind: 'recorded'; response: R }
  /** Recorded before, by another request or process. */
  | { kind: 'already'; response: R }
  /**
   * It cannot be recorded (the booking no longer owes it, another payment booked the checkout,
   * the booking could not be written): it is given back. `attempt` is `reversing` when the
   * transaction that would have recorded it decided so.
   */
  | { kind: 'give_back'; attempt: A; cause: unknown }
  /** Settled otherwise first (being given back, declined): its stored answer is the answer. */
  | { kind: 'settled'; attempt: A };

/** What a kind of charge pays for: recording it, and the answers that are its own. */
interface ChargePurpose<A extends ChargeAttempt, R> {
  /**
   * Records an approval (the attempt moves to its final state in the same transaction), at most
   * once whatever calls it. An error leaves the attempt approved, for reconciliation.
   */
  record(attempt: A, xref: string, message: string): Promise<RecordOutcome<A, R>>;
  /** Answered while an approval is being given back and when it has been. */
  givingBack: Refusal;
  givenBack: Refusal;
  /** Answered when another request is still acting on the attempt. */
  inProgress: string;
  /** Answered when the gateway cannot be reached and it is not known whether it took the money. */
  gatewayUnavailable: string;
}

interface ChargeEngineDeps<A extends ChargeAttempt, R> {
  store: AttemptStore<A>;
  purpose: ChargePurpose<A, R>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createChargeEngine<A extends ChargeAttempt, R>(deps: ChargeEngineDeps<A, R>) {
  const { store, purpose, provider, log, now = () => new Date() } = deps;

  /** The answer stored with an attempt, once it holds one. */
  function replay(attempt: A): R | ThreeDSRedirect {
    const result = attempt.result as Stored<R | ThreeDSRedirect> | null;
    if (!result || !answered(attempt.state)) {
      throw new AppError('CONFLICT', purpose.inProgress);
    }
    if (result.ok) return result.response;
    throw errorOf(result);
  }

  /**
   * Waits for the request acting on the attempt (or reconciliation) to settle it, then answers
   * what it answered.
   */
  async function awaitAnswer(id: string): Promise<R | ThreeDSRedirect> {
    for (let waited = 0; waited < 30_000; waited += 100) {
      const attempt = await store.find(id);
      if (attempt?.result && answered(attempt.state)) return replay(attempt);
      await sleep(100);
    }
    throw new AppError('CONFLICT', purpose.inProgress);
  }

  /**
   * Gives an approval back at the gateway: voided, or refunded when it can no longer be voided.
   * The attempt first moves to `reversing` (unless the transaction that would have recorded it
   * did), so nothing records it meanwhile. Until the gateway confirms, it stays `reversing` and
   * reconciliation tries again.
   */
  async function giveBack(attempt: A, xref: string, cause: unknown): Promise<never> {
    log.error({ err: cause, attemptId: attempt.id }, 'an approved charge is being given back');
    if (attempt.state !== 'reversing') {
      const reversing = await store.move(attempt.id, 'reverse', {
        xref,
        result: purpose.givingBack,
      });
      // Recorded (or settled) by another request or process meanwhile: that is the answer.
      if (!reversing) return (await awaitAnswer(attempt.id)) as never;
    }
    let state: 'voided' | 'refunded' | undefined;
    try {
      // Each give-back has its own transactionUnique, derived from the attempt's, so a repeat
      // (reconciliation after a lost answer) is the same request at the gateway.
      const cancelled = await provider.cancel({
        xref,
        transactionUnique: `${attempt.transactionUnique}-V`,
      });
      if (cancelled.status === 'approved') state = 'voided';
      else {
        const refunded = await provider.refund({
          xref,
          amountPence: attempt.amountPence,
          transactionUnique: `${attempt.transactionUnique}-R`,
        });
        if (refunded.status === 'approved') state = 'refunded';
      }
    } catch (err) {
      log.error({ err, attemptId: attempt.id }, 'giving an approved charge back failed');
    }
    if (!state) throw errorOf(purpose.givingBack);
    await store.settleUnpaid(attempt, state, { result: purpose.givenBack });
    throw errorOf(purpose.givenBack);
  }

  /** The approval is recorded (once), or given back. */
  async function complete(attempt: A, xref: string, message: string): Promise<R> {
    const outcome = await purpose.record(attempt, xref, message);
    switch (outcome.kind) {
      case 'recorded':
      case 'already':
        return outcome.response;
      case 'give_back':
        return giveBack(outcome.attempt, xref, outcome.cause);
      case 'settled':
        return replay(outcome.attempt) as R;
    }
  }

  /** A declined or failed charge: recorded, whatever it held released, the customer told why. */
  async function refuse(
    attempt: A,
    outcome: Extract<PaymentOutcome, { status: 'declined' | 'failed' }>,
  ): Promise<R | ThreeDSRedirect> {
    const result = refusalOf(outcome.code);
    const moved = await store.settleUnpaid(
      attempt,
      outcome.status === 'declined' ? 'decline' : 'fail',
      {
        xref: outcome.xref ?? attempt.xref,
        responseCode: outcome.code,
        responseMessage: outcome.message,
        result,
      },
    );
    // Settled otherwise first: that is the answer.
    if (!moved) return awaitAnswer(attempt.id);
    throw errorOf(result);
  }

  /** Acts on what the gateway decided for a charge this request holds (`sent`). */
  async function settle(attempt: A, outcome: PaymentOutcome): Promise<R | ThreeDSRedirect> {
    switch (outcome.status) {
      case 'approved': {
        const approved = await store.move(attempt.id, 'approve', {
          xref: outcome.xref,
          responseCode: 0,
        });
        if (!approved) return awaitAnswer(attempt.id);
        return complete(approved, outcome.xref, outcome.message);
      }
      case 'requires_action': {
        const response: ThreeDSRedirect = {
          requiresAction: true,
          redirectUrl: outcome.threeDSURL,
          redirectData: outcome.request,
        };
        const moved = await store.move(attempt.id, 'challenge', {
          xref: outcome.xref,
          threeDSRef: outcome.threeDSRef,
          responseCode: 65802,
          result: { ok: true, response } satisfies Stored<ThreeDSRedirect>,
        });
        if (!moved) return awaitAnswer(attempt.id);
        return response;
      }
      default:
        return refuse(attempt, outcome);
    }
  }

  return {
    replay,
    awaitAnswer,

    /**
     * The one SALE of an attempt this request claimed (`sent`). When the gateway cannot be
     * reached, it is asked what it did with the attempt's key; otherwise reconciliation settles it.
     */
    async sale(
      attempt: A,
      request: Omit<SaleRequest, 'amountPence' | 'orderRef' | 'transactionUnique'>,
    ) {
      let outcome: PaymentOutcome;
      try {
        outcome = await provider.sale({
          ...request,
          amountPence: attempt.amountPence,
          orderRef: attempt.orderRef,
          transactionUnique: attempt.transactionUnique,
        });
      } catch (err) {
        if (!(err instanceof PaymentProviderUnavailable)) throw err;
        log.warn({ err, attemptId: attempt.id }, 'gateway unavailable during a SALE');
        const known = await provider.query(attempt.transactionUnique).catch(() => undefined);
        if (known === undefined) throw new AppError('UNAVAILABLE', purpose.gatewayUnavailable);
        outcome =
          known === null || known.status === 'reversed'
            ? { status: 'failed', xref: known?.xref ?? null, code: 65535, message: 'NOT RECEIVED' }
            : known;
      }
      return settle(attempt, outcome);
    },

    /**
     * The shopper's bank answered the 3-D Secure step: one request continues the charge at the
     * gateway; a second post of the same answer (a double click, a retry, another process)
     * waits for the first one's answer.
     */
    async continueThreeDS(
      attempt: A,
      fields: Record<string, string>,
    ): Promise<R | ThreeDSRedirect> {
      const response: Record<string, string> = {};
      for (const [name, value] of Object.entries(fields)) {
        const m = /^threeDSResponse\[(\w+)\]$/.exec(name);
        if (m?.[1]) response[m[1]] = value;
      }
      const claimed = await store.move(attempt.id, 'continueThreeDS');
      if (!claimed) return awaitAnswer(attempt.id);
      let outcome: PaymentOutcome;
      try {
        outcome = await provider.continueThreeDS(claimed.threeDSRef ?? '', response);
      } catch (err) {
        // Not known at the gateway: the shopper may post the answer again.
        await store.move(attempt.id, 'threeDSUnanswered');
        throw err;
      }
      return settle(claimed, outcome);
    },

    /**
     * Start-up (and periodic) reconciliation: every attempt left unsettled is settled from the
     * gateway's own record. Approved → recorded (or, being given back, given back); reversed →
     * ended; still in 3-D Secure → left for an hour; anything else → ended, whatever it held
     * released. One charge, recorded once, whatever crashed.
     */
    async reconcile(olderThanMs = 60_000): Promise<number> {
      const stale = await store.unsettledBefore(new Date(now().getTime() - olderThanMs));
      let settled = 0;
      for (const attempt of stale) {
        try {
          const outcome = await provider.query(attempt.transactionUnique);
          if (outcome?.status === 'approved') {
            await (
              attempt.state === 'reversing'
                ? giveBack(attempt, outcome.xref, new Error('reconciliation'))
                : complete(attempt, outcome.xref, outcome.message)
            ).catch((err: unknown) => {
              // Given back (CONFLICT) is settled; anything else is tried again next time.
              if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
            });
          } else if (outcome?.status === 'reversed') {
            // Given back at the gateway by an earlier pass whose own record was not written.
            await store.settleUnpaid(attempt, outcome.reversal, {
              xref: outcome.xref,
              result: purpose.givenBack,
            });
          } else if (outcome?.status === 'requires_action') {
            // The shopper may still be in the challenge: only an hour-old one is abandoned. One
            // whose answer never reached the gateway can be posted again.
            if (now().getTime() - attempt.updatedAt.getTime() < 3_600_000) {
              if (attempt.state === 'sent') await store.move(attempt.id, 'threeDSUnanswered');
              continue;
            }
            await store.settleUnpaid(attempt, 'fail', { result: refusalOf(65535) });
          } else {
            await store.settleUnpaid(attempt, outcome?.status === 'declined' ? 'decline' : 'fail', {
              xref: outcome?.xref ?? attempt.xref,
              responseCode: outcome && 'code' in outcome ? outcome.code : null,
              result: refusalOf(outcome && 'code' in outcome ? outcome.code : 65535),
            });
          }
          settled += 1;
        } catch (err) {
          log.warn({ err, attemptId: attempt.id }, 'payment reconciliation will retry');
        }
      }
      return settled;
    },
  };
}
