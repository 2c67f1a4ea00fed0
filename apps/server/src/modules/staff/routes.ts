import { errorBody } from '@sunward/contracts/errors';
import {
  createStaffRequest,
  endSessionsResponse,
  recoveryCodesResponse,
  renewRecoveryCodesRequest,
  addBookingNoteRequest,
  bookingNoteResponse,
  staffAuditResponse,
  staffBookingParams,
  staffBookingSearchQuery,
  staffBookingSearchResponse,
  staffBookingView,
  staffAdminMessages,
  staffCodeRequest,
  staffMe,
  staffMemberResponse,
  staffMembersResponse,
  staffMessages,
  staffSession,
  staffSignInRequest,
  staffSignInResponse,
  staffTwoFactorConfirmed,
  staffTwoFactorSetup,
  updateStaffRequest,
} from '@sunward/contracts/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { BookingsService } from '../bookings/service';
import { attemptLimit } from '../../plugins/attempt-limit';
import type { StaffBookingViewService } from './booking-view';
import { contextOf, SESSION_COOKIE, staffScope } from './guards';
import type { StaffRow } from './repository';
import type { StaffService } from './service';

export interface StaffRoutesOptions {
  staff: StaffService;
  /** The booking search the desk runs, and staff's notes on a booking. */
  bookings: Pick<BookingsService, 'searchForStaff' | 'addNote'>;
  /** One booking as the desk sees it. */
  bookingView: StaffBookingViewService;
  /** Sign-in attempts per client address in 15 minutes (the customers' login limit). */
  loginRateLimitMax: number;
}

/**
 * Staff sessions travel in cookies only the staff API receives (Path=/api/staff): never readable
 * by scripts, never sent from another site, never over plain HTTP, never to customer routes. A
 * customer's bearer token means nothing here, and a staff token means nothing to customer routes.
 */
const STEP_COOKIE = 'sunward_staff_step';
const cookieOptions = {
  path: '/api/staff',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The password step of a staff sign-in in progress (the two-factor routes). */
    staffStep: { staff: StaffRow; sessionId: string } | null;
  }
}

const tags = ['staff'];

