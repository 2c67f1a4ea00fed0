import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { AirlineProviderUnavailable, type AirlineSessionRequest } from './provider';
import { sandboxAirlineRoutes } from '../../sandboxes/airline/routes';
import {
  createHttpAirlineProvider,
  type AirlineHttpRequest,
  type AirlineHttpResponse,
  type AirlineTransport,
} from './http-airline-provider';

const AGENT = 'SUNWARD';
const API_KEY = 'sunward-sandbox-airline-key';
const BASE_URL = 'https://airline.example/airline/';

const request: AirlineSessionRequest = {
  sessionId: 'rs_abc123',
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
  ],
  passengers: [{ title: 'Mr', firstName: 'Tom', lastName: 'Hart', type: 'adult' }],
  totalPence: 45_678,
};

/** An airline that answers with `answer(request)`, recording what it was sent. */
function airline(answer: (request: AirlineHttpRequest) => AirlineHttpResponse) {
  const sent: AirlineHttpRequest[] = [];
  const transport: AirlineTransport = (req) => {
    sent.push(req);
    return Promise.resolve(answer(req));
  };
  return {
    sent,
    provider: createHttpAirlineProvider({
      baseUrl: BASE_URL,
      agent: AGENT,
      apiKey: API_KEY,
      transport,
    }),
  };
}

const json = (status: number, body: unknown): AirlineHttpResponse => ({
  status,
  body: JSON.stringify(body),
});

