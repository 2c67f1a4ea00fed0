import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** What loadConfig throws for an environment, or undefined when it is accepted. */
function refusal(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

/** A key of our own for staff two-factor secrets (32 bytes, base64). */
const OWN_STAFF_KEY = Buffer.alloc(32, 7).toString('base64');

/** A production set-up that talks to a real gateway and airline. */
const realParties = {
  NODE_ENV: 'production',
  SANDBOX_SUPPLIER: 'true',
  PAYMENT_GATEWAY_URL: 'https://gateway.example.com/',
  PAYMENT_GATEWAY_SECRET: 'our-own-gateway-signing-secret',
  AIRLINE_CONFIRMATION_URL: 'https://agents.airline.example/',
  AIRLINE_API_KEY: 'our-own-airline-agent-key',
  STAFF_SECRET_KEY: OWN_STAFF_KEY,
};

/** realParties less one variable. */
function without(name: keyof typeof realParties): Record<string, string> {
  return Object.fromEntries(Object.entries(realParties).filter(([key]) => key !== name));
}

describe('outside production', () => {
  it('runs every sandbox with nothing set', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.payments.sandboxGateway).toBe(true);
      expect(config.airline.sandbox).toBe(true);
    }
    expect(loadConfig({}).payments.sandboxGateway).toBe(true);
  });

  it('still accepts a sandbox turned off with the sandbox defaults', () => {
    expect(refusal({ NODE_ENV: 'test', SANDBOX_GATEWAY: 'false', SANDBOX_AIRLINE: 'false' })).toBe(
      undefined,
    );
  });
});

describe('in production', () => {
  it('runs no sandbox by default: each refusal names its variable', () => {
    const message = refusal({ NODE_ENV: 'production' }) ?? '';
    expect(message).toMatch(/SANDBOX_SUPPLIER: must be set to true in production/);
    expect(message).toMatch(/PAYMENT_GATEWAY_URL: must be set in production/);
    expect(message).toMatch(/PAYMENT_GATEWAY_SECRET: must be set/);
    expect(message).toMatch(/AIRLINE_CONFIRMATION_URL: must be set in production/);
    expect(message).toMatch(/AIRLINE_API_KEY: must be set/);
  });

  it('accepts real parties with secrets of their own, and turns the sandboxes off', () => {
    const config = loadConfig(realParties);
    expect(config.payments).toMatchObject({
      gatewayUrl: 'https://gateway.example.com',
      secret: 'our-own-gateway-signing-secret',
      sandboxGateway: false,
    });
    expect(config.airline).toMatchObject({
      confirmationUrl: 'https://agents.airline.example',
      apiKey: 'our-own-airline-agent-key',
      sandbox: false,
    });
  });

  it('refuses the sandbox supplier unless it is explicitly on', () => {
    expect(refusal(without('SANDBOX_SUPPLIER'))).toMatch(/SANDBOX_SUPPLIER/);
    expect(refusal({ ...realParties, SANDBOX_SUPPLIER: 'false' })).toMatch(/SANDBOX_SUPPLIER/);
  });

  it('refuses a real gateway without its URL or with the sandbox secret', () => {
    expect(refusal(without('PAYMENT_GATEWAY_URL'))).toMatch(
      /^ {2}PAYMENT_GATEWAY_URL: must be set/m,
    );
    expect(refusal(without('PAYMENT_GATEWAY_SECRET'))).toMatch(
      /^ {2}PAYMENT_GATEWAY_SECRET: must be set/m,
    );
    expect(
      refusal({ ...realParties, PAYMENT_GATEWAY_SECRET: 'sunward-sandbox-signing-secret' }),
    ).toMatch(/PAYMENT_GATEWAY_SECRET/);
    expect(refusal({ ...realParties, SANDBOX_GATEWAY: 'false' })).toBe(undefined);
  });

  it('refuses a real airline without its URL or with the sandbox key', () => {
    expect(refusal(without('AIRLINE_CONFIRMATION_URL'))).toMatch(
      /^ {2}AIRLINE_CONFIRMATION_URL: must be set/m,
    );
    expect(refusal(without('AIRLINE_API_KEY'))).toMatch(/^ {2}AIRLINE_API_KEY: must be set/m);
    expect(refusal({ ...realParties, AIRLINE_API_KEY: 'sunward-sandbox-airline-key' })).toMatch(
      /AIRLINE_API_KEY/,
    );
  });

  it('runs a sandbox only when it is explicitly true (and then accepts its defaults)', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SANDBOX_SUPPLIER: 'true',
      SANDBOX_GATEWAY: 'true',
      SANDBOX_AIRLINE: 'true',
      STAFF_SECRET_KEY: OWN_STAFF_KEY,
    });
    expect(config.payments.sandboxGateway).toBe(true);
    expect(config.payments.secret).toBe('sunward-sandbox-signing-secret');
    expect(config.airline.sandbox).toBe(true);
    expect(config.airline.apiKey).toBe('sunward-sandbox-airline-key');
    // One sandbox on does not excuse the other party's settings.
    expect(
      refusal({ NODE_ENV: 'production', SANDBOX_SUPPLIER: 'true', SANDBOX_GATEWAY: 'true' }),
    ).toMatch(/AIRLINE_CONFIRMATION_URL[\s\S]*AIRLINE_API_KEY/);
  });

  it('refuses to start without a staff secret key of its own; takes a 32-byte one', () => {
    expect(refusal(without('STAFF_SECRET_KEY'))).toMatch(/^ {2}STAFF_SECRET_KEY: must be set/m);
    const development = loadConfig({ NODE_ENV: 'test' }).staffSecretKey.toString('base64');
    expect(refusal({ ...realParties, STAFF_SECRET_KEY: development })).toMatch(/STAFF_SECRET_KEY/);
    expect(refusal({ ...realParties, STAFF_SECRET_KEY: 'c2hvcnQ=' })).toMatch(
      /STAFF_SECRET_KEY: 32 bytes, base64-encoded/,
    );
    expect(loadConfig(realParties).staffSecretKey).toEqual(Buffer.alloc(32, 7));
  });
});

