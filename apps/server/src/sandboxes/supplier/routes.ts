import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@sunward/contracts/errors';
import * as z from 'zod/mini';
import { isLoopback } from '../../lib/loopback';
import { AppError } from '../../errors';
import { InvalidSupplierChange, type SandboxSupplier } from './sandbox-supplier';

const pence = z
  .array(z.int().check(z.minimum(0), z.maximum(10_000_000)))
  .check(z.minLength(1), z.maxLength(62));

/** A change as the supplier's feed carries it (see `SupplierChange`). */
const change = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('rate'),
    roomTypeId: z.int().check(z.positive()),
    from: z.iso.date(),
    pence,
  }),
  z.strictObject({
    kind: z.literal('fare'),
    flightId: z.int().check(z.positive()),
    from: z.iso.date(),
    pence,
  }),
]);

/**
 * The sandbox supplier's console: publishes price changes as if the supplier had made them (they
 * reach search through its change feed, like any other). For development, journeys and the
 * benchmark; registered only with SANDBOX_SUPPLIER_CONSOLE (refused in production), and then
 * answering loopback clients only.
 */
export const sandboxSupplierConsoleRoutes: FastifyPluginAsyncZod<{
  supplier: SandboxSupplier;
}> = async (app, { supplier }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });

  app.post(
    '/api/dev/supplier/changes',
    {
      schema: {
        tags: ['dev'],
        summary: "Publishes changes to the sandbox supplier's prices (development and test only)",
        body: z.strictObject({
          changes: z.array(change).check(z.minLength(1), z.maxLength(10_000)),
        }),
        response: { 202: z.object({ published: z.int() }), 400: errorBody },
      },
    },
    async (request, reply) => {
      try {
        await supplier.publishChanges(request.body.changes);
      } catch (err) {
        // A change the supplier could not have made (an unknown room type, say) is the caller's.
        if (err instanceof InvalidSupplierChange)
          throw new AppError('VALIDATION_ERROR', err.message);
        throw err;
      }
      return reply.code(202).send({ published: request.body.changes.length });
    },
  );
};
