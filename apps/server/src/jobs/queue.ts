import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { deleteOutbox, outboxBacklog, readOutbox, type JobName, type JobPayloads } from './outbox';

/** How a queue retries: exponential back-off from `retryDelaySeconds`, `retryLimit` times. */
export interface QueuePolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still running after this long is taken to have died with its process and retried. */
  expireInSeconds: number;
}

/** Work after a commit: retried with back-off for days (2^16 × delay caps the wait) until done. */
export const DURABLE: QueuePolicy = { retryLimit: 40, retryDelaySeconds: 5, expireInSeconds: 300 };
/** Periodic housekeeping: the next run does the same work, so a failed run is not retried. */
export const PERIODIC: QueuePolicy = { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 600 };

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
export function createJobQueue({ database, log, pollingIntervalSeconds }: JobQueueOptions) {
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

  async function relayOnce(): Promise<number> {
    let moved = 0;
    const touched = new Set<JobName>();
    for (;;) {
      const rows = await readOutbox(database.db, 100);
      if (rows.length === 0) break;
      const sent: string[] = [];
      for (const row of rows) {
        const name = row.queue as JobName;
        if (!definitions.has(name)) {
          // Left in the outbox (health reports it) until a release that knows the queue.
          log.error({ queue: row.queue, jobId: row.id }, 'outbox row for an unknown queue');
          continue;
        }
        await boss.send(name, row.data as object, { id: row.id });
        touched.add(name);
        sent.push(row.id);
      }
      await deleteOutbox(database.db, sent);
      moved += sent.length;
      if (rows.length < 100 || sent.length === 0) break;
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
              await handler(job.data);
            } catch (err) {
              log.warn({ err, queue: name, jobId: job.id }, 'job failed; it will be retried');
              throw err;
            }
          }
        });
        workers.set(name, id);
      }
      started = true;
      await relay();
    },

    relay,

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
        await relaying?.catch(() => undefined);
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
