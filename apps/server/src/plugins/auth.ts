import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { formOf, ProblemCode, type FormId, type StaffRole } from '@efile/contracts';
import { hashToken } from '../lib/tokens';
import { bearerToken, extendGranularityMs, extendSession, findLiveSession } from './session-store';
import { ProblemError } from './problems';
import { staffRoleCheck } from './staff-auth';

export { bearerToken, extendGranularityMs };

/**
 * Bearer sessions: `authenticate` resolves the token's hash to a live session (not revoked,
 * within its idle and absolute lifetimes) or answers 401.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new ProblemError(401, ProblemCode.Unauthenticated);
      const { database, clock, config } = app.deps;
      const now = clock.now();
      const session = await findLiveSession(database.db, hashToken(token), now);
      if (!session || session.status !== 'active') throw new ProblemError(401, ProblemCode.Unauthenticated);
      const idleExpiresAt = new Date(now.getTime() + config.session.idleMs);
      if (
        idleExpiresAt.getTime() - session.idleExpiresAt.getTime() >=
        extendGranularityMs(config.session.idleMs)
      ) {
        const capped = Math.min(idleExpiresAt.getTime(), session.absoluteExpiresAt.getTime());
        await extendSession(database.db, session.sessionId, new Date(capped));
      }
      request.auth = {
        sessionId: session.sessionId,
        userId: session.userId,
        username: session.username,
        isBusinessUser: session.isBusinessUser,
        taxpayerId: session.taxpayerId,
        seesFormsFrom: session.seesFormsFrom,
      };
    });
  },
  { name: 'auth' },
);

/**
 * Who files: the user and the taxpayer they file as; `seesFormsFrom` when their link to it sees
 * only the forms filed from then on (ADR 0017).
 */
export interface Filer {
  userId: number;
  taxpayerId: string;
  seesFormsFrom?: Date | null;
}

/** The session of an authenticated route (the hook guarantees it). */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new ProblemError(401, ProblemCode.Unauthenticated);
  return request.auth;
}

/**
 * The signed-in individual's own taxpayer: individual forms are filed only by individuals, for
 * the taxpayer they file as (spec §6; the server decides who may file: NOT_AUTHORIZED_TO_FILE).
 */
export function requireIndividual(request: FastifyRequest): { userId: number; taxpayerId: string } {
  const auth = requireAuth(request);
  if (auth.isBusinessUser || !auth.taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  return { userId: auth.userId, taxpayerId: auth.taxpayerId };
}

/**
 * The taxpayer the signed-in user files as, individual or business (forms every filer may file:
 * the billing statement, payments). The server decides who may file: NOT_AUTHORIZED_TO_FILE.
 */
export function requireFiler(request: FastifyRequest): Filer {
  const auth = requireAuth(request);
  if (!auth.taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  return { userId: auth.userId, taxpayerId: auth.taxpayerId, seesFormsFrom: auth.seesFormsFrom };
}

/** A business user filing as one of their businesses (spec §6: the business forms). */
export function requireBusinessFiler(request: FastifyRequest): Filer {
  const filer = requireFiler(request);
  if (!request.auth?.isBusinessUser) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  return filer;
}

/**
 * Who may call a route (issue 13), declared on every `/api` route as `config: { access }` and
 * checked by one hook before the body is read: anyone; a signed-in user; a user filing as a
 * taxpayer (any filer); an individual filing for themselves; a business user filing as a business;
 * or (issue 16, ADR 0034) a member of staff of one of the route's `roles`, on `/api/staff/` only.
 */
export type Access = 'public' | 'signedIn' | 'filer' | 'individual' | 'business' | 'staff';

/** The access a registered form's routes require, from who may file it (the form registry). */
export function accessFor(form: FormId): Exclude<Access, 'public' | 'signedIn' | 'staff'> {
  const filers = formOf(form).filers;
  return filers === 'any' ? 'filer' : filers;
}

const checks: Record<Exclude<Access, 'public' | 'staff'>, (request: FastifyRequest) => unknown> = {
  signedIn: requireAuth,
  filer: requireFiler,
  individual: requireIndividual,
  business: requireBusinessFiler,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; a `/api` route without it makes the app refuse to start. */
    access?: Access;
    /** With `access: 'staff'`: the staff roles that may call the route (required, never empty). */
    roles?: readonly StaffRole[];
  }
}

/**
 * Deny by default (issue 13, ADR 0028): every `/api` route declares its access; the app refuses
 * to start otherwise, so a route that forgets cannot be open. Authentication and the access check
 * run at the start of the request, before the body is read or validated: an anonymous caller gets
 * 401, never a 400 that describes the schema, and no upload is parsed for them.
 */
export function authenticateFirst(app: FastifyInstance): void {
  const undeclared: string[] = [];
  const misplaced: string[] = [];
  const hooks = (value: unknown) => [value ?? []].flat() as unknown[];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) {
      undeclared.push(`${String(route.method)} ${route.url}`);
      return;
    }
    if (access === 'public') return;
    // Staff routes live under /api/staff/ and only there (ADR 0034): a taxpayer's token never
    // reaches them, and the taxpayers' hook never runs on them.
    if ((access === 'staff') !== route.url.startsWith('/api/staff/')) {
      misplaced.push(`${String(route.method)} ${route.url}`);
      return;
    }
    if (access === 'staff') {
      const roles = route.config?.roles ?? [];
      if (roles.length === 0) {
        undeclared.push(`${String(route.method)} ${route.url} (no staff roles)`);
        return;
      }
      route.onRequest = [
        ...hooks(route.onRequest),
        app.authenticateStaff,
        staffRoleCheck(roles),
      ] as typeof route.onRequest;
      return;
    }
    const check = checks[access];
    // After the route's own onRequest hooks (its rate limit counts anonymous callers too).
    route.onRequest = [
      ...hooks(route.onRequest),
      app.authenticate,
      async (request: FastifyRequest) => void check(request),
    ] as typeof route.onRequest;
  });
  app.addHook('onReady', async () => {
    if (undeclared.length > 0) {
      throw new Error(`Routes without a declared access: ${undeclared.join(', ')}`);
    }
    if (misplaced.length > 0) {
      throw new Error(`Staff access outside /api/staff/, or other access inside it: ${misplaced.join(', ')}`);
    }
  });
}
