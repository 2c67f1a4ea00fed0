import type { FastifyBaseLogger } from 'fastify';
import {
  PaymentProviderUnavailable,
  type PaymentOutcome,
  type PaymentProvider,
  type QueriedOutcome,
} from '../../integrations/payment-gateway/provider';

/** One refund of a cancelled booking, as the refund engine needs it. */
export interface RefundToSend {
  id: string;
  saleXref: string;
  amountPence: number;
  /** The SALE's own amount: a refund of all of it may be a VOID while unsettled. */
  saleAmountPence: number;
  state: 'pending' | 'sent' | 'approved' | 'declined';
  attempt: number;
  transactionUnique: string | null;
  /** When its state last moved: a try sent moments ago may still be another run's. */
  updatedAt: Date;
}

/** Where a cancellation's refunds are kept (the bookings module); every move is guarded. */
export interface RefundStore {
  refundsOf(cancellationId: string): Promise<RefundToSend[]>;
  /** pending | declined → sent with this try's number and unique; false when another run has it. */
  claim(id: string, attempt: number, transactionUnique: string): Promise<boolean>;
  /** sent → approved, only for this try (a later try is another run's). */
  approve(
    id: string,
    attempt: number,
    result: { method: 'void' | 'refund'; gatewayXref: string; message: string },
  ): Promise<void>;
  /** sent → declined, only for this try. */
  decline(id: string, attempt: number, result: { code: number; message: string }): Promise<void>;
}

/** The two transactions one try of a refund may make at the gateway: a VOID, else a REFUND. */
const uniqueOf = (refund: { id: string }, attempt: number, kind: 'V' | 'R') =>
  `${refund.id}-${String(attempt)}${kind}`;

const NOT_SETTLED_HINT = 'refund attempt did not go through';

/**
 * A try sent less than this long ago may still be waiting for the gateway's answer in another run
 * (a retry queued by a person while the job's own retry runs): it is left to that run, never asked
 * about and sent again, which could refund twice.
 */
const IN_FLIGHT_MS = 120_000;

/**
 * Gives a cancelled booking's money back at the gateway, refund by refund, as the bookings module
 * planned them: the whole of a SALE is first VOIDed (possible while the gateway has not settled
 * it), else REFUNDed; part of a SALE is REFUNDed. Each try has its own transactionUnique, so a
 * try whose answer was lost (a crash, a timeout) is asked about before anything is sent again:
 * one refund, recorded once. A refusal is recorded with the gateway's reason and thrown, so the
 * job that runs this tries again with back-off; nothing is dropped.
 */
export function createRefundEngine(deps: {
  provider: PaymentProvider;
  store: RefundStore;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => Date;
}) {
  const { provider, store, log, now = () => new Date() } = deps;

  /** What became of a try whose answer was lost: its REFUND, else its VOID, as the gateway kept it. */
  async function recover(refund: RefundToSend): Promise<boolean> {
    for (const kind of ['R', 'V'] as const) {
      const known: QueriedOutcome | null = await provider.query(
        uniqueOf(refund, refund.attempt, kind),
      );
      if (known?.status === 'approved') {
        await store.approve(refund.id, refund.attempt, {
          method: kind === 'V' ? 'void' : 'refund',
          gatewayXref: known.xref,
          message: known.message,
        });
        return true;
      }
    }
    return false;
  }

  /** One try: VOID then REFUND for a whole SALE, REFUND for part of one. */
  async function send(refund: RefundToSend, attempt: number): Promise<void> {
    if (refund.amountPence === refund.saleAmountPence) {
      const voided = await provider.cancel({
        xref: refund.saleXref,
        transactionUnique: uniqueOf(refund, attempt, 'V'),
      });
      if (voided.status === 'approved') {
        await store.approve(refund.id, attempt, {
          method: 'void',
          gatewayXref: voided.xref,
          message: voided.message,
        });
        return;
      }
    }
    const refunded: PaymentOutcome = await provider.refund({
      xref: refund.saleXref,
      amountPence: refund.amountPence,
      transactionUnique: uniqueOf(refund, attempt, 'R'),
    });
    if (refunded.status === 'approved') {
      await store.approve(refund.id, attempt, {
        method: 'refund',
        gatewayXref: refunded.xref,
        message: refunded.message,
      });
      return;
    }
    const code = 'code' in refunded ? refunded.code : -1;
    const message = 'message' in refunded ? refunded.message : 'UNEXPECTED ANSWER';
    await store.decline(refund.id, attempt, { code, message });
    throw new Error(`a ${NOT_SETTLED_HINT}: ${message} (${String(code)})`);
  }

  return {
    /**
     * Sends every refund of the cancellation not yet approved. Throws when any is still owed
     * (refused, or the gateway unreachable), after trying all of them.
     */
    async giveBack(cancellationId: string): Promise<void> {
      const refunds = await store.refundsOf(cancellationId);
      const owed: string[] = [];
      for (const refund of refunds) {
        if (refund.state === 'approved') continue;
        try {
          if (refund.state === 'sent') {
            if (now().getTime() - refund.updatedAt.getTime() < IN_FLIGHT_MS) {
              owed.push(refund.id);
              continue;
            }
            // A try left without its answer: ask the gateway before sending anything again.
            if (await recover(refund)) continue;
            await store.decline(refund.id, refund.attempt, {
              code: 65535,
              message: 'NOT RECEIVED',
            });
            refund.state = 'declined';
          }
          const attempt = refund.attempt + 1;
          if (!(await store.claim(refund.id, attempt, uniqueOf(refund, attempt, 'R')))) {
            owed.push(refund.id);
            continue;
          }
          await send(refund, attempt);
        } catch (err) {
          if (err instanceof PaymentProviderUnavailable) {
            log.warn({ err, refundId: refund.id }, 'gateway unavailable during a refund');
          } else {
            log.warn({ err, refundId: refund.id }, 'a refund is still owed');
          }
          owed.push(refund.id);
        }
      }
      if (owed.length > 0) {
        throw new Error(`${String(owed.length)} refund(s) still owed: trying again`);
      }
    },
  };
}

export type RefundEngine = ReturnType<typeof createRefundEngine>;
