import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { StaffBookingJob } from '@sunward/contracts/staff';
import type { DatabaseHandle } from '../db/client';
import { endLease, holdLease, renewLease, takeLapsedLeases } from './leases';
import {
  deleteOutbox,
  outboxBacklog,
  outboxOfOtherQueues,
  readOutbox,
  type JobName,
  type JobPayloads,
} from './outbox';

/** How a queue retries: exponential back-off from `retryDelaySeconds`, `retryLimit` times. */
export interface QueuePolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A handler still running after this long is taken to be hung: it is given up and retried.
   * (A job whose process died is handed back much sooner, when its lease lapses: LEASE.)
   */
  expireInSeconds: number;
}

/** Work after a commit: retried with back-off for days (2^16 × delay caps the wait) until done. */
export const DURABLE: QueuePolicy = { retryLimit: 40, retryDelaySeconds: 5, expireInSeconds: 900 };
/** Periodic housekeeping: the next run does the same work, so a failed run is not retried. */
export const PERIODIC: QueuePolicy = { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 900 };

/**
 * A running job's lease: renewed every `renewSeconds` while its handler runs; one not renewed for
 * `seconds` means its process died, and whichever process looks next (every `checkSeconds`)
 * hands the job back to the queue, which runs it again after its first retry delay.
 */
export interface LeasePolicy {
  seconds: number;
  renewSeconds: number;
  checkSeconds: number;
}
export const LEASE: LeasePolicy = { seconds: 20, renewSeconds: 5, checkSeconds: 5 };

/**
 * The longest a job waits after its process dies before another process starts it again: the
 * lease lapses, the next check finds it, the first retry's back-off (pg-boss waits between one
 * and two retry delays) passes, and an idle worker's next poll takes it.
 */
export function recoverySeconds(policy: QueuePolicy, pollingIntervalSeconds: number): number {
  return LEASE.seconds + LEASE.checkSeconds + 2 * policy.retryDelaySeconds + pollingIntervalSeconds;
}

/** A job waiting this long past its start time is stuck (no process is working its queue). */
const STUCK_AFTER_SECONDS = 300;

export interface JobsHealth {
  /** Jobs due now, waiting for a worker (outbox rows included). */
  waiting: number;
  /** Jobs a worker is running now. */
  running: number;
  /** Jobs that failed and wait for their next try. */
  retrying: number;
  /** Jobs that used every retry: they need a person. */
  failed: number;
  /** Jobs (or outbox rows) waiting far longer than they should. */
  stuck: number;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N]) => Promise<void>;

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work (a relay wakes it at once in this process). */
  pollingIntervalSeconds: number;
  /** The clock leases are renewed and judged by (every process's clock, kept by NTP). */
  now?: () => Date;
  /** The running jobs' leases (LEASE unless a test needs them shorter). */
  lease?: LeasePolicy;
}

interface Definition {
  policy: QueuePolicy;
  handler: (data: unknown) => Promise<void>;
  cron?: string;
}

/**
 * Durable jobs on pg-boss, in the product's own database (PGlite or PostgreSQL): each job runs
 * once across every process, is retried with back-off until done, and survives restarts. Work
 * that follows a commit is written to the outbox in that commit's transaction (./outbox.ts); the
 * relay hands it to pg-boss under the row's id, so a row relayed twice is queued once.
 */
