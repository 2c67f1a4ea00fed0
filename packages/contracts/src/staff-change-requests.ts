import * as z from 'zod/mini';
import {
  changeRequestStatuses,
  changeRequestTypes,
  changeUrgencies,
  contactMethods,
  type ChangeRequestStatus,
} from './bookings';

/** The desk's limits on what staff write and on a page of the queue. */
export const CHANGE_REQUEST_WORK = {
  replyMaxLength: 5000,
  declineReasonMaxLength: 1000,
  pageSizeDefault: 25,
  pageSizeMax: 100,
} as const;

/**
 * The back office's change-request desk (staff session cookie; role `changeRequests.work`):
 * - GET  /staff/change-requests                       → staffChangeRequestQueue (filters, paged)
 * - GET  /staff/change-requests/{id}                  → staffChangeRequestResponse
 * - POST /staff/change-requests/{id}/assign           assignChangeRequestRequest → staffChangeRequestResponse
 * - POST /staff/change-requests/{id}/replies          replyToChangeRequestRequest (Idempotency-Key) → staffChangeRequestResponse
 * - POST /staff/change-requests/{id}/status           changeRequestStatusRequest → staffChangeRequestResponse
 * - GET  /staff/change-requests/{id}/attachments/{attachmentId} → the file's bytes (a download)
 */
export const changeRequestPaths = {
  queue: '/staff/change-requests',
  detail: (id: string) => `/staff/change-requests/${id}`,
  assign: (id: string) => `/staff/change-requests/${id}/assign`,
  replies: (id: string) => `/staff/change-requests/${id}/replies`,
  status: (id: string) => `/staff/change-requests/${id}/status`,
  attachment: (id: string, attachmentId: string) =>
    `/staff/change-requests/${id}/attachments/${attachmentId}`,
} as const;

const statusNames = changeRequestStatuses.join(', ');

export const staffChangeRequestMessages = {
  notFound: 'No such change request.',
  attachmentNotFound: 'No such attachment on this change request.',
  assignSelfOnly: 'Your role lets you assign a change request to yourself only.',
  releaseOwnOnly: 'Your role lets you unassign only a change request assigned to you.',
  taken: 'Someone else has taken this change request. A supervisor can reassign it.',
  noSuchStaff: 'There is no active member of staff with this id.',
  changedMeanwhile: 'This change request was changed meanwhile. Please reload it and try again.',
  closed: 'This change request is closed: it can no longer be assigned, answered or moved.',
  notAllowed: 'A change request cannot move from this status to that one.',
  reasonRequired: 'Please tell the customer why the request is declined.',
  reasonOnlyWhenDeclining: 'A reason is given only when declining a request.',
  reasonTooLong: `A reason is at most ${String(CHANGE_REQUEST_WORK.declineReasonMaxLength)} characters.`,
  replyRequired: 'Please write a reply.',
  replyTooLong: `A reply is at most ${String(CHANGE_REQUEST_WORK.replyMaxLength)} characters.`,
  replyKeyRequired: 'An Idempotency-Key header is required to send a reply.',
  statusList: `status is one or more of ${statusNames}, separated by commas.`,
} as const;

const uuid = () => z.uuid({ error: 'must be an id (a UUID).' });

export const changeRequestParams = z.strictObject({ id: uuid() });
export const changeRequestAttachmentParams = z.strictObject({
  id: uuid(),
  attachmentId: uuid(),
});

const statusListPattern = new RegExp(
  `^(${changeRequestStatuses.join('|')})(,(${changeRequestStatuses.join('|')}))*$`,
);

/**
 * The queue's filters: statuses (one, or several separated by commas), type, urgency, who it is
 * assigned to (`me`, `nobody` or a member of staff's id), overdue, a booking reference; oldest
 * first unless `sort=newest`; paged on the server (25 a page unless asked, at most 100).
 */
export const staffChangeRequestQuery = z.strictObject({
  status: z.optional(
    z.pipe(
      z
        .string()
        .check(z.regex(statusListPattern, { error: staffChangeRequestMessages.statusList })),
      z.transform((list) => [...new Set(list.split(','))] as ChangeRequestStatus[]),
    ),
  ),
  type: z.optional(z.enum(changeRequestTypes)),
  urgency: z.optional(z.enum(changeUrgencies)),
  assigned: z.optional(z.union([z.enum(['me', 'nobody']), uuid()])),
  overdue: z.optional(z.enum(['true', 'false'])),
  reference: z.optional(z.string().check(z.maxLength(20))),
  sort: z.optional(z.enum(['oldest', 'newest'])),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  pageSize: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CHANGE_REQUEST_WORK.pageSizeMax)),
  ),
});
export type StaffChangeRequestQuery = z.input<typeof staffChangeRequestQuery>;
export type ParsedStaffChangeRequestQuery = z.output<typeof staffChangeRequestQuery>;

