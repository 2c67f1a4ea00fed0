import * as z from 'zod/mini';

/**
 * "Needs attention": every piece of work that failed and needs a person, gathered from where each
 * lives (the job queue, bookings, cancellations, payments, the mail outbox), with a Retry where a
 * retry can mend it and Mark resolved (with a note) for the rest. Reading it is open to every role
 * (`attention.read`); acting on it to supervisors and admins (`attention.act`). Both actions are
 * audited; a resolved item leaves the queue (a failed job stays failed in the queue's own tables).
 *
 * - GET  /staff/attention                     attentionQuery → attentionQueue
 * - POST /staff/attention/{kind}/{key}/retry   → attentionActionResponse
 * - POST /staff/attention/{kind}/{key}/resolve resolveAttentionRequest → attentionActionResponse
 */
export const attentionPaths = {
  queue: '/staff/attention',
  retry: (kind: string, key: string) => `/staff/attention/${kind}/${key}/retry`,
  resolve: (kind: string, key: string) => `/staff/attention/${kind}/${key}/resolve`,
} as const;

/**
 * The kinds of item, each keyed by the id of what failed: a job's id (failed or stuck jobs, and
 * outbox rows not yet queued), a booking's id (its supplier booking failed), a cancellation's id
 * (its refunds are not all done), a payment attempt's id (approved at the gateway, not recorded),
 * a mail outbox row's id (not delivered), an agent's request that a supervisor cancel a booking
 * (open until a supervisor cancels the booking or declines it on the booking's page).
 */
export const attentionKinds = [
  'failed-job',
  'supplier-booking',
  'refund',
  'payment',
  'email',
  'stuck-job',
  'cancellation-approval',
] as const;
export type AttentionKind = (typeof attentionKinds)[number];

/** Each kind as the desk names it. */
export const ATTENTION_KIND_NAMES: Record<AttentionKind, string> = {
  'failed-job': 'Failed job',
  'supplier-booking': 'Supplier booking failed',
  refund: 'Refund not done',
  payment: 'Payment not recorded',
  email: 'E-mail not delivered',
  'stuck-job': 'Job stuck',
  'cancellation-approval': 'Cancellation to approve',
};

/** The job queues (jobs/outbox.ts JOBS) in plain words; an unknown one is shown as it is named. */
export const JOB_QUEUE_NAMES: Record<string, string> = {
  'booking-supplier': 'Supplier booking',
  'booking-supplier-cancel': 'Supplier cancellation',
  'booking-airline-cancel': 'Airline cancellation',
  'booking-refunds': 'Refunds',
  'booking-airline-session': 'Airline session',
  'booking-email': 'Booking e-mail',
  'account-password-reset': 'Password reset e-mail',
  'account-password-changed': 'Password changed e-mail',
  'booking-change-request-emails': 'Change request e-mails',
  'booking-change-request-reply-email': 'Change request reply e-mail',
  'booking-instalment-reminders': 'Instalment reminders (daily)',
  'booking-instalment-reminder-email': 'Instalment reminder e-mail',
  'booking-grants-purge': 'Booking grants clean-up',
  'booking-payment-receipt-email': 'Payment receipt e-mail',
  'payments-reconcile': 'Payment reconciliation',
  'searches-purge': 'Searches clean-up',
  'jobs-relay-outbox': 'Job outbox relay',
};
export const jobQueueName = (queue: string): string => JOB_QUEUE_NAMES[queue] ?? queue;

export const ATTENTION = {
  /** How long a note on a resolution may be. */
  noteMaxLength: 1000,
  pageSize: 50,
  /** An approved payment not recorded after this long needs a person (reconciliation runs every minute). */
  paymentAfterMinutes: 5,
  /** An e-mail not delivered after this long (with SMTP configured) needs a person. */
  emailAfterMinutes: 15,
  /** A cancellation still refunding after this long (or refused, or late) needs a person. */
  refundAfterMinutes: 15,
} as const;

export const attentionMessages = {
  notFound: 'This item does not need attention any more: it may have been dealt with meanwhile.',
  alreadyResolved: 'This item has already been marked resolved.',
  notRetryable: 'This item cannot be retried from here: deal with it, then mark it resolved.',
  noteRequired: 'Please say what was done about it.',
  noteTooLong: `A note is at most ${String(ATTENTION.noteMaxLength)} characters.`,
} as const;

export const attentionKind = z.enum(attentionKinds);

/** One kind (or all) and a page of the queue. */
export const attentionQuery = z.strictObject({
  kind: z.optional(attentionKind),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type AttentionQuery = z.input<typeof attentionQuery>;

export const attentionParams = z.strictObject({
  kind: attentionKind,
  key: z.uuid({ error: 'must be an id (a UUID).' }),
});

/** One piece of failed work. */
export const attentionItem = z.object({
  kind: attentionKind,
  /** The id of what failed (see attentionKinds); with the kind, what Retry and Resolve name. */
  key: z.string(),
  /** What it is, in plain words (e.g. "Booking e-mail: failed after 41 tries"). */
  title: z.string(),
  /** The booking it concerns, when it concerns one. */
  bookingReference: z.nullable(z.string()),
  /** Why it failed, as the system recorded it. */
  error: z.nullable(z.string()),
  /** Since when it has needed attention (or since when the work has existed). */
  since: z.iso.datetime(),
  /** A refund's legal deadline (14 days from the cancellation), else null. */
  dueBy: z.nullable(z.iso.date()),
  /** Past its deadline (refunds). */
  late: z.boolean(),
  /** Whether Retry can mend it from here; otherwise it is dealt with by hand and marked resolved. */
  retryable: z.boolean(),
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const attentionQueue = z.object({
  /** Late ones first, then the oldest first. */
  items: z.array(attentionItem),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** How many of each kind need attention (whatever the kind asked). */
  counts: z.record(attentionKind, z.int()),
});
export type AttentionQueue = z.infer<typeof attentionQueue>;

/** How it was resolved, for the team and the audit trail. */
export const resolveAttentionRequest = z.strictObject({
  note: z.string().check(z.maxLength(ATTENTION.noteMaxLength, attentionMessages.noteTooLong)),
});
export type ResolveAttentionRequest = z.infer<typeof resolveAttentionRequest>;

/** What was done, in a sentence the desk shows. */
export const attentionActionResponse = z.object({ message: z.string() });
export type AttentionActionResponse = z.infer<typeof attentionActionResponse>;
