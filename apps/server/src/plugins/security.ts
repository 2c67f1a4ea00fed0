import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import { resilientRateLimitStore } from './rate-limit-store';

/** The origin a tile URL template loads from, e.g. https://*.tile.example.org for {s} hosts. */
export function tileOrigin(template: string): string {
  const host = /^https:\/\/([^/]+)\//.exec(template)?.[1] ?? '';
  return `https://${host.replace(/\{s\}/g, '*')}`;
}

/** Security headers with a CSP the built web app satisfies, and rate limits on every route. */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  redis: Redis | undefined,
): Promise<void> {
  // Helmet's middleware is built once, at start-up, and run on every request: building it parses
  // the CSP directives, about 7 % of a cached search's CPU when done per request.
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes through the CSSOM; libraries may add <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the configured tile host ({s} subdomains included).
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.site.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The gateway's hosted card fields and 3-D Secure pages are framed.
        // The airline's confirmation page (Ryanair) is framed after payment.
        frameSrc: [
          "'self'",
          new URL(config.payments.gatewayUrl).origin,
          new URL(config.airline.confirmationUrl).origin,
        ],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The 3-D Secure form posts to the gateway.
        formAction: ["'self'", new URL(config.payments.gatewayUrl).origin],
        upgradeInsecureRequests: null,
      },
    },
    // The dev server and tests run over plain http on localhost.
    strictTransportSecurity: config.env === 'production',
  });
  app.addHook('onRequest', (request, reply, done) => {
    secureHeaders(request.raw, reply.raw, (err?: unknown) => {
      done(err instanceof Error ? err : undefined);
    });
  });

  registerNoStore(app);
  registerBackOfficeHeaders(app);

  await app.register(rateLimit, {
    global: true,
    max: (_request, key) => limitOf(config.rateLimitMax, bucketOfKey(key)),
    timeWindow: '1 minute',
    // Each bucket counts apart per client address: browsing the site's files does not use up its
    // API allowance. A route's own limit (sign-in, registration) is a store of that route alone.
    keyGenerator: (request) => `${rateBucket(request)}:${request.ip}`,
    // Only this process's own calls to its in-process sandboxes (answered through inject) are not
    // counted: they follow an /api request that was.
    allowList: (request) => request.socket.remoteAddress === IN_PROCESS_ADDRESS,
    // With Redis, counts are shared by every server process; while Redis is away, kept in this one.
    ...(redis
      ? {
          store: resilientRateLimitStore(redis, `${config.redisPrefix}rate-limit:`, (err) =>
            app.log.debug({ err }, 'rate limit counted in this process: Redis did not answer'),
          ),
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`, {
        retryAfter: context.after,
      }),
  });
}

/**
 * The remote address this process gives its own inject calls to the in-process sandboxes. No socket
 * can carry it (it is not an IP address), so no client can claim it.
 */
export const IN_PROCESS_ADDRESS = 'in-process';

/** Rate-limit buckets: the API, each sandbox, and the web app's files and pages. */
export type RateBucket = 'api' | 'gateway' | 'airline' | 'web';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's requests in another bucket than its path's (e.g. pictures as files). */
    rateLimitBucket?: RateBucket;
  }
}

/**
 * Requests per minute per address in each bucket: the API at RATE_LIMIT_MAX, each sandbox the
 * same in a bucket of its own, and the web app five times that (a page load fetches many files).
 */
export function limitOf(rateLimitMax: number, bucket: RateBucket): number {
  return bucket === 'web' ? rateLimitMax * 5 : rateLimitMax;
}

function bucketOfKey(key: string): RateBucket {
  const bucket = key.slice(0, key.indexOf(':'));
  return bucket === 'api' || bucket === 'gateway' || bucket === 'airline' ? bucket : 'web';
}

/**
 * The bucket a request counts in: the one its route declares, else decided by the path the router
 * matched (decoded, so no percent-encoding of the URL changes it); an unmatched request by its
 * decoded path.
 */
export function rateBucket(request: FastifyRequest): RateBucket {
  const declared = request.routeOptions.config.rateLimitBucket;
  if (declared) return declared;
  const first = firstSegment(request);
  return first === 'api' || first === 'gateway' || first === 'airline' ? first : 'web';
}

/**
 * The first segment of the path the router matched (or, unmatched, of the decoded path),
 * lower-cased: `api`, `gateway`, `assets`…
 */
function firstSegment(request: FastifyRequest): string | undefined {
  const path = request.routeOptions.url ?? decodedPath(request.url);
  return path
    .split('/')
    .find((segment) => segment !== '')
    ?.toLowerCase();
}

/**
 * The back office's own policy, in place of the customer site's: its bundle loads no map tiles,
 * frames nothing (no payment or airline pages), is framed by nothing and posts forms only to itself.
 */
export const BACK_OFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes through the CSSOM; libraries may add <style> tags.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** Whether a request is for the back office's pages or files (/admin and below). */
export function isBackOffice(request: FastifyRequest): boolean {
  return firstSegment(request) === 'admin';
}

/**
 * Every answer under /admin carries the back office's policy, is never framed, never indexed by
 * search engines, and sends no referrer out of the staff's screens.
 */
function registerBackOfficeHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isBackOffice(request)) return;
    reply.header('content-security-policy', BACK_OFFICE_CSP);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'no-referrer');
  });
}

/** Headers that make a request personal: a signed-in customer, a checkout, a booking. */
const CREDENTIAL_HEADERS = ['authorization', 'x-checkout-key', 'x-booking-key'];

/**
 * No shared or browser cache keeps personal answers: every response to a request carrying
 * credentials is `no-store`, and so is every API response whose route did not choose a cache
 * policy of its own (public pictures and destinations do).
 */
function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const credentialed = CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined);
    if (credentialed || (firstSegment(request) === 'api' && !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
  });
}

function decodedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
