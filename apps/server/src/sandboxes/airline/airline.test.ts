import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { airlineSessions } from './schema';
import { sandboxAirlineRoutes } from './routes';

const AGENT = 'SUNWARD';
const API_KEY = 'sunward-sandbox-airline-key';
const AGENT_ORIGIN = 'https://shop.example';
const AUTH = { 'x-agent-code': AGENT, 'x-api-key': API_KEY };
const TERMS =
  'I have read and accept the Ryanair General Terms and Conditions of Carriage and Privacy Policy';

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  await database.migrate();
  app = Fastify();
  await app.register(sandboxAirlineRoutes, {
    prefix: '/airline',
    database,
    agent: AGENT,
    apiKey: API_KEY,
    agentOrigin: AGENT_ORIGIN,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let counter = 0;
const newSessionId = () => `sess-${Date.now()}-${++counter}`;

const sessionBody = (over: Record<string, unknown> = {}) => ({
  bookingReference: 'SW7F3K2Q',
  target: 'TEST',
  airline: 'Ryanair',
  flights: [
    {
      direction: 'outbound',
      flightNumber: 'FR1234',
      from: 'STN',
      fromName: 'London Stansted',
      to: 'AGP',
      toName: 'Málaga',
      departs: '2027-06-01T06:30',
      arrives: '2027-06-01T10:05',
    },
    {
      direction: 'inbound',
      flightNumber: 'FR1235',
      from: 'AGP',
      fromName: 'Málaga',
      to: 'STN',
      toName: 'London Stansted',
      departs: '2027-06-08T21:40',
      arrives: '2027-06-08T23:25',
    },
  ],
  passengers: [
    { title: 'Mrs', firstName: 'Amelia', lastName: 'Hart', type: 'adult' },
    { title: 'Miss', firstName: 'Lily', lastName: 'Hart', type: 'child' },
  ],
  totalPence: 123456,
  ...over,
});

const putSession = (sessionId: string, body: object = sessionBody(), headers: object = AUTH) =>
  app.inject({
    method: 'PUT',
    url: `/airline/api/sessions/${sessionId}`,
    headers: { ...headers },
    payload: body,
  });

const getSession = (sessionId: string, headers: object = AUTH) =>
  app.inject({ method: 'GET', url: `/airline/api/sessions/${sessionId}`, headers: { ...headers } });

const cancelBooking = (sessionId: string, headers: object = AUTH) =>
  app.inject({
    method: 'POST',
    url: `/airline/api/sessions/${sessionId}/cancellation`,
    headers: { ...headers },
  });

async function openedSession(over: Record<string, unknown> = {}): Promise<string> {
  const sessionId = newSessionId();
  const res = await putSession(sessionId, sessionBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return sessionId;
}

const pageUrl = (query: Record<string, string>) =>
  `/airline/confirm?${new URLSearchParams(query).toString()}`;
const goodQuery = (session: string, over: Record<string, string> = {}) => ({
  agent: AGENT,
  session,
  target: 'TEST',
  iframe: 'true',
  culture: 'en-GB',
  ...over,
});
const getPage = (query: Record<string, string>) =>
  app.inject({ method: 'GET', url: pageUrl(query) });

const confirmCall = (sessionId: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/airline/confirm/${sessionId}`, payload, headers });
const cancelCall = (sessionId: string, payload: object = { agent: AGENT }) =>
  app.inject({ method: 'POST', url: `/airline/confirm/${sessionId}/cancel`, payload });

const storedRow = async (sessionId: string) => {
  const rows = await database.db
    .select()
    .from(airlineSessions)
    .where(eq(airlineSessions.sessionId, sessionId));
  return rows.at(0);
};

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The data- attributes of the page's <main id="airline-page">: what its script reads. */
function pageData(html: string): Record<string, string> {
  const tag = /<main [^>]*id="airline-page"[^>]*>/.exec(html)?.[0];
  expect(tag, html).toBeDefined();
  const data: Record<string, string> = {};
  for (const m of (tag ?? '').matchAll(/ data-([a-z-]+)="([^"]*)"/g)) {
    const key = m[1].replace(/-([a-z])/g, (_all, c: string) => c.toUpperCase());
    data[key] = unescapeHtml(m[2]);
  }
  return data;
}

/** Text without tags, entities undone and white space collapsed, as a reader gets it. */
const textOf = (html: string) =>
  unescapeHtml(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function expectAirlineHeaders(res: { headers: Record<string, unknown> }) {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  const csp = String(res.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "connect-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `frame-ancestors 'self' ${AGENT_ORIGIN}`,
    "form-action 'self'",
  ]) {
    expect(csp.split('; ')).toContain(directive);
  }
}

describe('agent API', () => {
  it('refuses calls without the agent code and API key', async () => {
    const sessionId = newSessionId();
    for (const headers of [
      {},
      { 'x-agent-code': AGENT },
      { 'x-agent-code': AGENT, 'x-api-key': 'not-the-key-at-all' },
      { 'x-agent-code': 'OTHER', 'x-api-key': API_KEY },
    ]) {
      const put = await putSession(sessionId, sessionBody(), headers);
      expect(put.statusCode).toBe(401);
      expect(put.json().error.code).toBe('UNAUTHORIZED');
      expect((await getSession(sessionId, headers)).statusCode).toBe(401);
    }
    expect(await storedRow(sessionId)).toBeUndefined();
  });

  it('registers a session once: 201, then 200 for the same again, 409 for another booking', async () => {
    const sessionId = newSessionId();
    const first = await putSession(sessionId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ sessionId, status: 'pending' });
    expect(await storedRow(sessionId)).toMatchObject({
      agent: AGENT,
      target: 'TEST',
      bookingReference: 'SW7F3K2Q',
      status: 'pending',
      airlineReference: null,
      confirmedAt: null,
      details: {
        airline: 'Ryanair',
        totalPence: 123456,
        flights: [{ flightNumber: 'FR1234' }, { flightNumber: 'FR1235' }],
        passengers: [{ firstName: 'Amelia' }, { firstName: 'Lily' }],
      },
    });

    const again = await putSession(sessionId, sessionBody({ totalPence: 1 }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sessionId, status: 'pending' });
    expect((await storedRow(sessionId))?.details).toMatchObject({ totalPence: 123456 });

    const other = await putSession(sessionId, sessionBody({ bookingReference: 'SWOTHER1' }));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('SESSION_CONFLICT');
    expect((await storedRow(sessionId))?.bookingReference).toBe('SW7F3K2Q');
  });

  it('validates the session request', async () => {
    const cases: [string, object][] = [
      ['target', sessionBody({ target: 'LIVE' })],
      ['flights', sessionBody({ flights: [] })],
      ['passengers', sessionBody({ passengers: [] })],
      ['totalPence', sessionBody({ totalPence: 12.5 })],
      ['bookingReference', sessionBody({ bookingReference: '' })],
      [
        'flights.0.departs',
        sessionBody({
          flights: [{ ...sessionBody().flights[0], departs: '01/06/2027 06:30' }],
        }),
      ],
      [
        'passengers.0.type',
        sessionBody({ passengers: [{ title: 'Mr', firstName: 'A', lastName: 'B', type: 'pet' }] }),
      ],
    ];
    for (const [path, body] of cases) {
      const sessionId = newSessionId();
      const res = await putSession(sessionId, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code).toBe('INVALID_REQUEST');
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
      expect(await storedRow(sessionId)).toBeUndefined();
    }
    const badId = await putSession('has%20space');
    expect(badId.statusCode).toBe(400);
  });

  it('reports a session: pending, then 404 for one it never saw', async () => {
    const sessionId = await openedSession();
    const res = await getSession(sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ sessionId, status: 'pending' });
    const missing = await getSession('never-registered');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('SESSION_NOT_FOUND');
  });
});

describe('the confirmation page', () => {
  it('shows the booking, the terms checkbox and the buttons, with LOADED telemetry', async () => {
    const sessionId = await openedSession();
    const res = await getPage(goodQuery(sessionId));
    expect(res.statusCode).toBe(200);
    expectAirlineHeaders(res);
    const html = res.body;
    const text = textOf(html);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<h1 id="page-heading">Confirm your booking</h1>');
    expect(text).toContain('Ryanair');
    expect(text).toContain('Booking reference SW7F3K2Q');
    expect(text).toContain('Outbound flight FR1234');
    expect(text).toContain('Return flight FR1235');
    expect(text).toContain('London Stansted (STN) → to Málaga (AGP)');
    expect(text).toMatch(/Departs Tue,? 1 Jun 2027,? 06:30/);
    expect(text).toMatch(/Arrives Tue,? 1 Jun 2027,? 10:05/);
    expect(text).toMatch(/Departs Tue,? 8 Jun 2027,? 21:40/);
    expect(html).toContain('<time datetime="2027-06-01T06:30">');
    expect(text).toContain('Mrs Amelia Hart (Adult)');
    expect(text).toContain('Miss Lily Hart (Child)');
    expect(text).toContain('Flight price £1,234.56');
    expect(text).toContain('Test booking');
    expect(html).toMatch(
      /<input type="checkbox" id="accept-terms"[^>]* required[^>]*>\s*<label for="accept-terms">/,
    );
    expect(html).toContain(`<label for="accept-terms">${TERMS}</label>`);
    expect(html).toContain(
      '<button type="submit" class="primary" id="confirm-button">Confirm booking</button>',
    );
    expect(html).toContain(
      '<button type="button" class="secondary" id="cancel-button">Cancel</button>',
    );
    expect(html).toContain('<script src="/airline/assets/confirm.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(html).toContain('button:focus-visible{outline:3px solid');
    expect(pageData(html)).toEqual({
      agentOrigin: AGENT_ORIGIN,
      telemetryState: 'LOADED',
      telemetryStatus: '200',
      sessionId,
      agent: AGENT,
      confirmUrl: `/airline/confirm/${sessionId}`,
      cancelUrl: `/airline/confirm/${sessionId}/cancel`,
      airlineName: 'Ryanair',
    });
  });

  it('formats for the culture, and falls back to en-GB for a missing or malformed one', async () => {
    const sessionId = await openedSession({ target: 'PRODUCTION' });
    const french = await getPage(goodQuery(sessionId, { target: 'PRODUCTION', culture: 'fr-FR' }));
    expect(french.statusCode).toBe(200);
    const price = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'GBP' }).format(
      1234.56,
    );
    expect(french.body).toContain(`<strong id="flight-price" lang="fr-FR">${price}</strong>`);
    expect(french.body).toContain('<time datetime="2027-06-01T06:30" lang="fr-FR">');
    expect(textOf(french.body)).toContain('juin 2027');
    expect(textOf(french.body)).not.toContain('Test booking');

    for (const culture of [undefined, 'en_GB', 'not a culture', 'zz-ZZ']) {
      const query = goodQuery(sessionId, { target: 'PRODUCTION' });
      const res = await getPage(
        culture === undefined
          ? { agent: AGENT, session: sessionId, target: 'PRODUCTION', iframe: 'true' }
          : { ...query, culture },
      );
      expect(res.statusCode, culture).toBe(200);
      expect(res.body).toContain('<strong id="flight-price">£1,234.56</strong>');
      expect(res.body).not.toContain(' lang="fr');
    }
  });

  it('answers a bad or unknown link with an error page that still reports ERROR', async () => {
    const sessionId = await openedSession();
    const cases: [Record<string, string>, number, string][] = [
      [{ session: sessionId, target: 'TEST', iframe: 'true' }, 400, 'not complete'],
      [goodQuery(sessionId, { agent: 'OTHER' }), 400, 'Unknown travel agent'],
      [goodQuery(sessionId, { target: 'LIVE' }), 400, 'TEST or PRODUCTION'],
      [goodQuery(sessionId, { target: 'PRODUCTION' }), 400, 'made in the TEST environment'],
      [goodQuery(sessionId, { iframe: 'false' }), 400, 'inside the travel agent'],
      [goodQuery('never-registered'), 404, 'Booking not found'],
      [goodQuery('bad id!'), 404, 'Booking not found'],
    ];
    for (const [query, status, words] of cases) {
      const res = await getPage(query);
      expect(res.statusCode, words).toBe(status);
      expectAirlineHeaders(res);
      expect(textOf(res.body)).toContain(words);
      expect(res.body).not.toContain('id="confirm-form"');
      expect(res.body).toContain('<script src="/airline/assets/confirm.js"></script>');
      const data = pageData(res.body);
      expect(data).toMatchObject({
        agentOrigin: AGENT_ORIGIN,
        telemetryState: 'ERROR',
        telemetryStatus: String(status),
      });
    }
    expect(pageData((await getPage(goodQuery('never-registered'))).body).sessionId).toBe(
      'never-registered',
    );
    expect(pageData((await getPage(goodQuery('bad id!'))).body).sessionId).toBeUndefined();
  });

  it('serves its script as a JavaScript file', async () => {
    const res = await app.inject({ method: 'GET', url: '/airline/assets/confirm.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('window.parent.postMessage');
    expect((await app.inject({ method: 'GET', url: '/airline/assets/nope.js' })).statusCode).toBe(
      404,
    );
  });
});

describe('confirming and cancelling', () => {
  it('confirms only with the terms accepted, once, with a six-character airline reference', async () => {
    const sessionId = await openedSession();
    for (const payload of [{ agent: AGENT }, { accepted: false, agent: AGENT }]) {
      const res = await confirmCall(sessionId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('TERMS_NOT_ACCEPTED');
    }
    expect((await confirmCall(sessionId, { accepted: true })).statusCode).toBe(400);
    expect((await storedRow(sessionId))?.status).toBe('pending');

    expect((await confirmCall(sessionId, { accepted: true, agent: 'OTHER' })).statusCode).toBe(404);
    expect(
      (await confirmCall('never-registered', { accepted: true, agent: AGENT })).statusCode,
    ).toBe(404);

    const res = await confirmCall(sessionId, { accepted: true, agent: AGENT });
    expect(res.statusCode).toBe(200);
    const { airlineReference } = res.json();
    expect(res.json()).toEqual({ status: 'confirmed', airlineReference });
    expect(airlineReference).toMatch(/^[A-Z0-9]{6}$/);
    const row = await storedRow(sessionId);
    expect(row).toMatchObject({ status: 'confirmed', airlineReference });
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const again = await confirmCall(sessionId, { accepted: true, agent: AGENT });
    expect(again.json()).toEqual({ status: 'confirmed', airlineReference });

    const status = await getSession(sessionId);
    expect(status.json()).toEqual({
      sessionId,
      status: 'confirmed',
      airlineReference,
      confirmedAt: row?.confirmedAt?.toISOString(),
    });

    const page = await getPage(goodQuery(sessionId));
    expect(page.statusCode).toBe(200);
    expectAirlineHeaders(page);
    expect(textOf(page.body)).toContain('This booking is already confirmed');
    expect(textOf(page.body)).toContain(`Airline reference ${airlineReference}`);
    expect(page.body).not.toContain('id="confirm-form"');
    expect(pageData(page.body)).toMatchObject({
      telemetryState: 'REDIRECT',
      telemetryStatus: '200',
      sessionId,
    });

    const cancel = await cancelCall(sessionId);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ status: 'confirmed', airlineReference });
    expect((await storedRow(sessionId))?.status).toBe('confirmed');
  });

  it('cancels a pending session, which can then not be confirmed', async () => {
    const sessionId = await openedSession();
    expect((await cancelCall('never-registered')).statusCode).toBe(404);
    expect((await cancelCall(sessionId, {})).statusCode).toBe(400);
    const res = await cancelCall(sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled' });
    expect((await cancelCall(sessionId)).json()).toEqual({ status: 'cancelled' });
    expect(await storedRow(sessionId)).toMatchObject({
      status: 'cancelled',
      airlineReference: null,
    });

    const confirm = await confirmCall(sessionId, { accepted: true, agent: AGENT });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe('SESSION_CANCELLED');
    expect((await getSession(sessionId)).json()).toEqual({ sessionId, status: 'cancelled' });

    const page = await getPage(goodQuery(sessionId));
    expect(textOf(page.body)).toContain('This booking confirmation was cancelled');
    expect(pageData(page.body)).toMatchObject({
      telemetryState: 'CANCELLED',
      telemetryStatus: '499',
    });
  });

  it('refuses calls a browser marks as coming from another site', async () => {
    const sessionId = await openedSession();
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await confirmCall(
        sessionId,
        { accepted: true, agent: AGENT },
        { 'sec-fetch-site': site },
      );
      expect(res.statusCode, site).toBe(403);
    }
    expect((await storedRow(sessionId))?.status).toBe('pending');
    const same = await confirmCall(
      sessionId,
      { accepted: true, agent: AGENT },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(same.statusCode).toBe(200);
  });
});

describe('the agent cancelling a booking', () => {
  it('refuses the call without the agent code and API key', async () => {
    const sessionId = await openedSession();
    for (const headers of [{}, { 'x-agent-code': AGENT, 'x-api-key': 'not-the-key-at-all' }]) {
      const res = await cancelBooking(sessionId, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    expect((await storedRow(sessionId))?.status).toBe('pending');
  });

  it('cancels a pending session once, and answers the same again', async () => {
    const sessionId = await openedSession();
    const res = await cancelBooking(sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ sessionId, status: 'cancelled' });
    const again = await cancelBooking(sessionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sessionId, status: 'cancelled' });
    expect((await getSession(sessionId)).json()).toEqual({ sessionId, status: 'cancelled' });

    // The customer can no longer confirm it, and the page says it is cancelled.
    const confirm = await confirmCall(sessionId, { accepted: true, agent: AGENT });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe('SESSION_CANCELLED');
    const page = await getPage(goodQuery(sessionId));
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain('This booking confirmation was cancelled');
    expect(page.body).not.toContain('id="confirm-form"');
    expect(pageData(page.body)).toMatchObject({ telemetryState: 'CANCELLED', sessionId });
  });

  it('cancels a confirmed booking, keeping its airline reference on record', async () => {
    const sessionId = await openedSession();
    const confirmed = await confirmCall(sessionId, { accepted: true, agent: AGENT });
    const { airlineReference } = confirmed.json();
    const confirmedAt = (await storedRow(sessionId))?.confirmedAt?.toISOString();

    const res = await cancelBooking(sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionId, status: 'cancelled', airlineReference, confirmedAt });
    expect((await cancelBooking(sessionId)).json()).toEqual(res.json());
    expect(await storedRow(sessionId)).toMatchObject({ status: 'cancelled', airlineReference });
    expect((await getSession(sessionId)).json()).toMatchObject({ status: 'cancelled' });

    // Confirming again does not bring it back.
    expect((await confirmCall(sessionId, { accepted: true, agent: AGENT })).statusCode).toBe(409);
    const page = await getPage(goodQuery(sessionId));
    expect(textOf(page.body)).toContain('This booking confirmation was cancelled');
    expect(pageData(page.body)).toMatchObject({ telemetryState: 'CANCELLED' });
  });

  it('answers 404 for a session it never saw, a malformed id or another agent’s session', async () => {
    const theirs = newSessionId();
    await database.db.insert(airlineSessions).values({
      sessionId: theirs,
      agent: 'ANOTHER-AGENT',
      target: 'TEST',
      bookingReference: 'XX000001',
      details: {},
    });
    for (const sessionId of ['never-registered', 'bad%20id!', theirs]) {
      const res = await cancelBooking(sessionId);
      expect(res.statusCode, sessionId).toBe(404);
      expect(res.json().error.code).toBe('SESSION_NOT_FOUND');
    }
    expect((await storedRow(theirs))?.status).toBe('pending');
  });
});

describe('the agent correcting names', () => {
  const putPassengers = (sessionId: string, passengers: unknown, headers: object = AUTH) =>
    app.inject({
      method: 'PUT',
      url: `/airline/api/sessions/${sessionId}/passengers`,
      headers: { ...headers },
      payload: { passengers },
    });
  const corrected = [
    { title: 'Mrs', firstName: 'Amelia', lastName: 'Harte', type: 'adult' },
    { title: 'Miss', firstName: 'Lilly', lastName: 'Hart', type: 'child' },
  ];

  it('takes a few letters per name on a pending or confirmed booking; the page shows them', async () => {
    const sessionId = await openedSession();
    const res = await putPassengers(sessionId, corrected);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sessionId, status: 'pending' });
    expect((await putPassengers(sessionId, corrected)).statusCode).toBe(200);
    expect((await storedRow(sessionId))?.details).toMatchObject({ passengers: corrected });
    expect(textOf((await getPage(goodQuery(sessionId))).body)).toContain('Amelia Harte');

    await confirmCall(sessionId, { accepted: true, agent: AGENT });
    const back = corrected.map((p, i) => (i === 0 ? { ...p, lastName: 'Hart' } : p));
    expect((await putPassengers(sessionId, back)).json()).toMatchObject({ status: 'confirmed' });
  });

  it('refuses another person, another type, a passenger more or less, a cancelled booking and no credentials', async () => {
    const sessionId = await openedSession();
    const [amelia, lily] = corrected;
    for (const passengers of [
      [{ ...amelia, firstName: 'Rebecca' }, lily],
      [amelia, { ...lily, type: 'adult' }],
      [amelia],
      [amelia, lily, lily],
    ]) {
      const res = await putPassengers(sessionId, passengers);
      expect(res.statusCode, JSON.stringify(passengers)).toBe(422);
      expect(res.json().error.code).toBe('NAME_CHANGE_REFUSED');
    }
    expect((await putPassengers(sessionId, [{ firstName: 'x' }])).statusCode).toBe(400);
    expect((await putPassengers(sessionId, corrected, {})).statusCode).toBe(401);
    expect((await putPassengers('never-registered', corrected)).statusCode).toBe(404);
    await cancelBooking(sessionId);
    const cancelled = await putPassengers(sessionId, corrected);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('SESSION_CANCELLED');
    expect((await storedRow(sessionId))?.details).toMatchObject({
      passengers: [
        { firstName: 'Amelia', lastName: 'Hart' },
        { firstName: 'Lily', lastName: 'Hart' },
      ],
    });
  });
});

/**
 * The real confirm.js, run with a minimal stand-in for the page's DOM (no browser here): the
 * parent window records what the page posts, and fetch goes to the real routes.
 */
describe('the page script', () => {
  const source = readFileSync(new URL('./assets/confirm.js', import.meta.url), 'utf8');

  type Listener = (event: { preventDefault: () => void }) => void;

  class FakeElement {
    hidden = false;
    textContent = '';
    disabled = false;
    checked = false;
    focused = false;
    readonly attributes = new Map<string, string>();
    private listeners = new Map<string, Listener[]>();
    constructor(
      readonly id: string,
      readonly dataset: Record<string, string> = {},
      private heading?: FakeElement,
    ) {}
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    dispatch(type: string) {
      let prevented = false;
      for (const listener of this.listeners.get(type) ?? []) {
        listener({ preventDefault: () => (prevented = true) });
      }
      return prevented;
    }
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
    removeAttribute(name: string) {
      this.attributes.delete(name);
    }
    focus() {
      this.focused = true;
    }
    querySelector(selector: string) {
      return selector === 'h2' ? this.heading : null;
    }
  }

  interface Posted {
    message: Record<string, unknown>;
    targetOrigin: string;
  }

  /** Loads the page at `query` and runs its script, framed (or not) by the agent's page. */
  async function runPage(query: Record<string, string>, options: { framed?: boolean } = {}) {
    const res = await getPage(query);
    const html = res.body;
    const ids = [...html.matchAll(/ id="([a-z-]+)"/g)].map((m) => m[1]);
    const elements = new Map<string, FakeElement>();
    for (const id of ids) {
      const heading = id.endsWith('-panel') ? new FakeElement(`${id}-heading`) : undefined;
      elements.set(id, new FakeElement(id, id === 'airline-page' ? pageData(html) : {}, heading));
    }
    const posted: Posted[] = [];
    const parent = {
      postMessage: (message: Record<string, unknown>, targetOrigin: string) =>
        posted.push({ message, targetOrigin }),
    };
    const window: Record<string, unknown> = {};
    window.parent = options.framed === false ? window : parent;
    const fetch = async (url: string, init: { method: string; body: string; headers: object }) => {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { ...init.headers, 'sec-fetch-site': 'same-origin' },
        payload: init.body,
      });
      return {
        status: answer.statusCode,
        ok: answer.statusCode >= 200 && answer.statusCode < 300,
        json: () => Promise.resolve(JSON.parse(answer.body)),
      };
    };
    const document = { getElementById: (id: string) => elements.get(id) ?? null };
    vm.runInNewContext(source, { window, document, fetch });
    const element = (id: string) => {
      const found = elements.get(id);
      if (!found) throw new Error(`no #${id} on the page`);
      return found;
    };
    return { posted, element, status: res.statusCode };
  }

  it('reports LOADED, then REDIRECT 200 once the customer ticks the box and confirms', async () => {
    const sessionId = await openedSession();
    const page = await runPage(goodQuery(sessionId));
    expect(page.posted).toEqual([
      {
        message: { type: 'telemetry', state: 'LOADED', status: 200, sessionId },
        targetOrigin: AGENT_ORIGIN,
      },
    ]);

    // Without the tick: an error by the checkbox, no call, no telemetry.
    expect(page.element('confirm-form').dispatch('submit')).toBe(true);
    expect(page.element('accept-error').hidden).toBe(false);
    expect(page.element('accept-error').textContent).toContain('General Terms and Conditions');
    expect(page.element('accept-terms').attributes.get('aria-invalid')).toBe('true');
    expect(page.element('accept-terms').focused).toBe(true);
    expect(page.posted).toHaveLength(1);
    expect((await storedRow(sessionId))?.status).toBe('pending');

    page.element('accept-terms').checked = true;
    page.element('accept-terms').dispatch('change');
    expect(page.element('accept-error').hidden).toBe(true);
    page.element('confirm-form').dispatch('submit');
    expect(page.element('confirm-button').disabled).toBe(true);
    await vi.waitFor(() => expect(page.posted).toHaveLength(2), { timeout: 15_000 });
    expect(page.posted[1]).toEqual({
      message: { type: 'telemetry', state: 'REDIRECT', status: 200, sessionId },
      targetOrigin: AGENT_ORIGIN,
    });
    const row = await storedRow(sessionId);
    expect(row?.status).toBe('confirmed');
    expect(page.element('confirm-form').hidden).toBe(true);
    expect(page.element('confirmed-panel').hidden).toBe(false);
    expect(page.element('airline-reference').textContent).toBe(row?.airlineReference);
  });

  it('reports CANCELLED 499 after Cancel', async () => {
    const sessionId = await openedSession();
    const page = await runPage(goodQuery(sessionId));
    page.element('cancel-button').dispatch('click');
    await vi.waitFor(() => expect(page.posted).toHaveLength(2), { timeout: 15_000 });
    expect(page.posted[1].message).toEqual({
      type: 'telemetry',
      state: 'CANCELLED',
      status: 499,
      sessionId,
    });
    expect(page.element('cancelled-panel').hidden).toBe(false);
    expect((await storedRow(sessionId))?.status).toBe('cancelled');
  });

  it('reports ERROR with the HTTP status when the confirm call fails', async () => {
    const sessionId = await openedSession();
    const page = await runPage(goodQuery(sessionId));
    // Cancelled meanwhile (another tab): confirming now answers 409.
    expect((await cancelCall(sessionId)).statusCode).toBe(200);
    page.element('accept-terms').checked = true;
    page.element('confirm-form').dispatch('submit');
    await vi.waitFor(() => expect(page.posted).toHaveLength(2), { timeout: 15_000 });
    expect(page.posted[1].message).toEqual({
      type: 'telemetry',
      state: 'ERROR',
      status: 409,
      sessionId,
    });
    expect(page.element('confirm-error').textContent).toContain('cancelled');
    expect(page.element('confirm-button').disabled).toBe(false);
  });

  it('reports what the error and already-confirmed pages say', async () => {
    const missing = await runPage(goodQuery('never-registered'));
    expect(missing.status).toBe(404);
    expect(missing.posted).toEqual([
      {
        message: { type: 'telemetry', state: 'ERROR', status: 404, sessionId: 'never-registered' },
        targetOrigin: AGENT_ORIGIN,
      },
    ]);
    const sessionId = await openedSession();
    await confirmCall(sessionId, { accepted: true, agent: AGENT });
    const done = await runPage(goodQuery(sessionId));
    expect(done.posted.map((p) => p.message)).toEqual([
      { type: 'telemetry', state: 'REDIRECT', status: 200, sessionId },
    ]);
  });

  it('posts nothing when it is not framed', async () => {
    const sessionId = await openedSession();
    const page = await runPage(goodQuery(sessionId), { framed: false });
    page.element('accept-terms').checked = true;
    page.element('confirm-form').dispatch('submit');
    await vi.waitFor(async () => expect((await storedRow(sessionId))?.status).toBe('confirmed'));
    expect(page.posted).toEqual([]);
  });
});
