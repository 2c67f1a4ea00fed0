import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export interface AttemptLimit {
  /** Counts apart from every other limit (the key's prefix). */
  name: string;
  max: number;
  timeWindow: string;
  /** What is counted, e.g. the e-mail address or the booking reference of the request's body. */
  key: (request: FastifyRequest) => string;
}

/**
 * A limit on what a request is about rather than who sends it (an e-mail address, a booking
 * reference), as a preHandler: counted in the rate-limit store (Redis when REDIS_URL is set, so
 * shared by every server process), over the limit 429 with Retry-After. Guessing from many
 * addresses then fails as surely as guessing from one.
 */
export function attemptLimit(app: FastifyInstance, limit: AttemptLimit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.', {
      retryAfter: `${String(result.ttlInSeconds)} seconds`,
    });
  };
}
