import path from 'node:path';
import { defaultSiteConfig, siteConfig, type SiteConfig } from '@sunward/contracts/site';
import { z } from 'zod';
import type { CancellationPolicy } from '@sunward/contracts/bookings';
import { parseCancellationBands } from './modules/bookings/cancellation-policy';
import { parseExchangeRates, type ExchangeRates } from './modules/tourist-tax/estimator';
import { repoRoot } from './lib/paths';
import { trustProxy } from './trust-proxy';

/** The repository root, so `./data` and the web build resolve the same from any working folder. */

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The sandbox gateway's test merchant secret and the sandbox airline's test agent key: public, so
 * production refuses them when it talks to a real gateway or airline. */
const SANDBOX_GATEWAY_SECRET = 'sunward-sandbox-signing-secret';
const SANDBOX_AIRLINE_KEY = 'sunward-sandbox-airline-key';
/** The key staff two-factor secrets are sealed with outside production: public, so production
 * refuses to start without its own. */
const DEVELOPMENT_STAFF_SECRET_KEY = Buffer.alloc(32, 'sunward-development-only').toString(
  'base64',
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .url()
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data', 'pglite')),
  REDIS_URL: z
    .url()
    .refine((u) => /^rediss?:\/\//.test(u), 'must be a redis:// URL')
    .optional(),
  REDIS_PREFIX: z.string().default('sunward:'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  BACKOFFICE_DIST: z.string().default(path.join(repoRoot, 'apps', 'backoffice', 'dist')),
  TRUST_PROXY: trustProxy,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Cancellation charges of new bookings: 'days:percent' bands, 'deposit' for the deposit only. */
  CANCELLATION_BANDS: z
    .string()
    .default('70:deposit,43:50,29:70,15:90,0:100')
    .transform((text, ctx) => {
      try {
        return parseCancellationBands(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** Units of each tourist-tax currency per pound, for the pound figure beside a local tax (no live
   * feed is reachable): 'CODE:rate' pairs, and the date they were taken. */
  TOURIST_TAX_FX: z
    .string()
    .default('EUR:1.14,TND:3.95,MAD:12.45,ALL:111.5,TRY:55.2,GMD:97.5')
    .transform((text, ctx) => {
      try {
        return parseExchangeRates(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  TOURIST_TAX_FX_AS_OF: z.iso.date().default('2025-11-03'),
  /** Guest booking lookups and links together, per client per 10 minutes (one allowance). */
  LOOKUP_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  CATALOGUE_SEED: z.coerce.number().int().nonnegative().default(20_260_601),
  CATALOGUE_HOTELS: z.coerce.number().int().min(1).max(50_000).default(5000),
  CATALOGUE_DAYS: z.coerce.number().int().min(30).max(550).default(365),
  /** Where the search engine's prices are saved for the next start (a folder on this machine's
   * disk); `off` saves none. By default beside the PGlite folder outside tests, none in tests. */
  ENGINE_SNAPSHOT_DIR: z.string().min(1).optional(),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(30),
  /** How many price changes a second the sandbox supplier's market makes (its change feed);
   * by default one every 5 seconds outside tests, none in tests. */
  SUPPLIER_CHANGES_PER_SECOND: z.coerce.number().min(0).max(100_000).optional(),
  /** The sandbox supplier's console (POST /api/dev/supplier/changes: publish price changes, to
   * loopback clients only): on by default outside production, refused in production. */
  SANDBOX_SUPPLIER_CONSOLE: bool.optional(),
  /** How often the process holding the price feed's lease asks the supplier for changes. */
  PRICE_FEED_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(250),
  /** How long the price feed's lease lasts unrenewed: another process takes over after it. */
  PRICE_FEED_LEASE_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  PAYMENT_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the numeric merchant id')
    .default('100001'),
  /** Where the Cardstream-style gateway answers; by default the built-in sandbox at /gateway. */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /** 32 random bytes, base64 (`openssl rand -base64 32`): seals staff two-factor secrets at rest. */
  STAFF_SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, '32 bytes, base64-encoded')
    .optional(),
  /** The first admin of a fresh install (e-mail and password both, or neither): made at start-up
   * while there is no member of staff at all. */
  STAFF_BOOTSTRAP_EMAIL: z.string().min(1).optional(),
  STAFF_BOOTSTRAP_PASSWORD: z.string().min(1).optional(),
  STAFF_BOOTSTRAP_NAME: z.string().default('Administrator'),
  /** The merchant's shared signing secret (the sandbox gateway's test merchant by default). */
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default(SANDBOX_GATEWAY_SECRET),
  /** An unsettled payment older than this is settled from the gateway's record (start-up, then every minute). */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Mounts the sandbox gateway under /gateway: on by default outside production, off in production
   * unless set to true. */
  SANDBOX_GATEWAY: bool.optional(),
  /** Seconds after approval that the sandbox gateway settles a SALE: until then it can only be
   * voided (CANCEL), from then on only refunded (REFUND_SALE). 0 settles at once. */
  SANDBOX_GATEWAY_SETTLEMENT_SECONDS: z.coerce.number().int().min(0).max(604_800).default(0),
  /** Where the airline's confirmation page and agent API answer; by default the built-in sandbox at /airline. */
  AIRLINE_CONFIRMATION_URL: z.url().optional(),
  /** Our travel-agent code at the airline (the page's `agent` parameter, the API's x-agent-code). */
  AIRLINE_AGENT: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -')
    .default('SUNWARD'),
  /** Our API key at the airline (the sandbox airline's test agent by default). */
  AIRLINE_API_KEY: z.string().min(16).default(SANDBOX_AIRLINE_KEY),
  /** Mounts the sandbox airline under /airline: on by default outside production, off in production
   * unless set to true. */
  SANDBOX_AIRLINE: bool.optional(),
  /** Serves the built-in sandbox supplier's catalogue (today the only supplier adapter): on by
   * default outside production; production needs it set to true. */
  SANDBOX_SUPPLIER: bool.optional(),
  /** The shell's sandbox live chat and review widget: on by default outside production, off in
   * production unless set to true. */
  SANDBOX_WIDGETS: bool.optional(),
  /** How often an idle job worker looks for work; a commit in this process wakes it at once. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** A failed durable job's first retry delay, doubled on each retry (DURABLE's 5 s unless set). */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).optional(),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SEARCH_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().positive().default(30),
  BRAND_NAME: z.string().min(1).default(defaultSiteConfig.brandName),
  BRAND_COMPANY_NAME: z.string().min(1).default(defaultSiteConfig.companyName),
  BRAND_PHONE: z.string().min(1).default(defaultSiteConfig.phone),
  BRAND_EMAIL: z.email().default(defaultSiteConfig.email),
  BRAND_ATOL_NUMBER: z.string().min(1).default(defaultSiteConfig.atolNumber),
  BRAND_ADDRESS: z.string().min(1).default(defaultSiteConfig.address),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'must be an https tile URL template with {z}, {x}, {y}',
    )
    .default(defaultSiteConfig.mapTileUrl),
  MAP_ATTRIBUTION: z.string().min(1).default(defaultSiteConfig.mapAttribution),
  /** A nodemailer transport URL; unset, mail is only recorded in the outbox (see /dev/mail). */
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(1).default('Sunward Holidays <bookings@sunwardholidays.co.uk>'),
  /** The team mailbox change requests are copied to (the site's customer e-mail by default). */
  CHANGE_REQUESTS_EMAIL: z.email().optional(),
  /** Serves the outbox viewer (/dev/mail, /api/dev/mail) to loopback clients; refused in production. */
  MAIL_VIEWER: bool.default(false),
  /** Serves POST /api/dev/bookings/{reference}/past (a holiday already taken, for journeys that
   * review one) to loopback clients; refused in production. */
  DEV_PAST_BOOKINGS: bool.default(false),
  /** Seeds a few past holidays with approved reviews so a fresh start looks alive: on by default in
   * development only; production only when set to true. */
  DEMO_SEED: bool.optional(),
  /** The independent review site whose own score the footer adds (none unless configured). */
  REVIEW_SITE: z.enum(['none', 'trustpilot']).default('none'),
  /** Trustpilot: our business unit, the API key that reads it and our public profile page. */
  TRUSTPILOT_BUSINESS_UNIT_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{8,40}$/)
    .optional(),
  TRUSTPILOT_API_KEY: z.string().min(8).optional(),
  TRUSTPILOT_PROFILE_URL: z.url().optional(),
  /** On SIGTERM/SIGINT, how long in-flight requests may take to finish before they are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  /** How many server processes share the port (Node's cluster module); 1 runs no cluster. */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  /** PostgreSQL when set; otherwise embedded PGlite in `dataDir` (`memory://` keeps it in memory). */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  webDist: string;
  /** The built back office, served under /admin. */
  backofficeDist: string;
  /** Which proxies' X-Forwarded-For (and X-Request-Id) to believe: none, a hop count, or addresses. */
  trustProxy: false | number | string[];
  bodyLimitBytes: number;
  rateLimitMax: number;
  loginRateLimitMax: number;
  /** The AES-256 key staff two-factor secrets are sealed with (lib/secret-box.ts). */
  staffSecretKey: Buffer;
  /** The admin made at start-up while there is no member of staff (never a built-in password). */
  staffBootstrap?: { email: string; password: string; fullName: string };
  lookupRateLimitMax: number;
  cancellationBands: CancellationPolicy['bands'];
  sessionTtlHours: number;
  sessionRememberDays: number;
  /** The sandbox supplier's catalogue: same seed and size, same hotels and prices. */
  catalogue: {
    seed: number;
    hotels: number;
    days: number;
    /** The folder the engine's prices are saved in for the next start; null = not saved. */
    snapshotDir: string | null;
  };
  holdMinutes: number;
  /** Live prices: the supplier's change feed (docs/operations.md, "Live prices"). */
  priceFeed: {
    pollMs: number;
    leaseSeconds: number;
    sandboxChangesPerSecond: number;
    /** Whether the sandbox supplier's console answers loopback clients. */
    sandboxConsole: boolean;
  };
  /** The payment gateway account (the sandbox gateway's test merchant by default). */
  payments: {
    merchantId: string;
    /** Base URL of the gateway (its /direct, /hosted and /3ds paths hang off it). */
    gatewayUrl: string;
    secret: string;
    /** Whether this process serves the sandbox gateway under /gateway. */
    sandboxGateway: boolean;
    /** Seconds after approval that the sandbox gateway settles a SALE (0: at once). */
    sandboxSettlementSeconds: number;
    reconcileAfterSeconds: number;
  };
  /** The airline that confirms Ryanair bookings on its own page (the sandbox airline by default). */
  airline: {
    /** Base URL of the airline (its /confirm page and /api/sessions hang off it). */
    confirmationUrl: string;
    agent: string;
    apiKey: string;
    /** Whether this process serves the sandbox airline under /airline. */
    sandbox: boolean;
  };
  /** The short search-result cache (docs/design.md §2): seconds an answer is reused (0 = off), and the
   * in-memory cache's size (Redis, with REDIS_URL, expires entries on its own). */
  searchCache: { seconds: number; megabytes: number };
  /** The durable job queue (pg-boss in the same database). */
  jobs: { pollingIntervalSeconds: number; retryDelaySeconds?: number };
  site: SiteConfig;
  /** The dated exchange-rate table tourist-tax estimates use for their pound figure. */
  touristTaxRates: ExchangeRates;
  /** Outgoing mail: always recorded in the mail_outbox table; also sent over SMTP when smtpUrl is set.
   * `viewer` serves the outbox at /dev/mail to loopback clients (never in production). */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    viewer: boolean;
    /** Where change requests are copied to. */
    changeRequestsTo: string;
  };
  /** Whether the loopback-only route that moves a booking into the past is served (never in production). */
  devPastBookings: boolean;
  /** Whether start-up seeds the demo's past holidays and their reviews. */
  demoSeed: boolean;
  /** The independent review site whose own score is shown beside ours (none unless configured). */
  reviewSite:
    | { kind: 'none' }
    | { kind: 'trustpilot'; businessUnitId: string; apiKey: string; profileUrl: string };
  /** Seconds in-flight requests may take to finish after SIGTERM/SIGINT before they are cut. */
  shutdownTimeoutSeconds: number;
  /** Server processes on this machine sharing the port (one per core to use every core). */
  processes: number;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // Production never runs a sandbox by accident: each one needs an explicit true there.
  const sandboxGateway = e.SANDBOX_GATEWAY ?? !production;
  const sandboxAirline = e.SANDBOX_AIRLINE ?? !production;
  const sandboxSupplier = e.SANDBOX_SUPPLIER ?? !production;
  const widgets = (e.SANDBOX_WIDGETS ?? !production) ? 'sandbox' : 'none';
  const problems: string[] = [];
  if (!sandboxSupplier) {
    problems.push(
      production && e.SANDBOX_SUPPLIER === undefined
        ? 'SANDBOX_SUPPLIER: must be set to true in production to serve the built-in sandbox supplier (the only supplier adapter)'
        : 'SANDBOX_SUPPLIER: the built-in sandbox supplier is the only supplier adapter; it cannot be turned off',
    );
  }
  if (production && !sandboxGateway) {
    if (!e.PAYMENT_GATEWAY_URL) {
      problems.push(
        'PAYMENT_GATEWAY_URL: must be set in production (or SANDBOX_GATEWAY=true to serve the sandbox gateway)',
      );
    }
    if (e.PAYMENT_GATEWAY_SECRET === SANDBOX_GATEWAY_SECRET) {
      problems.push(
        "PAYMENT_GATEWAY_SECRET: must be set to the gateway's secret in production (the sandbox's is public)",
      );
    }
  }
  if (production && !sandboxAirline) {
    if (!e.AIRLINE_CONFIRMATION_URL) {
      problems.push(
        'AIRLINE_CONFIRMATION_URL: must be set in production (or SANDBOX_AIRLINE=true to serve the sandbox airline)',
      );
    }
    if (e.AIRLINE_API_KEY === SANDBOX_AIRLINE_KEY) {
      problems.push(
        "AIRLINE_API_KEY: must be set to the airline's key in production (the sandbox's is public)",
      );
    }
  }
  if (e.SERVER_PROCESSES > 1 && !e.DATABASE_URL) {
    problems.push(
      'SERVER_PROCESSES: more than one process needs DATABASE_URL (the embedded database is one process’s at a time)',
    );
  }
  if (production && (!e.STAFF_SECRET_KEY || e.STAFF_SECRET_KEY === DEVELOPMENT_STAFF_SECRET_KEY)) {
    problems.push(
      'STAFF_SECRET_KEY: must be set in production (32 random bytes, base64: `openssl rand -base64 32`); the development key is public',
    );
  }
  if ((e.STAFF_BOOTSTRAP_EMAIL === undefined) !== (e.STAFF_BOOTSTRAP_PASSWORD === undefined)) {
    const missing = e.STAFF_BOOTSTRAP_EMAIL ? 'STAFF_BOOTSTRAP_PASSWORD' : 'STAFF_BOOTSTRAP_EMAIL';
    const given = e.STAFF_BOOTSTRAP_EMAIL ? 'STAFF_BOOTSTRAP_EMAIL' : 'STAFF_BOOTSTRAP_PASSWORD';
    problems.push(
      `${missing}: must be set with ${given} (the first admin needs both an e-mail and a password)`,
    );
  }
  if (production && e.MAIL_VIEWER) {
    problems.push(
      "MAIL_VIEWER: the outbox viewer shows customers' mail and is refused in production",
    );
  }
  if (production && e.SANDBOX_SUPPLIER_CONSOLE) {
    problems.push(
      "SANDBOX_SUPPLIER_CONSOLE: changing the supplier's prices by hand is refused in production",
    );
  }
  if (production && e.DEV_PAST_BOOKINGS) {
    problems.push('DEV_PAST_BOOKINGS: moving bookings into the past is refused in production');
  }
  if (
    e.REVIEW_SITE === 'trustpilot' &&
    (!e.TRUSTPILOT_BUSINESS_UNIT_ID || !e.TRUSTPILOT_API_KEY || !e.TRUSTPILOT_PROFILE_URL)
  ) {
    problems.push(
      'REVIEW_SITE: trustpilot needs TRUSTPILOT_BUSINESS_UNIT_ID, TRUSTPILOT_API_KEY and TRUSTPILOT_PROFILE_URL',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const airlineUrl = (e.AIRLINE_CONFIRMATION_URL ?? `${publicUrl}/airline`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    webDist: e.WEB_DIST,
    backofficeDist: e.BACKOFFICE_DIST,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    staffSecretKey: Buffer.from(e.STAFF_SECRET_KEY ?? DEVELOPMENT_STAFF_SECRET_KEY, 'base64'),
    ...(e.STAFF_BOOTSTRAP_EMAIL && e.STAFF_BOOTSTRAP_PASSWORD
      ? {
          staffBootstrap: {
            email: e.STAFF_BOOTSTRAP_EMAIL,
            password: e.STAFF_BOOTSTRAP_PASSWORD,
            fullName: e.STAFF_BOOTSTRAP_NAME,
          },
        }
      : {}),
    lookupRateLimitMax: e.LOOKUP_RATE_LIMIT_MAX,
    cancellationBands: e.CANCELLATION_BANDS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionRememberDays: e.SESSION_REMEMBER_DAYS,
    catalogue: {
      seed: e.CATALOGUE_SEED,
      hotels: e.CATALOGUE_HOTELS,
      days: e.CATALOGUE_DAYS,
      snapshotDir: snapshotDirOf(e),
    },
    holdMinutes: e.HOLD_MINUTES,
    priceFeed: {
      pollMs: e.PRICE_FEED_POLL_MS,
      leaseSeconds: e.PRICE_FEED_LEASE_SECONDS,
      sandboxChangesPerSecond: e.SUPPLIER_CHANGES_PER_SECOND ?? (e.NODE_ENV === 'test' ? 0 : 0.2),
      sandboxConsole: e.SANDBOX_SUPPLIER_CONSOLE ?? !production,
    },
    touristTaxRates: { asOf: e.TOURIST_TAX_FX_AS_OF, perGbp: e.TOURIST_TAX_FX },
    payments: {
      merchantId: e.PAYMENT_MERCHANT_ID,
      gatewayUrl: (e.PAYMENT_GATEWAY_URL ?? `${publicUrl}/gateway`).replace(/\/$/, ''),
      secret: e.PAYMENT_GATEWAY_SECRET,
      sandboxGateway,
      sandboxSettlementSeconds: e.SANDBOX_GATEWAY_SETTLEMENT_SECONDS,
      reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
    },
    airline: {
      confirmationUrl: airlineUrl,
      agent: e.AIRLINE_AGENT,
      apiKey: e.AIRLINE_API_KEY,
      sandbox: sandboxAirline,
    },
    searchCache: { seconds: e.SEARCH_CACHE_SECONDS, megabytes: e.SEARCH_CACHE_MB },
    jobs: {
      pollingIntervalSeconds: e.JOB_POLL_SECONDS,
      ...(e.JOB_RETRY_DELAY_SECONDS ? { retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS } : {}),
    },
    site: siteConfig.parse({
      ...defaultSiteConfig,
      brandName: e.BRAND_NAME,
      companyName: e.BRAND_COMPANY_NAME,
      phone: e.BRAND_PHONE,
      email: e.BRAND_EMAIL,
      atolNumber: e.BRAND_ATOL_NUMBER,
      address: e.BRAND_ADDRESS,
      mapTileUrl: e.MAP_TILE_URL,
      mapAttribution: e.MAP_ATTRIBUTION,
      airlineConfirmationUrl: airlineUrl,
      airlineAgent: e.AIRLINE_AGENT,
      liveChatProvider: widgets,
      reviewsProvider: widgets,
    }),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      viewer: e.MAIL_VIEWER,
      changeRequestsTo: e.CHANGE_REQUESTS_EMAIL ?? e.BRAND_EMAIL,
    },
    devPastBookings: e.DEV_PAST_BOOKINGS,
    demoSeed: e.DEMO_SEED ?? e.NODE_ENV === 'development',
    reviewSite:
      e.REVIEW_SITE === 'trustpilot' &&
      e.TRUSTPILOT_BUSINESS_UNIT_ID &&
      e.TRUSTPILOT_API_KEY &&
      e.TRUSTPILOT_PROFILE_URL
        ? {
            kind: 'trustpilot',
            businessUnitId: e.TRUSTPILOT_BUSINESS_UNIT_ID,
            apiKey: e.TRUSTPILOT_API_KEY,
            profileUrl: e.TRUSTPILOT_PROFILE_URL,
          }
        : { kind: 'none' },
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    processes: e.SERVER_PROCESSES,
  };
}

/**
 * The engine snapshot folder: as set (`off` = none); none in tests; beside a PGlite folder (its
 * batches are that database's), else under ./data.
 */
function snapshotDirOf(e: z.infer<typeof envSchema>): string | null {
  if (e.ENGINE_SNAPSHOT_DIR) {
    return e.ENGINE_SNAPSHOT_DIR === 'off' ? null : path.resolve(e.ENGINE_SNAPSHOT_DIR);
  }
  if (e.NODE_ENV === 'test') return null;
  return e.DATA_DIR.includes('://')
    ? path.join(repoRoot, 'data', 'engine')
    : `${path.resolve(e.DATA_DIR)}-engine`;
}
