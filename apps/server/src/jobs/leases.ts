import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobLeases } from '../db/schema';

export type JobLease = typeof jobLeases.$inferSelect;

/** Takes (or takes again, for a retried run) a job's lease for this run. */
export async function holdLease(db: Database, lease: JobLease): Promise<void> {
  await db
    .insert(jobLeases)
    .values(lease)
    .onConflictDoUpdate({
      target: jobLeases.jobId,
      set: { queue: lease.queue, token: lease.token, renewedAt: lease.renewedAt },
    });
}

/** Renews this run's lease; false when it is no longer this run's (it was handed back). */
export async function renewLease(
  db: Database,
  jobId: string,
  token: string,
  renewedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobLeases)
    .set({ renewedAt })
    .where(and(eq(jobLeases.jobId, jobId), eq(jobLeases.token, token)))
    .returning({ jobId: jobLeases.jobId });
  return rows.length > 0;
}

/** The run ended (done or failed): its lease goes. */
export async function releaseLease(db: Database, jobId: string, token: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.jobId, jobId), eq(jobLeases.token, token)));
}

/**
 * Leases last renewed before `cutoff`: their processes died. Deleted and returned in one
 * statement, so of several processes looking at once each lapsed job is handed back by one.
 */
export async function takeLapsedLeases(db: Database, cutoff: Date): Promise<JobLease[]> {
  return db.delete(jobLeases).where(lt(jobLeases.renewedAt, cutoff)).returning();
}
