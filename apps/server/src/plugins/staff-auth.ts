import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemCode, STAFF_SESSION_COOKIE, type StaffRole } from '@efile/contracts';
import { hashToken } from '../lib/tokens';
import { bearerToken, extendGranularityMs, extendStaffSession, findLiveStaffSession } from './session-store';
import { ProblemError } from './problems';

/** The session cookie's token (a console tab without the bearer token), when well-formed. */
function staffCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[STAFF_SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : undefined;
}

/** The member of staff of an authenticated staff route. */
export interface StaffAuth {
  sessionId: number;
  staffUserId: number;
  username: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff hook: a live staff session (never a taxpayer's) or 401. */
    authenticateStaff: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    staff: StaffAuth | null;
  }
}

/**
 * Staff sessions (issue 16, ADR 0034): the bearer token is looked up in `staff_sessions` only,
 * so a taxpayer's token is unknown here (and a staff token unknown to the taxpayers' hook).
 * Tickets (password given, second factor not yet) are not sessions. A disabled member of staff
 * is signed out at their next request.
 */
export default fp(
  async function staffAuth(app: FastifyInstance) {
    app.decorateRequest('staff', null);
    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      const token = bearerToken(request) ?? staffCookie(request);
      if (!token) throw new ProblemError(401, ProblemCode.Unauthenticated);
      const { database, clock, config } = app.deps;
      const now = clock.now();
      const session = await findLiveStaffSession(database.db, hashToken(token), now);
      if (!session || session.disabledAt) throw new ProblemError(401, ProblemCode.Unauthenticated);
      const idleMs = config.staff.idleMs;
      const idleExpiresAt = now.getTime() + idleMs;
      if (idleExpiresAt - session.idleExpiresAt.getTime() >= extendGranularityMs(idleMs)) {
        const capped = Math.min(idleExpiresAt, session.absoluteExpiresAt.getTime());
        await extendStaffSession(database.db, session.sessionId, new Date(capped));
      }
      request.staff = {
        sessionId: session.sessionId,
        staffUserId: session.staffUserId,
        username: session.username,
        role: session.role,
      };
    });
  },
  { name: 'staff-auth' },
);

/**
 * The member of staff calling a staff route: the hook authenticated them and checked the route's
 * roles (ADR 0055); it is not checked again.
 */
export function staffOf(request: FastifyRequest): StaffAuth {
  if (!request.staff) throw new Error("staffOf: the route's access puts no member of staff on the request");
  return request.staff;
}

/**
 * The check of a staff route's `roles`, after `authenticateStaff`: 401 without a member of staff,
 * 403 for one whose role is not listed.
 */
export function staffRoleCheck(roles: readonly StaffRole[]) {
  return async (request: FastifyRequest) => {
    if (!request.staff) throw new ProblemError(401, ProblemCode.Unauthenticated);
    if (!roles.includes(request.staff.role)) throw new ProblemError(403, ProblemCode.Forbidden);
  };
}
