import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { formOf, ProblemCode, type FormId, type StaffRole } from '@efile/contracts';
import type { SessionAuth } from '../context';
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
    app.decorateRequest('filer', null);
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

/**
 * Who may call a route (issue 13), declared on every `/api` route as `config: { access }` or by
 * its module for its folder (`defineModule`, ADR 0055), and checked by one hook before the body is
 * read: anyone; a signed-in user; a user filing as a taxpayer (any filer); an individual filing for
 * themselves; a business user filing as a business; or (issue 16, ADR 0034) a member of staff of
 * one of the route's `roles`, on `/api/staff/` only.
 */
export type Access = 'public' | 'signedIn' | 'filer' | 'individual' | 'business' | 'staff';

/** The access a registered form's routes require, from who may file it (the form registry). */
export function accessFor(form: FormId): Exclude<Access, 'public' | 'signedIn' | 'staff'> {
  const filers = formOf(form).filers;
  return filers === 'any' ? 'filer' : filers;
}

/**
 * A module's default for the routes of its folder that state no access of their own. Never
 * `public`: a route anyone may call says so itself, so a route that forgets is never open.
 */
export interface FolderAccess {
  access: Exclude<Access, 'public'>;
  /** With `access: 'staff'`: the roles of the folder's routes that state none. */
  roles?: readonly StaffRole[];
}

const FOLDER_ACCESS = Symbol('efile.folderAccess');
type WithFolderAccess = FastifyInstance & { [FOLDER_ACCESS]?: FolderAccess };

/**
 * Sets the default access of the routes declared in `scope` and the contexts it registers (a
 * plain property, read through the prototype chain Fastify gives child contexts, so it does not
 * reach the parent). `defineModule` calls it on the module's own context.
 */
export function setFolderAccess(scope: FastifyInstance, folder: FolderAccess): void {
  (scope as WithFolderAccess)[FOLDER_ACCESS] = folder;
}

/** The session of a taxpayer-side route that signs in (all but `public` and `staff`): the hook put it there. */
export function sessionOf(request: FastifyRequest): SessionAuth {
  if (!request.auth) throw unguarded('sessionOf');
  return request.auth;
}

/**
 * The taxpayer the caller files as, on a `filer`, `individual` or `business` route: the hook
 * checked who may file (NOT_AUTHORIZED_TO_FILE) and put it there; it is not checked again.
 */
export function filerOf(request: FastifyRequest): Filer {
  if (!request.filer) throw unguarded('filerOf');
  return request.filer;
}

/** A handler read what its route's access does not put on the request: a bug, never a 401. */
const unguarded = (accessor: string) =>
  new Error(`${accessor}: the route's access puts no such caller on the request`);

function requireAuth(request: FastifyRequest): SessionAuth {
  if (!request.auth) throw new ProblemError(401, ProblemCode.Unauthenticated);
  return request.auth;
}

/**
 * The signed-in individual's own taxpayer: individual forms are filed only by individuals, for
 * the taxpayer they file as (spec §6; the server decides who may file: NOT_AUTHORIZED_TO_FILE).
 */
function requireIndividual(request: FastifyRequest): Filer {
  const auth = requireAuth(request);
  if (auth.isBusinessUser || !auth.taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  return { userId: auth.userId, taxpayerId: auth.taxpayerId };
}

/**
 * The taxpayer the signed-in user files as, individual or business (forms every filer may file:
 * the billing statement, payments). The server decides who may file: NOT_AUTHORIZED_TO_FILE.
 */
function requireFiler(request: FastifyRequest): Filer {
  const auth = requireAuth(request);
  if (!auth.taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  return { userId: auth.userId, taxpayerId: auth.taxpayerId, seesFormsFrom: auth.seesFormsFrom };
}

/** A business user filing as one of their businesses (spec §6: the business forms). */
function requireBusinessFiler(request: FastifyRequest): Filer {
  const filer = requireFiler(request);
  if (!request.auth?.isBusinessUser) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  return filer;
}

/** Each taxpayer-side access's check: what it puts on the request as `filer`, if anything. */
const checks: Record<Exclude<Access, 'public' | 'staff'>, (request: FastifyRequest) => Filer | null> = {
  signedIn: (request) => (requireAuth(request), null),
  filer: requireFiler,
  individual: requireIndividual,
  business: requireBusinessFiler,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route, when it differs from its module's default (ADR 0055); a `/api`
     * route with neither makes the app refuse to start.
     */
    access?: Access;
    /** With `access: 'staff'`: the staff roles that may call the route (required, never empty). */
    roles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    /** On `filer`, `individual` and `business` routes, put by the access hook: read it by `filerOf`. */
    filer: Filer | null;
  }
}

/**
 * Deny by default (issue 13, ADR 0028): every `/api` route has an access, its own or its folder's
 * (ADR 0055); the app refuses to start otherwise, so a route that forgets cannot be open.
 * Authentication and the access check run at the start of the request, before the body is read or
 * validated: an anonymous caller gets 401, never a 400 that describes the schema, and no upload is
 * parsed for them. The check runs once, here, and puts who calls on the request (`request.filer`,
 * `request.staff`); handlers read it and never check again. Call it before `recordRoutes`, so the
 * route table holds each route's resolved access.
 */
export function authenticateFirst(app: FastifyInstance): void {
  const undeclared: string[] = [];
  const misplaced: string[] = [];
  const hooks = (value: unknown) => [value ?? []].flat() as unknown[];
  // `this` is the context the route is declared in (a module's, or one it registered).
  app.addHook('onRoute', function (this: WithFolderAccess, route) {
    if (!route.url.startsWith('/api/')) return;
    const folder = this[FOLDER_ACCESS];
    const access = route.config?.access ?? folder?.access;
    const name = `${String(route.method)} ${route.url}`;
    if (!access) {
      undeclared.push(name);
      return;
    }
    const roles = route.config?.roles ?? (access === 'staff' ? folder?.roles : undefined);
    route.config = { ...route.config, access, ...(roles ? { roles } : {}) };
    if (access === 'public') return;
    // Staff routes live under /api/staff/ and only there (ADR 0034): a taxpayer's token never
    // reaches them, and the taxpayers' hook never runs on them.
    if ((access === 'staff') !== route.url.startsWith('/api/staff/')) {
      misplaced.push(name);
      return;
    }
    if (access === 'staff') {
      if (!roles || roles.length === 0) {
        undeclared.push(`${name} (no staff roles)`);
        return;
      }
      route.onRequest = [
        ...hooks(route.onRequest),
        app.authenticateStaff,
        staffRoleCheck(roles),
      ] as typeof route.onRequest;
      return;
    }
    if (roles) {
      undeclared.push(`${name} (staff roles on a ${access} route)`);
      return;
    }
    const check = checks[access];
    // After the route's own onRequest hooks (its rate limit counts anonymous callers too).
    route.onRequest = [
      ...hooks(route.onRequest),
      app.authenticate,
      async (request: FastifyRequest) => {
        request.filer = check(request);
      },
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
