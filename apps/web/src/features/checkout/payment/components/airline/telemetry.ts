/** A telemetry message the airline's page posts to its parent (docs/spec/2-checkout-payment.md §4 'Airline confirmation'). */
export interface AirlineTelemetry {
  type: 'telemetry';
  state: string;
  status: number;
}

export function isTelemetry(data: unknown): data is AirlineTelemetry {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.type === 'telemetry' && typeof m.state === 'string' && typeof m.status === 'number';
}

/** What a message means: REDIRECT with 200 is the customer's confirmation; any other non-200 fails. */
export function telemetryOutcome(message: AirlineTelemetry): 'confirmed' | 'failed' | 'progress' {
  if (message.status !== 200) return 'failed';
  return message.state === 'REDIRECT' ? 'confirmed' : 'progress';
}

/** The frame's address: agent from configuration, one session, test or production, culture. */
export function airlineFrameUrl(input: {
  baseUrl: string;
  agent: string;
  sessionId: string;
  target: string | null;
  culture: string | null;
}): URL {
  const url = new URL(`${input.baseUrl.replace(/\/$/, '')}/confirm`, window.location.href);
  url.searchParams.set('agent', input.agent);
  url.searchParams.set('session', input.sessionId);
  url.searchParams.set('target', input.target?.toUpperCase() === 'TEST' ? 'TEST' : 'PRODUCTION');
  url.searchParams.set('iframe', 'true');
  url.searchParams.set('culture', input.culture || 'en-GB');
  return url;
}
