import { describe, expect, it } from 'vitest';
import { ProblemCode, XSRF_COOKIE, XSRF_HEADER, api } from '@efile/contracts';
import { DEMO_PASSWORD, TestServer, engines, expectProblem, type Client } from './support/test-app';

/** A sign-in POST with a raw body (XSRF satisfied), for what a JSON client cannot send. */
async function rawSignIn(client: Client, payload: string, contentType?: string) {
  const xsrf = await client.xsrfToken();
  return client.app.inject({
    method: 'POST',
    url: api.signIn,
    cookies: { [XSRF_COOKIE]: xsrf },
    headers: { [XSRF_HEADER]: xsrf, ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });
}

describe.each(engines)('request validation and anti-forgery on $name', (engine) => {
  const server = TestServer.setup(engine);

  /** Expects a 400 validation problem whose `errors` names exactly these fields. */
  function expectInvalid(res: Awaited<ReturnType<Client['post']>>, fields: string[]) {
    const body = expectProblem(res, 400, ProblemCode.Validation);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([...fields].sort());
    for (const field of fields.filter((f) => f !== '(body)')) expect(body.detail).toContain(field);
    return body;
  }

  describe('sign-in body', () => {
    it('missing fields are each named', async () => {
      const client = server.client();
      expectInvalid(await client.post(api.signIn, {}), ['username', 'password']);
      expectInvalid(await client.post(api.signIn, { username: 'jane.taxpayer' }), ['password']);
      expectInvalid(await client.post(api.signIn, { password: DEMO_PASSWORD }), ['username']);
    });

    it('empty or blank values are missing values', async () => {
      const body = expectInvalid(await server.client().post(api.signIn, { username: '  ', password: '' }), [
        'username',
        'password',
      ]);
      expect(body.errors).toEqual({ username: 'Username is required.', password: 'Password is required.' });
    });

    it('an extra field is refused and named, even with valid credentials', async () => {
      const res = await server.client().post(api.signIn, {
        username: 'jane.taxpayer',
        password: DEMO_PASSWORD,
        isAdmin: true,
      });
      const body = expectInvalid(res, ['isAdmin']);
      expect(body.errors).toEqual({ isAdmin: 'is not allowed' });
    });

    it('a password over 25 characters and a username over 50 are refused', async () => {
      const client = server.client();
      const long = await client.post(api.signIn, { username: 'jane.taxpayer', password: 'x'.repeat(26) });
      expect(expectInvalid(long, ['password']).errors).toEqual({ password: 'Password is invalid.' });
      expectInvalid(await client.post(api.signIn, { username: 'u'.repeat(51), password: 'x' }), ['username']);
      // 25 is allowed: a plain wrong password.
      expectProblem(
        await client.post(api.signIn, { username: 'nobody.at.all', password: 'x'.repeat(25) }),
        401,
        ProblemCode.InvalidCredentials,
      );
    });

    it('wrong types are named', async () => {
      const res = await server.client().post(api.signIn, { username: 123, password: ['a'] });
      expectInvalid(res, ['username', 'password']);
    });

    it('a body that is not an object is refused as a whole', async () => {
      const client = server.client();
      for (const payload of ['null', '[]', '"jane"', '42']) {
        expect(expectInvalid(await rawSignIn(client, payload, 'application/json'), ['(body)'])).toBeTruthy();
      }
      expectInvalid(await client.post(api.signIn), ['(body)']);
    });

    it('malformed or empty JSON is a 400 naming the body, not a 500', async () => {
      const client = server.client();
      const truncated = await rawSignIn(
        client,
        `{"username":"jane.taxpayer","password":`,
        'application/json',
      );
      expect(expectInvalid(truncated, ['(body)']).detail).toMatch(/not valid JSON/);
      expectInvalid(await rawSignIn(client, '', 'application/json'), ['(body)']);
    });

    it('a text body is a 400 naming the body; an unsupported media type is a 415 problem', async () => {
      const client = server.client();
      expectInvalid(await rawSignIn(client, 'username=jane.taxpayer', 'text/plain'), ['(body)']);
      for (const type of ['application/xml', 'application/x-www-form-urlencoded']) {
        const res = await rawSignIn(client, 'username=jane.taxpayer&password=x', type);
        const body = expectProblem(res, 415, ProblemCode.Validation);
        expect(body.errors).toHaveProperty('(body)');
      }
    });

    it('a NUL character in any field is a 400 naming it, not a 500', async () => {
      const client = server.client();
      for (const username of ['jane.taxpayer\u0000', '\u0000']) {
        const response = await client.post(api.signIn, { username, password: DEMO_PASSWORD });
        expectProblem(response, 400, ProblemCode.Validation);
        expect(response.json().errors).toEqual({ username: 'is invalid' });
      }
      const token = await client.signIn('jane.taxpayer');
      const query = await client.get(`${api.taxpayerInfo}?id=1%00`, { token });
      expectProblem(query, 400, ProblemCode.Validation);
      expect(query.json().errors).toEqual({ id: 'is invalid' });
    });
  });

  describe('query strings', () => {
    it('taxpayer-info refuses a non-numeric or extra query parameter, naming it', async () => {
      const client = server.client();
      const token = await client.signIn('jane.taxpayer');
      expectInvalid(await client.get(`${api.taxpayerInfo}?id=abc`, { token }), ['id']);
      expectInvalid(await client.get(`${api.taxpayerInfo}?id=100001&as=admin`, { token }), ['as']);
    });
  });

  describe('anti-forgery (XSRF)', () => {
    const credentials = { username: 'jane.taxpayer', password: DEMO_PASSWORD };

    const post = (cookie: string | undefined, header: string | undefined, token?: string) =>
      server.app.inject({
        method: 'POST',
        url: api.signIn,
        payload: credentials,
        ...(cookie ? { cookies: { [XSRF_COOKIE]: cookie } } : {}),
        headers: {
          ...(header ? { [XSRF_HEADER]: header } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });

    it('a GET sets a readable, strict same-site XSRF cookie, once', async () => {
      const first = await server.app.inject({ method: 'GET', url: api.publicFeatures });
      const cookie = first.cookies.find((c) => c.name === XSRF_COOKIE);
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await server.app.inject({
        method: 'GET',
        url: api.publicFeatures,
        cookies: { [XSRF_COOKIE]: cookie!.value },
      });
      expect(again.cookies).toEqual([]);
    });

    it('POST without the header, with a mismatching header, or without the cookie is 403', async () => {
      const xsrf = await server.client().xsrfToken();
      const other = await server.client().xsrfToken();
      for (const [cookie, header] of [
        [xsrf, undefined],
        [xsrf, other],
        [xsrf, `${xsrf}x`],
        [undefined, xsrf],
        [undefined, undefined],
      ] as const) {
        const body = expectProblem(await post(cookie, header), 403, ProblemCode.Xsrf);
        expect(body.detail).toBe('The request could not be verified. Please reload the page and try again.');
      }
    });

    it('POST with the cookie and the matching header passes', async () => {
      const xsrf = await server.client().xsrfToken();
      const res = await post(xsrf, xsrf);
      expect(res.statusCode).toBe(200);
    });

    it('a bearer token does not replace the XSRF check: sign-out without it is refused', async () => {
      const client = server.client();
      const token = await client.signIn('jane.taxpayer');
      const res = await server.app.inject({
        method: 'POST',
        url: api.signOut,
        headers: { authorization: `Bearer ${token}` },
      });
      expectProblem(res, 403, ProblemCode.Xsrf);
      // The session was not ended.
      expect((await client.get(api.taxpayerInfo, { token })).statusCode).toBe(200);
    });
  });

  describe('record ids beyond what the database holds', () => {
    // Found by the route fuzz: requestId 2147483648 reached PostgreSQL's integer column and
    // answered 500. Every id in a request shares one schema (contracts `recordId`).
    it('are a 400 naming the field, in a body, a path and a query', async () => {
      const client = server.client();
      const business = await client.signIn('acme.owner');
      const individual = await client.signIn('jane.taxpayer');
      const tooBig = 2_147_483_648;
      expectInvalid(
        await client.post(api.decideEinLink, { requestId: tooBig, approve: false }, { token: business }),
        ['requestId'],
      );
      expect(
        (await client.get(api.formPdf.replace(':id', String(tooBig)), { token: individual })).statusCode,
      ).toBe(400);
      expect((await client.get(`${api.fileUpload}?w2Id=${tooBig}`, { token: individual })).statusCode).toBe(
        400,
      );
    });
  });
});
