import { z } from 'zod';
import {
  AirlineProviderUnavailable,
  type AirlineConfirmationProvider,
  type AirlinePassenger,
  type AirlineSessionRequest,
  type AirlineSessionStatus,
} from './provider';

/** One HTTP request to the airline's agent API, as the adapter builds it. */
export interface AirlineHttpRequest {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The airline's answer: any status (the adapter decides what it means) and the body as text. */
export interface AirlineHttpResponse {
  status: number;
  body: string;
}

/** Sends one request to the airline; rejects only when no answer came (network, time-out). */
export type AirlineTransport = (request: AirlineHttpRequest) => Promise<AirlineHttpResponse>;

/** Plain HTTP, as to any remote airline (10 s, then the caller may ask again). */
export const fetchAirlineTransport: AirlineTransport = async ({ method, url, headers, body }) => {
  const response = await fetch(url, {
    method,
    headers,
    body: body ?? null,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};

export interface HttpAirlineProviderOptions {
  /** Where the airline answers, e.g. `${PUBLIC_URL}/airline` (its /api paths hang off it). */
  baseUrl: string;
  /** Our agent code at the airline (sent as x-agent-code). */
  agent: string;
  /** Our API key at the airline (sent as x-api-key; never logged nor put in an error). */
  apiKey: string;
  transport?: AirlineTransport;
}

/** The airline's answer to PUT: the session as it now stands. */
const openAnswer = z.object({
  sessionId: z.string(),
  status: z.enum(['pending', 'confirmed', 'cancelled']),
});

/** The airline's answer to GET; a confirmed session must carry its reference and time. */
const statusAnswer = z.discriminatedUnion('status', [
  z.object({ sessionId: z.string(), status: z.literal('pending') }),
  z.object({
    sessionId: z.string(),
    status: z.literal('confirmed'),
    airlineReference: z.string().regex(/^[A-Z0-9]{6}$/),
    confirmedAt: z.iso.datetime({ offset: true }),
  }),
  z.object({ sessionId: z.string(), status: z.literal('cancelled') }),
]);

/** The airline's answer to POST …/cancellation: the session, cancelled (now or before). */
const cancelAnswer = z.object({ sessionId: z.string(), status: z.literal('cancelled') });

/** The airline's error body: `{ error: { code, message } }`. */
const errorAnswer = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The adapter for the sandbox airline's agent API (docs/sandbox-airline.md): JSON over HTTP,
 * authenticated by agent code and API key. A 404 for a session is `not_found` only when the
 * airline says so in its own error body; anything the adapter cannot read as the airline's answer
 * (no answer, 5xx, 401, another body) is AirlineProviderUnavailable, so nothing is concluded from it.
 */
export function createHttpAirlineProvider({
  baseUrl,
  agent,
  apiKey,
  transport = fetchAirlineTransport,
}: HttpAirlineProviderOptions): AirlineConfirmationProvider {
  const root = baseUrl.replace(/\/+$/, '');
  const sessionUrl = (sessionId: string) => `${root}/api/sessions/${encodeURIComponent(sessionId)}`;

  async function call(request: AirlineHttpRequest): Promise<{ status: number; body: unknown }> {
    let answer: AirlineHttpResponse;
    try {
      answer = await transport(request);
    } catch (err) {
      throw new AirlineProviderUnavailable('The airline could not be reached.', { cause: err });
    }
    if (answer.status === 401) {
      throw new AirlineProviderUnavailable('The airline refused our agent code or API key.');
    }
    if (answer.status >= 500) {
      throw new AirlineProviderUnavailable(
        `The airline answered HTTP ${answer.status}: it may be unavailable.`,
      );
    }
    return { status: answer.status, body: parseJson(answer.body) };
  }

  /** A 404 the airline itself gave for a session it does not know (not a proxy's or a wrong URL's). */
  const sessionNotFound = (body: unknown) => {
    const error = errorAnswer.safeParse(body);
    return error.success && error.data.error.code === 'SESSION_NOT_FOUND';
  };

  /** The airline's own error message where it gave one (it never holds our key). */
  const refusal = (status: number, body: unknown) => {
    const error = errorAnswer.safeParse(body);
    const detail = error.success ? `: ${error.data.error.message}` : '';
    return new AirlineProviderUnavailable(`The airline answered HTTP ${status}${detail}`);
  };

  const headers = {
    accept: 'application/json',
    'x-agent-code': agent,
    'x-api-key': apiKey,
  };

  return {
    async openSession(request: AirlineSessionRequest) {
      const { sessionId, ...session } = request;
      const { status, body } = await call({
        method: 'PUT',
        url: sessionUrl(sessionId),
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(session),
      });
      // 201 registered, 200 known already (same id, same booking): both leave it registered.
      if (status !== 200 && status !== 201) throw refusal(status, body);
      const answer = openAnswer.safeParse(body);
      if (!answer.success || answer.data.sessionId !== sessionId) {
        throw new AirlineProviderUnavailable('The airline answered something unusable.');
      }
    },

    async sessionStatus(sessionId: string): Promise<AirlineSessionStatus> {
      const { status, body } = await call({ method: 'GET', url: sessionUrl(sessionId), headers });
      if (status === 404) {
        if (sessionNotFound(body)) return { status: 'not_found' };
        throw refusal(status, body);
      }
      if (status !== 200) throw refusal(status, body);
      const answer = statusAnswer.safeParse(body);
      if (!answer.success || answer.data.sessionId !== sessionId) {
        throw new AirlineProviderUnavailable('The airline answered something unusable.');
      }
      const data = answer.data;
      if (data.status === 'confirmed') {
        return {
          status: 'confirmed',
          airlineReference: data.airlineReference,
          confirmedAt: data.confirmedAt,
        };
      }
      return { status: data.status };
    },

    async updatePassengers(
      sessionId: string,
      passengers: AirlinePassenger[],
    ): Promise<{ status: 'updated' } | { status: 'not_found' } | { status: 'cancelled' }> {
      const { status, body } = await call({
        method: 'PUT',
        url: `${sessionUrl(sessionId)}/passengers`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ passengers }),
      });
      if (status === 404) {
        if (sessionNotFound(body)) return { status: 'not_found' };
        throw refusal(status, body);
      }
      const error = errorAnswer.safeParse(body);
      if (status === 409 && error.success && error.data.error.code === 'SESSION_CANCELLED') {
        return { status: 'cancelled' };
      }
      if (status !== 200) throw refusal(status, body);
      const answer = statusAnswer.safeParse(body);
      if (!answer.success || answer.data.sessionId !== sessionId) {
        throw new AirlineProviderUnavailable('The airline answered something unusable.');
      }
      return { status: 'updated' };
    },

    async cancelBooking(
      sessionId: string,
    ): Promise<{ status: 'cancelled' } | { status: 'not_found' }> {
      const { status, body } = await call({
        method: 'POST',
        url: `${sessionUrl(sessionId)}/cancellation`,
        headers,
      });
      if (status === 404) {
        if (sessionNotFound(body)) return { status: 'not_found' };
        throw refusal(status, body);
      }
      // 200 cancelled now or before: either way the seats are back on sale.
      if (status !== 200) throw refusal(status, body);
      const answer = cancelAnswer.safeParse(body);
      if (!answer.success || answer.data.sessionId !== sessionId) {
        throw new AirlineProviderUnavailable('The airline answered something unusable.');
      }
      return { status: 'cancelled' };
    },
  };
}
