import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attentionResolutions } from '../../db/schema';
import { createStaffRepository, type NewAuditEntry } from './repository';

export type AttentionResolutionRow = typeof attentionResolutions.$inferSelect;

/** The "Needs attention" queue's own table: the items staff resolved by hand, and how. */
export function createAttentionRepository(db: Database) {
  return {
    /** Which of these keys of `kind` have been resolved. */
    async resolvedAmong(kind: string, keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ itemKey: attentionResolutions.itemKey })
        .from(attentionResolutions)
        .where(
          and(
            eq(attentionResolutions.kind, kind),
            inArray(attentionResolutions.itemKey, [...new Set(keys)]),
          ),
        );
      return new Set(rows.map((r) => r.itemKey));
    },

    async find(kind: string, itemKey: string): Promise<AttentionResolutionRow | undefined> {
      const rows = await db
        .select()
        .from(attentionResolutions)
        .where(and(eq(attentionResolutions.kind, kind), eq(attentionResolutions.itemKey, itemKey)))
        .limit(1);
      return rows.at(0);
    },

    /**
     * Records the resolution and its audit row in one transaction; undefined (nothing written)
     * when the item was already resolved (two people at once: one wins).
     */
    async resolve(
      resolution: { kind: string; itemKey: string; staffId: string; note: string; at: Date },
      audit: NewAuditEntry,
    ): Promise<AttentionResolutionRow | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(attentionResolutions)
          .values({
            kind: resolution.kind,
            itemKey: resolution.itemKey,
            staffId: resolution.staffId,
            note: resolution.note,
            createdAt: resolution.at,
          })
          .onConflictDoNothing({
            target: [attentionResolutions.kind, attentionResolutions.itemKey],
          })
          .returning();
        const row = rows.at(0);
        if (!row) return undefined;
        await createStaffRepository(tx).appendAudit(audit);
        return row;
      });
    },

    /** An audit row on its own (a retry, whose work another module did). */
    async appendAudit(audit: NewAuditEntry): Promise<void> {
      await createStaffRepository(db).appendAudit(audit);
    },
  };
}

export type AttentionRepository = ReturnType<typeof createAttentionRepository>;
