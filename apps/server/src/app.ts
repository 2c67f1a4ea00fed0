import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfigError, type AppConfig } from './config';
import { openDatabase, type BorrowedPglite, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { AppError, registerErrorHandling } from './errors';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createAccountMail } from './modules/mail/account-mail';
import { createChangeRequestMail } from './modules/mail/change-request-mail';
import { createReminderMail } from './modules/mail/reminder-mail';
import { createReceiptMail } from './modules/mail/receipt-mail';
import { createBookingPaymentsRepository } from './modules/payments/booking-payments-repository';
import {
  createBookingPaymentsService,
  type BookingPaymentsService,
} from './modules/payments/booking-payments';
import { createAmendmentsRepository } from './modules/bookings/amendments-repository';
import { createCancellationsRepository } from './modules/bookings/cancellations-repository';
import { createChangeRequestsRepository } from './modules/bookings/change-requests-repository';
import { createBookingNotesRepository } from './modules/bookings/notes-repository';
import { createMoneyDayRepository } from './modules/bookings/money-day-repository';
import { Catalogue } from './modules/catalogue/catalogue';
import { fileSnapshotStore } from './modules/catalogue/snapshot';
import { createPriceWatchMail } from './modules/mail/price-watch-mail';
import { createHolidayRepository } from './modules/prices/holiday-repository';
import { createPricesRepository } from './modules/prices/repository';
import { priceWatchRoutes } from './modules/prices/routes';
import { createPriceWatches } from './modules/prices/watches';
import { createPriceFeed, PRICE_FEED_PAGE, type PriceFeed } from './modules/prices/service';
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
import { createReviewsRepository } from './modules/reviews/repository';
import { reviewRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { createReviewShowcase } from './modules/reviews/showcase';
import { devBookingRoutes } from './modules/bookings/dev-routes';
import { staffReviewRoutes } from './modules/staff/review-routes';
import { cachedReviewSite, type ReviewSite } from './integrations/review-site/review-site';
import { createTrustpilotReviewSite } from './integrations/review-site/trustpilot';
import { londonToday } from './lib/dates';
import { createTouristTaxRepository } from './modules/tourist-tax/repository';
import { touristTaxRoutes } from './modules/tourist-tax/routes';
import { createTouristTaxService } from './modules/tourist-tax/service';
import { createDealsService } from './modules/deals/service';
import { healthRoutes } from './modules/health/routes';
import { homeRoutes } from './modules/home/routes';
import { createHomeService } from './modules/home/service';
import { imageRoutes } from './modules/images/routes';
import { createGatewayHistory } from './modules/payments/history';
import { createRefundEngine } from './modules/payments/refunds';
import { createPaymentsRepository } from './modules/payments/repository';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/service';
import { createVerifyService } from './modules/payments/verify';
import {
  createCardstreamProvider,
  httpTransport,
} from './integrations/payment-gateway/cardstream-provider';
import { createBookingMail } from './modules/mail/booking-mail';
import { JOBS } from './jobs/outbox';
import { createJobQueue, DURABLE, PERIODIC, type JobQueue, type QueuePolicy } from './jobs/queue';
import { createMailer } from './modules/mail/mailer';
import { mailViewerRoutes } from './modules/mail/routes';
import { createSearchRepository } from './modules/search/repository';
import { createSearchResultCache } from './modules/search/result-cache';
import { searchRoutes } from './modules/search/routes';
import { createSearchService } from './modules/search/service';
import { packageRoutes } from './modules/package/routes';
import { createPackageService } from './modules/package/service';
import { createPrebookRepository } from './modules/prebook/repository';
import { prebookRoutes } from './modules/prebook/routes';
import { createPrebookService } from './modules/prebook/service';
import { lookupRoutes } from './modules/lookups/routes';
import { createLookupsService } from './modules/lookups/service';
import { sandboxGatewayRoutes } from './sandboxes/gateway/routes';
import { generateCatalogue } from './sandboxes/supplier/catalogue';
import { createSandboxChangeStore } from './sandboxes/supplier/change-store';
import { createSandboxHoldStore } from './sandboxes/supplier/hold-store';
import { sandboxSupplierConsoleRoutes } from './sandboxes/supplier/routes';
import { SandboxSupplier } from './sandboxes/supplier/sandbox-supplier';
import {
  createHttpAirlineProvider,
  fetchAirlineTransport,
} from './integrations/airline/http-airline-provider';
import { sandboxAirlineRoutes } from './sandboxes/airline/routes';
import { airlineRoutes } from './modules/airline/routes';
import { createAirlineService } from './modules/airline/service';
import { registerAuthentication } from './plugins/authentication';
import { serializeError, serializeRequest } from './plugins/logging';
import { registerOpenApi } from './plugins/openapi';
import { IN_PROCESS_ADDRESS, registerSecurity } from './plugins/security';
import { registerStorableText } from './plugins/storable-text';
import { registerWeb } from './plugins/web';
import { createStaffRepository } from './modules/staff/repository';
import { createStaffBookingView } from './modules/staff/booking-view';
import { staffAmendmentRoutes } from './modules/staff/amendment-routes';
import { staffCancellationRoutes } from './modules/staff/cancellation-routes';
import { createMoneyView } from './modules/staff/money';
import { staffMoneyRoutes } from './modules/staff/money-routes';
import { staffChangeRequestRoutes } from './modules/staff/change-request-routes';
import { createAttention } from './modules/staff/attention';
import { createAttentionRepository } from './modules/staff/attention-repository';
import { staffAttentionRoutes } from './modules/staff/attention-routes';
import { createBookingAttention } from './modules/bookings/attention';
import { createBookingAttentionRepository } from './modules/bookings/attention-repository';
import { createPaymentsAttention } from './modules/payments/attention';
import { staffRoutes } from './modules/staff/routes';
import { staffTouristTaxRoutes } from './modules/staff/tourist-tax-routes';
import { createStaffService } from './modules/staff/service';
import { closeRedis, openRedis } from './redis';
import { trustHops } from './trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    catalogue: Catalogue;
    /** Live prices: the supplier's change feed, ingested and applied (tests drive it by hand). */
    priceFeed: PriceFeed;
    /** The built-in sandbox supplier as itself, for its test hooks (price change, sell-out). */
    sandboxSupplier: SandboxSupplier;
    payments: PaymentsService;
    bookingPayments: BookingPaymentsService;
    jobs: JobQueue;
  }
}

