import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { bearerToken, type AuthService, type UserRow } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, resolved from the bearer token; null for a visitor. */
    customer: UserRow | null;
    /** The raw bearer token of this request, if any (never logged). */
    bearer: string | null;
  }
}

/** Resolves the bearer token on every /api request. An unknown token is simply a visitor. */
export function registerAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('customer', null);
  app.decorateRequest('bearer', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    request.bearer = token;
    request.customer = (await auth.authenticate(token)) ?? null;
  });
}

/** preHandler for routes that need a signed-in customer. */
export function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!request.customer) {
    return Promise.reject(new AppError('UNAUTHORIZED', 'Please sign in to continue.'));
  }
  return Promise.resolve();
}

/** The signed-in customer of a route guarded by requireCustomer. */
export function customerOf(request: FastifyRequest): UserRow {
  if (!request.customer) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return request.customer;
}
