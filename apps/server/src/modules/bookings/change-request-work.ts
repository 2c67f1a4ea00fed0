import { randomUUID } from 'node:crypto';
import {
  changeRequestStatuses,
  type ChangeRequest,
  type ChangeRequestStatus,
} from '@sunward/contracts/bookings';
import {
  CHANGE_REQUEST_WORK,
  staffChangeRequestMessages as messages,
  type ChangeRequestStatusRequest,
  type ParsedStaffChangeRequestQuery,
  type ReplyToChangeRequestRequest,
  type StaffChangeRequestDetail,
  type StaffChangeRequestQueue,
  type StaffChangeRequestRow,
  type StaffRef,
} from '@sunward/contracts/staff-change-requests';
import { staffMay } from '@sunward/contracts/staff-policy';
import { AppError } from '../../errors';
import { auditEntry, type SignedInActor } from '../staff/service';
import type {
  ChangeRequestFilter,
  ChangeRequestsRepository,
  WorkRow,
} from './change-requests-repository';

type Urgency = ChangeRequest['urgency'];

/**
 * Every move a change request may make, the one table each status change is checked against:
 * the team picks a request up (in progress), may wait for the customer's answer and take it up
 * again, and ends it completed or declined, from any open status (a simple request can be done,
 * or refused, at once). Completed and declined are final: a customer who wants more sends a new
 * request.
 */
export const CHANGE_REQUEST_MOVES: Record<ChangeRequestStatus, readonly ChangeRequestStatus[]> = {
  pending: ['in_progress', 'awaiting_customer', 'completed', 'declined'],
  in_progress: ['awaiting_customer', 'completed', 'declined'],
  awaiting_customer: ['in_progress', 'completed', 'declined'],
  completed: [],
  declined: [],
};

export const mayMove = (from: ChangeRequestStatus, to: ChangeRequestStatus): boolean =>
  CHANGE_REQUEST_MOVES[from].includes(to);

/** Open: it can still move (not completed or declined). */
export const isOpen = (status: ChangeRequestStatus): boolean =>
  CHANGE_REQUEST_MOVES[status].length > 0;

const OPEN = changeRequestStatuses.filter(isOpen);

/**
 * How long the team has to answer a request, by urgency: every request within 24 hours (the
 * promise the customer is given), an urgent one within 4.
 */
const ANSWER_WITHIN_HOURS: Record<Urgency, number> = { high: 4, medium: 24, low: 24 };
const HOUR_MS = 3_600_000;

/**
 * Overdue: still open, not answered by any reply, and sent longer ago than its urgency allows
 * (exactly at the limit it is not overdue yet).
 */
export function isOverdue(
  request: { status: ChangeRequestStatus; urgency: Urgency; createdAt: Date; replyCount: number },
  now: Date,
): boolean {
  return (
    isOpen(request.status) &&
    request.replyCount === 0 &&
    now.getTime() - request.createdAt.getTime() > ANSWER_WITHIN_HOURS[request.urgency] * HOUR_MS
  );
}

/** For the queue's filter: a request of each urgency sent before this moment is late now. */
function sentBeforeForOverdue(now: Date): Record<Urgency, Date> {
  const at = (urgency: Urgency) => new Date(now.getTime() - ANSWER_WITHIN_HOURS[urgency] * HOUR_MS);
  return { high: at('high'), medium: at('medium'), low: at('low') };
}

/** The status a reply leaves a request in: as asked, else in progress once picked up. */
function statusAfterReply(
  current: ChangeRequestStatus,
  asked: ReplyToChangeRequestRequest['then'],
): ChangeRequestStatus {
  return asked ?? (current === 'pending' ? 'in_progress' : current);
}

/** What the desk needs from the staff module (wired in app.ts): names and the audit trail. */
export interface ChangeRequestStaff {
  /** Members of staff by id, active or not. */
  members(
    ids: readonly string[],
  ): Promise<Map<string, { id: string; fullName: string; active: boolean }>>;
  /** What staff did to one target, oldest first. */
  trail(target: { type: string; id: string }): Promise<
    {
      at: Date;
      staffId: string | null;
      staffName: string | null;
      action: string;
      before: unknown;
      after: unknown;
    }[]
  >;
}

/** How the audit trail names a change request, and each change staff make to one. */
export const changeRequestTarget = (id: string) => ({ type: 'change_request', id });
const CHANGE_REQUEST_AUDIT = {
  assigned: 'changeRequest.assigned',
  replied: 'changeRequest.replied',
  statusChanged: 'changeRequest.statusChanged',
} as const;

const statusIn = (value: unknown): ChangeRequestStatus | undefined => {
  const status = (value as { status?: unknown } | null)?.status;
  return changeRequestStatuses.find((s) => s === status);
};

/**
 * The team's work on change requests (the back office's desk): the queue, one request, taking
 * it, answering it and moving it on. Every change is guarded by what the caller last saw (a
 * change made meanwhile answers 409, never a double change) and appends its audit row in its own
 * transaction. The staff module decides who may work the desk at all.
 */
