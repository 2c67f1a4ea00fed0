import {
  authResponse,
  forgotPasswordRequest,
  loginRequest,
  meResponse,
  messageResponse,
  registerRequest,
  resetPasswordRequest,
} from '@sunward/contracts/auth';
import { errorBody } from '@sunward/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptLimit } from '../../plugins/attempt-limit';
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

  // Reset e-mails to one address: 3 an hour, whichever clients ask (besides each client's limit).
  const perAddress = attemptLimit(app, {
    name: 'reset-email',
    max: 3,
    timeWindow: '1 hour',
    key: (request) => {
      const { email } = request.body as { email: string };
      return email.trim().toLowerCase();
    },
  });

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
        body: forgotPasswordRequest,
        response: { 200: messageResponse, 422: errorBody, 429: errorBody },
      },
      config: { rateLimit: { max: loginRateLimitMax, timeWindow: '15 minutes' } },
      preHandler: perAddress,
    },
    async (request) => auth.forgotPassword(request.body),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: resetPasswordRequest,
        response: {
          200: messageResponse,
          404: errorBody,
          410: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
      config: { rateLimit: { max: loginRateLimitMax, timeWindow: '15 minutes' } },
    },
    async (request) => auth.resetPassword(request.body),
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
