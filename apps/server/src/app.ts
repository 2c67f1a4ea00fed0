import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { registerErrorHandling } from './errors';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { Catalogue } from './modules/catalogue/catalogue';
import { createBookingsRepository } from './modules/bookings/repository';
import { bookingRoutes } from './modules/bookings/routes';
import { createBookingsService } from './modules/bookings/service';
import { createCheckoutRepository } from './modules/checkout/repository';
import { checkoutRoutes } from './modules/checkout/routes';
import { createCheckoutService } from './modules/checkout/service';
import { createContentRepository } from './modules/content/repository';
import { contentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { dealRoutes } from './modules/deals/routes';
import { createDealsService } from './modules/deals/service';
import { healthRoutes } from './modules/health/routes';
import { homeRoutes } from './modules/home/routes';
import { createHomeService } from './modules/home/service';
import { imageRoutes } from './modules/images/routes';
import { createPaymentsRepository } from './modules/payments/repository';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/service';
import { createVerifyService } from './modules/payments/verify';
import { createCardstreamProvider, httpTransport } from './payments/cardstream-provider';
import { renderDocumentAttachments } from './modules/documents/documents';
import { bookingConfirmationEmail } from './modules/mail/booking-email';
import { createMailer } from './modules/mail/mailer';
import { mailViewerRoutes } from './modules/mail/routes';
import { createSearchRepository } from './modules/search/repository';
import { createSearchResultCache } from './modules/search/result-cache';
import { searchRoutes } from './modules/search/routes';
import { createSearchService } from './modules/search/service';
import { sandboxGatewayRoutes } from './payments/sandbox-gateway/routes';
import {
  createSandboxAirlineProvider,
  fetchAirlineTransport,
} from './airline/sandbox-airline-provider';
import { sandboxAirlineRoutes } from './airline/sandbox-airline/routes';
import { airlineRoutes } from './modules/airline/routes';
import { createAirlineService } from './modules/airline/service';
import { registerAuthentication } from './plugins/authentication';
import { serializeError, serializeRequest } from './plugins/logging';
import { registerOpenApi } from './plugins/openapi';
import { IN_PROCESS_ADDRESS, registerSecurity } from './plugins/security';
import { registerStorableText } from './plugins/storable-text';
import { registerWeb } from './plugins/web';
import { closeRedis, openRedis } from './redis';
import { trustHops } from './trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    catalogue: Catalogue;
    payments: PaymentsService;
  }
}

