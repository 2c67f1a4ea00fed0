import {
  ATTENTION,
  attentionKinds,
  attentionMessages,
  jobQueueName,
  type AttentionItem,
  type AttentionKind,
  type AttentionQueue,
} from '@sunward/contracts/staff-attention';
import { AppError } from '../../errors';
import { formatPoundsAndPence } from '../../lib/money';
import type { BookingAttention, BookingsService } from '../bookings/service';
import type { PaymentsAttention } from '../payments/service';
import type { AttentionRepository } from './attention-repository';
import { auditEntry, type SignedInActor } from './service';

/** How many of each kind are read from where they live (the queue shows what is unresolved). */
const SOURCE_LIMIT = 500;
const MINUTE = 60_000;
const REFERENCE_IN_TEXT = /\b[A-Z]{2}\d{6}\b/;

/** A job as the queue lists it (jobs/queue.ts). */
interface QueueJob {
  id: string;
  queue: string;
  data: unknown;
}

/** What the job queue tells the desk: failed and stuck jobs, and a failed job run again. */
export interface AttentionJobs {
  failed(
    limit: number,
  ): Promise<(QueueJob & { error: string | null; attempts: number; failedAt: Date })[]>;
  stuck(
    limit: number,
  ): Promise<(QueueJob & { state: 'waiting' | 'retrying' | 'outbox'; since: Date })[]>;
  retry(queue: string, id: string): Promise<boolean>;
}

/** An item as the desk sees it, with what acting on it needs. */
interface LiveItem extends AttentionItem {
  /** The booking it concerns (the audit trail's target), when it concerns one. */
  bookingId: string | null;
  /** What the item names, for finding its booking: an id, a reference, a cancellation's id. */
  names: { bookingId?: string; reference?: string; cancellationId?: string };
  /** A failed job's queue (retrying it names the queue). */
  queue?: string;
}

const tries = (n: number) => `${String(n)} ${n === 1 ? 'try' : 'tries'}`;

/** The booking a job's data names: `bookingId`, `reference` or `cancellationId`, when strings. */
function namesOf(data: unknown): LiveItem['names'] {
  if (typeof data !== 'object' || data === null) return {};
  const { bookingId, reference, cancellationId } = data as Record<string, unknown>;
  return {
    ...(typeof bookingId === 'string' ? { bookingId } : {}),
    ...(typeof reference === 'string' ? { reference } : {}),
    ...(typeof cancellationId === 'string' ? { cancellationId } : {}),
  };
}

const item = (
  fields: Omit<LiveItem, 'bookingReference' | 'bookingId' | 'dueBy' | 'late'> &
    Partial<Pick<LiveItem, 'bookingReference' | 'bookingId' | 'dueBy' | 'late'>>,
): LiveItem => ({ bookingReference: null, bookingId: null, dueBy: null, late: false, ...fields });

/**
 * "Needs attention": the failed work that needs a person, each kind read from the module that
 * keeps it (the job queue, bookings and their cancellations, payments, the mail outbox), linked
 * to its booking where it has one; Retry where a retry can mend it, Mark resolved (with a note)
 * for all. Resolutions are the staff module's own table, written with their audit row; a retry's
 * work is done by the module that owns it, then audited.
 */