const codeRefused = () => AppError.unprocessable({ code: [staffMessages.codeFailed] });

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { staff, bookings, bookingView, loginRateLimitMax },
) => {
  const { requireStaff, sessionOf, requireAllowed, actorOf } = await staffScope(app, staff);
  app.decorateRequest('staffStep', null);

  /** preHandler: the sign-in's password step, from its cookie; else 401. */
  const requireStep = async (request: FastifyRequest) => {
    const token = request.cookies[STEP_COOKIE];
    const step = token ? await staff.passwordStep(token) : undefined;
    if (!step) throw new AppError('UNAUTHORIZED', staffMessages.signInAgain);
    request.staffStep = step;
  };
  const stepOf = (request: FastifyRequest) => {
    if (!request.staffStep) throw new AppError('UNAUTHORIZED', staffMessages.signInAgain);
    return request.staffStep;
  };

  const memberParams = z.strictObject({ id: z.uuid() });

  // Per account, whichever addresses try: 10 passwords and 5 codes in 15 minutes (a 6-digit code
  // then takes years to guess), counted in the rate-limit store (Redis when configured).
  const passwordsPerAccount = attemptLimit(app, {
    name: 'staff-password',
    max: 10,
    timeWindow: '15 minutes',
    key: (request) => (request.body as { email: string }).email.trim().toLowerCase(),
  });
  // Whoever is proving themselves: at sign-in (the password step) or signed in, asked again.
  const codesPerAccount = attemptLimit(app, {
    name: 'staff-code',
    max: 5,
    timeWindow: '15 minutes',
    key: (request) => (request.staffStep ?? sessionOf(request)).staff.id,
  });
  const perClient = { rateLimit: { max: loginRateLimitMax, timeWindow: '15 minutes' } };

  /** The full session's cookie replaces the password step's. */
  const signedIn = (reply: FastifyReply, session: { token: string; expiresAt: Date }) => {
    void reply.clearCookie(STEP_COOKIE, cookieOptions);
    void reply.setCookie(SESSION_COOKIE, session.token, {
      ...cookieOptions,
      expires: session.expiresAt,
    });
  };

  app.post(
    '/staff/sign-in',
    {
      schema: {
        tags,
        summary: 'Staff sign-in, first step: e-mail and password (then two-factor)',
        body: staffSignInRequest,
        response: { 200: staffSignInResponse, 401: errorBody, 429: errorBody },
      },
      config: perClient,
      preHandler: passwordsPerAccount,
    },
    async (request, reply) => {
      const step = await staff.signIn(
        request.body.email,
        request.body.password,
        contextOf(request),
      );
      if (!step) throw new AppError('UNAUTHORIZED', staffMessages.signInFailed);
      void reply.setCookie(STEP_COOKIE, step.token, { ...cookieOptions, expires: step.expiresAt });
      return { next: step.next };
    },
  );

  app.post(
    '/staff/two-factor/setup',
    {
      schema: {
        tags,
        summary: 'First sign-in: a new two-factor secret and its otpauth address (for the QR code)',
        response: { 200: staffTwoFactorSetup, 401: errorBody, 409: errorBody },
      },
      config: perClient,
      preHandler: requireStep,
    },
    async (request) => staff.beginTwoFactorSetup(stepOf(request).staff.id),
  );

  app.post(
    '/staff/two-factor/confirm',
    {
      schema: {
        tags,
        summary:
          'First sign-in: confirm the secret with a code; signed in, with ten recovery codes',
        body: staffCodeRequest,
        response: { 200: staffTwoFactorConfirmed, 401: errorBody, 422: errorBody, 429: errorBody },
      },
      config: perClient,
      preHandler: [requireStep, codesPerAccount],
    },
    async (request, reply) => {
      const done = await staff.confirmSetup(stepOf(request), request.body.code, contextOf(request));
      if (!done) throw codeRefused();
      signedIn(reply, done);
      return {
        staff: done.staff,
        expiresAt: done.expiresAt.toISOString(),
        recoveryCodes: done.recoveryCodes,
      };
    },
  );

  app.post(
    '/staff/two-factor',
    {
      schema: {
        tags,
        summary: 'Staff sign-in, second step: a code from the app, or a recovery code',
        body: staffCodeRequest,
        response: { 200: staffSession, 401: errorBody, 422: errorBody, 429: errorBody },
      },
      config: perClient,
      preHandler: [requireStep, codesPerAccount],
    },
    async (request, reply) => {
      const done = await staff.secondFactor(stepOf(request), request.body.code, contextOf(request));
      if (!done) throw codeRefused();
      signedIn(reply, done);
      return { staff: done.staff, expiresAt: done.expiresAt.toISOString() };
    },
  );

  app.get(
    '/staff/me',
    {
      schema: {
        tags,
        summary: 'The signed-in member of staff',
        response: { 200: staffMe, 401: errorBody },
      },
      preHandler: requireStaff,
    },
    async (request) => ({ staff: sessionOf(request).staff }),
  );

  app.post(
    '/staff/sign-out',
    {
      schema: {
        tags,
        summary: 'Ends this staff session',
        response: { 204: z.null(), 401: errorBody },
      },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      await staff.signOut(sessionOf(request), contextOf(request));
      void reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/staff/members',
    {
      schema: {
        tags,
        summary: 'Supervisors and admins: every member of staff',
        response: { 200: staffMembersResponse, 401: errorBody, 403: errorBody },
      },
      preHandler: requireAllowed('staff.list'),
    },
    async () => ({ members: await staff.list() }),
  );

  app.post(
    '/staff/members',
    {
      schema: {
        tags,
        summary: 'Admins: a new member of staff (two-factor sign-in is set up at first sign-in)',
        body: createStaffRequest,
        response: {
          201: staffMemberResponse,
          401: errorBody,
          403: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      preHandler: requireAllowed('staff.manage'),
    },
    async (request, reply) =>
      reply.status(201).send({ member: await staff.create(request.body, actorOf(request)) }),
  );

  app.patch(
    '/staff/members/:id',
    {
      schema: {
        tags,
        summary: "Admins: change a member of staff's role or deactivate them (their sessions end)",
        params: memberParams,
        body: updateStaffRequest,
        response: {
          200: staffMemberResponse,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
      preHandler: requireAllowed('staff.manage'),
    },
    async (request) => ({
      member: await staff.changeAccess(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/staff/members/:id/end-sessions',
    {
      schema: {
        tags,
        summary: 'Admins: end every session of a member of staff at once',
        params: memberParams,
        response: { 200: endSessionsResponse, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      preHandler: requireAllowed('staff.endSessions'),
    },
    async (request) => ({ ended: await staff.endSessions(request.params.id, actorOf(request)) }),
  );

  app.post(
    '/staff/members/:id/reset-two-factor',
    {
      schema: {
        tags,
        summary: "Admins: turn a member's two-factor sign-in off; they set it up again at sign-in",
        params: memberParams,
        response: { 200: staffMemberResponse, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      preHandler: requireAllowed('staff.manage'),
    },
    async (request) => ({
      member: await staff.resetTwoFactor(request.params.id, actorOf(request)),
    }),
  );

  app.post(
    '/staff/me/recovery-codes',
    {
      schema: {
        tags,
        summary: 'New recovery codes for oneself (password and a code again); the old ones end',
        body: renewRecoveryCodesRequest,
        response: { 200: recoveryCodesResponse, 401: errorBody, 422: errorBody, 429: errorBody },
      },
      config: perClient,
      preHandler: [requireStaff, codesPerAccount],
    },
    async (request) => {
      const codes = await staff.renewRecoveryCodes(
        sessionOf(request).staff,
        request.body,
        contextOf(request),
      );
      if (!codes) throw AppError.unprocessable({ code: [staffAdminMessages.proofFailed] });
      return { recoveryCodes: codes };
    },
  );

  app.get(
    '/staff/bookings',
    {
      schema: {
        tags,
        summary:
          'Find bookings by reference, lead surname, e-mail, telephone, dates, status, hotel or destination',
        querystring: staffBookingSearchQuery,
        response: { 200: staffBookingSearchResponse, 401: errorBody, 403: errorBody },
      },
      preHandler: requireAllowed('bookings.search'),
    },
    async (request) => {
      const result = await bookings.searchForStaff(request.query);
      // A search reads customers' details in bulk: who searched for what is kept.
      await staff.recordRead(actorOf(request), 'bookings.searched', null, {
        query: request.query,
        found: result.total,
      });
      return result;
    },
  );

  app.get(
    '/staff/bookings/:reference',
    {
      schema: {
        tags,
        summary:
          'One booking as the desk sees it: its detail, money, gateway attempts, jobs, e-mails and (supervisors) audit trail',
        params: staffBookingParams,
        response: { 200: staffBookingView, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      preHandler: requireAllowed('bookings.view'),
    },
    async (request) => {
      const view = await bookingView.view(request.params.reference, actorOf(request));
      if (!view) throw new AppError('NOT_FOUND', staffAdminMessages.bookingNotFound);
      return view;
    },
  );

  app.post(
    '/staff/bookings/:reference/notes',
    {
      schema: {
        tags,
        summary: 'An internal note on a booking (staff only, never shown to the customer)',
        params: staffBookingParams,
        body: addBookingNoteRequest,
        response: {
          201: bookingNoteResponse,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
      preHandler: requireAllowed('bookings.note'),
    },
    async (request, reply) => {
      const note = await bookings.addNote(
        request.params.reference,
        request.body.body,
        actorOf(request),
      );
      return reply.status(201).send({
        note: {
          id: note.id,
          body: note.body,
          staffName: sessionOf(request).staff.fullName,
          createdAt: note.createdAt.toISOString(),
        },
      });
    },
  );

  app.get(
    '/staff/members/:id/audit',
    {
      schema: {
        tags,
        summary: 'Supervisors and admins: what one member of staff did, newest first (latest 500)',
        params: memberParams,
        response: { 200: staffAuditResponse, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      preHandler: requireAllowed('audit.read'),
    },
    async (request) => ({ entries: await staff.auditBy(request.params.id) }),
  );
};
