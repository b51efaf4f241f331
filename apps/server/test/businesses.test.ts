import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  api,
  type AuthUser,
  type BusinessChangeResult,
  type BusinessItem,
} from '@efile/contracts';
import { featureFlags } from '../src/db/schema';
import { addBusiness, linkWithCode, searchOf } from './support/businesses';
import type { Client } from './support/test-app';
import { TestServer, engines, expectProblem } from './support/test-app';

const ERIE = { ein: '320000003', businessName: 'erie shores hardware co' };
const CUYAHOGA = { ein: '330000004', businessName: 'CC Advisors' };

describe.each(engines)('linked business accounts on $name', (engine) => {
  const server = TestServer.setup(engine);

  async function businessUser() {
    const client = server.client();
    const username = await server.addUser('biz', { business: true, links: [] });
    const token = await client.signIn(username);
    return { client, username, token };
  }
  const taxpayerOf = async (client: Client, token: string) =>
    (await client.get(api.taxpayerInfo, { token })).json<{ taxpayerId: string }>().taxpayerId;

  it('lists a user’s businesses by numeric EIN', async () => {
    const client = server.client();
    const token = await client.signIn('acme.owner');
    const list = (await client.get(api.einsForUser, { token })).json<BusinessItem[]>();
    expect(list).toEqual([
      { taxpayerId: '200002', ein: '310000002', name1: 'Lakeside Bakery Inc', name2: null },
      { taxpayerId: '200001', ein: '340000001', name1: 'Acme Widgets LLC', name2: 'Acme' },
    ]);
    const individual = await client.signIn('jane.taxpayer');
    expect((await client.get(api.einsForUser, { token: individual })).json()).toEqual([]);
    expectProblem(await client.post(api.searchEin, ERIE, { token: individual }), 403, ProblemCode.Forbidden);
  });

  it('links a business found by EIN and name, files as the first, and switches between them', async () => {
    const { client, token } = await businessUser();
    expect(await taxpayerOf(client, token)).toBeUndefined();
    // The name must be the one on file (or the alternate name); the EIN alone finds nothing.
    expect((await client.post(api.searchEin, { ...ERIE, businessName: 'Erie' }, { token })).json()).toEqual(
      [],
    );
    const bad = expectProblem(
      await client.post(api.searchEin, { ein: '32-000003', businessName: '' }, { token }),
      400,
      ProblemCode.Validation,
    );
    expect(bad.errors).toEqual({
      ein: 'EIN must be a nine-digit number with no hyphens',
      businessName: 'Business Name is required.',
    });
    const found = (await client.post(api.searchEin, ERIE, { token })).json<BusinessItem[]>();
    expect(found).toEqual([
      { taxpayerId: '200003', ein: '320000003', name1: 'Erie Shores Hardware Co', name2: null },
    ]);
    // Found is not linked: add sends a code to the business's e-mail on file (ADR 0017).
    const first = await linkWithCode(client, server.db, token, ERIE, '200003');
    expect(first).toMatchObject({
      success: true,
      newTaxpayerCount: 1,
      userToken: { token, taxpayerId: '200003', isBusinessUser: true },
    });
    expect(await taxpayerOf(client, token)).toBe('200003');
    expectProblem(
      await client.post(
        api.addEin,
        { filingAsTaxpayerId: '200003', taxpayerIdToModify: '200003' },
        { token },
      ),
      409,
      ProblemCode.Conflict,
    );

    const second = await linkWithCode(client, server.db, token, CUYAHOGA, '200004', '200003');
    expect(second).toEqual({
      success: true,
      newTaxpayerCount: 2,
      userToken: null,
    });
    expect(await taxpayerOf(client, token)).toBe('200003');

    const switched = await client.post(api.einChanged, { taxpayerId: '200004' }, { token });
    expect(switched.json<AuthUser>()).toMatchObject({ taxpayerId: '200004', token });
    expect(await taxpayerOf(client, token)).toBe('200004');
    // Someone else's business: not this user's to file as, nor to send as filing-as.
    expectProblem(
      await client.post(api.einChanged, { taxpayerId: '200001' }, { token }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
    expectProblem(
      await client.post(
        api.removeEin,
        { filingAsTaxpayerId: '200001', taxpayerIdToModify: '200004' },
        { token },
      ),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
  });

  it('unlinking moves every session filing as that business to the first one left, then to none', async () => {
    const { client, username, token } = await businessUser();
    const one = await addBusiness(server.db, 'First Unlink Co');
    const two = await addBusiness(server.db, 'Second Unlink Co');
    await linkWithCode(client, server.db, token, searchOf(one), one.taxpayerId);
    await linkWithCode(client, server.db, token, searchOf(two), two.taxpayerId, one.taxpayerId);
    const other = await client.signIn(username); // a second device
    await client.post(api.einChanged, { taxpayerId: two.taxpayerId }, { token });
    await client.post(api.einChanged, { taxpayerId: two.taxpayerId }, { token: other });

    const removed = await client.post(
      api.removeEin,
      { filingAsTaxpayerId: two.taxpayerId, taxpayerIdToModify: two.taxpayerId },
      { token },
    );
    expect(removed.json<BusinessChangeResult>()).toMatchObject({
      newTaxpayerCount: 1,
      userToken: { taxpayerId: one.taxpayerId },
    });
    expect(await taxpayerOf(client, other)).toBe(one.taxpayerId);
    expectProblem(
      await client.post(
        api.removeEin,
        { filingAsTaxpayerId: one.taxpayerId, taxpayerIdToModify: two.taxpayerId },
        { token },
      ),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
    const last = await client.post(
      api.removeEin,
      { filingAsTaxpayerId: one.taxpayerId, taxpayerIdToModify: one.taxpayerId },
      { token },
    );
    expect(last.json<BusinessChangeResult>()).toMatchObject({
      newTaxpayerCount: 0,
      userToken: { taxpayerId: null },
    });
    expect((await client.get(api.einsForUser, { token })).json()).toEqual([]);
  });

  it('managing links needs the EinManagement feature', async () => {
    const { client, token } = await businessUser();
    await server.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.name, 'EinManagement'));
    try {
      expectProblem(await client.post(api.searchEin, ERIE, { token }), 403, ProblemCode.Forbidden);
    } finally {
      await server.db
        .update(featureFlags)
        .set({ enabled: true })
        .where(eq(featureFlags.name, 'EinManagement'));
    }
    expect((await client.post(api.searchEin, ERIE, { token })).statusCode).toBe(200);
  });
});
