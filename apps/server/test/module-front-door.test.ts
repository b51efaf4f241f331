import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ProblemCode, STAFF_PERMISSIONS } from '@efile/contracts';
import type { SessionAuth } from '../src/context';
import { authenticateFirst, filerOf, sessionOf } from '../src/plugins/auth';
import { defineModule, type ModulePart } from '../src/plugins/module';
import problems, { ProblemError } from '../src/plugins/problems';
import { staffOf, type StaffAuth } from '../src/plugins/staff-auth';

/**
 * Issue 25 item 3 (ADR 0055): every module folder has its front door, and a module's folder
 * access guards the routes that state none — deny by default still holds.
 */
const MODULES = join(import.meta.dirname, '../src/modules');

describe('module front doors (ADR 0055)', () => {
  it('every folder under modules/ has an index.ts', () => {
    const folders = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(20);
    const missing = folders.filter((folder) => !existsSync(join(MODULES, folder.name, 'index.ts')));
    expect(missing.map((folder) => folder.name)).toEqual([]);
  });
});

/** Who calls, by a test header: a session (taxpayer side) or a member of staff; none is 401. */
const caller = (request: FastifyRequest, header: string) => {
  const value = request.headers[header];
  if (typeof value !== 'string') throw new ProblemError(401, ProblemCode.Unauthenticated);
  return JSON.parse(value) as unknown;
};

/** The access hook on an app whose sign-in is a header, with the given modules and root routes. */
async function appWith(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  authenticateFirst(app);
  await app.register(problems);
  app.decorateRequest('auth', null);
  app.decorateRequest('filer', null);
  app.decorateRequest('staff', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.auth = caller(request, 'x-session') as SessionAuth;
  });
  app.decorate('authenticateStaff', async (request: FastifyRequest) => {
    request.staff = caller(request, 'x-staff') as StaffAuth;
  });
  await register(app);
  return app;
}

const session = (taxpayerId: string | null, isBusinessUser = false) => ({
  'x-session': JSON.stringify({ sessionId: 1, userId: 7, username: 'u', isBusinessUser, taxpayerId }),
});
const staff = (role: string) => ({
  'x-staff': JSON.stringify({ sessionId: 1, staffUserId: 3, username: 's', role }),
});

const filerRoutes: ModulePart<object> = async (app) => {
  app.get('/api/ledger-like', async (request) => filerOf(request));
  app.get('/api/ledger-like/open', { config: { access: 'public' } }, async () => ({ open: true }));
  app.get('/api/ledger-like/session', { config: { access: 'signedIn' } }, async (request) => ({
    userId: sessionOf(request).userId,
  }));
};
const staffRoutes: ModulePart<object> = async (app) => {
  app.get('/api/staff/queue', async (request) => ({ role: staffOf(request).role }));
  app.post('/api/staff/queue', { config: { roles: STAFF_PERMISSIONS.act } }, async () => ({ acted: true }));
};

describe('folder access (ADR 0055)', () => {
  it("guards a route that states no access by its module's default, and puts the filer on the request", async () => {
    const app = await appWith(async (root) => {
      await root.register(
        defineModule({ name: 'ledger-like', folder: { access: 'filer' }, routes: [filerRoutes] }),
      );
    });
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    expect((await get('/api/ledger-like')).statusCode).toBe(401);
    const none = await get('/api/ledger-like', session(null, true));
    expect(none.statusCode).toBe(403);
    expect(none.json<{ type: string }>().type).toContain(ProblemCode.NotAuthorizedToFile);
    const mine = await get('/api/ledger-like', session('100012'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ userId: 7, taxpayerId: '100012', seesFormsFrom: undefined });
    // A route's own access wins over the folder's.
    expect((await get('/api/ledger-like/open')).json()).toEqual({ open: true });
    expect((await get('/api/ledger-like/session', session(null, true))).json()).toEqual({ userId: 7 });
    await app.close();
  });

  it("a staff folder's roles hold unless a route names its own", async () => {
    const app = await appWith(async (root) => {
      await root.register(
        defineModule({
          name: 'queues',
          folder: { access: 'staff', roles: STAFF_PERMISSIONS.read },
          routes: [staffRoutes],
        }),
      );
    });
    const call = (method: 'GET' | 'POST', role?: string) =>
      app.inject({ method, url: '/api/staff/queue', headers: role ? staff(role) : {} });
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('GET', 'auditor')).json()).toEqual({ role: 'auditor' });
    expect((await call('POST', 'auditor')).statusCode).toBe(403);
    expect((await call('POST', 'clerk')).json()).toEqual({ acted: true });
    await app.close();
  });

  it('a route with neither its own access nor a folder default stops the app from starting', async () => {
    const app = await appWith(async (root) => {
      await root.register(defineModule({ name: 'no-default', routes: [filerRoutes] }));
    });
    await expect(app.ready()).rejects.toThrow('Routes without a declared access: GET /api/ledger-like');
  });

  it("a folder's default stays in its folder: a sibling's route without access still stops the app", async () => {
    const app = await appWith(async (root) => {
      await root.register(
        defineModule({ name: 'ledger-like', folder: { access: 'filer' }, routes: [filerRoutes] }),
      );
      await root.register(async (sibling) => {
        sibling.get('/api/sibling', async () => ({}));
      });
      root.get('/api/root', async () => ({}));
    });
    const refused = await app.ready().then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refused).toContain('GET /api/sibling');
    expect(refused).toContain('GET /api/root');
    expect(refused).not.toContain('ledger-like');
  });

  it('a folder default is never public: a route anyone may call says so itself', () => {
    // @ts-expect-error — FolderAccess excludes 'public'.
    defineModule({ name: 'open', folder: { access: 'public' } });
  });
});
