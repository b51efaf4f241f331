import { describe, expect, it } from 'vitest';
import { ProblemCode, api } from '@efile/contracts';
import { TestServer, engines, expectProblem } from './support/test-app';

describe.each(engines)('taxpayer info on $name', (engine) => {
  const server = TestServer.setup(engine);

  async function signedIn(username: string) {
    const client = server.client();
    const token = await client.signIn(username);
    return { get: (query = '') => client.get(`${api.taxpayerInfo}${query}`, { token }) };
  }

  it('an individual gets her own taxpayer, with the joint filer and the address', async () => {
    const jane = await signedIn('jane.taxpayer');
    const res = await jane.get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({
      taxpayerId: '100001',
      taxpayerType: 1,
      taxpayer: {
        name1: 'Taxpayer',
        name2: 'Jane',
        middleInitial: 'Q',
        taxpayerFederalId: '900000001',
        businessPhoneNumber: null,
      },
      jointFiler: { name1: 'Taxpayer', name2: 'John', middleInitial: 'R', taxpayerFederalId: '900000002' },
      address: { streetNumber: '1200 Euclid Ave Apt 4', city: 'Cleveland', state: 'OH', zip: '441151234' },
    });
  });

  it('asking for her own id explicitly gives the same answer', async () => {
    const jane = await signedIn('jane.taxpayer');
    expect((await jane.get('?id=100001')).json()).toEqual((await jane.get()).json());
  });

  it('a business user gets the business filed as, with no joint filer', async () => {
    const res = await (await signedIn('acme.owner')).get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      taxpayerId: '200002',
      taxpayerType: 2,
      taxpayer: {
        name1: 'Lakeside Bakery Inc',
        taxpayerFederalId: '310000002',
        businessPhoneNumber: '2165550111',
      },
      jointFiler: null,
    });
  });

  it('a business user may ask for another linked business (?id=200001)', async () => {
    const res = await (await signedIn('acme.owner')).get('?id=200001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ taxpayerId: '200001', taxpayer: { name1: 'Acme Widgets LLC' } });
  });

  it('a taxpayer the user is not linked to is 403 not-authorized-to-file, with the spec message', async () => {
    const acme = await signedIn('acme.owner');
    const body = expectProblem(await acme.get('?id=100001'), 403, ProblemCode.NotAuthorizedToFile);
    expect(body.detail).toBe('This user is not authorized to file this form for this taxpayer');
    expect(JSON.stringify(body)).not.toContain('900000001');
    const jane = await signedIn('jane.taxpayer');
    expectProblem(await jane.get('?id=200001'), 403, ProblemCode.NotAuthorizedToFile);
  });

  it('a nonexistent taxpayer answers like an unlinked one (ids cannot be probed)', async () => {
    const jane = await signedIn('jane.taxpayer');
    const missing = await jane.get('?id=999999999');
    const unlinked = await jane.get('?id=200001');
    expectProblem(missing, 403, ProblemCode.NotAuthorizedToFile);
    expect(missing.json()).toStrictEqual(unlinked.json());
  });

  it('a non-numeric id is 400 naming the id', async () => {
    const body = expectProblem(
      await (await signedIn('jane.taxpayer')).get('?id=abc'),
      400,
      ProblemCode.Validation,
    );
    expect(body.errors).toHaveProperty('id');
  });

  it('a business user with no taxpayer yet, asking without an id, gets a 404 problem', async () => {
    const body = expectProblem(await (await signedIn('new.business')).get(), 404, ProblemCode.NotFound);
    expect(body.detail).toBe('No taxpayer is selected.');
  });

  it('needs a session', async () => {
    expectProblem(await server.client().get(api.taxpayerInfo), 401, ProblemCode.Unauthenticated);
  });
});
