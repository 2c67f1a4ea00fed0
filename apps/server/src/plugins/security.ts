import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../errors';

/** The origin a tile URL template loads from, e.g. https://*.tile.example.org for {s} hosts. */
export function tileOrigin(template: string): string {
  const host = /^https:\/\/([^/]+)\//.exec(template)?.[1] ?? '';
  return `https://${host.replace(/\{s\}/g, '*')}`;
}

/** Security headers with a CSP the built web app satisfies, and rate limits on /api. */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(helmet, {
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

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Only the API is limited; the web app's static files are not.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`, {
        retryAfter: context.after,
      }),
  });
}
