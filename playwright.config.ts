import { defineConfig, devices } from '@playwright/test';
import { BOOTSTRAP_ADMIN } from './e2e/staff-admin';
import { CHROMIUM, journeyBrowser } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser journeys in Debian's Chromium (its headless shell where installed) against the built
 * app, started fresh on an in-memory DB.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Limits that hold with two workers on a busy 2-core machine, where a journey takes several times
  // what it takes alone on an idle one.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Traces locally only (kept for a failed journey): recording one costs about a seventh of a
    // journey's time, and a CI run's traces are not kept. A failure there still reports its error
    // and leaves a screenshot.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: journeyBrowser() ?? CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (`npm run test:e2e` builds it first).
    command: 'node apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      // The browser opens the site at this origin: the gateway and 3-D Secure return use it too.
      PUBLIC_URL: baseURL,
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOOKUP_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '10000',
      // Journeys read the mail they cause (a reset link) from the outbox: /api/dev/mail, loopback only.
      MAIL_VIEWER: 'true',
      // Past holidays with approved reviews, as a fresh `npm start` has them (the home page's
      // testimonials, the footer's score); and, for this machine only, the route that moves a
      // booking into the past so a journey can review it.
      DEMO_SEED: 'true',
      DEV_PAST_BOOKINGS: 'true',
      // The back office's first admin, for the journeys that sign in as staff.
      STAFF_BOOTSTRAP_EMAIL: BOOTSTRAP_ADMIN.email,
      STAFF_BOOTSTRAP_PASSWORD: BOOTSTRAP_ADMIN.password,
      STAFF_BOOTSTRAP_NAME: BOOTSTRAP_ADMIN.fullName,
    },
  },
});
