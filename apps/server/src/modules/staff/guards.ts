import type { StaffMember } from '@sunward/contracts/staff';
import { staffAdminMessages, staffMessages } from '@sunward/contracts/staff';
import { staffMay, type StaffAction } from '@sunward/contracts/staff-policy';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { RequestContext, SignedInActor, StaffService } from './service';

/** The full staff session's cookie (sent to /api/staff only). */
export const SESSION_COOKIE = 'sunward_staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff (full session). */
    staffSession: { staff: StaffMember; sessionId: string } | null;
  }
}

/** Where a request came from, for the audit trail. */
export const contextOf = (request: FastifyRequest): RequestContext => ({
  requestId: request.id,
  address: request.ip,
});

/**
 * What every staff route asks of a request: a signed-in member of staff (from the session cookie;
 * a customer's bearer token means nothing here) whose role the policy lets do the action.
 */
function staffGuards(staff: Pick<StaffService, 'session'>) {
  /** preHandler: a signed-in member of staff, from the session cookie; else 401. */
  const requireStaff = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await staff.session(token) : undefined;
    if (!session) throw new AppError('UNAUTHORIZED', staffMessages.signInFirst);
    request.staffSession = session;
  };
  const sessionOf = (request: FastifyRequest) => {
    if (!request.staffSession) throw new AppError('UNAUTHORIZED', staffMessages.signInFirst);
    return request.staffSession;
  };
  /** preHandlers: signed in, and the policy lets their role do `action`; else 401 or 403. */
  const requireAllowed = (action: StaffAction) => [
    requireStaff,
    async (request: FastifyRequest) => {
      if (!staffMay(sessionOf(request).staff.role, action)) {
        throw new AppError('FORBIDDEN', staffAdminMessages.forbidden);
      }
    },
  ];
  const actorOf = (request: FastifyRequest): SignedInActor => {
    const { staff: member } = sessionOf(request);
    return { ...contextOf(request), staffId: member.id, role: member.role };
  };
  return { requireStaff, sessionOf, requireAllowed, actorOf };
}

/**
 * Opens a staff route plugin: cookies parsed (on the staff routes only: customer routes, search
 * among them, skip it) and the request's staff session, then the guards over them.
 */
export async function staffScope(app: FastifyInstance, staff: Pick<StaffService, 'session'>) {
  await app.register(fastifyCookie);
  app.decorateRequest('staffSession', null);
  return staffGuards(staff);
}
