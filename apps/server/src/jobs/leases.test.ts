import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { takeLapsedLeases } from './leases';
import { JOBS } from './outbox';
import { createJobQueue, type LeasePolicy, type QueuePolicy } from './queue';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  // The app's own workers stop: the queues below are the only ones working in this database.
  await app.jobs.stop();
});
afterAll(() => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quickRetry: QueuePolicy = { retryLimit: 1, retryDelaySeconds: 0, expireInSeconds: 60 };

/** Runs one job that takes `workMs` on a queue with `lease`; how many times its handler ran. */
async function runLongJob(lease: LeasePolicy, workMs: number): Promise<{ runs: number }> {
  const queue = createJobQueue({
    database: app.database,
    log: app.log,
    pollingIntervalSeconds: 0.5,
    lease,
  });
  let runs = 0;
  let finished = 0;
  queue.define(
    JOBS.purgeGrants,
    async () => {
      runs += 1;
      await sleep(workMs);
      finished += 1;
    },
    quickRetry,
  );
  await queue.start();
  try {
    await queue.send(JOBS.purgeGrants, {});
    const deadline = Date.now() + 20_000;
    while (finished === 0 || finished < runs) {
      if (Date.now() > deadline) throw new Error('the job did not finish');
      await sleep(50);
    }
    // Any hand-back still to come would have happened within one more lease.
    await sleep(lease.seconds * 1000);
    return { runs };
  } finally {
    await queue.stop();
  }
}

describe("a running job's lease", () => {
  it(
    'is renewed while its handler runs: a job longer than its lease runs once',
    { timeout: 45_000 },
    async () => {
      // The lease is 25 renewals long: only a process stalled for 5 s (not a busy test machine,
      // where the event loop may pause for a second or two) would lose it.
      const { runs } = await runLongJob({ seconds: 5, renewSeconds: 0.2, checkSeconds: 0.2 }, 5500);
      expect(runs).toBe(1);
    },
  );

  it('not renewed in time, is taken for a dead process: the job is handed back and run again', async () => {
    const { runs } = await runLongJob({ seconds: 1, renewSeconds: 30, checkSeconds: 0.2 }, 2000);
    expect(runs).toBeGreaterThan(1);
  });

  it('ended but not yet recorded done, is deleted once it lapses and never handed back', async () => {
    const queue = createJobQueue({
      database: app.database,
      log: app.log,
      pollingIntervalSeconds: 0.5,
      // No check of its own during the test: the lapsed leases are taken below.
      lease: { seconds: 60, renewSeconds: 30, checkSeconds: 600 },
    });
    let release!: () => void;
    const running = new Promise<void>((resolve) => {
      queue.define(
        JOBS.purgeGrants,
        () => {
          resolve();
          return new Promise<void>((done) => (release = done));
        },
        quickRetry,
      );
    });
    await queue.start();
    try {
      await queue.send(JOBS.purgeGrants, {});
      await running;
      const lapse = (ended: boolean) =>
        app.database.executeSql(
          `update job_leases set ended = $1, renewed_at = renewed_at - interval '1 hour'
            where queue = $2`,
          [ended, JOBS.purgeGrants],
        );
      const leases = async () =>
        (await app.database.executeSql('select job_id from job_leases')).rows.length;
      const cutoff = () => new Date(Date.now() - 60_000);

      // The handler returned and the queue has not yet recorded it done: the job is still active.
      await lapse(true);
      expect(await takeLapsedLeases(app.database.db, cutoff())).toEqual([]);
      expect(await leases()).toBe(0);

      // The same job's lease lapsing while it runs is a dead process's: handed back.
      await app.database.executeSql(
        `insert into job_leases (job_id, queue, token, renewed_at)
         select id, name, 'run', now() from pgboss.job where name = $1 and state = 'active'`,
        [JOBS.purgeGrants],
      );
      await lapse(false);
      expect(await takeLapsedLeases(app.database.db, cutoff())).toEqual([
        { queue: JOBS.purgeGrants, jobId: expect.any(String) },
      ]);
    } finally {
      release();
      await queue.stop();
    }
  });
});
