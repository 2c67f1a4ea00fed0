import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { serverRoot } from '../../lib/paths';
import {
  decodeFields,
  encodeFields,
  type Fields,
} from '../../integrations/payment-gateway/protocol';
import {
  autoPostPage,
  challengePage,
  hostedFieldPage,
  messagePage,
  testCardsPage,
  type HostedField,
} from './pages';
import { createGatewayRepository } from './repository';
import { createSandboxGatewayService, type ThreeDSPage } from './service';

export interface SandboxGatewayRouteOptions {
  database: DatabaseHandle;
  merchantId: string;
  secret: string;
  /** Where this gateway answers from the outside (threeDSURL values hang off it). */
  gatewayUrl: string;
  merchantName?: string;
  /** Seconds after approval that a SALE settles (CANCEL before, REFUND_SALE after); 0: at once. */
  settlementDelaySeconds?: number;
}

/** The browser scripts, read once: served from /gateway/assets as the CSP allows no inline script. */
const ASSETS = new Map(
  ['hosted-field.js', 'three-ds.js'].map((name) => [
    name,
    readFileSync(path.join(serverRoot, 'src', 'sandboxes', 'gateway', 'assets', name), 'utf8'),
  ]),
);

const HOSTED_FIELDS: readonly string[] = ['number', 'expiry', 'cvv'] satisfies HostedField[];

/** The origin itself when `value` is exactly an http(s) origin (no path, no trailing slash). */
function exactOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin === value ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The app's policy, with one more origin where a gateway page needs it: the shop framing a hosted
 * field, or the merchant URL a 3-D Secure page posts back to. Replaces helmet's header for that
 * reply (headers set on the reply take precedence over those helmet set on the raw response).
 */
function gatewayCsp(extra: { frameAncestor?: string; formAction?: string }): string {
  const origin = (value: string | undefined) => (value ? ` ${value}` : '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${origin(extra.formAction)}`,
    `frame-ancestors 'self'${origin(extra.frameAncestor)}`,
  ].join('; ');
}

const html = (reply: FastifyReply, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');

function formField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Only string values: a JSON body of other shapes is read as the fields it can be. */
function asFields(body: unknown): Fields {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The sandbox card gateway (another company's system, mounted in our process under /gateway):
 * hosted fields, the signed Direct API and the 3-D Secure pages. Registered encapsulated, so its
 * form-body parser reaches none of /api.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<SandboxGatewayRouteOptions> = async (
  app,
  options,
) => {
  const gateway = createSandboxGatewayService({
    repo: createGatewayRepository(options.database.db),
    merchantId: options.merchantId,
    secret: options.secret,
    gatewayUrl: options.gatewayUrl,
    ...(options.merchantName ? { merchantName: options.merchantName } : {}),
    ...(options.settlementDelaySeconds !== undefined
      ? { settlementDelaySeconds: options.settlementDelaySeconds }
      : {}),
  });
  const prefix = app.prefix;
  const asset = (name: string) => `${prefix}/assets/${name}`;
  // Gateway routes are not part of our API's OpenAPI document.
  const schema = { hide: true };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, decodeFields(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );

  const sendThreeDSPage = (reply: FastifyReply, result: ThreeDSPage) => {
    switch (result.kind) {
      case 'autoPost':
        return html(reply)
          .header(
            'content-security-policy',
            // 3-D Secure pages are framed by whichever merchant's checkout the shopper is on.
            gatewayCsp({ formAction: new URL(result.action).origin, frameAncestor: '*' }),
          )
          .send(autoPostPage({ ...result, scriptUrl: asset('three-ds.js') }));
      case 'challenge':
        return html(reply)
          .header('content-security-policy', gatewayCsp({ frameAncestor: '*' }))
          .send(challengePage({ ...result, completeUrl: `${prefix}/3ds/challenge/complete` }));
      case 'invalid':
        return html(reply, 400).send(messagePage('Verification not possible', result.message));
    }
  };

  app.get('/test-cards', { schema }, async (_request, reply) =>
    html(reply).header('cache-control', 'no-cache').send(testCardsPage()),
  );

  app.get<{ Params: { name: string } }>('/assets/:name', { schema }, async (request, reply) => {
    const source = ASSETS.get(request.params.name);
    if (source === undefined) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(source);
  });

  app.get<{ Querystring: { field?: string; parentOrigin?: string } }>(
    '/hosted/field',
    { schema },
    async (request, reply) => {
      const { field } = request.query;
      const parentOrigin = exactOrigin(request.query.parentOrigin);
      if (!field || !HOSTED_FIELDS.includes(field) || !parentOrigin) {
        return html(reply, 400).send(
          messagePage(
            'Card field not available',
            'The field must be number, expiry or cvv, and parentOrigin the origin of the page that frames it.',
          ),
        );
      }
      return html(reply)
        .header('content-security-policy', gatewayCsp({ frameAncestor: parentOrigin }))
        .send(
          hostedFieldPage({
            field: field as HostedField,
            parentOrigin,
            tokensUrl: `${prefix}/hosted/tokens`,
            scriptUrl: asset('hosted-field.js'),
          }),
        );
    },
  );

  app.post('/hosted/tokens', { schema }, async (request, reply) => {
    const result = await gateway.tokenise(request.body);
    reply.header('cache-control', 'no-store');
    if (!result.ok) return reply.status(400).send({ errors: result.errors });
    return { paymentToken: result.paymentToken, cardNumberMask: result.cardNumberMask };
  });

  app.post('/direct', { schema }, async (request, reply) => {
    const answer = await gateway.direct(asFields(request.body));
    return reply
      .type('application/x-www-form-urlencoded')
      .header('cache-control', 'no-store')
      .send(encodeFields(answer));
  });

  app.post('/3ds/method', { schema }, async (request, reply) =>
    sendThreeDSPage(reply, await gateway.methodPage(formField(request.body, 'threeDSMethodData'))),
  );

  app.post('/3ds/challenge', { schema }, async (request, reply) =>
    sendThreeDSPage(reply, await gateway.challengePage(formField(request.body, 'creq'))),
  );

  app.post('/3ds/challenge/complete', { schema }, async (request, reply) =>
    sendThreeDSPage(
      reply,
      await gateway.completeChallenge(
        formField(request.body, 'creq'),
        formField(request.body, 'decision'),
      ),
    ),
  );
};
