import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';

export const healthResponse = z.object({
  /** 'degraded' while durable jobs are stuck or have failed every retry: a person must look. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  jobs: z.object({
    waiting: z.number().int(),
    running: z.number().int(),
    retrying: z.number().int(),
    failed: z.number().int(),
    stuck: z.number().int(),
  }),
  /** Live prices in this process: how far its search is behind the supplier's change feed. */
  prices: z.object({
    appliedBatch: z.number().int(),
    snapshotBatch: z.number().int().nullable(),
    lagSeconds: z.number(),
    pendingChanges: z.number().int(),
    polledSecondsAgo: z.number().nullable(),
    supplierBacklog: z.boolean(),
    ingesting: z.boolean(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  jobs: Pick<JobQueue, 'health'>;
  prices: { health(): Promise<z.infer<typeof healthResponse>['prices']> };
}> = async (app, { database, jobs, prices }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary:
          'Liveness, database check, the state of the durable job queues and the live-price feed lag',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      const [queues, feed] = await Promise.all([jobs.health(), prices.health()]);
      return {
        status: queues.stuck > 0 || queues.failed > 0 ? ('degraded' as const) : ('ok' as const),
        database: database.kind,
        jobs: queues,
        prices: feed,
      };
    },
  );
};