/** Builds the whole product server: used by main.ts and by every API test (through inject). */
export async function buildApp(
  config: AppConfig,
  options: { logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // No query string, client address, bound query value or key value is ever logged.
      serializers: { req: serializeRequest, err: serializeError },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token'],
        censor: '[redacted]',
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy === false ? false : 'x-request-id',
    // A hop count trusts that many proxies in front, whatever their addresses (Fastify reads a bare
    // number as trusting none); a list of addresses is checked by Fastify.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    forceCloseConnections: true,
  });
  // The contracts are zod/mini, which loads no locale: the 400 messages (built from issue messages)
  // are English by explicit choice, not because some classic zod schema happened to load first.
  z.config(z.locales.en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: any other body type is a clear 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerStorableText(app);

  const database = await openDatabase({
    ...config,
    onIdleError: (err) => app.log.warn({ err }, 'database connection dropped'),
  });
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  try {
    await database.migrate();
  } catch (err) {
    await app.close();
    throw err;
  }

  const catalogue = await Catalogue.create({
    ...config.catalogue,
    holdMinutes: config.holdMinutes,
  });
  app.decorate('catalogue', catalogue);
  catalogue.startDailyRefresh((err) => app.log.error({ err }, 'catalogue refresh failed'));
  app.addHook('onClose', async () => catalogue.stop());

  const auth = createAuthService(createAuthRepository(database.db), config);
  const redis = config.redisUrl ? await openRedis(config.redisUrl, { log: app.log }) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  const searchRepo = createSearchRepository(database.db, (err) =>
    app.log.error({ err }, 'saving searches failed'),
  );
  // preClose runs before every onClose hook: queued searches are written before the database closes.
  app.addHook('preClose', () => searchRepo.flushItineraries());
  const search = createSearchService({
    catalogue,
    repo: searchRepo,
    cache: createSearchResultCache(config, redis, (err) =>
      app.log.warn({ err }, 'search-result cache unavailable'),
    ),
  });
  const checkout = createCheckoutService({
    repo: createCheckoutRepository(database.db),
    catalogue,
    merchantId: config.payments.merchantId,
    gatewayUrl: config.payments.gatewayUrl,
  });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const bookingsRepo = createBookingsRepository(database.db);
  // The sandbox airline is the airline's test environment; a real one is production.
  const airlineTarget = config.airline.sandbox ? 'TEST' : 'PRODUCTION';
  const bookings = createBookingsService({ repo: bookingsRepo, site: config.site, airlineTarget });
  // The booking e-mail: the confirmation with its documents, or how to confirm with the airline.
  const sendConfirmation = async (reference: string) => {
    const booking = await bookings.confirmationForMail(reference);
    if (!booking?.email) return;
    const email = bookingConfirmationEmail(booking, config.site, {
      bookingUrl: `${config.publicUrl}/book/confirmation/${reference}`,
    });
    await mailer.send({
      to: booking.email,
      ...email,
      attachments: await renderDocumentAttachments(booking, config.site),
    });
  };
  // The airline that confirms Ryanair bookings on its own page. The built-in sandbox airline
  // answers in this process through inject (same JSON API, no socket); any other over HTTP.
  const inProcessAirline =
    config.airline.sandbox && config.airline.confirmationUrl.startsWith(config.publicUrl);
  const airline = createAirlineService({
    bookings: bookingsRepo,
    log: app.log,
    provider: createSandboxAirlineProvider({
      baseUrl: config.airline.confirmationUrl,
      agent: config.airline.agent,
      apiKey: config.airline.apiKey,
      transport: inProcessAirline
        ? async ({ method, url, headers, body }) => {
            const response = await app.inject({
              method,
              url: url.slice(config.publicUrl.length),
              headers,
              remoteAddress: IN_PROCESS_ADDRESS,
              ...(body === undefined ? {} : { payload: body }),
            });
            return { status: response.statusCode, body: response.body };
          }
        : fetchAirlineTransport,
    }),
    onConfirmed: sendConfirmation,
  });
  const paymentsRepo = createPaymentsRepository(database.db);
  // The built-in sandbox gateway answers in this process: its Direct API is called through
  // inject (same form-encoded, signed protocol, no socket); any other gateway over HTTP.
  const inProcessGateway =
    config.payments.sandboxGateway && config.payments.gatewayUrl.startsWith(config.publicUrl);
  const payments = createPaymentsService({
    repo: paymentsRepo,
    bookings: bookingsRepo,
    checkout,
    provider: createCardstreamProvider({
      gatewayUrl: config.payments.gatewayUrl,
      merchantId: config.payments.merchantId,
      secret: config.payments.secret,
      transport: inProcessGateway
        ? async (url, body) => {
            const response = await app.inject({
              method: 'POST',
              url: url.slice(config.publicUrl.length),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              remoteAddress: IN_PROCESS_ADDRESS,
              payload: body,
            });
            if (response.statusCode !== 200) {
              throw new Error(`gateway answered HTTP ${String(response.statusCode)}`);
            }
            return response.body;
          }
        : httpTransport,
    }),
    supplier: catalogue.supplier,
    publicUrl: config.publicUrl,
    log: app.log,
    airline: {
      target: airlineTarget,
      openSession: (request) => airline.openSession(request),
    },
    onBooked: sendConfirmation,
  });
  app.decorate('payments', payments);
  const verify = createVerifyService({ payments: paymentsRepo, bookings: bookingsRepo });
  const content = createContentService(createContentRepository(database.db));
  const deals = createDealsService({ catalogue });
  const home = createHomeService({ catalogue, deals, site: config.site });
  await seedDatabase({ content }, config.site);
  // Every message is recorded in mail_outbox; with SMTP_URL it is also delivered (modules/mail).

  await registerSecurity(app, config, redis);
  await registerOpenApi(app, config.publicUrl);
  registerAuthentication(app, auth);

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(contentRoutes, { prefix: '/api', content, site: config.site });
  await app.register(searchRoutes, { prefix: '/api', search });
  await app.register(checkoutRoutes, { prefix: '/api', checkout });
  await app.register(paymentRoutes, { prefix: '/api', payments, verify });
  await app.register(bookingRoutes, { prefix: '/api', bookings });
  await app.register(airlineRoutes, { prefix: '/api', airline });
  await app.register(imageRoutes, { prefix: '/api' });
  await app.register(dealRoutes, { prefix: '/api', deals });
  await app.register(homeRoutes, { prefix: '/api', home });
  await app.register(authRoutes, {
    prefix: '/api/auth/customer',
    auth,
    loginRateLimitMax: config.loginRateLimitMax,
  });

  // Old searches are forgotten hourly (their prebooks go with them).
  const purge = setInterval(() => {
    search
      .purgeOldItineraries()
      .catch((err: unknown) => app.log.error({ err }, 'itinerary purge failed'));
  }, 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  if (config.payments.sandboxGateway) {
    await app.register(sandboxGatewayRoutes, {
      prefix: '/gateway',
      database,
      merchantId: config.payments.merchantId,
      secret: config.payments.secret,
      gatewayUrl: config.payments.gatewayUrl,
    });
  }

  if (config.airline.sandbox) {
    await app.register(sandboxAirlineRoutes, {
      prefix: '/airline',
      database,
      agent: config.airline.agent,
      apiKey: config.airline.apiKey,
      agentOrigin: new URL(config.publicUrl).origin,
    });
  }

  // The development mail viewer (/dev/mail, /api/dev/mail) reads the outbox: never in production.
  if (config.env !== 'production') {
    await app.register(mailViewerRoutes, { outbox: mailer.outbox });
  }

  // Payments left unsettled by a crash or a lost answer are settled from the gateway's record:
  // at start-up, then every minute.
  const reconcileAfterMs = config.payments.reconcileAfterSeconds * 1000;
  const reconcile = () => {
    payments
      .reconcile(reconcileAfterMs)
      .catch((err: unknown) => app.log.error({ err }, 'payment reconciliation failed'));
  };
  // Just after ready, not inside it: the in-process gateway is reached through inject, which
  // waits for ready.
  app.addHook('onReady', async () => {
    setImmediate(reconcile);
  });
  const reconciler = setInterval(reconcile, 60_000);
  reconciler.unref();
  app.addHook('onClose', async () => clearInterval(reconciler));

  await registerWeb(app, config.webDist);
  return app;
}
