import { describe, expect, it } from 'vitest';
import {
  api,
  ProblemCode,
  STAFF_PERMISSIONS,
  workQueuesApi,
  XSRF_COOKIE,
  XSRF_HEADER,
  type FormId,
} from '@efile/contracts';
import { accessFor, type Access } from '../src/plugins/auth';
import { TestServer, engines, expectProblem } from './support/test-app';

/**
 * Issue 13 "authentication is opted into per route": every /api route authenticates unless it
 * says it is public, and it does so before reading the body — an anonymous request with a
 * malformed body learns nothing about the route's schema.
 */
const ACCESSES: readonly Access[] = ['public', 'signedIn', 'filer', 'individual', 'business', 'staff'];

describe.each(engines)('deny by default on $name (issue 13)', (engine) => {
  const server = TestServer.setup(engine);

  it('every route that is not declared public answers an anonymous, malformed request with 401', async () => {
    await server.app.ready();
    const client = server.client();
    const xsrf = await client.xsrfToken();
    const closed = server.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.config?.access !== 'public' && r.method !== 'HEAD',
    );
    expect(closed.length).toBeGreaterThan(30);
    for (const route of closed) {
      for (const method of [route.method].flat()) {
        const url = route.url.replace(/:\w+/g, '1');
        const res = await server.app.inject({
          method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url,
          cookies: { [XSRF_COOKIE]: xsrf },
          headers: { [XSRF_HEADER]: xsrf, 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { payload: '{"not json' }),
        });
        expect(res.statusCode, `${method} ${route.url}: ${res.body}`).toBe(401);
        expectProblem(res, 401, ProblemCode.Unauthenticated);
      }
    }
  });

  it("every /api route resolves to an access, its own or its module's folder default (ADR 0055)", async () => {
    await server.app.ready();
    const routes = server.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      expect(ACCESSES, name).toContain(route.config?.access);
      if (route.config?.access === 'staff') expect(route.config.roles?.length, name).toBeGreaterThan(0);
      else expect(route.config?.roles, name).toBeUndefined();
    }
    // Routes that state no access of their own take their folder's: the ledger's are a filer's,
    // the work queues' lists every member of staff's.
    const resolved = (method: string, url: string) =>
      server.app.routeTable.find((r) => r.method === method && r.url === url)?.config;
    expect(resolved('GET', api.accountLedger)).toMatchObject({ access: 'filer' });
    expect(resolved('GET', workQueuesApi.forms)).toMatchObject({
      access: 'staff',
      roles: STAFF_PERMISSIONS.read,
    });
  });

  it('the public routes are the ones anyone needs before signing in', () => {
    const open = server.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.config?.access === 'public' && r.method !== 'HEAD')
      .map((r) => `${String(r.method)} ${r.url}`)
      .sort();
    expect(
      open.every((r) =>
        /\/api\/(health|ready|metrics|client-errors|auth|features|client-config|account\/contact|register|refund-status|payments\/(provider|notifications)|reminders\/unsubscribe|docs|staff\/(signin(\/totp)?|invitation)$)/.test(
          r,
        ),
      ),
      open.join('\n'),
    ).toBe(true);
    expect(open).not.toContain('POST /api/register/business');
    // Issue 27: "Where is my refund?" answers a paper filer without an account (rate-limited, status only).
    expect(open).toContain('POST /api/refund-status');
  });

  it("each form's routes admit exactly who the form registry says may file it (issue 13)", async () => {
    await server.app.ready();
    const formOfPath: Record<string, FormId> = {
      [api.annualReturn]: 'annual-return',
      [api.fileAnnualReturn]: 'annual-return',
      [api.formW2]: 'annual-return',
      [api.form1099]: 'annual-return',
      [api.exempt]: 'exemption-certificate',
      [api.individualEstimate]: 'individual-estimate',
      [api.individualEstimateCalculate]: 'individual-estimate',
      [api.billingStatement]: 'billing-statement',
      [api.billingStatementCalculate]: 'billing-statement',
      [api.employersReturn]: 'employers-return',
      [api.employersReturnCalculate]: 'employers-return',
      [api.netProfitEstimate]: 'net-profit-estimate',
      [api.netProfitEstimateCalculate]: 'net-profit-estimate',
    };
    const checked = server.app.routeTable.filter((r) => r.url in formOfPath && r.method !== 'HEAD');
    expect(checked.length).toBeGreaterThanOrEqual(Object.keys(formOfPath).length);
    for (const route of checked) {
      expect(route.config?.access, `${String(route.method)} ${route.url}`).toBe(
        accessFor(formOfPath[route.url]!),
      );
    }
  });
});
