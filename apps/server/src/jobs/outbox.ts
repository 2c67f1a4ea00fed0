import { asc, inArray, notInArray, sql } from 'drizzle-orm';
import type { AirlineSessionRequest } from '../integrations/airline/provider';
import type { Database } from '../db/client';
import { jobOutbox } from '../db/schema';

/** The queues of durable work, and what each job carries. */
export const JOBS = {
  /** Book the held rooms and flights with the supplier, once the money is ours. */
  supplierBooking: 'booking-supplier',
  /** Cancel a cancelled booking's rooms and flights with the supplier (or never book them). */
  supplierCancel: 'booking-supplier-cancel',
  /** Tell the airline that confirms a booking on its page of its passengers' corrected names. */
  airlinePassengers: 'booking-airline-passengers',
  /** Cancel a cancelled booking's flights with the airline that confirmed them on its page. */
  airlineCancel: 'booking-airline-cancel',
  /** Buy extras added to a booking from the desk with the supplier, then owe them. */
  amendmentExtras: 'booking-amendment-extras',
  /** Give a cancelled booking's refund back through the gateway, payment by payment. */
  bookingRefunds: 'booking-refunds',
  /** Register a booking's session with the airline that confirms it on its own page. */
  airlineSession: 'booking-airline-session',
  /** The booking e-mail: the confirmation with documents, or how to confirm with the airline. */
  bookingEmail: 'booking-email',
  /** A password reset link, e-mailed if the address has an account (the request never says). */
  passwordResetEmail: 'account-password-reset',
  /** The notice that an account's password was changed. */
  passwordChangedEmail: 'account-password-changed',
  /** A change request's acknowledgement to the customer and its copy to the team. */
  changeRequestEmails: 'booking-change-request-emails',
  /** A reply from the team to a change request, e-mailed to the request's contact address. */
  changeRequestReplyEmail: 'booking-change-request-reply-email',
  /** Find instalments whose reminders fall due today and queue their e-mails (daily). */
  instalmentReminders: 'booking-instalment-reminders',
  /** One reminder e-mail: 14 or 3 days before an instalment falls due, or overdue. */
  instalmentReminderEmail: 'booking-instalment-reminder-email',
  /** Forget booking grants past their time. */
  purgeGrants: 'booking-grants-purge',
  /** The receipt of a payment towards a booking, with its new balance. */
  paymentReceiptEmail: 'booking-payment-receipt-email',
  /** Settle payments left unsettled by a crash or a lost answer, from the gateway's record. */
  reconcilePayments: 'payments-reconcile',
  /** Forget searches past their retention (their prebooks go with them). */
  purgeSearches: 'searches-purge',
  /** Re-price the followed holidays a stored batch of supplier changes touches; alert watchers. */
  priceReprice: 'prices-reprice',
  /** A price watch's alert: the holiday's price dropped. */
  priceWatchAlert: 'price-watch-alert',
  /** A guest's price watch: the link that starts it (double opt-in). */
  priceWatchConfirmEmail: 'price-watch-confirm-email',
  /** End the watches of holidays that have departed (daily). */
  priceWatchExpire: 'price-watch-expire',
  /** Move outbox rows that no process relayed (e.g. it died right after committing). */
  relayOutbox: 'jobs-relay-outbox',
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

export interface JobPayloads {
  'booking-supplier': { bookingId: string; holdId: string };
  'booking-supplier-cancel': { bookingId: string };
  'booking-airline-cancel': { bookingId: string; sessionId: string };
  'booking-airline-passengers': { bookingId: string };
  'booking-refunds': { cancellationId: string };
  'booking-amendment-extras': { amendmentId: string };
  /** The session as the airline is asked to open it (made from the checkout at booking time). */
  'booking-airline-session': AirlineSessionRequest;
  /**
   * The confirmation; 'paid-in-full' sends it again once the balance is paid, 'amended' after
   * each amendment (its id).
   */
  'booking-email': { reference: string; update?: 'paid-in-full' | 'amended'; amendmentId?: string };
  'booking-payment-receipt-email': { reference: string; bookingPaymentId: string };
  'account-password-reset': { email: string };
  'account-password-changed': { userId: string; changedAt: string };
  'booking-grants-purge': Record<string, never>;
  'booking-instalment-reminders': Record<string, never>;
  'booking-instalment-reminder-email': {
    instalmentId: string;
    kind: 'due-14' | 'due-3' | 'overdue';
  };
  'booking-change-request-emails': { changeRequestId: string };
  'booking-change-request-reply-email': { changeRequestId: string; replyId: string };
  'payments-reconcile': Record<string, never>;
  'searches-purge': Record<string, never>;
  'jobs-relay-outbox': Record<string, never>;
  'prices-reprice': { batchId: number };
  'price-watch-alert': { watchId: string; fromPence: number; toPence: number; day: string };
  'price-watch-confirm-email': { watchId: string };
  'price-watch-expire': Record<string, never>;
}

export type OutboxJob = {
  [N in JobName]: { queue: N; data: JobPayloads[N] };
}[JobName];

/** A database handle or an open transaction: outbox rows go where the caller's change goes. */
export type Executor = Pick<Database, 'insert'>;

/**
 * Writes jobs into the outbox with the caller's executor, so they commit (or roll back) with the
 * change they follow. Nothing runs until the transaction commits and the outbox is relayed.
 */
export async function enqueueJobs(executor: Executor, jobs: OutboxJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await executor.insert(jobOutbox).values(jobs.map((j) => ({ queue: j.queue, data: j.data })));
}

export type OutboxRow = typeof jobOutbox.$inferSelect;

/**
 * The oldest rows of these queues not yet handed to the queue. A row of a queue this release does
 * not know (written by a later release before a rollback) is never read, so it cannot hold back
 * the rows behind it; the health check reports it while it waits.
 */
export function readOutbox(
  db: Database,
  queues: readonly string[],
  limit: number,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(jobOutbox)
    .where(inArray(jobOutbox.queue, [...queues]))
    .orderBy(asc(jobOutbox.createdAt))
    .limit(limit);
}

/** How many rows wait for queues other than these, by queue. */
export async function outboxOfOtherQueues(
  db: Database,
  queues: readonly string[],
): Promise<{ queue: string; rows: number }[]> {
  return db
    .select({ queue: jobOutbox.queue, rows: sql<number>`count(*)::int` })
    .from(jobOutbox)
    .where(notInArray(jobOutbox.queue, [...queues]))
    .groupBy(jobOutbox.queue);
}

/** Rows the queue has taken. */
export async function deleteOutbox(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(jobOutbox).where(inArray(jobOutbox.id, ids));
}

/** How many rows wait, and how long the oldest has waited (seconds). */
export async function outboxBacklog(
  db: Database,
): Promise<{ rows: number; oldestSeconds: number }> {
  const rows = await db
    .select({
      rows: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from now() - min(${jobOutbox.createdAt}))::int`,
    })
    .from(jobOutbox);
  return { rows: rows.at(0)?.rows ?? 0, oldestSeconds: rows.at(0)?.oldest ?? 0 };
}