/** Builds the whole product server: used by main.ts and by every API test (through inject). */
export async function buildApp(
  config: AppConfig,
  options: {
    logStream?: { write(line: string): void };
    /** Where the in-memory database comes from (openDatabase). */
    borrowPglite?: () => Promise<BorrowedPglite>;
    /** The clock of what depends on today's date (the tourist tax rules in force). */
    now?: () => Date;
  } = {},
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
    // close() ends idle keep-alive connections at once and lets requests in flight finish (main.ts
    // cuts what is left at the shutdown deadline).
    forceCloseConnections: 'idle',
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
  // While the server shuts down, each answer closes its connection: a keep-alive client does not
  // send another request on it, and it does not hold the shutdown up once its request is done.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  registerStorableText(app);

  const database = await openDatabase({
    ...config,
    borrowPglite: options.borrowPglite,
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

  // The supplier the product sells: the built-in sandbox is today the only supplier adapter
  // (config refuses to start without it); its holds are kept in its own table.
  const sandboxSupplier = new SandboxSupplier(
    generateCatalogue({ seed: config.catalogue.seed, hotelCount: config.catalogue.hotels }),
    {
      holdMinutes: config.holdMinutes,
      holds: createSandboxHoldStore(database.db),
      changes: createSandboxChangeStore(database.db),
      changesPerSecond: config.priceFeed.sandboxChangesPerSecond,
    },
  );
  app.decorate('sandboxSupplier', sandboxSupplier);
  // Live prices: the bulk sheets plus every stored supplier change, kept current by the feed.
  const pricesRepo = createPricesRepository(database.db);
  const catalogue = await Catalogue.create({
    supplier: sandboxSupplier,
    days: config.catalogue.days,
    changes: pricesRepo,
    // The next start takes the prices saved here and replays only the batches after them.
    ...(config.catalogue.snapshotDir
      ? {
          snapshots: fileSnapshotStore(config.catalogue.snapshotDir),
          onSnapshotError: (err: unknown) => app.log.warn({ err }, 'engine snapshot failed'),
        }
      : {}),
  });
  app.decorate('catalogue', catalogue);
  catalogue.startDailyRefresh((err) => app.log.error({ err }, 'catalogue refresh failed'));
  app.addHook('onClose', () => catalogue.stop());

  const redis = config.redisUrl ? await openRedis(config.redisUrl, { log: app.log }) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  // Bookings' storage, also built inside other modules' transactions (prebook, payments).
  const bookingsOf = (db: typeof database.db) =>
    createBookingsRepository(db, { cancellationBands: config.cancellationBands });
  const searchRepo = createSearchRepository(
    database.db,
    (err) => app.log.error({ err }, 'saving searches failed'),
    // PostgreSQL may be shared by several processes: a search is stored before it is answered.
    database.kind === 'postgres' ? 'shared' : 'process',
  );
  // onClose hooks run after the server has closed (requests in flight done), last added first: the
  // searches those requests queued are written before the database (added earlier) closes.
  app.addHook('onClose', () => searchRepo.flushItineraries());
  // Reviews: what the shop window shows of them is held in memory (results cards read it on the
  // search hot path), read at start-up and again after every decision.
  const reviewsRepo = createReviewsRepository(database.db, { audit: createStaffRepository });
  const reviewShowcase = createReviewShowcase({
    repo: reviewsRepo,
    onError: (err) => app.log.warn({ err }, 'reading the reviews shown failed'),
  });
  await reviewShowcase.refresh();
  const search = createSearchService({
    reviewScores: (hotelId) => reviewShowcase.cardScore(hotelId),
    catalogue,
    repo: searchRepo,
    cache: createSearchResultCache(config, redis, (err) =>
      app.log.warn({ err }, 'search-result cache unavailable'),
    ),
  });
  const packages = createPackageService({ catalogue, search });
  const prebook = createPrebookService({
    catalogue,
    search,
    repo: createPrebookRepository(database.db, {
      searches: searchRepo,
      bookings: bookingsOf,
    }),
  });
  const lookups = createLookupsService({ catalogue });
  const touristTax = createTouristTaxService({
    // A new version staff add appends its audit row in the version's transaction.
    repo: createTouristTaxRepository(database.db, { audit: createStaffRepository }),
    content: () => catalogue.content,
    exchangeRates: config.touristTaxRates,
    // The staff service is made below; it names who added a version only when the desk asks.
    staffNames: async (ids) =>
      new Map([...(await staff.members(ids))].map(([id, member]) => [id, member.fullName])),
    ...(options.now ? { now: options.now } : {}),
  });
  const checkout = createCheckoutService({
    repo: createCheckoutRepository(database.db),
    prebooks: prebook,
    catalogue,
    merchantId: config.payments.merchantId,
    gatewayUrl: config.payments.gatewayUrl,
    touristTax,
  });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const bookingsRepo = bookingsOf(database.db);
  // The sandbox airline is the airline's test environment; a real one is production.
  const airlineTarget = config.airline.sandbox ? 'TEST' : 'PRODUCTION';
  const bookings = createBookingsService({
    repo: bookingsRepo,
    site: config.site,
    supplier: catalogue.supplier,
    log: app.log,
    airlineTarget,
    // A change staff make to a request appends its audit row in the change's transaction.
    changes: createChangeRequestsRepository(database.db, { audit: createStaffRepository }),
    // So does a note staff add to a booking.
    notes: createBookingNotesRepository(database.db, { audit: createStaffRepository }),
    // And a cancellation, with its refunds and the jobs that follow it.
    cancellations: createCancellationsRepository(database.db, { audit: createStaffRepository }),
    // Card money recorded on bookings, for the desk's money by day.
    moneyDay: createMoneyDayRepository(database.db),
    // And an amendment.
    amendments: createAmendmentsRepository(database.db, { audit: createStaffRepository }),
    changeMail: createChangeRequestMail({
      mailer,
      site: config.site,
      teamEmail: config.mail.changeRequestsTo,
      publicUrl: config.publicUrl,
    }),
    // The staff service is made below; the desk asks it for names and the audit trail only when
    // a request is handled.
    changeRequestStaff: {
      members: (ids) => staff.members(ids),
      trail: (target) => staff.auditOf(target),
    },
    reminderMail: createReminderMail({ mailer, site: config.site, publicUrl: config.publicUrl }),
    receiptMail: createReceiptMail({ mailer, site: config.site, publicUrl: config.publicUrl }),
    // The queue is made below; the service only wakes it after a request has committed.
    jobs: { kick: () => jobs.kick() },
  });
  const bookingMail = createBookingMail({
    bookings,
    mailer,
    site: config.site,
    publicUrl: config.publicUrl,
  });
  // Durable work (pg-boss in this database): what follows a commit, and the periodic jobs.
  const jobs = createJobQueue({
    database,
    log: app.log,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
  });
  // Live prices: one process reads the supplier's change feed, every process applies it; each
  // stored batch queues the re-pricing of followed holidays (price history and price watch).
  const priceFeed = createPriceFeed({
    supplier: sandboxSupplier,
    catalogue,
    repo: pricesRepo,
    listen: (channel, onNotify) => database.listen(channel, onNotify),
    pollMs: config.priceFeed.pollMs,
    leaseSeconds: config.priceFeed.leaseSeconds,
    pageSize: PRICE_FEED_PAGE,
    onError: (err) => app.log.error({ err }, 'price feed failed'),
    onBatchStored: () => jobs.kick(),
  });
  app.decorate('priceFeed', priceFeed);
  app.addHook('onReady', () => priceFeed.start());
  // Stops before the database closes (onClose hooks run last added first).
  app.addHook('onClose', () => priceFeed.stop());
  const priceWatches = createPriceWatches({
    catalogue,
    search,
    holidays: createHolidayRepository(database.db),
    feed: pricesRepo,
    mail: createPriceWatchMail({ mailer, site: config.site }),
    sealKey: config.staffSecretKey,
    publicUrl: config.publicUrl,
    kick: () => jobs.kick(),
    ...(options.now ? { now: options.now } : {}),
  });
  app.decorate('jobs', jobs);
  const auth = createAuthService(createAuthRepository(database.db), {
    ...config,
    mail: createAccountMail({ mailer, site: config.site, publicUrl: config.publicUrl }),
    jobs,
  });
  // The airline that confirms Ryanair bookings on its own page. The built-in sandbox airline
  // answers in this process through inject (same JSON API, no socket); any other over HTTP.
  const inProcessAirline =
    config.airline.sandbox && config.airline.confirmationUrl.startsWith(config.publicUrl);
  const airline = createAirlineService({
    bookings,
    log: app.log,
    provider: createHttpAirlineProvider({
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
    jobs,
  });
  const paymentsRepo = createPaymentsRepository(database.db, {
    checkoutStates: createCheckoutRepository,
    bookings: bookingsOf,
  });
  // The built-in sandbox gateway answers in this process: its Direct API is called through
  // inject (same form-encoded, signed protocol, no socket); any other gateway over HTTP.
  const inProcessGateway =
    config.payments.sandboxGateway && config.payments.gatewayUrl.startsWith(config.publicUrl);
  const gateway = createCardstreamProvider({
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
  });
  const payments = createPaymentsService({
    repo: paymentsRepo,
    checkout,
    provider: gateway,
    publicUrl: config.publicUrl,
    log: app.log,
    airline: {
      target: airlineTarget,
      openSession: (request) => airline.openSession(request),
    },
    jobs,
  });
  app.decorate('payments', payments);
  const bookingPaymentsRepo = createBookingPaymentsRepository(database.db, {
    bookings: bookingsOf,
  });
  const bookingPayments = createBookingPaymentsService({
    repo: bookingPaymentsRepo,
    bookings,
    provider: gateway,
    publicUrl: config.publicUrl,
    gatewayUrl: config.payments.gatewayUrl,
    log: app.log,
    jobs,
  });
  app.decorate('bookingPayments', bookingPayments);
  const verify = createVerifyService({ payments: paymentsRepo, bookings });
  const content = createContentService(createContentRepository(database.db));
  const deals = createDealsService({ catalogue });
  const home = createHomeService({ catalogue, deals, site: config.site, reviews: reviewShowcase });
  // The independent review site whose own score is shown beside ours, only when configured.
  const reviewSite: ReviewSite | null =
    config.reviewSite.kind === 'trustpilot' ? createTrustpilotReviewSite(config.reviewSite) : null;
  const reviews = createReviewsService({
    repo: reviewsRepo,
    bookings,
    showcase: reviewShowcase,
    // The staff service is made below; the desk names who decided only when it asks.
    staffNames: async (ids) =>
      new Map([...(await staff.members(ids))].map(([id, member]) => [id, member.fullName])),
    reviewSite: reviewSite ? cachedReviewSite(reviewSite) : null,
    ...(options.now ? { now: options.now } : {}),
  });
  await seedDatabase(
    {
      content,
      ...(config.demoSeed
        ? {
            demo: {
              content: catalogue.content,
              payments,
              reviews,
              today: londonToday(options.now?.() ?? new Date()),
            },
          }
        : {}),
    },
    config.site,
  );
  await bookings.prepareLookups();
  // Every message is recorded in mail_outbox; with SMTP_URL it is also delivered (modules/mail).

  await registerSecurity(app, config, redis);
  await registerOpenApi(app, config.publicUrl);
  registerAuthentication(app, auth);

  await app.register(healthRoutes, { prefix: '/api', database, jobs, prices: priceFeed });
  await app.register(contentRoutes, { prefix: '/api', content, site: config.site });
  await app.register(searchRoutes, { prefix: '/api', search });
  await app.register(packageRoutes, { prefix: '/api', packages });
  await app.register(prebookRoutes, { prefix: '/api', prebook });
  await app.register(lookupRoutes, { prefix: '/api', lookups });
  await app.register(checkoutRoutes, { prefix: '/api', checkout });
  await app.register(paymentRoutes, { prefix: '/api', payments, verify, bookingPayments });
  await app.register(bookingRoutes, {
    prefix: '/api',
    bookings,
    lookupRateLimitMax: config.lookupRateLimitMax,
  });
  await app.register(airlineRoutes, { prefix: '/api', airline });
  await app.register(imageRoutes, { prefix: '/api' });
  await app.register(dealRoutes, { prefix: '/api', deals });
  await app.register(touristTaxRoutes, { prefix: '/api', touristTax });
  await app.register(homeRoutes, { prefix: '/api', home });
  await app.register(reviewRoutes, { prefix: '/api', reviews });
  await app.register(priceWatchRoutes, { prefix: '/api', watches: priceWatches });
  await app.register(authRoutes, {
    prefix: '/api/auth/customer',
    auth,
    loginRateLimitMax: config.loginRateLimitMax,
  });
  // The back office's staff: their own accounts, two-factor sign-in and cookie sessions.
  const staff = createStaffService(createStaffRepository(database.db), {
    issuer: config.site.brandName,
    secretKey: config.staffSecretKey,
    site: [config.site.brandName, config.site.companyName],
  });
  // The first admin of a fresh install, from STAFF_BOOTSTRAP_*; a refusal (a weak password, a bad
  // e-mail) stops the start, naming the variable.
  if (config.staffBootstrap) {
    try {
      const admin = await staff.bootstrapAdmin(config.staffBootstrap);
      if (admin) app.log.info({ staffId: admin.id }, 'first admin created from STAFF_BOOTSTRAP_*');
    } catch (err) {
      await app.close();
      throw err instanceof AppError ? bootstrapRefusal(err) : err;
    }
  }
  await app.register(staffRoutes, {
    prefix: '/api',
    staff,
    bookings,
    bookingView: createStaffBookingView({
      bookings,
      gateway: createGatewayHistory({
        payments: paymentsRepo,
        bookingPayments: bookingPaymentsRepo,
      }),
      mail: mailer.outbox,
      jobs,
      staff,
    }),
    loginRateLimitMax: config.loginRateLimitMax,
  });
  await app.register(staffChangeRequestRoutes, {
    prefix: '/api',
    staff,
    changeRequests: bookings.changeRequestWork,
  });
  // "Needs attention": failed work that needs a person, asked of each module that keeps it.
  await app.register(staffAttentionRoutes, {
    prefix: '/api',
    staff,
    attention: createAttention({
      jobs,
      bookings: {
        attention: createBookingAttention({
          repo: createBookingAttentionRepository(database.db),
        }),
        cancellations: bookings.cancellations,
      },
      payments: createPaymentsAttention({
        payments: paymentsRepo,
        bookingPayments: bookingPaymentsRepo,
        reconcilers: [payments, bookingPayments],
      }),
      mail: {
        delivers: mailer.delivers,
        undeliveredBefore: (cutoff, limit) => mailer.outbox.undeliveredBefore(cutoff, limit),
      },
      resolutions: createAttentionRepository(database.db),
    }),
  });
  await app.register(staffCancellationRoutes, {
    prefix: '/api',
    staff,
    cancellations: bookings.cancellations,
  });
  // Money by day: the gateway's report (asked of the gateway) against what bookings recorded.
  await app.register(staffMoneyRoutes, {
    prefix: '/api',
    staff,
    money: createMoneyView({ gateway, bookings: bookings.moneyDay }),
  });
  await app.register(staffTouristTaxRoutes, { prefix: '/api', staff, touristTax });
  await app.register(staffReviewRoutes, { prefix: '/api', staff, reviews });
  await app.register(staffAmendmentRoutes, {
    prefix: '/api',
    staff,
    amendments: bookings.amendments,
  });

  if (config.payments.sandboxGateway) {
    await app.register(sandboxGatewayRoutes, {
      prefix: '/gateway',
      database,
      merchantId: config.payments.merchantId,
      secret: config.payments.secret,
      gatewayUrl: config.payments.gatewayUrl,
      settlementDelaySeconds: config.payments.sandboxSettlementSeconds,
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

  // The mail viewer (/dev/mail, /api/dev/mail) reads the outbox: only when MAIL_VIEWER=true (which
  // config refuses in production), and then only for loopback clients (see its routes).
  if (config.mail.viewer) {
    await app.register(mailViewerRoutes, { outbox: mailer.outbox });
  }
  // The sandbox supplier's console: publishes price changes by hand, only with
  // SANDBOX_SUPPLIER_CONSOLE (refused in production), and then only for loopback clients.
  if (config.priceFeed.sandboxConsole) {
    await app.register(sandboxSupplierConsoleRoutes, { supplier: sandboxSupplier });
  }
  // A holiday already taken, for journeys that review one: only with DEV_PAST_BOOKINGS=true (which
  // config refuses in production), and then only for loopback clients (see its routes).
  if (config.devPastBookings) {
    await app.register(devBookingRoutes, {
      bookings,
      today: () => londonToday(options.now?.() ?? new Date()),
    });
  }

  const reconcileAfterMs = config.payments.reconcileAfterSeconds * 1000;
  // Work after a commit, retried with back-off from the configured first delay (DURABLE's).
  const durable: QueuePolicy = {
    ...DURABLE,
    retryDelaySeconds: config.jobs.retryDelaySeconds ?? DURABLE.retryDelaySeconds,
  };
  jobs.define(
    JOBS.supplierBooking,
    (d) => bookings.bookWithSupplier(d.bookingId, d.holdId),
    durable,
  );
  jobs.define(JOBS.airlineSession, (d) => airline.registerSession(d), durable);
  // A cancellation's follow-up: the supplier and the airline told, the money given back.
  jobs.define(
    JOBS.supplierCancel,
    (d) => bookings.cancellations.cancelWithSupplier(d.bookingId),
    durable,
  );
  jobs.define(
    JOBS.amendmentExtras,
    (d) => bookings.amendments.completeExtras(d.amendmentId),
    durable,
  );
  jobs.define(JOBS.airlinePassengers, (d) => airline.correctPassengers(d.bookingId), durable);
  jobs.define(JOBS.airlineCancel, (d) => airline.cancelBooking(d.bookingId, d.sessionId), durable);
  const refunds = createRefundEngine({
    provider: gateway,
    store: bookings.cancellations.refundStore,
    log: app.log,
  });
  jobs.define(JOBS.bookingRefunds, (d) => refunds.giveBack(d.cancellationId), durable);
  jobs.define(
    JOBS.bookingEmail,
    (d) => bookingMail.send(d.reference, d.update, d.amendmentId),
    durable,
  );
  jobs.define(
    JOBS.paymentReceiptEmail,
    (d) => bookings.sendPaymentReceipt(d.reference, d.bookingPaymentId),
    durable,
  );
  jobs.define(JOBS.passwordResetEmail, (d) => auth.sendResetLink(d.email), durable);
  jobs.define(
    JOBS.passwordChangedEmail,
    (d) => auth.sendPasswordChanged(d.userId, d.changedAt),
    durable,
  );
  // Payments left unsettled by a crash or a lost answer are settled from the gateway's record
  // every minute; searches past their retention are forgotten hourly; outbox rows a dead
  // process did not relay are relayed every minute.
  jobs.define(
    JOBS.reconcilePayments,
    async () => {
      await payments.reconcile(reconcileAfterMs);
      await bookingPayments.reconcile(reconcileAfterMs);
    },
    PERIODIC,
    '* * * * *',
  );
  jobs.define(
    JOBS.purgeSearches,
    async () => {
      await search.purgeOldItineraries();
    },
    PERIODIC,
    '17 * * * *',
  );
  jobs.define(
    JOBS.changeRequestEmails,
    (d) => bookings.sendChangeRequestEmails(d.changeRequestId),
    durable,
  );
  jobs.define(
    JOBS.changeRequestReplyEmail,
    (d) => bookings.sendChangeRequestReply(d.replyId),
    durable,
  );
  jobs.define(
    JOBS.instalmentReminderEmail,
    (d) => bookings.sendReminder(d.instalmentId, d.kind),
    durable,
  );
  // Reminders are found at 08:05 UTC (09:05 in summer), once a day, by whichever process runs it.
  jobs.define(
    JOBS.instalmentReminders,
    async () => {
      await bookings.queueReminders();
    },
    PERIODIC,
    '5 8 * * *',
  );
  jobs.define(JOBS.purgeGrants, () => bookings.purgeExpiredGrants(), PERIODIC, '41 * * * *');
  jobs.define(
    JOBS.priceReprice,
    async (d) => {
      await priceWatches.reprice(d.batchId);
    },
    durable,
  );
  jobs.define(JOBS.priceWatchAlert, (d) => priceWatches.sendAlert(d), durable);
  jobs.define(
    JOBS.priceWatchConfirmEmail,
    (d) => priceWatches.sendConfirmation(d.watchId),
    durable,
  );
  jobs.define(
    JOBS.priceWatchExpire,
    async () => {
      await priceWatches.expireDeparted();
    },
    PERIODIC,
    '17 2 * * *',
  );
  jobs.define(
    JOBS.relayOutbox,
    async () => {
      await jobs.relay();
    },
    PERIODIC,
    '* * * * *',
  );
  // Workers start once every route is registered: the in-process gateway and airline are
  // reached through inject, which needs a ready app. Reconciliation also runs once at start-up.
  app.addHook('onReady', async () => {
    await jobs.start();
    await jobs.send(JOBS.reconcilePayments, {}, { singletonKey: 'start-up' });
  });
  // After requests in flight are done (their commits relayed) and before the database (added
  // earlier, so closed later) closes: running jobs finish, nothing new is fetched.
  app.addHook('onClose', () => jobs.stop());

  await registerWeb(app, { web: config.webDist, backoffice: config.backofficeDist });
  return app;
}

/** The variable behind each field of the first admin's details. */
const BOOTSTRAP_VARIABLES: Record<string, string> = {
  email: 'STAFF_BOOTSTRAP_EMAIL',
  password: 'STAFF_BOOTSTRAP_PASSWORD',
  fullName: 'STAFF_BOOTSTRAP_NAME',
};

/** Why the first admin was refused, as a configuration error naming each variable. */
function bootstrapRefusal(err: AppError): ConfigError {
  const fields = Object.entries((err.details?.errors ?? {}) as Record<string, string[]>);
  const lines = fields.map(
    ([field, messages]) => `${BOOTSTRAP_VARIABLES[field] ?? field}: ${messages.join(' ')}`,
  );
  return new ConfigError(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
}