describe('the shell widgets (live chat, review widget)', () => {
  it('use the sandboxes outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).site).toMatchObject({
      liveChatProvider: 'sandbox',
      reviewsProvider: 'sandbox',
    });
  });

  it('run no sandbox in production unless SANDBOX_WIDGETS=true', () => {
    expect(loadConfig(realParties).site).toMatchObject({
      liveChatProvider: 'none',
      reviewsProvider: 'none',
    });
    expect(loadConfig({ ...realParties, SANDBOX_WIDGETS: 'true' }).site).toMatchObject({
      liveChatProvider: 'sandbox',
      reviewsProvider: 'sandbox',
    });
  });
});

describe('the engine snapshot folder (ENGINE_SNAPSHOT_DIR)', () => {
  const folderOf = (env: Record<string, string>) => loadConfig(env).catalogue.snapshotDir;

  it('sits beside the PGlite folder, or under ./data with PostgreSQL or a database in memory', () => {
    expect(folderOf({ DATA_DIR: '/srv/sunward/pglite' })).toBe('/srv/sunward/pglite-engine');
    expect(folderOf({ DATA_DIR: 'memory://' })).toMatch(/[/\\]data[/\\]engine$/);
  });

  it('is none in tests and when off, and as set otherwise', () => {
    expect(folderOf({ NODE_ENV: 'test' })).toBeNull();
    expect(folderOf({ ENGINE_SNAPSHOT_DIR: 'off' })).toBeNull();
    expect(folderOf({ NODE_ENV: 'test', ENGINE_SNAPSHOT_DIR: '/var/cache/engine' })).toBe(
      '/var/cache/engine',
    );
  });
});

