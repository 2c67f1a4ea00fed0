import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** An attachment as the outbox lists it: its bytes are not stored (they are regenerated on demand). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
  headers: Record<string, string> | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface NewOutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
  dedupeKey?: string | null;
  headers?: Record<string, string> | null;
}

const REDACTED = 'Delivered. The body is not kept: it held a one-time link.';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isAttachment(value: unknown): value is OutboxAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const { filename, contentType } = value as Record<string, unknown>;
  return typeof filename === 'string' && typeof contentType === 'string';
}

function toMessage(row: typeof mailOutbox.$inferSelect): OutboxMessage {
  const attachments = Array.isArray(row.attachments)
    ? (row.attachments as unknown[]).filter(isAttachment)
    : [];
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
    headers: row.headers ?? null,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

export function createMailRepository(db: Database) {
  return {
    /** Records a message; one with a dedupe key already recorded answers the recorded one. */
    async record(message: NewOutboxMessage): Promise<OutboxMessage> {
      const inserted = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
          })),
          dedupeKey: message.dedupeKey ?? null,
          headers: message.headers ?? null,
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning();
      const row =
        inserted.at(0) ??
        (message.dedupeKey
          ? (
              await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, message.dedupeKey))
            ).at(0)
          : undefined);
      if (!row) throw new Error('The outbox did not return the recorded message.');
      return toMessage(row);
    },

    /** Delivered; `redact` drops the body (it carried a secret the customer now has). */
    async markSent(id: string, { redact = false }: { redact?: boolean } = {}): Promise<void> {
      const body = redact ? { text: REDACTED, html: `<p>${REDACTED}</p>` } : {};
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), ...body })
        .where(eq(mailOutbox.id, id));
    },

    /**
     * The messages about one booking, oldest first: every message about a booking names its
     * reference in the subject (confirmation, receipts, reminders, change requests).
     */
    async aboutBooking(reference: string): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(sql`strpos(${mailOutbox.subject}, ${reference}) > 0`)
        .orderBy(asc(mailOutbox.createdAt))
        .limit(200);
      return rows.map(toMessage);
    },

    /**
     * Messages recorded before `cutoff` and never delivered, newest first (what a failing SMTP
     * server leaves behind; meaningful only when mail is delivered at all).
     */
    async undeliveredBefore(
      cutoff: Date,
      limit: number,
    ): Promise<{ id: string; subject: string; createdAt: Date }[]> {
      return db
        .select({ id: mailOutbox.id, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.createdAt, cutoff)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },

    /** Newest first; `to` matches the recipient exactly, ignoring case. */
    async list(options: { limit?: number; to?: string } = {}): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(
          options.to === undefined
            ? undefined
            : eq(sql`lower(${mailOutbox.to})`, options.to.trim().toLowerCase()),
        )
        .orderBy(desc(mailOutbox.createdAt))
        .limit(options.limit ?? 100);
      return rows.map(toMessage);
    },

    /** The message, or undefined (also for an id that is not a UUID). */
    async get(id: string): Promise<OutboxMessage | undefined> {
      if (!UUID_RE.test(id)) return undefined;
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      const row = rows.at(0);
      return row ? toMessage(row) : undefined;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