export function createJobQueue({
  database,
  log,
  pollingIntervalSeconds,
  now = () => new Date(),
  lease = LEASE,
}: JobQueueOptions) {
  // pg-boss records a finished job's outcome without awaiting it: stop() waits for those
  // statements too, so none reaches a database that has closed. A timer of pg-boss's that was
  // already running when it stopped may still send one after that: it is dropped and never
  // answered (an empty answer would make pg-boss throw where nothing catches it, e.g. reading the
  // count of a completion), as the database is about to close; a job whose outcome is lost that
  // way expires and runs again (every handler is idempotent).
  const statements = new Set<Promise<unknown>>();
  let closed = false;
  const executeSql = (text: string, values?: unknown[]) => {
    if (closed) return new Promise<{ rows: unknown[] }>(() => undefined);
    const statement = database.executeSql(text, values);
    statements.add(statement);
    statement.then(
      () => statements.delete(statement),
      () => statements.delete(statement),
    );
    return statement;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: 'pgboss',
    // Completed jobs are kept a day for inspection; failed ones a fortnight.
    archiveCompletedAfterSeconds: 86_400,
    archiveFailedAfterSeconds: 14 * 86_400,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const definitions = new Map<JobName, Definition>();
  const workers = new Map<JobName, string>();
  let started = false;
  let stopping = false;
  let stopped: Promise<void> | undefined;
  let relaying: Promise<number> | undefined;
  let relayAgain = false;
  let leaseCheck: NodeJS.Timeout | undefined;
  let recovering: Promise<number> | undefined;

  /** Runs one job under a lease that is renewed until the handler ends. */
  async function runLeased(name: JobName, jobId: string, work: () => Promise<void>) {
    const token = randomUUID();
    await holdLease(database.db, { jobId, queue: name, token, renewedAt: now() });
    const renewal = setInterval(() => {
      renewLease(database.db, jobId, token, now()).then(
        (held) => {
          if (!held) log.warn({ queue: name, jobId }, 'job lease lost: the job was handed back');
        },
        (err: unknown) => log.warn({ err, queue: name, jobId }, 'job lease renewal failed'),
      );
    }, lease.renewSeconds * 1000);
    try {
      await work();
    } finally {
      clearInterval(renewal);
      await endLease(database.db, jobId, token, now()).catch((err: unknown) =>
        log.warn({ err, queue: name, jobId }, 'job lease end failed'),
      );
    }
  }

  /**
   * Hands back to the queue every job whose process stopped renewing its lease, and any job
   * running for longer than a lease without one (its process died between taking it and
   * writing the lease).
   */
  async function recoverOnce(): Promise<number> {
    const cutoff = new Date(now().getTime() - lease.seconds * 1000);
    const lapsed = await takeLapsedLeases(database.db, cutoff);
    const { rows } = await database.executeSql(
      `select name as queue, id::text as "jobId" from pgboss.job j
       where state = 'active' and started_on < now() - make_interval(secs => $1)
         and not exists (select 1 from job_leases l where l.job_id = j.id)`,
      [lease.seconds],
    );
    lapsed.push(...(rows as { queue: string; jobId: string }[]));
    for (const { queue, jobId } of lapsed) {
      log.warn({ queue, jobId }, 'job handed back: its process stopped');
      await boss.fail(queue, jobId, { message: 'its process stopped' });
    }
    return lapsed.length;
  }

  function recoverLapsed(): Promise<number> {
    if (!started || stopping) return Promise.resolve(0);
    recovering ??= recoverOnce().finally(() => {
      recovering = undefined;
    });
    return recovering;
  }

  async function relayOnce(): Promise<number> {
    let moved = 0;
    const touched = new Set<JobName>();
    const known = [...definitions.keys()];
    for (;;) {
      const rows = await readOutbox(database.db, known, 100);
      if (rows.length === 0) break;
      for (const row of rows) {
        const name = row.queue as JobName;
        await boss.send(name, row.data as object, { id: row.id });
        touched.add(name);
      }
      await deleteOutbox(
        database.db,
        rows.map((row) => row.id),
      );
      moved += rows.length;
      if (rows.length < 100) break;
    }
    for (const name of touched) {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    }
    return moved;
  }

  /** Hands every outbox row to pg-boss; concurrent calls share one pass (plus one more). */
  function relay(): Promise<number> {
    if (!started || stopping) return Promise.resolve(0);
    if (relaying) {
      relayAgain = true;
      return relaying;
    }
    relaying = relayOnce().finally(() => {
      relaying = undefined;
      if (relayAgain) {
        relayAgain = false;
        void relay().catch((err: unknown) => log.error({ err }, 'job outbox relay failed'));
      }
    });
    return relaying;
  }

  return {
    /** Registers a queue's handler (before start). `cron` also runs it on that schedule (UTC). */
    define<N extends JobName>(
      name: N,
      handler: JobHandler<N>,
      policy: QueuePolicy,
      cron?: string,
    ): void {
      definitions.set(name, {
        policy,
        handler: handler as (data: unknown) => Promise<void>,
        ...(cron ? { cron } : {}),
      });
    },

    /** Creates pg-boss's schema and the queues, schedules, and starts the workers. */
    async start(): Promise<void> {
      // pg-boss's tables, the queues (each a partition of its job table) and the schedules are
      // created one process at a time: created concurrently, partitions deadlock.
      await database.withStartupLock(async () => {
        await boss.start();
        for (const [name, { policy, cron }] of definitions) {
          const queue = {
            name,
            retryLimit: policy.retryLimit,
            retryDelay: policy.retryDelaySeconds,
            retryBackoff: policy.retryDelaySeconds > 0,
            expireInSeconds: policy.expireInSeconds,
          };
          await boss.createQueue(name, queue);
          await boss.updateQueue(name, queue);
          if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
        }
      });
      for (const [name, { handler }] of definitions) {
        const id = await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await runLeased(name, job.id, () => handler(job.data));
            } catch (err) {
              log.warn({ err, queue: name, jobId: job.id }, 'job failed; it will be retried');
              throw err;
            }
          }
        });
        workers.set(name, id);
      }
      started = true;
      // Rows of a queue this release does not know stay in the outbox (the health check counts
      // them) until a release that knows the queue.
      for (const { queue, rows } of await outboxOfOtherQueues(database.db, [...definitions.keys()]))
        log.error({ queue, rows }, 'outbox rows for a queue this release does not know');
      await relay();
      await recoverLapsed();
      leaseCheck = setInterval(() => {
        recoverLapsed().catch((err: unknown) => log.error({ err }, 'job lease check failed'));
      }, lease.checkSeconds * 1000);
    },

    relay,

    /** Hands back the jobs of processes that died (every LEASE.checkSeconds). */
    recoverLapsed,

    /** After a commit that wrote outbox rows: queue them now (a failure is logged, not thrown). */
    kick(): void {
      relay().catch((err: unknown) => log.error({ err }, 'job outbox relay failed'));
    },

    /** Queues a job directly (work that follows no transaction of ours, e.g. at start-up). */
    async send<N extends JobName>(
      name: N,
      data: JobPayloads[N],
      options: { singletonKey?: string } = {},
    ): Promise<void> {
      await boss.send(name, data, options);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },

    /**
     * The jobs whose data names any of `values` (a booking's id or reference, its change
     * requests' ids), oldest first, for the back office: queued (the outbox rows not relayed
     * yet count as waiting), running, retrying with the last error, done or failed.
     */
    async about(values: string[]): Promise<StaffBookingJob[]> {
      if (values.length === 0) return [];
      const names = `exists (select 1 from jsonb_each_text(case when jsonb_typeof(data) = 'object'
        then data else '{}'::jsonb end) d where d.value = any($1::text[]))`;
      const [queued, outbox] = await Promise.all([
        database.executeSql(
          `select id::text as id, name as queue, state, retry_count as "retryCount",
             created_on as "createdOn", completed_on as "completedOn",
             output->>'message' as error
           from pgboss.job
           where not starts_with(name, '__pgboss__') and ${names}
           order by created_on limit 200`,
          [values],
        ),
        database.executeSql(
          `select id::text as id, queue, created_at as "createdOn" from job_outbox
           where ${names} order by created_at limit 200`,
          [values],
        ),
      ]);
      const time = (value: unknown) => new Date(value as string | Date).toISOString();
      const jobsQueued = (queued.rows as QueuedJobRow[]).map((row): StaffBookingJob => ({
        id: row.id,
        queue: row.queue,
        state: JOB_STATES[row.state] ?? 'waiting',
        attempts: row.retryCount + (row.state === 'created' ? 0 : 1),
        createdAt: time(row.createdOn),
        finishedAt: row.completedOn ? time(row.completedOn) : null,
        error: row.state === 'failed' || row.state === 'retry' ? (row.error ?? null) : null,
      }));
      const waiting = (outbox.rows as { id: string; queue: string; createdOn: unknown }[]).map(
        (row): StaffBookingJob => ({
          id: row.id,
          queue: row.queue,
          state: 'waiting',
          attempts: 0,
          createdAt: time(row.createdOn),
          finishedAt: null,
          error: null,
        }),
      );
      return [...waiting, ...jobsQueued].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /**
     * Jobs that used every retry (they need a person), newest first: each with its data, why its
     * last try failed and how many tries it had. A periodic queue's failed run is left out once a
     * later run of it has completed (that run did the same work).
     */
    async failed(limit: number): Promise<FailedJob[]> {
      const periodic = [...definitions].filter(([, d]) => d.cron).map(([name]) => name);
      const later = (table: string) => `exists (select 1 from pgboss.${table} l
        where l.name = j.name and l.state = 'completed' and l.created_on > j.created_on)`;
      const { rows } = await database.executeSql(
        `select j.id::text as id, j.name as queue, j.data, j.retry_count as "retryCount",
           j.created_on as "createdOn", j.completed_on as "completedOn",
           coalesce(j.output->>'message', j.output->'value'->>'message') as error
         from pgboss.job j
         where j.state = 'failed' and not starts_with(j.name, '__pgboss__')
           and not (j.name = any($2::text[]) and (${later('job')} or ${later('archive')}))
         order by j.completed_on desc nulls last, j.created_on desc
         limit $1`,
        [limit, periodic],
      );
      return (rows as FailedJobRow[]).map((row) => ({
        id: row.id,
        queue: row.queue,
        data: row.data,
        error: row.error,
        attempts: row.retryCount + 1,
        createdAt: new Date(row.createdOn as string | Date),
        failedAt: new Date((row.completedOn ?? row.createdOn) as string | Date),
      }));
    },

    /**
     * Jobs (and outbox rows not yet queued) waiting far longer than they should: what health()
     * counts as stuck, longest waiting first.
     */
    async stuck(limit: number): Promise<StuckJob[]> {
      const [queued, outbox] = await Promise.all([
        database.executeSql(
          `select id::text as id, name as queue, data, state, start_after as "since"
           from pgboss.job
           where state in ('created', 'retry') and not starts_with(name, '__pgboss__')
             and start_after < now() - make_interval(secs => $1)
           order by start_after limit $2`,
          [STUCK_AFTER_SECONDS, limit],
        ),
        database.executeSql(
          `select id::text as id, queue, data, 'outbox' as state, created_at as "since"
           from job_outbox where created_at < now() - make_interval(secs => $1)
           order by created_at limit $2`,
          [STUCK_AFTER_SECONDS, limit],
        ),
      ]);
      return ([...outbox.rows, ...queued.rows] as StuckJobRow[]).map((row) => ({
        id: row.id,
        queue: row.queue,
        data: row.data,
        state: row.state === 'outbox' ? 'outbox' : row.state === 'retry' ? 'retrying' : 'waiting',
        since: new Date(row.since as string | Date),
      }));
    },

    /**
     * A failed job runs again (one more try), now: false when it is not a failed job of that
     * queue (any more).
     */
    async retry(queue: string, id: string): Promise<boolean> {
      const { rows } = await database.executeSql(
        `select 1 from pgboss.job where name = $1 and id = $2::uuid and state = 'failed'`,
        [queue, id],
      );
      if (rows.length === 0) return false;
      await boss.retry(queue, id);
      const worker = workers.get(queue as JobName);
      if (worker) boss.notifyWorker(worker);
      return true;
    },

    /** What /api/health reports about the queues. */
    async health(): Promise<JobsHealth> {
      const backlog = await outboxBacklog(database.db);
      const { rows } = await database.executeSql(
        `select
           count(*) filter (where state = 'created' and start_after <= now())::int as waiting,
           count(*) filter (where state = 'active')::int as running,
           count(*) filter (where state = 'retry')::int as retrying,
           count(*) filter (where state = 'failed')::int as failed,
           count(*) filter (where state in ('created', 'retry')
             and start_after < now() - make_interval(secs => $1))::int as stuck
         from pgboss.job
         where not starts_with(name, '__pgboss__')`,
        [STUCK_AFTER_SECONDS],
      );
      const row = (rows[0] ?? {}) as Partial<JobsHealth>;
      const outboxStuck = backlog.oldestSeconds > STUCK_AFTER_SECONDS ? backlog.rows : 0;
      return {
        waiting: (row.waiting ?? 0) + backlog.rows,
        running: row.running ?? 0,
        retrying: row.retrying ?? 0,
        failed: row.failed ?? 0,
        stuck: (row.stuck ?? 0) + outboxStuck,
      };
    },

    /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then stops the queue. */
    stop(timeoutMs = 10_000): Promise<void> {
      stopped ??= (async () => {
        stopping = true;
        clearInterval(leaseCheck);
        await relaying?.catch(() => undefined);
        await recovering?.catch(() => undefined);
        if (started) {
          await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
        }
        await Promise.allSettled([...statements]);
        closed = true;
      })();
      return stopped;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;

/** A job that used every retry. */
export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  /** Why its last try failed. */
  error: string | null;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

/** A job (or an outbox row not yet queued) waiting far longer than it should. */
export interface StuckJob {
  id: string;
  queue: string;
  data: unknown;
  state: 'waiting' | 'retrying' | 'outbox';
  /** Since when it could have run. */
  since: Date;
}

interface FailedJobRow {
  id: string;
  queue: string;
  data: unknown;
  retryCount: number;
  createdOn: unknown;
  completedOn: unknown;
  error: string | null;
}

interface StuckJobRow {
  id: string;
  queue: string;
  data: unknown;
  state: string;
  since: unknown;
}

interface QueuedJobRow {
  id: string;
  queue: string;
  state: string;
  retryCount: number;
  createdOn: unknown;
  completedOn: unknown;
  error: string | null;
}

/** pg-boss's job states, as the back office names them. */
const JOB_STATES: Record<string, StaffBookingJob['state']> = {
  created: 'waiting',
  retry: 'retrying',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};
