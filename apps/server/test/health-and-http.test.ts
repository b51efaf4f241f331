import { describe, expect, it } from 'vitest';
import { ProblemCode, XSRF_COOKIE, XSRF_HEADER, api } from '@efile/contracts';
import { TestServer, engines, expectProblem } from './support/test-app';

describe.each(engines)('health, docs and HTTP behaviour on $name', (engine) => {
  const server = TestServer.setup(engine);
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('/api/health answers 200 ok', async () => {
    const res = await get(api.health);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ status: 'ok' });
  });

  it('/api/ready answers 200 with the database engine', async () => {
    const res = await get(api.ready);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ status: 'ok', engine: engine.name });
  });

  it('/api/docs is an OpenAPI document of the API', async () => {
    const res = await get(api.docs);
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([api.signIn, api.signOut, api.taxpayerInfo, api.features, api.publicFeatures]),
    );
    expect(doc.paths[api.signIn]).toHaveProperty('post');
    expect(doc.paths).not.toHaveProperty(api.docs);
  });

  it('an unknown API path is a 404 problem naming the path (without its query)', async () => {
    const body = expectProblem(await get('/api/nope?secret=1'), 404, ProblemCode.NotFound);
    expect(body.instance).toBe('/api/nope');
    const client = server.client();
    expectProblem(await client.post('/api/nope', {}), 404, ProblemCode.NotFound);
  });

  it('another method on a known path is a problem, never a 500', async () => {
    const unverified = await server.app.inject({ method: 'DELETE', url: api.signIn });
    expectProblem(unverified, 403, ProblemCode.Xsrf);
    const xsrf = await server.client().xsrfToken();
    const verified = await server.app.inject({
      method: 'DELETE',
      url: api.signIn,
      cookies: { [XSRF_COOKIE]: xsrf },
      headers: { [XSRF_HEADER]: xsrf },
    });
    expectProblem(verified, 404, ProblemCode.NotFound);
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    for (const url of [api.health, '/api/nope']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('API answers, successful or not, are never cached and carry a request id', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    const answers = [
      await get(api.publicFeatures),
      await client.get(api.taxpayerInfo, { token }),
      await client.get(api.taxpayerInfo),
      await client.signInResponse('jane.taxpayer', 'wrong'),
      await get('/api/nope'),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(answers.length);
  });
});
