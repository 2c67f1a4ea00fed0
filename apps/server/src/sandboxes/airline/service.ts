import { distance } from 'fastest-levenshtein';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AirlineRepository, AirlineSessionRow, AirlineSessionState } from './repository';

/**
 * The sandbox airline's rules: agent sessions registered over its API (and the agent cancelling
 * the booking behind one), the confirmation page's checks, and the customer's confirm or cancel.
 * It plays another company's system, so it answers in its own terms (HTTP status and
 * `{ error: { code, message } }`), never AppError.
 */

export interface SandboxAirlineServiceOptions {
  repo: AirlineRepository;
  /** The one travel agent this airline knows, and its API key. */
  agent: string;
  apiKey: string;
}

/** Session ids the airline accepts (path segment and query value alike). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;

const LOCAL_DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const text = (max: number) => z.string().trim().min(1).max(max);

const flightLeg = z.object({
  direction: z.enum(['outbound', 'inbound']),
  flightNumber: text(16),
  from: text(8),
  fromName: text(100),
  to: text(8),
  toName: text(100),
  departs: z.string().regex(LOCAL_DATE_TIME, 'must be a local date-time, e.g. 2027-06-01T06:30'),
  arrives: z.string().regex(LOCAL_DATE_TIME, 'must be a local date-time, e.g. 2027-06-01T10:05'),
});

const passenger = z.object({
  title: text(20),
  firstName: text(100),
  lastName: text(100),
  type: z.enum(['adult', 'child', 'infant']),
});

/** What the page shows, kept as the session's details. */
export const sessionDetails = z.object({
  airline: text(100),
  flights: z.array(flightLeg).min(1).max(4),
  passengers: z.array(passenger).min(1).max(9),
  totalPence: z.number().int().min(0).max(100_000_000),
});
export type SessionDetails = z.infer<typeof sessionDetails>;

/** PUT /api/sessions/:sessionId: the agent's request minus the id (which is in the path). */
export const sessionBody = sessionDetails.extend({
  bookingReference: text(64),
  target: z.enum(['TEST', 'PRODUCTION']),
});

/** PUT /api/sessions/:sessionId/passengers: the names as they now stand. */
const passengersBody = z.object({ passengers: z.array(passenger).min(1).max(9) });

/** Letters a name correction may change at this airline (more is a new passenger, a new seat). */
export const NAME_CHANGE_MAX_LETTERS = 3;

const confirmBody = z.object({ accepted: z.unknown().optional(), agent: z.string() });
const cancelBody = z.object({ agent: z.string() });

/** An API answer: HTTP status and JSON body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const failure = (status: number, code: string, message: string, extra = {}): Answer => ({
  status,
  body: { error: { code, message }, ...extra },
});

const NOT_FOUND = failure(404, 'SESSION_NOT_FOUND', 'There is no booking session with this id.');

/** The session as the agent API shows it. */
export interface SessionView {
  sessionId: string;
  status: AirlineSessionState;
  airlineReference?: string;
  confirmedAt?: string;
}

export function sessionView(row: AirlineSessionRow): SessionView {
  return {
    sessionId: row.sessionId,
    status: row.status,
    ...(row.airlineReference ? { airlineReference: row.airlineReference } : {}),
    ...(row.confirmedAt ? { confirmedAt: row.confirmedAt.toISOString() } : {}),
  };
}

/** A session with its details read back. */
export interface AirlineSession extends SessionView {
  agent: string;
  target: 'TEST' | 'PRODUCTION';
  bookingReference: string;
  details: SessionDetails;
}

/** The page GET /confirm shows; the routes turn it into HTML. */
export type ConfirmationPage =
  | { kind: 'confirm'; session: AirlineSession; culture: string }
  | { kind: 'confirmed'; session: AirlineSession; culture: string }
  | { kind: 'cancelled'; session: AirlineSession; culture: string }
  | { kind: 'error'; status: 400 | 404; title: string; message: string; sessionId?: string };