/** A member of staff as the desk names them. */
export const staffRef = z.object({ id: z.string(), fullName: z.string() });
export type StaffRef = z.infer<typeof staffRef>;

/** One row of the queue. */
export const staffChangeRequestRow = z.object({
  id: z.string(),
  bookingReference: z.string(),
  leadPassenger: z.string(),
  type: z.enum(changeRequestTypes),
  urgency: z.enum(changeUrgencies),
  status: z.enum(changeRequestStatuses),
  createdAt: z.iso.datetime(),
  assignedTo: z.nullable(staffRef),
  /** Not answered (no reply, not closed) 4 hours after it was sent if urgent, else 24 hours. */
  overdue: z.boolean(),
  replyCount: z.int(),
  /** When it was sent or last changed by staff, whichever is later. */
  lastActivityAt: z.iso.datetime(),
});
export type StaffChangeRequestRow = z.infer<typeof staffChangeRequestRow>;

export const staffChangeRequestQueue = z.object({
  changeRequests: z.array(staffChangeRequestRow),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type StaffChangeRequestQueue = z.infer<typeof staffChangeRequestQueue>;

/** One request as the desk works on it. */
export const staffChangeRequestDetail = z.extend(staffChangeRequestRow, {
  description: z.string(),
  contactMethod: z.enum(contactMethods),
  contactEmail: z.string(),
  contactPhone: z.nullable(z.string()),
  /** The customer's files: download each from changeRequestPaths.attachment. */
  attachments: z.array(
    z.object({ id: z.string(), name: z.string(), type: z.string(), size: z.int() }),
  ),
  /** The team's replies, oldest first, with who wrote each (the customer never sees the name). */
  replies: z.array(
    z.object({ id: z.string(), body: z.string(), staff: staffRef, sentAt: z.iso.datetime() }),
  ),
  declineReason: z.nullable(z.string()),
  /** Every change of status, oldest first, and who made it. */
  history: z.array(
    z.object({
      at: z.iso.datetime(),
      from: z.enum(changeRequestStatuses),
      to: z.enum(changeRequestStatuses),
      by: z.nullable(staffRef),
    }),
  ),
  /** The statuses it may move to from here (empty once closed). */
  next: z.array(z.enum(changeRequestStatuses)),
});
export type StaffChangeRequestDetail = z.infer<typeof staffChangeRequestDetail>;

export const staffChangeRequestResponse = z.object({ changeRequest: staffChangeRequestDetail });
export type StaffChangeRequestResponse = z.infer<typeof staffChangeRequestResponse>;

/** Assign to a member of staff (agents: themselves), or to nobody with null. */
export const assignChangeRequestRequest = z.strictObject({ staffId: z.nullable(uuid()) });
export type AssignChangeRequestRequest = z.infer<typeof assignChangeRequestRequest>;

/**
 * A reply to the customer (e-mailed to the request's contact address and shown on their booking),
 * and the status it leaves the request in: by default in progress when it was pending, else as it
 * was; `awaiting_customer` when the reply asks the customer something.
 */
export const replyToChangeRequestRequest = z.strictObject({
  body: z
    .string()
    .check(
      z.maxLength(CHANGE_REQUEST_WORK.replyMaxLength, staffChangeRequestMessages.replyTooLong),
    ),
  then: z.optional(z.enum(['in_progress', 'awaiting_customer'])),
});
export type ReplyToChangeRequestRequest = z.infer<typeof replyToChangeRequestRequest>;

/**
 * Moves a request from the status the desk showed (`from`; 409 when it has changed since) to
 * another; declining needs the reason the customer will read.
 */
export const changeRequestStatusRequest = z.strictObject({
  from: z.enum(changeRequestStatuses),
  to: z.enum(changeRequestStatuses),
  reason: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          CHANGE_REQUEST_WORK.declineReasonMaxLength,
          staffChangeRequestMessages.reasonTooLong,
        ),
      ),
  ),
});
export type ChangeRequestStatusRequest = z.infer<typeof changeRequestStatusRequest>;