describe('server processes', () => {
  it('runs one process by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).processes).toBe(1);
  });

  it('runs several only on PostgreSQL: the embedded database is one process’s at a time', () => {
    expect(refusal({ NODE_ENV: 'test', SERVER_PROCESSES: '2' })).toContain(
      'SERVER_PROCESSES: more than one process needs DATABASE_URL',
    );
    expect(
      loadConfig({
        NODE_ENV: 'test',
        SERVER_PROCESSES: '2',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      }).processes,
    ).toBe(2);
    expect(refusal({ NODE_ENV: 'test', SERVER_PROCESSES: '0' })).toContain('SERVER_PROCESSES');
  });
});

describe('the first admin (STAFF_BOOTSTRAP_*)', () => {
  it('is made from the e-mail and password set together; the name is Administrator by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).staffBootstrap).toBe(undefined);
    const both = { STAFF_BOOTSTRAP_EMAIL: 'ops@example.co.uk', STAFF_BOOTSTRAP_PASSWORD: 'x-y-z' };
    expect(loadConfig(both).staffBootstrap).toEqual({
      email: 'ops@example.co.uk',
      password: 'x-y-z',
      fullName: 'Administrator',
    });
    expect(
      loadConfig({ ...both, STAFF_BOOTSTRAP_NAME: 'Ava Patel' }).staffBootstrap?.fullName,
    ).toBe('Ava Patel');
  });

  it('refuses one of the two without the other, naming the one missing', () => {
    expect(refusal({ STAFF_BOOTSTRAP_EMAIL: 'ops@example.co.uk' })).toMatch(
      /^ {2}STAFF_BOOTSTRAP_PASSWORD: must be set with STAFF_BOOTSTRAP_EMAIL/m,
    );
    const onlyPassword = refusal({ STAFF_BOOTSTRAP_PASSWORD: 'a-secret-password' }) ?? '';
    expect(onlyPassword).toMatch(
      /^ {2}STAFF_BOOTSTRAP_EMAIL: must be set with STAFF_BOOTSTRAP_PASSWORD/m,
    );
    expect(onlyPassword).not.toContain('a-secret-password');
  });
});

describe('reviews settings', () => {
  it('seed the demo reviews in development only, unless DEMO_SEED says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoSeed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoSeed).toBe(false);
    expect(loadConfig(realParties).demoSeed).toBe(false);
    expect(loadConfig({ ...realParties, DEMO_SEED: 'true' }).demoSeed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_SEED: 'false' }).demoSeed).toBe(false);
  });

  it('refuse moving bookings into the past in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', DEV_PAST_BOOKINGS: 'true' }).devPastBookings).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devPastBookings).toBe(false);
    expect(refusal({ ...realParties, DEV_PAST_BOOKINGS: 'true' })).toMatch(
      /DEV_PAST_BOOKINGS: moving bookings into the past is refused in production/,
    );
  });

  it('show no review site unless one is configured, with everything it needs', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).reviewSite).toEqual({ kind: 'none' });
    expect(refusal({ NODE_ENV: 'test', REVIEW_SITE: 'trustpilot' })).toMatch(
      /REVIEW_SITE: trustpilot needs TRUSTPILOT_BUSINESS_UNIT_ID/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'test',
        REVIEW_SITE: 'trustpilot',
        TRUSTPILOT_BUSINESS_UNIT_ID: '507f191e810c19729de860ea',
        TRUSTPILOT_API_KEY: 'our-trustpilot-key',
        TRUSTPILOT_PROFILE_URL: 'https://uk.trustpilot.com/review/sunwardholidays.co.uk',
      }).reviewSite,
    ).toEqual({
      kind: 'trustpilot',
      businessUnitId: '507f191e810c19729de860ea',
      apiKey: 'our-trustpilot-key',
      profileUrl: 'https://uk.trustpilot.com/review/sunwardholidays.co.uk',
    });
  });
});
