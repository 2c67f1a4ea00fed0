import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChangeRequest } from '@sunward/contracts/bookings';
import type { Database } from '../../db/client';
import { changeRequestAttachments, changeRequests } from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';
import type { ValidChangeRequest } from './changes';

type ChangeRequestRow = typeof changeRequests.$inferSelect;

function toChangeRequest(
  row: ChangeRequestRow,
  files: { name: string; contentType: string; size: number }[],
): ChangeRequest {
  return {
    id: row.id,
    type: row.type as ChangeRequest['type'],
    urgency: row.urgency as ChangeRequest['urgency'],
    status: row.status,
    description: row.description,
    contactMethod: row.contactMethod as ChangeRequest['contactMethod'],
    attachments: files.map((f) => ({ name: f.name, type: f.contentType, size: f.size })),
    created_at: row.createdAt.toISOString(),
  };
}

export function createChangeRequestsRepository(db: Database) {
  async function filesOf(ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        changeRequestId: changeRequestAttachments.changeRequestId,
        name: changeRequestAttachments.name,
        contentType: changeRequestAttachments.contentType,
        size: changeRequestAttachments.size,
      })
      .from(changeRequestAttachments)
      .where(inArray(changeRequestAttachments.changeRequestId, ids));
  }

  async function byKey(bookingId: string, key: string): Promise<ChangeRequest | undefined> {
    const rows = await db
      .select()
      .from(changeRequests)
      .where(and(eq(changeRequests.bookingId, bookingId), eq(changeRequests.idempotencyKey, key)));
    const row = rows.at(0);
    return row && toChangeRequest(row, await filesOf([row.id]));
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
    ): Promise<{ changeRequest: ChangeRequest; repeated: boolean }> {
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
        return { changeRequest: toChangeRequest(row, files), repeated: false };
      } catch (err) {
        // Two submissions with one key at once: the other stored it.
        const raced = await byKey(bookingId, key);
        if (raced) return { changeRequest: raced, repeated: true };
        throw err;
      }
    },

    /** A booking's requests, oldest first. */
    async listForBooking(bookingId: string): Promise<ChangeRequest[]> {
      const rows = await db
        .select()
        .from(changeRequests)
        .where(eq(changeRequests.bookingId, bookingId))
        .orderBy(asc(changeRequests.createdAt));
      const files = await filesOf(rows.map((r) => r.id));
      return rows.map((row) =>
        toChangeRequest(
          row,
          files.filter((f) => f.changeRequestId === row.id),
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
        changeRequest: toChangeRequest(row, files),
        files: files.map((f) => ({
          filename: f.name,
          contentType: f.contentType,
          content: f.content,
        })),
      };
    },
  };
}
export type ChangeRequestsRepository = ReturnType<typeof createChangeRequestsRepository>;