export function createAttention(deps: {
  jobs: AttentionJobs;
  bookings: {
    attention: Pick<BookingAttention, 'supplierFailed' | 'identify'>;
    cancellations: Pick<
      BookingsService['cancellations'],
      'refundsOutstanding' | 'retryRefunds' | 'openApprovals'
    >;
  };
  payments: Pick<PaymentsAttention, 'approvedUnrecorded' | 'reconcile'>;
  mail: {
    /** Whether mail is delivered (SMTP configured): otherwise it is only recorded, never failing. */
    delivers: boolean;
    undeliveredBefore(
      cutoff: Date,
      limit: number,
    ): Promise<{ id: string; subject: string; createdAt: Date }[]>;
  };
  resolutions: AttentionRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const ago = (minutes: number) => new Date(now().getTime() - minutes * MINUTE);

  /** Each kind's items, as its owner keeps them (resolved ones included, bookings not named yet). */
  const sources: Record<AttentionKind, () => Promise<LiveItem[]>> = {
    'failed-job': async () =>
      (await deps.jobs.failed(SOURCE_LIMIT)).map((job) =>
        item({
          kind: 'failed-job',
          key: job.id,
          title: `${jobQueueName(job.queue)}: failed after ${tries(job.attempts)}`,
          error: job.error,
          since: job.failedAt.toISOString(),
          retryable: true,
          names: namesOf(job.data),
          queue: job.queue,
        }),
      ),

    'supplier-booking': async () =>
      (await deps.bookings.attention.supplierFailed(SOURCE_LIMIT)).map((booking) =>
        item({
          kind: 'supplier-booking',
          key: booking.id,
          title: 'Supplier booking failed after payment: rebook the rooms and flights by hand',
          error: 'The supplier could not book the held rooms and flights (the hold had gone).',
          since: booking.createdAt.toISOString(),
          bookingReference: booking.reference,
          bookingId: booking.id,
          retryable: false,
          names: {},
        }),
      ),

    'cancellation-approval': async () =>
      (await deps.bookings.cancellations.openApprovals(SOURCE_LIMIT)).map(
        ({ approval, reference }) =>
          item({
            kind: 'cancellation-approval',
            key: approval.id,
            title: 'An agent asks a supervisor to cancel this booking',
            error: approval.reason,
            since: approval.createdAt.toISOString(),
            bookingReference: reference,
            bookingId: approval.bookingId,
            retryable: false,
            names: {},
          }),
      ),

    refund: async () => {
      const grace = ago(ATTENTION.refundAfterMinutes);
      return (await deps.bookings.cancellations.refundsOutstanding(SOURCE_LIMIT))
        .filter(
          ({ cancellation: c, late }) =>
            late || c.state === 'refund_pending' || c.createdAt < grace,
        )
        .map(({ cancellation: c, reference, late }) =>
          item({
            kind: 'refund',
            key: c.id,
            title: `Refund of ${formatPoundsAndPence(c.refundDuePence)} ${
              c.state === 'refund_pending' ? 'refused by the gateway' : 'not done yet'
            }`,
            error: c.lastError,
            since: c.createdAt.toISOString(),
            dueBy: c.refundDueBy,
            late,
            bookingReference: reference,
            bookingId: c.bookingId,
            retryable: true,
            names: {},
          }),
        );
    },

    payment: async () =>
      (
        await deps.payments.approvedUnrecorded(ago(ATTENTION.paymentAfterMinutes), SOURCE_LIMIT)
      ).map((attempt) =>
        item({
          kind: 'payment',
          key: attempt.id,
          title: `${
            attempt.kind === 'checkout' ? 'Checkout payment' : 'Payment towards a booking'
          } of ${formatPoundsAndPence(attempt.amountPence)} (${attempt.orderRef})`,
          error:
            attempt.state === 'reversing'
              ? 'Being given back at the gateway: the void or refund is not confirmed.'
              : 'Approved at the gateway but not recorded against a booking.',
          since: attempt.updatedAt.toISOString(),
          retryable: true,
          names: attempt.bookingId ? { bookingId: attempt.bookingId } : {},
        }),
      ),

    email: async () => {
      if (!deps.mail.delivers) return [];
      const undelivered = await deps.mail.undeliveredBefore(
        ago(ATTENTION.emailAfterMinutes),
        SOURCE_LIMIT,
      );
      return undelivered.map((message) => {
        const reference = REFERENCE_IN_TEXT.exec(message.subject)?.[0];
        return item({
          kind: 'email',
          key: message.id,
          title: `E-mail not delivered: “${message.subject}”`,
          error:
            'The mail server has not accepted it. The job that sends it retries it (see failed jobs).',
          since: message.createdAt.toISOString(),
          retryable: false,
          names: reference ? { reference } : {},
        });
      });
    },

    'stuck-job': async () =>
      (await deps.jobs.stuck(SOURCE_LIMIT)).map((job) =>
        item({
          kind: 'stuck-job',
          key: job.id,
          title: `${jobQueueName(job.queue)}: ${
            job.state === 'outbox'
              ? 'not handed to the job queue'
              : job.state === 'retrying'
                ? 'due to be tried again, not started'
                : 'waiting, not started'
          }`,
          error: 'No process has taken it: check that the job workers are running.',
          since: job.since.toISOString(),
          retryable: false,
          names: namesOf(job.data),
        }),
      ),
  };

  /** Names each item's booking (by id, reference or cancellation) where the item names one. */
  async function linkBookings(items: LiveItem[]): Promise<void> {
    const named = items.filter((i) => i.bookingReference === null);
    const pick = (key: keyof LiveItem['names']) =>
      named.flatMap((i) => (i.names[key] === undefined ? [] : [i.names[key]]));
    const found = await deps.bookings.attention.identify({
      bookingIds: pick('bookingId'),
      references: pick('reference'),
      cancellationIds: pick('cancellationId'),
    });
    for (const target of named) {
      const { bookingId, reference, cancellationId } = target.names;
      const booking = found.find(
        (b) =>
          (bookingId !== undefined && b.id === bookingId) ||
          (reference !== undefined && b.reference === reference) ||
          (cancellationId !== undefined && b.cancellationId === cancellationId),
      );
      if (booking) {
        target.bookingReference = booking.reference;
        target.bookingId = booking.id;
      }
    }
  }

  /** The unresolved items of these kinds, their bookings named. */
  async function unresolved(kinds: readonly AttentionKind[]): Promise<LiveItem[]> {
    const lists = await Promise.all(
      kinds.map(async (kind) => {
        const items = await sources[kind]();
        const resolved = await deps.resolutions.resolvedAmong(
          kind,
          items.map((i) => i.key),
        );
        return items.filter((i) => !resolved.has(i.key));
      }),
    );
    const items = lists.flat();
    await linkBookings(items);
    return items;
  }

  /** The unresolved item of this kind and key; 404 when there is none (any more). */
  async function live(kind: AttentionKind, key: string): Promise<LiveItem> {
    const found = (await unresolved([kind])).find((i) => i.key === key);
    if (!found) throw new AppError('NOT_FOUND', attentionMessages.notFound);
    return found;
  }

  /** What the audit trail names: the booking when there is one, else the job, payment or e-mail. */
  const targetOf = (found: LiveItem) =>
    found.bookingId
      ? { type: 'booking', id: found.bookingId }
      : {
          type: found.kind === 'failed-job' || found.kind === 'stuck-job' ? 'job' : found.kind,
          id: found.key,
        };
  const detailsOf = (found: LiveItem) => ({
    kind: found.kind,
    key: found.key,
    title: found.title,
    ...(found.bookingReference ? { reference: found.bookingReference } : {}),
  });

  /** Late first (refunds past their legal deadline), then the longest waiting first. */
  const order = (a: LiveItem, b: LiveItem) =>
    Number(b.late) - Number(a.late) || a.since.localeCompare(b.since);

  const view = ({ names: _names, bookingId: _bookingId, queue: _queue, ...shown }: LiveItem) =>
    shown;

  return {
    /** The queue (one kind or all), late first then oldest first, a page of it, and each kind's count. */
    async queue(query: { kind?: AttentionKind; page?: number }): Promise<AttentionQueue> {
      const items = (await unresolved(attentionKinds)).sort(order);
      const counts = Object.fromEntries(
        attentionKinds.map((kind) => [kind, items.filter((i) => i.kind === kind).length]),
      ) as Record<AttentionKind, number>;
      const shown = query.kind ? items.filter((i) => i.kind === query.kind) : items;
      const page = query.page ?? 1;
      const pageSize = ATTENTION.pageSize;
      return {
        items: shown.slice((page - 1) * pageSize, page * pageSize).map(view),
        total: shown.length,
        page,
        pageSize,
        counts,
      };
    },

    /**
     * Retries the item where a retry can mend it: a failed job runs again; a cancellation's
     * refunds are sent again; reconciliation settles approved payments now. Audited.
     */
    async retry(
      kind: AttentionKind,
      key: string,
      actor: SignedInActor,
    ): Promise<{ message: string }> {
      const found = await live(kind, key);
      if (!found.retryable) throw new AppError('CONFLICT', attentionMessages.notRetryable);
      let message: string;
      let outcome: Record<string, unknown> = {};
      switch (found.kind) {
        case 'failed-job': {
          if (!found.queue || !(await deps.jobs.retry(found.queue, found.key))) {
            throw new AppError('NOT_FOUND', attentionMessages.notFound);
          }
          message = 'The job will run again now.';
          break;
        }
        case 'refund': {
          if (!found.bookingReference) throw new AppError('NOT_FOUND', attentionMessages.notFound);
          await deps.bookings.cancellations.retryRefunds(found.bookingReference, actor);
          message = 'The refunds are being sent again.';
          break;
        }
        case 'payment': {
          // Every attempt left as long as this one, not the ones a request is still working on.
          const settled = await deps.payments.reconcile(ATTENTION.paymentAfterMinutes * MINUTE);
          outcome = { settled };
          message = `Reconciliation has run: ${String(settled)} ${
            settled === 1 ? 'payment' : 'payments'
          } settled from the gateway's record.`;
          break;
        }
        default:
          throw new AppError('CONFLICT', attentionMessages.notRetryable);
      }
      await deps.resolutions.appendAudit(
        auditEntry(
          actor,
          'attention.retried',
          targetOf(found),
          { after: { ...detailsOf(found), ...outcome } },
          now(),
        ),
      );
      return { message };
    },

    /**
     * Marks the item resolved with a note saying what was done: it leaves the queue (a failed
     * job stays failed in the queue's own tables). Written with its audit row; nothing is written
     * for an empty note, an item that does not need attention or one already resolved.
     */
    async resolve(
      kind: AttentionKind,
      key: string,
      note: string,
      actor: SignedInActor,
    ): Promise<{ message: string }> {
      const text = note.trim();
      if (text === '') throw AppError.unprocessable({ note: [attentionMessages.noteRequired] });
      if (await deps.resolutions.find(kind, key)) {
        throw new AppError('CONFLICT', attentionMessages.alreadyResolved);
      }
      const found = await live(kind, key);
      const at = now();
      const resolved = await deps.resolutions.resolve(
        { kind, itemKey: key, staffId: actor.staffId, note: text, at },
        auditEntry(
          actor,
          'attention.resolved',
          targetOf(found),
          { after: { ...detailsOf(found), note: text } },
          at,
        ),
      );
      if (!resolved) throw new AppError('CONFLICT', attentionMessages.alreadyResolved);
      return { message: 'Marked resolved: it has left the queue.' };
    },
  };
}

export type AttentionService = ReturnType<typeof createAttention>;
