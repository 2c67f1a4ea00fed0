import { authResponse, loginRequest, meResponse, registerRequest } from '@sunward/contracts/auth';
import { errorBody } from '@sunward/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOf, requireCustomer } from '../../plugins/authentication';
import type { AuthService } from './service';
import { toUser } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  loginRateLimitMax: number;
}

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, loginRateLimitMax },
) => {
  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create a customer account and sign in',
        body: registerRequest,
        response: { 201: authResponse, 409: errorBody, 422: errorBody },
      },
      config: { rateLimit: { max: loginRateLimitMax, timeWindow: '15 minutes' } },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginRequest,
        response: { 200: authResponse, 401: errorBody, 422: errorBody, 429: errorBody },
      },
      config: { rateLimit: { max: loginRateLimitMax, timeWindow: '15 minutes' } },
    },
    async (request) => auth.login(request.body),
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The signed-in customer',
        response: { 200: meResponse },
      },
      preHandler: requireCustomer,
    },
    async (request) => ({ user: toUser(customerOf(request)) }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Revoke this bearer token',
        response: { 204: z.null() },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      if (request.bearer) await auth.logout(request.bearer);
      return reply.status(204).send(null);
    },
  );
};