describe('the HTTP airline provider adapter', () => {
  it('registers a session with PUT: the request minus its id, with our agent code and key', async () => {
    const { sent, provider } = airline(() =>
      json(201, { sessionId: 'rs_abc123', status: 'pending' }),
    );
    await provider.openSession(request);
    expect(sent).toHaveLength(1);
    const put = sent[0];
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('https://airline.example/airline/api/sessions/rs_abc123');
    expect(put.headers).toMatchObject({
      'x-agent-code': AGENT,
      'x-api-key': API_KEY,
      'content-type': 'application/json',
    });
    const sentBody = JSON.parse(put.body ?? '');
    expect(sentBody).not.toHaveProperty('sessionId');
    expect(sentBody).toEqual({ ...request, sessionId: undefined });

    // 200 is "known already": fine too.
    const again = airline(() => json(200, { sessionId: 'rs_abc123', status: 'confirmed' }));
    await expect(again.provider.openSession(request)).resolves.toBeUndefined();
  });

  it('encodes the session id in the path', async () => {
    const { sent, provider } = airline(() =>
      json(404, { error: { code: 'SESSION_NOT_FOUND', message: 'x' } }),
    );
    await provider.sessionStatus('a/b?c');
    expect(sent[0].url).toBe('https://airline.example/airline/api/sessions/a%2Fb%3Fc');
    expect(sent[0].method).toBe('GET');
    expect(sent[0].body).toBeUndefined();
  });

  it('reads pending, confirmed, cancelled and not found', async () => {
    const pending = airline(() => json(200, { sessionId: 'rs_1', status: 'pending' }));
    await expect(pending.provider.sessionStatus('rs_1')).resolves.toEqual({ status: 'pending' });
    const confirmed = airline(() =>
      json(200, {
        sessionId: 'rs_1',
        status: 'confirmed',
        airlineReference: 'K7P2QX',
        confirmedAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    await expect(confirmed.provider.sessionStatus('rs_1')).resolves.toEqual({
      status: 'confirmed',
      airlineReference: 'K7P2QX',
      confirmedAt: '2026-11-21T10:00:00.000Z',
    });
    const cancelled = airline(() => json(200, { sessionId: 'rs_1', status: 'cancelled' }));
    await expect(cancelled.provider.sessionStatus('rs_1')).resolves.toEqual({
      status: 'cancelled',
    });
    const missing = airline(() =>
      json(404, { error: { code: 'SESSION_NOT_FOUND', message: 'There is no booking session.' } }),
    );
    await expect(missing.provider.sessionStatus('rs_1')).resolves.toEqual({ status: 'not_found' });
  });

  it('cancels a booking with POST …/cancellation, authenticated as openSession is', async () => {
    const { sent, provider } = airline(() =>
      json(200, { sessionId: 'a/b', status: 'cancelled', airlineReference: 'K7P2QX' }),
    );
    await expect(provider.cancelBooking('a/b')).resolves.toEqual({ status: 'cancelled' });
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe('https://airline.example/airline/api/sessions/a%2Fb/cancellation');
    expect(sent[0].headers).toMatchObject({ 'x-agent-code': AGENT, 'x-api-key': API_KEY });
    expect(sent[0].body).toBeUndefined();

    const missing = airline(() =>
      json(404, { error: { code: 'SESSION_NOT_FOUND', message: 'There is no booking session.' } }),
    );
    await expect(missing.provider.cancelBooking('rs_1')).resolves.toEqual({ status: 'not_found' });
  });

  it('never takes an unreadable answer to a cancellation for one', async () => {
    const answers: (() => AirlineHttpResponse)[] = [
      () => {
        throw new Error('ECONNRESET');
      },
      () => json(503, {}),
      () => json(401, { error: { code: 'UNAUTHORIZED', message: 'bad key' } }),
      () => ({ status: 404, body: '<h1>Not Found</h1>' }),
      () => json(409, { error: { code: 'SESSION_CONFIRMED', message: 'confirmed' } }),
      () => json(200, { sessionId: 'rs_1', status: 'confirmed' }),
      () => json(200, { sessionId: 'another', status: 'cancelled' }),
      () => ({ status: 200, body: 'cancelled' }),
      () => json(204, {}),
    ];
    for (const [index, answer] of answers.entries()) {
      const { provider } = airline(answer);
      await expect(provider.cancelBooking('rs_1'), `answer ${index}`).rejects.toBeInstanceOf(
        AirlineProviderUnavailable,
      );
    }
  });

  it('reports no answer, 5xx, 401 and unusable answers as unavailable, never leaking the key', async () => {
    const answers: (() => AirlineHttpResponse)[] = [
      () => {
        throw new Error('ECONNREFUSED');
      },
      () => json(503, { error: { code: 'DOWN', message: 'down' } }),
      () => json(500, {}),
      () => json(401, { error: { code: 'UNAUTHORIZED', message: 'bad key' } }),
      () => ({ status: 200, body: '<html>not json</html>' }),
      () => json(200, { sessionId: 'rs_1', status: 'maybe' }),
      () => json(200, { sessionId: 'another', status: 'pending' }),
      () => json(200, { sessionId: 'rs_1', status: 'confirmed' }),
      () =>
        json(200, {
          sessionId: 'rs_1',
          status: 'confirmed',
          airlineReference: 'abc',
          confirmedAt: 'x',
        }),
      // A 404 that is not the airline's "no such session" (a wrong base URL, a proxy page).
      () => ({ status: 404, body: '<h1>Not Found</h1>' }),
      () => json(302, {}),
    ];
    for (const [index, answer] of answers.entries()) {
      const { provider } = airline(answer);
      const failure = await provider.sessionStatus('rs_1').then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(failure, `answer ${index}`).toBeInstanceOf(AirlineProviderUnavailable);
      const error = failure as Error;
      expect(error.name).toBe('AirlineProviderUnavailable');
      expect(`${error.message} ${String(error.cause)}`).not.toContain(API_KEY);
    }
    for (const answer of [
      () => json(409, { error: { code: 'SESSION_CONFLICT', message: 'another booking' } }),
      () => json(400, { error: { code: 'INVALID_REQUEST', message: 'bad' } }),
      () => json(201, { sessionId: 'another', status: 'pending' }),
      () => json(503, {}),
    ]) {
      const { provider } = airline(answer);
      await expect(provider.openSession(request)).rejects.toBeInstanceOf(
        AirlineProviderUnavailable,
      );
    }
    const conflict = airline(() =>
      json(409, { error: { code: 'SESSION_CONFLICT', message: 'Already another booking.' } }),
    );
    await expect(conflict.provider.openSession(request)).rejects.toThrow(
      'The airline answered HTTP 409: Already another booking.',
    );
  });
});

describe('the adapter against the sandbox airline', () => {
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
      agentOrigin: 'https://shop.example',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** HTTP through inject: the same requests, without a socket. */
  const injectTransport: AirlineTransport = async (req) => {
    const url = new URL(req.url);
    const res = await app.inject({
      method: req.method,
      url: url.pathname + url.search,
      headers: req.headers,
      ...(req.body === undefined ? {} : { payload: req.body }),
    });
    return { status: res.statusCode, body: res.body };
  };

  const provider = (apiKey = API_KEY) =>
    createHttpAirlineProvider({
      baseUrl: BASE_URL,
      agent: AGENT,
      apiKey,
      transport: injectTransport,
    });

  it('opens a session (idempotently), follows it to confirmed, and knows an unknown one', async () => {
    const airlineApi = provider();
    const sessionId = `rs_${Date.now()}`;
    await airlineApi.openSession({ ...request, sessionId });
    await airlineApi.openSession({ ...request, sessionId });
    await expect(airlineApi.sessionStatus(sessionId)).resolves.toEqual({ status: 'pending' });

    const confirm = await app.inject({
      method: 'POST',
      url: `/airline/confirm/${sessionId}`,
      payload: { accepted: true, agent: AGENT },
    });
    expect(confirm.statusCode).toBe(200);
    const status = await airlineApi.sessionStatus(sessionId);
    expect(status).toMatchObject({
      status: 'confirmed',
      airlineReference: confirm.json().airlineReference,
    });

    await expect(airlineApi.sessionStatus('rs_never')).resolves.toEqual({ status: 'not_found' });
    await expect(
      airlineApi.openSession({ ...request, sessionId, bookingReference: 'SWOTHER1' }),
    ).rejects.toBeInstanceOf(AirlineProviderUnavailable);
  });

  it('cancels a pending or confirmed booking (idempotently), and knows an unknown one', async () => {
    const airlineApi = provider();
    const pending = `rs_${Date.now()}_p`;
    await airlineApi.openSession({ ...request, sessionId: pending });
    await expect(airlineApi.cancelBooking(pending)).resolves.toEqual({ status: 'cancelled' });
    await expect(airlineApi.cancelBooking(pending)).resolves.toEqual({ status: 'cancelled' });
    await expect(airlineApi.sessionStatus(pending)).resolves.toEqual({ status: 'cancelled' });

    const confirmed = `rs_${Date.now()}_c`;
    await airlineApi.openSession({ ...request, sessionId: confirmed });
    const confirm = await app.inject({
      method: 'POST',
      url: `/airline/confirm/${confirmed}`,
      payload: { accepted: true, agent: AGENT },
    });
    expect(confirm.statusCode).toBe(200);
    await expect(airlineApi.cancelBooking(confirmed)).resolves.toEqual({ status: 'cancelled' });
    await expect(airlineApi.sessionStatus(confirmed)).resolves.toEqual({ status: 'cancelled' });

    await expect(airlineApi.cancelBooking('rs_never')).resolves.toEqual({ status: 'not_found' });
  });

  it('treats a wrong API key as unavailable', async () => {
    await expect(provider('a-wrong-key-of-16-chars').sessionStatus('rs_x')).rejects.toBeInstanceOf(
      AirlineProviderUnavailable,
    );
    await expect(provider('a-wrong-key-of-16-chars').cancelBooking('rs_x')).rejects.toBeInstanceOf(
      AirlineProviderUnavailable,
    );
  });
});
