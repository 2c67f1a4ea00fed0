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
import { createSearchRepository } from './modules/search/repository';
import { createSearchResultCache } from './modules/search/result-cache';
import { searchRoutes } from './modules/search/routes';
import { createSearchService } from './modules/search/service';
import { registerAuthentication } from './plugins/authentication';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { openRedis } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    catalogue: Catalogue;
  }
}

/** Builds the whole product server: used by main.ts and by every API test (through inject). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token'],
        censor: '[redacted]',
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    trustProxy: config.trustProxy,
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
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

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
  });
  const content = createContentService(createContentRepository(database.db));
  const deals = createDealsService({ catalogue });
  const home = createHomeService({ catalogue, deals, site: config.site });
  await seedDatabase({ content }, config.site);

  await registerSecurity(app, config, redis);
  await registerOpenApi(app, config.publicUrl);
  registerAuthentication(app, auth);

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(contentRoutes, { prefix: '/api', content, site: config.site });
  await app.register(searchRoutes, { prefix: '/api', search });
  await app.register(checkoutRoutes, { prefix: '/api', checkout });
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

  await registerWeb(app, config.webDist);
  return app;
}
