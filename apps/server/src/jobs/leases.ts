import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobLeases } from '../db/schema';

export type JobLease = Omit<typeof jobLeases.$inferInsert, 'ended'>;

/** Takes (or takes again, for a retried run) a job's lease for this run. */
export async function holdLease(db: Database, lease: JobLease): Promise<void> {
  await db
    .insert(jobLeases)
    .values(lease)
    .onConflictDoUpdate({
      target: jobLeases.jobId,
      set: { queue: lease.queue, token: lease.token, renewedAt: lease.renewedAt, ended: false },
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
    .where(and(eq(jobLeases.jobId, jobId), eq(jobLeases.token, token), eq(jobLeases.ended, false)))
    .returning({ jobId: jobLeases.jobId });
  return rows.length > 0;
}

/**
 * The run's handler ended (done or failed). The lease is kept, marked ended and renewed this
 * once, until the queue has recorded the outcome: deleting it here would leave a moment in which
 * the job is still active with no lease, and a check would hand a finished job back to run again.
 */
export async function endLease(
  db: Database,
  jobId: string,
  token: string,
  endedAt: Date,
): Promise<void> {
  await db
    .update(jobLeases)
    .set({ ended: true, renewedAt: endedAt })
    .where(and(eq(jobLeases.jobId, jobId), eq(jobLeases.token, token)));
}

/**
 * Leases last renewed before `cutoff` are deleted; returned are those whose process died while
 * running the job: not ended, and the job is still running in the queue (pg-boss's `active`).
 * One statement, so of several processes looking at once each lapsed job is handed back by one.
 */
export async function takeLapsedLeases(
  db: Database,
  cutoff: Date,
): Promise<{ queue: string; jobId: string }[]> {
  // Both drivers (PGlite and node-postgres) answer a raw statement with its rows in `rows`.
  const result = (await db.execute(sql`
    with lapsed as (
      delete from ${jobLeases} where ${jobLeases.renewedAt} < ${cutoff}
      returning job_id, queue, ended
    )
    select l.queue, l.job_id::text as "jobId" from lapsed l
    where not l.ended
      and exists (select 1 from pgboss.job j where j.id = l.job_id and j.state = 'active')`)) as {
    rows: { queue: string; jobId: string }[];
  };
  return result.rows;
}
