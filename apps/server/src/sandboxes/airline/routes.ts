import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { serverRoot } from '../../lib/paths';
import {
  alreadyConfirmedPage,
  cancelledPage,
  confirmPage,
  errorPage,
  type PageContext,
} from './pages';
import { createAirlineRepository } from './repository';
import { createSandboxAirlineService, type Answer } from './service';

export interface SandboxAirlineRouteOptions {
  database: DatabaseHandle;
  /** The travel agent's code at the airline (x-agent-code, and `agent` in the page link). */
  agent: string;
  /** The agent's API key (x-api-key). */
  apiKey: string;
  /** Origin allowed to frame the page and receive postMessages (e.g. http://localhost:3000). */
  agentOrigin: string;
  /** The airline the page plays; 'Ryanair' by default. */
  airlineName?: string;
}

/** The browser script, read once: served from /airline/assets as the CSP allows no inline script. */
const ASSETS = new Map(
  ['confirm.js'].map((name) => [
    name,
    readFileSync(path.join(serverRoot, 'src', 'sandboxes', 'airline', 'assets', name), 'utf8'),
  ]),
);

/** The http(s) origin of `value`; throws at registration when it has none. */
function originOf(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`agentOrigin must be an http(s) origin, not ${value}`);
  }
  return url.origin;
}

/**
 * The airline pages' policy: only their own script, style and calls, framed by the airline itself
 * and the agent. Replaces helmet's header for that reply (headers set on the reply take precedence
 * over those helmet set on the raw response).
 */
export function airlineCsp(agentOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${agentOrigin}`,
  ].join('; ');
}

const send = (reply: FastifyReply, answer: Answer) =>
  reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The page's own calls come from the page: a browser marks a call from elsewhere (another site's
 * form or script) with Sec-Fetch-Site, and only JSON bodies are read, which a cross-site form
 * cannot send.
 */
const crossSite = (request: FastifyRequest) => {
  const site = header(request, 'sec-fetch-site');
  return site !== undefined && site !== 'same-origin';
};

const CROSS_SITE: Answer = {
  status: 403,
  body: { error: { code: 'FORBIDDEN', message: 'Only the confirmation page may do this.' } },
};

const UNAUTHORIZED: Answer = {
  status: 401,
  body: {
    error: { code: 'UNAUTHORIZED', message: 'A valid x-agent-code and x-api-key are required.' },
  },
};

/**
 * The sandbox airline (another company's system, mounted in our process under /airline): the
 * agent API that registers, reports and cancels booking sessions, and the agent booking
 * confirmation page the customer sees in a frame of our checkout, which reports to us by
 * postMessage telemetry.
 * Registered encapsulated; its routes are not part of our API's OpenAPI document.
 */
export const sandboxAirlineRoutes: FastifyPluginAsync<SandboxAirlineRouteOptions> = async (
  app,
  options,
) => {
  const airline = createSandboxAirlineService({
    repo: createAirlineRepository(options.database.db),
    agent: options.agent,
    apiKey: options.apiKey,
  });
  const agentOrigin = originOf(options.agentOrigin);
  const prefix = app.prefix;
  const context: PageContext = {
    airlineName: options.airlineName ?? 'Ryanair',
    agentOrigin,
    scriptUrl: `${prefix}/assets/confirm.js`,
  };
  const csp = airlineCsp(agentOrigin);
  const schema = { hide: true };

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .header('referrer-policy', 'no-referrer')
      .send(body);

  const authenticated = (request: FastifyRequest) =>
    airline.authenticate(header(request, 'x-agent-code'), header(request, 'x-api-key'));

  app.get<{ Params: { name: string } }>('/assets/:name', { schema }, async (request, reply) => {
    const source = ASSETS.get(request.params.name);
    if (source === undefined) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(source);
  });

  app.put<{ Params: { sessionId: string } }>(
    '/api/sessions/:sessionId',
    { schema },
    async (request, reply) => {
      if (!authenticated(request)) return send(reply, UNAUTHORIZED);
      return send(reply, await airline.openSession(request.params.sessionId, request.body));
    },
  );

  app.get<{ Params: { sessionId: string } }>(
    '/api/sessions/:sessionId',
    { schema },
    async (request, reply) => {
      if (!authenticated(request)) return send(reply, UNAUTHORIZED);
      return send(reply, await airline.sessionStatus(request.params.sessionId));
    },
  );

  app.put<{ Params: { sessionId: string } }>(
    '/api/sessions/:sessionId/passengers',
    { schema },
    async (request, reply) => {
      if (!authenticated(request)) return send(reply, UNAUTHORIZED);
      return send(reply, await airline.updatePassengers(request.params.sessionId, request.body));
    },
  );

  app.post<{ Params: { sessionId: string } }>(
    '/api/sessions/:sessionId/cancellation',
    { schema },
    async (request, reply) => {
      if (!authenticated(request)) return send(reply, UNAUTHORIZED);
      return send(reply, await airline.cancelBooking(request.params.sessionId));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/confirm',
    { schema },
    async (request, reply) => {
      const query = Object.fromEntries(
        Object.entries(request.query).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
      );
      const result = await airline.confirmationPage(query);
      switch (result.kind) {
        case 'confirm': {
          const path = `${prefix}/confirm/${encodeURIComponent(result.session.sessionId)}`;
          return html(
            reply,
            200,
            confirmPage(context, {
              session: result.session,
              culture: result.culture,
              agent: options.agent,
              confirmUrl: path,
              cancelUrl: `${path}/cancel`,
            }),
          );
        }
        case 'confirmed':
          return html(reply, 200, alreadyConfirmedPage(context, result));
        case 'cancelled':
          return html(reply, 200, cancelledPage(context, result));
        case 'error':
          return html(reply, result.status, errorPage(context, result));
      }
    },
  );

  app.post<{ Params: { sessionId: string } }>(
    '/confirm/:sessionId',
    { schema },
    async (request, reply) => {
      if (crossSite(request)) return send(reply, CROSS_SITE);
      return send(reply, await airline.confirm(request.params.sessionId, request.body));
    },
  );

  app.post<{ Params: { sessionId: string } }>(
    '/confirm/:sessionId/cancel',
    { schema },
    async (request, reply) => {
      if (crossSite(request)) return send(reply, CROSS_SITE);
      return send(reply, await airline.cancel(request.params.sessionId, request.body));
    },
  );
};
