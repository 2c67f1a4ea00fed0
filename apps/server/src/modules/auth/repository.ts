import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, users } from '../../db/schema';

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

    async revokeToken(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