export function createChangeRequestWork(deps: {
  changes: ChangeRequestsRepository;
  staff: ChangeRequestStaff;
  now: () => Date;
  /** Wakes the job queue after a commit that queued a reply's e-mail. */
  jobs?: { kick(): void } | undefined;
}) {
  const { changes, staff } = deps;

  const notFound = () => new AppError('NOT_FOUND', messages.notFound);

  const refOf = (id: string | null, members: Map<string, { fullName: string }>): StaffRef | null =>
    id ? { id, fullName: members.get(id)?.fullName ?? '' } : null;

  const rowOf = (
    row: WorkRow,
    members: Map<string, { fullName: string }>,
    now: Date,
  ): StaffChangeRequestRow => ({
    id: row.id,
    bookingReference: row.bookingReference,
    leadPassenger: row.leadPassenger,
    type: row.type as ChangeRequest['type'],
    urgency: row.urgency as Urgency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    assignedTo: refOf(row.assignedStaffId, members),
    overdue: isOverdue({ ...row, urgency: row.urgency as Urgency }, now),
    replyCount: row.replyCount,
    lastActivityAt: new Date(
      Math.max(row.createdAt.getTime(), row.updatedAt.getTime()),
    ).toISOString(),
  });

  /** The request as the desk shows it now, or 404. */
  async function detail(id: string): Promise<StaffChangeRequestDetail> {
    const found = await changes.findForWork(id);
    if (!found) throw notFound();
    const { row, files, replies } = found;
    const [members, trail] = await Promise.all([
      staff.members(
        [row.assignedStaffId, ...replies.map((r) => r.staffId)].filter(
          (s): s is string => s !== null,
        ),
      ),
      staff.trail(changeRequestTarget(id)),
    ]);
    const statusChanges: string[] = [
      CHANGE_REQUEST_AUDIT.replied,
      CHANGE_REQUEST_AUDIT.statusChanged,
    ];
    const history = trail.flatMap((entry) => {
      if (!statusChanges.includes(entry.action)) return [];
      const from = statusIn(entry.before);
      const to = statusIn(entry.after);
      if (!from || !to || from === to) return [];
      const by = entry.staffId ? { id: entry.staffId, fullName: entry.staffName ?? '' } : null;
      return [{ at: entry.at.toISOString(), from, to, by }];
    });
    return {
      ...rowOf(row, members, deps.now()),
      description: row.description,
      contactMethod: row.contactMethod as ChangeRequest['contactMethod'],
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      attachments: files.map((f) => ({
        id: f.id,
        name: f.name,
        type: f.contentType,
        size: f.size,
      })),
      replies: replies.map((r) => ({
        id: r.id,
        body: r.body,
        staff: { id: r.staffId, fullName: members.get(r.staffId)?.fullName ?? '' },
        sentAt: r.createdAt.toISOString(),
      })),
      declineReason: row.declineReason,
      history,
      next: [...CHANGE_REQUEST_MOVES[row.status]],
    };
  }

  /** The request as it stands, or 404. */
  async function current(id: string): Promise<WorkRow> {
    const found = await changes.findForWork(id);
    if (!found) throw notFound();
    return found.row;
  }

  return {
    detail,

    /**
     * One page of the queue (25 unless asked, at most 100), oldest first unless asked for the
     * newest; `assigned=me` is the caller's.
     */
    async queue(
      q: ParsedStaffChangeRequestQuery,
      actor: SignedInActor,
    ): Promise<StaffChangeRequestQueue> {
      const now = deps.now();
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? CHANGE_REQUEST_WORK.pageSizeDefault;
      const filter: ChangeRequestFilter = {
        ...(q.status ? { statuses: q.status } : {}),
        ...(q.type ? { type: q.type } : {}),
        ...(q.urgency ? { urgency: q.urgency } : {}),
        ...(q.assigned
          ? {
              assignedTo:
                q.assigned === 'nobody' ? null : q.assigned === 'me' ? actor.staffId : q.assigned,
            }
          : {}),
        ...(q.reference !== undefined ? { reference: q.reference.trim().toUpperCase() } : {}),
        ...(q.overdue
          ? {
              overdue: {
                is: q.overdue === 'true',
                open: OPEN,
                sentBefore: sentBeforeForOverdue(now),
              },
            }
          : {}),
      };
      const { rows, total } = await changes.queue(filter, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
        newestFirst: q.sort === 'newest',
      });
      const members = await staff.members(
        rows.map((r) => r.assignedStaffId).filter((s): s is string => s !== null),
      );
      return { changeRequests: rows.map((r) => rowOf(r, members, now)), total, page, pageSize };
    },

    /** One of the customer's files, for staff to download; 404 when not this request's. */
    async attachment(id: string, attachmentId: string) {
      const file = await changes.attachment(id, attachmentId);
      if (!file) throw new AppError('NOT_FOUND', messages.attachmentNotFound);
      return file;
    },

    /**
     * Assigns the request to a member of staff, or to nobody (null). Agents take a request for
     * themselves, and only while nobody holds it (409 once someone else has taken it), and
     * release only their own; supervisors and admins hand it to any active member of staff,
     * from whoever holds it. Closed requests are not assigned (409).
     */
    async assign(
      id: string,
      staffId: string | null,
      actor: SignedInActor,
    ): Promise<StaffChangeRequestDetail> {
      const row = await current(id);
      const mayHandOver = staffMay(actor.role, 'changeRequests.assign');
      if (!mayHandOver && staffId !== null && staffId !== actor.staffId) {
        throw new AppError('FORBIDDEN', messages.assignSelfOnly);
      }
      if (!mayHandOver && staffId === null && row.assignedStaffId !== actor.staffId) {
        throw new AppError('FORBIDDEN', messages.releaseOwnOnly);
      }
      if (!isOpen(row.status)) throw new AppError('CONFLICT', messages.closed);
      if (row.assignedStaffId === staffId) return detail(id);
      if (!mayHandOver && row.assignedStaffId !== null && row.assignedStaffId !== actor.staffId) {
        throw new AppError('CONFLICT', messages.taken);
      }
      if (staffId !== null && !(await staff.members([staffId])).get(staffId)?.active) {
        throw AppError.unprocessable({ staffId: [messages.noSuchStaff] });
      }
      const at = deps.now();
      const change = { from: row.assignedStaffId, to: staffId };
      const assigned = await changes.assign(
        id,
        { ...change, open: OPEN, at },
        auditEntry(
          actor,
          CHANGE_REQUEST_AUDIT.assigned,
          changeRequestTarget(id),
          { before: { assignedStaffId: change.from }, after: { assignedStaffId: change.to } },
          at,
        ),
      );
      if (!assigned) throw new AppError('CONFLICT', messages.changedMeanwhile);
      return detail(id);
    },

    /**
     * A reply to the customer: stored, e-mailed to the request's contact address (a job written
     * with it) and shown on their booking, once per idempotency key (the same key again answers
     * the request as it is, without a second reply or e-mail). It leaves the request in progress
     * once picked up, or waiting for the customer when asked; a closed request takes no reply.
     */
    async reply(
      id: string,
      input: ReplyToChangeRequestRequest,
      idempotencyKey: string,
      actor: SignedInActor,
    ): Promise<StaffChangeRequestDetail> {
      const row = await current(id);
      if (await changes.replyByKey(id, idempotencyKey)) return detail(id);
      const body = input.body.trim();
      if (body === '') throw AppError.unprocessable({ body: [messages.replyRequired] });
      if (!isOpen(row.status)) throw new AppError('CONFLICT', messages.closed);
      const to = statusAfterReply(row.status, input.then);
      if (to !== row.status && !mayMove(row.status, to)) {
        throw AppError.unprocessable({ then: [messages.notAllowed] });
      }
      const at = deps.now();
      const replyId = randomUUID();
      const outcome = await changes.reply(
        {
          id: replyId,
          changeRequestId: id,
          staffId: actor.staffId,
          key: idempotencyKey,
          body,
          from: row.status,
          to,
          at,
        },
        auditEntry(
          actor,
          CHANGE_REQUEST_AUDIT.replied,
          changeRequestTarget(id),
          { before: { status: row.status }, after: { status: to, replyId } },
          at,
        ),
      );
      if (outcome === 'changed') throw new AppError('CONFLICT', messages.changedMeanwhile);
      if (outcome === 'stored') deps.jobs?.kick();
      return detail(id);
    },

    /**
     * Moves the request from the status the caller saw (`from`) to `to`, if the table allows it
     * (422 otherwise) and it is still at `from` (409 otherwise). Declining needs the reason the
     * customer will read; no other move takes one.
     */
    async move(
      id: string,
      input: ChangeRequestStatusRequest,
      actor: SignedInActor,
    ): Promise<StaffChangeRequestDetail> {
      const row = await current(id);
      if (!mayMove(input.from, input.to)) {
        throw AppError.unprocessable({ to: [messages.notAllowed] });
      }
      const reason = input.reason?.trim() ?? '';
      if (input.to === 'declined' && reason === '') {
        throw AppError.unprocessable({ reason: [messages.reasonRequired] });
      }
      if (input.to !== 'declined' && input.reason !== undefined) {
        throw AppError.unprocessable({ reason: [messages.reasonOnlyWhenDeclining] });
      }
      if (row.status !== input.from) throw new AppError('CONFLICT', messages.changedMeanwhile);
      const at = deps.now();
      const declineReason = input.to === 'declined' ? reason : null;
      const moved = await changes.move(
        id,
        { from: input.from, to: input.to, declineReason, at },
        auditEntry(
          actor,
          CHANGE_REQUEST_AUDIT.statusChanged,
          changeRequestTarget(id),
          {
            before: { status: input.from },
            after: { status: input.to, ...(declineReason ? { declineReason } : {}) },
          },
          at,
        ),
      );
      if (!moved) throw new AppError('CONFLICT', messages.changedMeanwhile);
      return detail(id);
    },
  };
}
