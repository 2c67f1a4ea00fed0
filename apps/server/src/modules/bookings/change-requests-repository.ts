import { and, asc, desc, eq, inArray, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { ChangeRequest, ChangeRequestStatus } from '@sunward/contracts/bookings';
import type { Database } from '../../db/client';
import {
  bookings,
  changeRequestAttachments,
  changeRequestReplies,
  changeRequests,
} from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';
import type { StaffAuditEntry, StaffAuditRepositoryOf } from '../staff/service';
import type { ValidChangeRequest } from './changes';

type ChangeRequestRow = typeof changeRequests.$inferSelect;
type Urgency = ChangeRequest['urgency'];

/** A team reply as stored: who wrote it stays on the desk's side. */
interface StoredReply {
  id: string;
  body: string;
  sentAt: string;
}

/** A change request as the customer reads it, before its replies are signed by the team. */
export type StoredChangeRequest = Omit<ChangeRequest, 'replies'> & { replies: StoredReply[] };

function toChangeRequest(
  row: ChangeRequestRow,
  files: { name: string; contentType: string; size: number }[],
  replies: { id: string; body: string; createdAt: Date }[],
): StoredChangeRequest {
  return {
    id: row.id,
    type: row.type as ChangeRequest['type'],
    urgency: row.urgency as ChangeRequest['urgency'],
    status: row.status,
    description: row.description,
    contactMethod: row.contactMethod as ChangeRequest['contactMethod'],
    attachments: files.map((f) => ({ name: f.name, type: f.contentType, size: f.size })),
    created_at: row.createdAt.toISOString(),
    replies: replies.map((r) => ({ id: r.id, body: r.body, sentAt: r.createdAt.toISOString() })),
    declineReason: row.declineReason,
  };
}

/** The queue's filters, as the desk's rules put them. */
export interface ChangeRequestFilter {
  statuses?: readonly ChangeRequestStatus[];
  type?: string;
  urgency?: string;
  /** A member of staff's id, or null for requests nobody has taken. */
  assignedTo?: string | null;
  reference?: string;
  /**
   * Overdue (or, with `is` false, not): open, no reply, and sent before the moment given for its
   * urgency.
   */
  overdue?: {
    is: boolean;
    open: readonly ChangeRequestStatus[];
    sentBefore: Record<Urgency, Date>;
  };
}

/** A request as the desk lists it. */
export interface WorkRow {
  id: string;
  bookingReference: string;
  leadPassenger: string;
  hotelName: string;
  type: string;
  urgency: string;
  status: ChangeRequestStatus;
  description: string;
  contactMethod: string;
  contactEmail: string;
  contactPhone: string | null;
  assignedStaffId: string | null;
  declineReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  replyCount: number;
}

export function createChangeRequestsRepository(
  db: Database,
  owners: {
    /** The staff audit trail, appended in the transaction of each change staff make. */
    audit: StaffAuditRepositoryOf;
  },
) {
  async function filesOf(ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: changeRequestAttachments.id,
        changeRequestId: changeRequestAttachments.changeRequestId,
        name: changeRequestAttachments.name,
        contentType: changeRequestAttachments.contentType,
        size: changeRequestAttachments.size,
      })
      .from(changeRequestAttachments)
      .where(inArray(changeRequestAttachments.changeRequestId, ids))
      .orderBy(asc(changeRequestAttachments.name), asc(changeRequestAttachments.id));
  }

  async function repliesOf(ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: changeRequestReplies.id,
        changeRequestId: changeRequestReplies.changeRequestId,
        staffId: changeRequestReplies.staffId,
        body: changeRequestReplies.body,
        createdAt: changeRequestReplies.createdAt,
      })
      .from(changeRequestReplies)
      .where(inArray(changeRequestReplies.changeRequestId, ids))
      .orderBy(asc(changeRequestReplies.createdAt), asc(changeRequestReplies.id));
  }

  async function byKey(bookingId: string, key: string): Promise<StoredChangeRequest | undefined> {
    const rows = await db
      .select()
      .from(changeRequests)
      .where(and(eq(changeRequests.bookingId, bookingId), eq(changeRequests.idempotencyKey, key)));
    const row = rows.at(0);
    return row && toChangeRequest(row, await filesOf([row.id]), await repliesOf([row.id]));
  }

  async function replyByKey(changeRequestId: string, key: string) {
    const rows = await db
      .select({ id: changeRequestReplies.id })
      .from(changeRequestReplies)
      .where(
        and(
          eq(changeRequestReplies.changeRequestId, changeRequestId),
          eq(changeRequestReplies.idempotencyKey, key),
        ),
      );
    return rows.at(0);
  }

  const replyCount = sql<number>`(select count(*)::int from ${changeRequestReplies} where ${changeRequestReplies.changeRequestId} = ${changeRequests.id})`;
  const workColumns = {
    id: changeRequests.id,
    bookingReference: bookings.reference,
    leadPassenger: sql<string>`coalesce(${bookings.details}->>'leadPassenger', '')`,
    hotelName: sql<string>`coalesce(${bookings.details}->'hotel'->>'name', '')`,
    type: changeRequests.type,
    urgency: changeRequests.urgency,
    status: changeRequests.status,
    description: changeRequests.description,
    contactMethod: changeRequests.contactMethod,
    contactEmail: changeRequests.contactEmail,
    contactPhone: changeRequests.contactPhone,
    assignedStaffId: changeRequests.assignedStaffId,
    declineReason: changeRequests.declineReason,
    createdAt: changeRequests.createdAt,
    updatedAt: changeRequests.updatedAt,
    replyCount,
  };

  function conditionsOf(filter: ChangeRequestFilter): SQL[] {
    const where: SQL[] = [];
    if (filter.statuses) where.push(inArray(changeRequests.status, [...filter.statuses]));
    if (filter.type) where.push(eq(changeRequests.type, filter.type));
    if (filter.urgency) where.push(eq(changeRequests.urgency, filter.urgency));
    if (filter.assignedTo === null) where.push(isNull(changeRequests.assignedStaffId));
    else if (filter.assignedTo) where.push(eq(changeRequests.assignedStaffId, filter.assignedTo));
    if (filter.reference !== undefined) where.push(eq(bookings.reference, filter.reference));
    if (filter.overdue) {
      const { sentBefore } = filter.overdue;
      const overdue = and(
        inArray(changeRequests.status, [...filter.overdue.open]),
        sql`not exists (select 1 from ${changeRequestReplies} where ${changeRequestReplies.changeRequestId} = ${changeRequests.id})`,
        or(
          ...(Object.keys(sentBefore) as Urgency[]).map((urgency) =>
            and(
              eq(changeRequests.urgency, urgency),
              lt(changeRequests.createdAt, sentBefore[urgency]),
            ),
          ),
        ),
      );
      if (overdue) where.push(filter.overdue.is ? overdue : not(overdue));
    }
    return where;
  }

  return {
    /**
     * Stores the request with its files and queues its e-mails, in one transaction. The same
     * idempotency key for the same booking returns the request first stored (`repeated`).
     */
    async insert(
      bookingId: string,
      key: string,
      request: ValidChangeRequest,
    ): Promise<{ changeRequest: StoredChangeRequest; repeated: boolean }> {
      const earlier = await byKey(bookingId, key);
      if (earlier) return { changeRequest: earlier, repeated: true };
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(changeRequests)
            .values({
              bookingId,
              idempotencyKey: key,
              type: request.type,
              urgency: request.urgency,
              description: request.description,
              contactMethod: request.contactMethod,
              contactEmail: request.contactEmail,
              contactPhone: request.contactPhone,
            })
            .returning();
          const created = inserted.at(0);
          if (!created) throw new Error('the change request insert returned no row');
          if (request.attachments.length > 0) {
            await tx.insert(changeRequestAttachments).values(
              request.attachments.map((a) => ({
                changeRequestId: created.id,
                name: a.name,
                contentType: a.contentType,
                size: a.content.length,
                content: a.content,
              })),
            );
          }
          await enqueueJobs(tx, [
            { queue: JOBS.changeRequestEmails, data: { changeRequestId: created.id } },
          ]);
          return created;
        });
        const files = request.attachments.map((a) => ({
          name: a.name,
          contentType: a.contentType,
          size: a.content.length,
        }));
        return { changeRequest: toChangeRequest(row, files, []), repeated: false };
      } catch (err) {
        // Two submissions with one key at once: the other stored it.
        const raced = await byKey(bookingId, key);
        if (raced) return { changeRequest: raced, repeated: true };
        throw err;
      }
    },

    /** A booking's requests, oldest first, each with the team's replies (oldest first). */
    async listForBooking(bookingId: string): Promise<StoredChangeRequest[]> {
      const rows = await db
        .select()
        .from(changeRequests)
        .where(eq(changeRequests.bookingId, bookingId))
        .orderBy(asc(changeRequests.createdAt));
      const ids = rows.map((r) => r.id);
      const [files, replies] = await Promise.all([filesOf(ids), repliesOf(ids)]);
      return rows.map((row) =>
        toChangeRequest(
          row,
          files.filter((f) => f.changeRequestId === row.id),
          replies.filter((r) => r.changeRequestId === row.id),
        ),
      );
    },

    /** A request with its contact details and files (for its e-mails). */
    async findForMail(id: string) {
      const rows = await db.select().from(changeRequests).where(eq(changeRequests.id, id));
      const row = rows.at(0);
      if (!row) return undefined;
      const files = await db
        .select()
        .from(changeRequestAttachments)
        .where(eq(changeRequestAttachments.changeRequestId, id));
      return {
        bookingId: row.bookingId,
        contactEmail: row.contactEmail,
        contactPhone: row.contactPhone,
        changeRequest: toChangeRequest(row, files, []),
        files: files.map((f) => ({
          filename: f.name,
          contentType: f.contentType,
          content: f.content,
        })),
      };
    },

    /** One page of the desk's queue by `filter`, oldest (or newest) first, and how many match. */
    async queue(
      filter: ChangeRequestFilter,
      page: { offset: number; limit: number; newestFirst: boolean },
    ): Promise<{ rows: WorkRow[]; total: number }> {
      const where = and(...conditionsOf(filter));
      const order = page.newestFirst
        ? [desc(changeRequests.createdAt), desc(changeRequests.id)]
        : [asc(changeRequests.createdAt), asc(changeRequests.id)];
      const [rows, counted] = await Promise.all([
        db
          .select(workColumns)
          .from(changeRequests)
          .innerJoin(bookings, eq(bookings.id, changeRequests.bookingId))
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(changeRequests)
          .innerJoin(bookings, eq(bookings.id, changeRequests.bookingId))
          .where(where),
      ]);
      return { rows, total: counted.at(0)?.n ?? 0 };
    },

    /** One request as the desk works on it, with its files (not their bytes) and replies. */
    async findForWork(id: string) {
      const rows = await db
        .select(workColumns)
        .from(changeRequests)
        .innerJoin(bookings, eq(bookings.id, changeRequests.bookingId))
        .where(eq(changeRequests.id, id));
      const row = rows.at(0);
      if (!row) return undefined;
      const [files, replies] = await Promise.all([filesOf([id]), repliesOf([id])]);
      return { row, files, replies };
    },

    /** One of a request's files with its bytes. */
    async attachment(changeRequestId: string, attachmentId: string) {
      const rows = await db
        .select({
          name: changeRequestAttachments.name,
          contentType: changeRequestAttachments.contentType,
          content: changeRequestAttachments.content,
        })
        .from(changeRequestAttachments)
        .where(
          and(
            eq(changeRequestAttachments.id, attachmentId),
            eq(changeRequestAttachments.changeRequestId, changeRequestId),
          ),
        );
      return rows.at(0);
    },

    /**
     * Hands the request to `to` (null: nobody) if it is still held by `from` and open, with the
     * audit row, in one transaction; false when either has changed meanwhile (nothing written).
     */
    async assign(
      id: string,
      change: {
        from: string | null;
        to: string | null;
        open: readonly ChangeRequestStatus[];
        at: Date;
      },
      audit: StaffAuditEntry,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const held =
          change.from === null
            ? isNull(changeRequests.assignedStaffId)
            : eq(changeRequests.assignedStaffId, change.from);
        const rows = await tx
          .update(changeRequests)
          .set({ assignedStaffId: change.to, updatedAt: change.at })
          .where(
            and(eq(changeRequests.id, id), held, inArray(changeRequests.status, [...change.open])),
          )
          .returning({ id: changeRequests.id });
        if (rows.length === 0) return false;
        await owners.audit(tx).appendAudit(audit);
        return true;
      });
    },

    /**
     * Moves the request from `from` to `to` (with the reason, when declining) only if it is still
     * at `from`, with the audit row, in one transaction; false when it has moved meanwhile.
     */
    async move(
      id: string,
      change: {
        from: ChangeRequestStatus;
        to: ChangeRequestStatus;
        declineReason: string | null;
        at: Date;
      },
      audit: StaffAuditEntry,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(changeRequests)
          .set({ status: change.to, declineReason: change.declineReason, updatedAt: change.at })
          .where(and(eq(changeRequests.id, id), eq(changeRequests.status, change.from)))
          .returning({ id: changeRequests.id });
        if (rows.length === 0) return false;
        await owners.audit(tx).appendAudit(audit);
        return true;
      });
    },

    /** The reply sent to this request under this idempotency key, if any. */
    replyByKey,

    /**
     * Stores a reply, moves the request from `from` to `to` (the same status keeps it there, only
     * if nobody moved it meanwhile), queues the reply's e-mail and appends the audit row, in one
     * transaction. 'repeated' when a reply with this key was already stored (nothing written),
     * 'changed' when the request's status is no longer `from`.
     */
    async reply(
      input: {
        id: string;
        changeRequestId: string;
        staffId: string;
        key: string;
        body: string;
        from: ChangeRequestStatus;
        to: ChangeRequestStatus;
        at: Date;
      },
      audit: StaffAuditEntry,
    ): Promise<'stored' | 'repeated' | 'changed'> {
      let outcome: 'stored' | 'changed';
      try {
        outcome = await db.transaction(async (tx) => {
          const moved = await tx
            .update(changeRequests)
            .set({ status: input.to, updatedAt: input.at })
            .where(
              and(
                eq(changeRequests.id, input.changeRequestId),
                eq(changeRequests.status, input.from),
              ),
            )
            .returning({ id: changeRequests.id });
          if (moved.length === 0) return 'changed';
          await tx.insert(changeRequestReplies).values({
            id: input.id,
            changeRequestId: input.changeRequestId,
            staffId: input.staffId,
            body: input.body,
            idempotencyKey: input.key,
            createdAt: input.at,
          });
          await enqueueJobs(tx, [
            {
              queue: JOBS.changeRequestReplyEmail,
              data: { changeRequestId: input.changeRequestId, replyId: input.id },
            },
          ]);
          await owners.audit(tx).appendAudit(audit);
          return 'stored';
        });
      } catch (err) {
        // The same reply sent twice at once: the other one stored it.
        if (await replyByKey(input.changeRequestId, input.key)) return 'repeated';
        throw err;
      }
      // Moved meanwhile by the same reply sent again at once: that one is the answer.
      if (outcome === 'changed' && (await replyByKey(input.changeRequestId, input.key))) {
        return 'repeated';
      }
      return outcome;
    },

    /** A reply with what its e-mail needs: the request's contact address and its booking. */
    async findReplyForMail(replyId: string) {
      const rows = await db
        .select({
          replyId: changeRequestReplies.id,
          body: changeRequestReplies.body,
          sentAt: changeRequestReplies.createdAt,
          changeRequestId: changeRequests.id,
          type: changeRequests.type,
          contactEmail: changeRequests.contactEmail,
          reference: bookings.reference,
          hotelName: sql<string>`coalesce(${bookings.details}->'hotel'->>'name', '')`,
        })
        .from(changeRequestReplies)
        .innerJoin(changeRequests, eq(changeRequests.id, changeRequestReplies.changeRequestId))
        .innerJoin(bookings, eq(bookings.id, changeRequests.bookingId))
        .where(eq(changeRequestReplies.id, replyId));
      return rows.at(0);
    },
  };
}
export type ChangeRequestsRepository = ReturnType<typeof createChangeRequestsRepository>;