/** Readable six-character references: no 0/O or 1/I. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newAirlineReference(): string {
  let reference = '';
  for (let i = 0; i < 6; i++) reference += REFERENCE_ALPHABET.charAt(randomInt(32));
  return reference;
}

/** The culture as a canonical BCP-47 tag the runtime can format for; en-GB otherwise. */
export function resolveCulture(value: string | undefined): string {
  if (!value || value.length > 35) return 'en-GB';
  try {
    const [tag] = Intl.getCanonicalLocales(value);
    if (tag && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0) return tag;
  } catch {
    // Not a BCP-47 tag (e.g. en_GB): the default stands.
  }
  return 'en-GB';
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSandboxAirlineService(options: SandboxAirlineServiceOptions) {
  const { repo, agent } = options;

  function readSession(row: AirlineSessionRow): AirlineSession {
    return {
      ...sessionView(row),
      agent: row.agent,
      target: row.target,
      bookingReference: row.bookingReference,
      // Written through sessionBody, so this only fails on a hand-edited row.
      details: sessionDetails.parse(row.details),
    };
  }

  /** The session when it exists and belongs to this agent. */
  async function findOwn(sessionId: string, forAgent: string) {
    if (!SESSION_ID_PATTERN.test(sessionId)) return undefined;
    const row = await repo.findSession(sessionId);
    return row && row.agent === forAgent ? row : undefined;
  }

  const pageError = (
    status: 400 | 404,
    title: string,
    message: string,
    sessionId?: string,
  ): ConfirmationPage => ({
    kind: 'error',
    status,
    title,
    message,
    ...(sessionId && SESSION_ID_PATTERN.test(sessionId) ? { sessionId } : {}),
  });

  return {
    /** The agent API's credentials: both headers, compared in constant time. */
    authenticate(agentCode: string | undefined, apiKey: string | undefined): boolean {
      // Both compared whatever the first says, so timing tells nothing about which was wrong.
      const agentOk = sameSecret(agentCode, agent);
      const keyOk = sameSecret(apiKey, options.apiKey);
      return agentOk && keyOk;
    },

    /** PUT /api/sessions/:sessionId: 201 registered, 200 the same again, 409 another booking. */
    async openSession(sessionId: string, input: unknown): Promise<Answer> {
      if (!SESSION_ID_PATTERN.test(sessionId)) {
        return failure(
          400,
          'INVALID_REQUEST',
          'The session id must be 1–128 letters, digits, ".", "_", "~" or "-".',
        );
      }
      const parsed = sessionBody.safeParse(input);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({
          path: i.path.join('.'),
          message: i.message,
        }));
        return failure(400, 'INVALID_REQUEST', 'The session request is not valid.', { issues });
      }
      const { bookingReference, target, ...details } = parsed.data;
      const created = await repo.insertSession({
        sessionId,
        agent,
        target,
        bookingReference,
        details,
      });
      if (created) return { status: 201, body: { ...sessionView(created) } };
      const existing = await repo.findSession(sessionId);
      if (!existing) throw new Error('airline session vanished after a conflicting insert');
      if (existing.agent !== agent || existing.bookingReference !== bookingReference) {
        return failure(
          409,
          'SESSION_CONFLICT',
          'This session id is already registered for another booking.',
        );
      }
      return { status: 200, body: { ...sessionView(existing) } };
    },

    /** GET /api/sessions/:sessionId. */
    async sessionStatus(sessionId: string): Promise<Answer> {
      const row = await findOwn(sessionId, agent);
      if (!row) return NOT_FOUND;
      return { status: 200, body: { ...sessionView(row) } };
    },

    /**
     * POST /api/sessions/:sessionId/cancellation: the agent cancels the booking behind a pending or
     * confirmed session (the seats go back on sale). 200 with the session, cancelled now or before;
     * 404 for an unknown session or another agent's. Not the customer's Cancel on the page
     * ({@link cancel}), which only declines a pending one.
     */
    async cancelBooking(sessionId: string): Promise<Answer> {
      if (!(await findOwn(sessionId, agent))) return NOT_FOUND;
      const row = (await repo.cancelBooking(sessionId)) ?? (await repo.findSession(sessionId));
      if (row?.status !== 'cancelled') {
        throw new Error('airline session neither cancelled nor cancellable after cancelling it');
      }
      return { status: 200, body: { ...sessionView(row) } };
    },

    /**
     * PUT /api/sessions/:sessionId/passengers: the agent corrects names behind a pending or
     * confirmed session. The same passengers of the same types in the same order, each name at
     * most {@link NAME_CHANGE_MAX_LETTERS} letters different (else 422 NAME_CHANGE_REFUSED: a new
     * passenger is a new booking); 409 SESSION_CANCELLED once cancelled; 200 with the session.
     */
    async updatePassengers(sessionId: string, input: unknown): Promise<Answer> {
      const row = await findOwn(sessionId, agent);
      if (!row) return NOT_FOUND;
      const parsed = passengersBody.safeParse(input);
      if (!parsed.success) {
        return failure(400, 'INVALID_REQUEST', 'The passengers are not valid.');
      }
      if (row.status === 'cancelled') {
        return failure(409, 'SESSION_CANCELLED', 'This booking is cancelled.');
      }
      const before = sessionDetails.parse(row.details).passengers;
      const after = parsed.data.passengers;
      const same =
        before.length === after.length &&
        before.every((p, i) => {
          const q = after.at(i);
          return (
            q !== undefined &&
            q.type === p.type &&
            distance(
              `${p.firstName} ${p.lastName}`.toLowerCase(),
              `${q.firstName} ${q.lastName}`.toLowerCase(),
            ) <= NAME_CHANGE_MAX_LETTERS
          );
        });
      if (!same) {
        return failure(
          422,
          'NAME_CHANGE_REFUSED',
          `A name correction keeps the same passengers and changes at most ${String(NAME_CHANGE_MAX_LETTERS)} letters of a name.`,
        );
      }
      const updated = await repo.updatePassengers(sessionId, after);
      if (!updated) return failure(409, 'SESSION_CANCELLED', 'This booking is cancelled.');
      return { status: 200, body: { ...sessionView(updated) } };
    },

    /** GET /confirm: which page the customer sees, after every check the link must pass. */
    async confirmationPage(query: Record<string, string | undefined>): Promise<ConfirmationPage> {
      const { session: sessionId, target, iframe } = query;
      const culture = resolveCulture(query.culture);
      if (!query.agent || !sessionId || !target || !iframe) {
        return pageError(
          400,
          'This confirmation link is not complete',
          'The link must name the agent, the session, the target and iframe=true. Please go back to the travel agent and try again.',
          sessionId,
        );
      }
      if (query.agent !== agent) {
        return pageError(
          400,
          'Unknown travel agent',
          'This confirmation link names a travel agent we do not know.',
          sessionId,
        );
      }
      if (target !== 'TEST' && target !== 'PRODUCTION') {
        return pageError(
          400,
          'This confirmation link is not valid',
          'The target must be TEST or PRODUCTION.',
          sessionId,
        );
      }
      if (iframe !== 'true') {
        return pageError(
          400,
          'This page opens inside the travel agent’s website',
          'Please confirm your booking from the travel agent’s booking pages.',
          sessionId,
        );
      }
      const row = await findOwn(sessionId, agent);
      if (!row) {
        return pageError(
          404,
          'Booking not found',
          'We could not find this booking. Please go back to the travel agent and try again.',
          sessionId,
        );
      }
      if (row.target !== target) {
        return pageError(
          400,
          'This confirmation link is not valid',
          `This booking was made in the ${row.target} environment, not ${target}.`,
          sessionId,
        );
      }
      const session = readSession(row);
      if (row.status === 'confirmed') return { kind: 'confirmed', session, culture };
      if (row.status === 'cancelled') return { kind: 'cancelled', session, culture };
      return { kind: 'confirm', session, culture };
    },

    /** POST /confirm/:sessionId from the page: terms accepted, then confirmed (once). */
    async confirm(sessionId: string, input: unknown): Promise<Answer> {
      const body = confirmBody.safeParse(input);
      if (!body.success) {
        return failure(400, 'INVALID_REQUEST', 'Send { accepted: true, agent } as JSON.');
      }
      if (body.data.accepted !== true) {
        return failure(
          400,
          'TERMS_NOT_ACCEPTED',
          'Please accept the General Terms and Conditions of Carriage and Privacy Policy.',
        );
      }
      if (!(await findOwn(sessionId, body.data.agent))) return NOT_FOUND;
      const confirmed =
        (await repo.confirmPending(sessionId, newAirlineReference())) ??
        (await repo.findSession(sessionId));
      if (confirmed?.status === 'confirmed') {
        return {
          status: 200,
          body: { status: 'confirmed', airlineReference: confirmed.airlineReference },
        };
      }
      if (confirmed?.status === 'cancelled') {
        return failure(
          409,
          'SESSION_CANCELLED',
          'This booking confirmation was cancelled. Please go back to the travel agent.',
          { status: 'cancelled' },
        );
      }
      return NOT_FOUND;
    },

    /** POST /confirm/:sessionId/cancel from the page: a pending session is cancelled (once). */
    async cancel(sessionId: string, input: unknown): Promise<Answer> {
      const body = cancelBody.safeParse(input);
      if (!body.success) return failure(400, 'INVALID_REQUEST', 'Send { agent } as JSON.');
      if (!(await findOwn(sessionId, body.data.agent))) return NOT_FOUND;
      const row = (await repo.cancelPending(sessionId)) ?? (await repo.findSession(sessionId));
      if (row?.status === 'cancelled') return { status: 200, body: { status: 'cancelled' } };
      if (row?.status === 'confirmed') {
        return failure(409, 'SESSION_CONFIRMED', 'This booking is already confirmed.', {
          status: 'confirmed',
          airlineReference: row.airlineReference,
        });
      }
      return NOT_FOUND;
    },
  };
}

export type SandboxAirlineService = ReturnType<typeof createSandboxAirlineService>;
