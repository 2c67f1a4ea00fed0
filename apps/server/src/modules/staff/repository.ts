import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staff, staffAudit, staffRecoveryCodes, staffSessions } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;
export type StaffAuditRow = typeof staffAudit.$inferSelect;
export type NewAuditEntry = Omit<typeof staffAudit.$inferInsert, 'id' | 'at'> & { at: Date };

/** The staff tables' statements, over the database or over one transaction. */
function staffStatements(db: Database) {
  return {
    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const rows = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
      return rows.at(0);
    },

    async findById(id: string): Promise<StaffRow | undefined> {
      const rows = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
      return rows.at(0);
    },

    async findByIds(ids: readonly string[]): Promise<StaffRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(staff)
        .where(inArray(staff.id, [...ids]));
    },

    /** Whether there is any member of staff at all, active or not. */
    async anyStaff(): Promise<boolean> {
      const rows = await db.select({ id: staff.id }).from(staff).limit(1);
      return rows.length > 0;
    },

    async list(): Promise<StaffRow[]> {
      return db.select().from(staff).orderBy(asc(staff.fullName), asc(staff.email));
    },

    /**
     * Sets the role and active flag, only if they are still what the caller read (`from`): of two
     * changes made at the same moment from the same view, one applies.
     */
    async changeAccess(
      id: string,
      from: { role: StaffRow['role']; active: boolean },
      to: { role: StaffRow['role']; active: boolean },
      now: Date,
    ): Promise<StaffRow | undefined> {
      const rows = await db
        .update(staff)
        .set({ role: to.role, active: to.active, updatedAt: now })
        .where(and(eq(staff.id, id), eq(staff.role, from.role), eq(staff.active, from.active)))
        .returning();
      return rows.at(0);
    },

    /** Inserts the member of staff; undefined when the e-mail is already staff's. */
    async insert(values: typeof staff.$inferInsert): Promise<StaffRow | undefined> {
      const rows = await db
        .insert(staff)
        .values(values)
        .onConflictDoNothing({ target: staff.email })
        .returning();
      return rows.at(0);
    },

    /** Stores a new (sealed) TOTP secret while two-factor sign-in is not yet set up; false once it is. */
    async setPendingSecret(id: string, secret: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpSecret: secret, updatedAt: now })
        .where(and(eq(staff.id, id), isNull(staff.totpEnabledAt)))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    /**
     * Turns two-factor sign-in on with the (sealed) secret the code was checked against, recording the
     * code's step as used; false when it is already on or the secret changed meanwhile.
     */
    async enableTwoFactor(id: string, secret: string, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now })
        .where(and(eq(staff.id, id), isNull(staff.totpEnabledAt), eq(staff.totpSecret, secret)))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    /**
     * Records `step` as the last TOTP step used, only if it is later than the last one: of two
     * requests with the same code, at the same moment, one gets true.
     */
    async useTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    /** Turns two-factor sign-in off (an admin's reset): set up again at the next sign-in. */
    async resetTwoFactor(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
        .where(eq(staff.id, id))
        .returning({ id: staff.id });
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
      return rows.length === 1;
    },

    /** Drops every recovery code of a member of staff (new ones replace them). */
    async dropRecoveryCodes(staffId: string): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    },

    async insertRecoveryCodes(staffId: string, hashes: readonly string[]): Promise<void> {
      await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
    },

    /** Uses a recovery code once: true for the one request that marks it used. */
    async useRecoveryCode(staffId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length === 1;
    },

    async unusedRecoveryCodes(staffId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      return rows.at(0)?.n ?? 0;
    },

    async insertSession(values: typeof staffSessions.$inferInsert): Promise<void> {
      await db.insert(staffSessions).values(values);
    },

    /**
     * The active member of staff behind a live session of the given stage (unrevoked, before its
     * end, seen within the idle limit), marking it seen now; undefined otherwise.
     */
    async touchSession(
      tokenHash: string,
      stage: 'password' | 'full',
      now: Date,
      idleSince: Date,
    ): Promise<{ staff: StaffRow; sessionId: string } | undefined> {
      const rows = await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .from(staff)
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            eq(staff.id, staffSessions.staffId),
            eq(staff.active, true),
            isNull(staffSessions.revokedAt),
            stage === 'full'
              ? isNotNull(staffSessions.secondFactorAt)
              : isNull(staffSessions.secondFactorAt),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, idleSince),
          ),
        )
        .returning({ staff, sessionId: staffSessions.id });
      return rows.at(0);
    },

    /** Ends one session if it is still open: true for the one request that ends it. */
    async revokeSession(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.length === 1;
    },

    /** Ends every live session of a member of staff; how many there were. */
    async revokeSessions(staffId: string, now: Date, idleSince: Date): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, idleSince),
          ),
        )
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    async appendAudit(entry: NewAuditEntry): Promise<void> {
      await db.insert(staffAudit).values(entry);
    },

    /** What was done to one target, oldest first, with the name of whoever did it. */
    async auditOfTarget(
      targetType: string,
      targetId: string,
    ): Promise<(StaffAuditRow & { staffName: string | null })[]> {
      return db
        .select({ ...getTableColumns(staffAudit), staffName: staff.fullName })
        .from(staffAudit)
        .leftJoin(staff, eq(staff.id, staffAudit.staffId))
        .where(and(eq(staffAudit.targetType, targetType), eq(staffAudit.targetId, targetId)))
        .orderBy(staffAudit.at, staffAudit.id);
    },

    /** What one member of staff did, newest first (the latest `limit` entries). */
    async auditByStaff(
      staffId: string,
      limit: number,
    ): Promise<(StaffAuditRow & { staffName: string | null })[]> {
      return db
        .select({ ...getTableColumns(staffAudit), staffName: staff.fullName })
        .from(staffAudit)
        .leftJoin(staff, eq(staff.id, staffAudit.staffId))
        .where(eq(staffAudit.staffId, staffId))
        .orderBy(desc(staffAudit.at), desc(staffAudit.id))
        .limit(limit);
    },
  };
}

/** Statements inside one transaction: what `transaction` hands its work. */
export type StaffStatements = ReturnType<typeof staffStatements>;

export function createStaffRepository(db: Database) {
  return {
    ...staffStatements(db),
    /** Runs `work` in one transaction: the change and its audit row commit together or not at all. */
    transaction<T>(work: (tx: StaffStatements) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(staffStatements(tx)));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
