import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api } from '@efile/contracts';
import { featureFlags } from '../src/db/schema';
import { Client, TestServer, engines, expectProblem } from './support/test-app';

describe.each(engines)('features on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('the public map holds only the public flags, without signing in', async () => {
    const res = await server.client().get(api.publicFeatures);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toStrictEqual({ 'Public.FAQ': true });
  });

  it("the client config gives the tax year being filed and the agency's date, from the server clock", async () => {
    // T0 is 2 March 2026: the tax year filed is 2025.
    expect((await server.client().get(api.clientConfig)).json()).toMatchObject({
      taxYear: 2025,
      today: '2026-03-02',
    });
  });

  it('the client config lists each of the agency phones with what it is for, and no external identity pages', async () => {
    expect((await server.client().get(api.clientConfig)).json()).toMatchObject({
      contactPhones: [
        { purpose: 'individual', number: '216-555-0170' },
        { purpose: 'business', number: '216-555-0180' },
        { purpose: 'general', number: '216-664-2070' },
      ],
      identity: { registerUrl: null, profileUrl: null },
    });
  });

  it('the phones and the identity provider pages come from the configuration', async () => {
    const app = await server.build({
      env: {
        CONTACT_PHONE_INDIVIDUAL: '216-555-0101',
        CONTACT_PHONE_BUSINESS: '216-555-0102',
        SUPPORT_PHONE: '216-555-0103',
        IDENTITY_REGISTER_URL: 'https://idp.example.gov/sign-up',
        IDENTITY_PROFILE_URL: 'https://idp.example.gov/account',
      },
    });
    expect((await new Client(app).get(api.clientConfig)).json()).toMatchObject({
      contactPhones: [
        { purpose: 'individual', number: '216-555-0101' },
        { purpose: 'business', number: '216-555-0102' },
        // The general line is the support phone unless CONTACT_PHONE_GENERAL says otherwise.
        { purpose: 'general', number: '216-555-0103' },
      ],
      identity: {
        registerUrl: 'https://idp.example.gov/sign-up',
        profileUrl: 'https://idp.example.gov/account',
      },
    });
  });

  it('the full map needs a session', async () => {
    expectProblem(await server.client().get(api.features), 401, ProblemCode.Unauthenticated);
  });

  it('the full map, signed in, holds EinManagement and Public.FAQ', async () => {
    const client = server.client();
    const token = await client.signIn('acme.owner');
    const res = await client.get(api.features, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ EinManagement: true, 'Public.FAQ': true });
  });

  it('flags are read from the database on each request', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    const added = ['Test.Hidden', 'Test.Public'];
    await server.db.insert(featureFlags).values([
      { name: 'Test.Hidden', enabled: false, isPublic: false },
      { name: 'Test.Public', enabled: false, isPublic: true },
    ]);
    try {
      expect((await client.get(api.features, { token })).json()).toMatchObject({
        'Test.Hidden': false,
        'Test.Public': false,
      });
      const publicMap = (await client.get(api.publicFeatures)).json();
      expect(publicMap).toMatchObject({ 'Public.FAQ': true, 'Test.Public': false });
      expect(publicMap).not.toHaveProperty('Test.Hidden');
      expect(publicMap).not.toHaveProperty('EinManagement');
    } finally {
      await server.db.delete(featureFlags).where(inArray(featureFlags.name, added));
    }
  });

  it('inactivity config defaults to the spec values (15 and 20 minutes), without signing in', async () => {
    const res = await server.client().get(api.inactivityConfig);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ warningTime: 900_000, logoutTime: 1_200_000 });
  });

  it('inactivity config follows INACTIVITY_WARNING_MS and INACTIVITY_LOGOUT_MS', async () => {
    const app = await server.build({
      env: { INACTIVITY_WARNING_MS: '60000', INACTIVITY_LOGOUT_MS: '90000' },
    });
    const res = await new Client(app).get(api.inactivityConfig);
    expect(res.json()).toStrictEqual({ warningTime: 60_000, logoutTime: 90_000 });
  });
});
