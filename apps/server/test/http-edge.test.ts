import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE, ProblemCode, XSRF_COOKIE, XSRF_HEADER, api } from '@efile/contracts';
import { PRODUCTION_ENV } from './support/production-env';
import { TestServer, engines, expectProblem } from './support/test-app';

/** A production configuration (every required setting), for what production does differently. */
const PRODUCTION = { ...PRODUCTION_ENV, MAIL_WORKER: 'false' };

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (what `inject` would tidy up) and reads the whole answer. */
function raw(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

function expectRawProblem(res: RawResponse, status: number) {
  expect(res.status, res.body).toBe(status);
  expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const body = JSON.parse(res.body) as { type: string; status: number };
  expect(body).toMatchObject({ type: `/problems/${ProblemCode.Validation}`, status });
}

describe.each(engines)('the HTTP edge on $name', (engine) => {
  const server = TestServer.setup(engine);
  let port = 0;
  const listening = async () => {
    if (!port) {
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      port = (server.app.server.address() as { port: number }).port;
    }
    return port;
  };
  const close = 'Connection: close\r\n';

  it('an absolute-form request target is checked for XSRF and answered no-store like any API call', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    const p = await listening();
    const signOut = await raw(
      p,
      `POST http://127.0.0.1:${p}${api.signOut} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Length: 0\r\n${close}\r\n`,
    );
    expect(signOut.status, signOut.body).toBe(403);
    expect(JSON.parse(signOut.body)).toMatchObject({ type: `/problems/${ProblemCode.Xsrf}` });
    expect(signOut.headers['cache-control']).toBe('no-store');
    // The session was not signed out by the forged request.
    expect((await client.get(api.taxpayerInfo, { token })).statusCode).toBe(200);

    const read = await raw(
      p,
      `GET http://127.0.0.1:${p}${api.taxpayerInfo} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n${close}\r\n`,
    );
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('a path that is not valid percent-encoding is a 400 problem, not the router’s JSON', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/form/%E0%A4%A' });
    expectProblem(res, 400, ProblemCode.Validation);
  });

  it('an over-long path parameter is a 404 problem', async () => {
    expectProblem(await server.client().get(`/api/form/${'1'.repeat(500)}`), 404, ProblemCode.NotFound);
  });

  it('headers too large (431) and a malformed request line (400) are problem+json', async () => {
    const p = await listening();
    const big = await raw(
      p,
      `GET ${api.health} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n${close}\r\n`,
    );
    expectRawProblem(big, 431);
    expectRawProblem(await raw(p, 'NOT A REQUEST LINE\r\n\r\n'), 400);
    expectRawProblem(await raw(p, `GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n${close}\r\n`), 400);
  });

  it('an upload with a missing, empty or wrong multipart boundary is a 400 problem', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    const xsrf = await client.xsrfToken();
    const send = (contentType: string, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: api.fileUpload,
        cookies: { [XSRF_COOKIE]: xsrf },
        headers: { [XSRF_HEADER]: xsrf, authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    const part =
      '--right\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1\r\n--right--\r\n';
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=wrong',
    ]) {
      expectProblem(await send(contentType, part), 400, ProblemCode.Validation);
    }
  });

  it('sends a Permissions-Policy turning off the browser features the portal never uses', async () => {
    for (const url of [api.health, '/api/nope']) {
      const policy = String((await server.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });
});

describe.each(engines)('what production serves on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('/api/docs only when API_DOCS is set', async () => {
    const closed = await server.build({ env: PRODUCTION });
    expectProblem(await closed.inject({ method: 'GET', url: api.docs }), 404, ProblemCode.NotFound);
    const open = await server.build({ env: { ...PRODUCTION, API_DOCS: 'true' } });
    expect((await open.inject({ method: 'GET', url: api.docs })).statusCode).toBe(200);
  });

  it('/api/metrics only with METRICS_TOKEN, and only to its bearer', async () => {
    const closed = await server.build({ env: PRODUCTION });
    expectProblem(await closed.inject({ method: 'GET', url: api.metrics }), 404, ProblemCode.NotFound);
    const token = 'metrics-0123456789abcdef';
    const open = await server.build({ env: { ...PRODUCTION, METRICS_TOKEN: token } });
    const get = (authorization?: string) =>
      open.inject({ method: 'GET', url: api.metrics, headers: authorization ? { authorization } : {} });
    expectProblem(await get(), 401, ProblemCode.Unauthenticated);
    expectProblem(await get('Bearer metrics-0123456789abcdeX'), 401, ProblemCode.Unauthenticated);
    const res = await get(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      database: { engine: engine.name, up: true },
      mail: { queued: expect.any(Number), failed: expect.any(Number) },
    });
  });
});
