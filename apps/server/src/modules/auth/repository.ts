import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, passwordResets, users } from '../../db/schema';
import { enqueueJobs, JOBS } from '../../jobs/outbox';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return rows.at(0);
    },

    /** Inserts the user; returns undefined when the e-mail is already taken. */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const rows = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return rows.at(0);
    },

    async insertToken(values: typeof authTokens.$inferInsert): Promise<void> {
      await db.insert(authTokens).values(values);
    },

    /** The user behind a live (unrevoked, unexpired) token hash. */
    async findUserByTokenHash(tokenHash: string, now: Date): Promise<UserRow | undefined> {
      const rows = await db
        .select({ user: users })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return rows.at(0)?.user;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows.at(0);
    },

    /** Asks for a reset e-mail for this address (a job; it finds out whether the account exists). */
    async requestReset(email: string): Promise<void> {
      await enqueueJobs(db, [{ queue: JOBS.passwordResetEmail, data: { email } }]);
    },

    /** A new reset link for the user: any earlier one still unused stops working. */
    async insertReset(userId: string, tokenHash: string, now: Date, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt });
      });
    },

    /**
     * Uses a reset link: for a link of this e-mail's account that is unused and unexpired, sets
     * the new password hash, revokes every session of the account and queues the 'password
     * changed' e-mail, in one transaction. 'unknown': no such link for this e-mail; 'spent': used,
     * superseded or expired.
     */
    async resetPassword(input: {
      tokenHash: string;
      email: string;
      passwordHash: string;
      now: Date;
    }): Promise<'done' | 'unknown' | 'spent'> {
      const { tokenHash, email, passwordHash, now } = input;
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ reset: passwordResets, email: users.email })
          .from(passwordResets)
          .innerJoin(users, eq(users.id, passwordResets.userId))
          .where(eq(passwordResets.tokenHash, tokenHash))
          .limit(1);
        const row = found.at(0);
        if (!row || row.email !== email) return 'unknown';
        // One use: the update claims the link, so of two requests racing with it one wins.
        const claimed = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.id, row.reset.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResets.userId });
        const userId = claimed.at(0)?.userId;
        if (!userId) return 'spent';
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await tx
          .update(authTokens)
          .set({ revokedAt: now })
          .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
        await enqueueJobs(tx, [
          {
            queue: JOBS.passwordChangedEmail,
            data: { userId, changedAt: now.toISOString() },
          },
        ]);
        return 'done';
      });
    },

    async revokeToken(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
