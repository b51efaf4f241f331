import { describe, expect, it } from 'vitest';
import { ProblemCode, api, type BusinessItem } from '@efile/contracts';
import { TestServer, engines, expectProblem } from './support/test-app';

const ERIE: BusinessItem = {
  taxpayerId: '200003',
  ein: '320000003',
  name1: 'Erie Shores Hardware Co',
  name2: null,
};

/** Issue 14 item 7 (ADR 0026): the search forgives how the EIN and the name are typed, not what they are. */
describe.each(engines)('a forgiving business search on $name', (engine) => {
  const server = TestServer.setup(engine);

  async function search(body: { ein: string; businessName: string }) {
    const client = server.client();
    const username = await server.addUser('seek', { business: true, links: [] });
    const token = await client.signIn(username);
    return client.post(api.searchEin, body, { token });
  }

  it('a hyphenated EIN and the name without its legal suffix find the business', async () => {
    for (const body of [
      { ein: '32-0000003', businessName: 'Erie Shores Hardware' },
      { ein: '32 0000003', businessName: 'erie shores hardware, inc' },
      { ein: '320000003', businessName: 'ERIE SHORES HARDWARE CO.' },
      { ein: '33-0000004', businessName: 'C.C. Advisors' }, // the alternate name
    ]) {
      const res = await search(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json<BusinessItem[]>().map((b) => b.taxpayerId)).toEqual([
        body.ein.startsWith('33') ? '200004' : '200003',
      ]);
    }
    expect((await search({ ein: '32-0000003', businessName: 'Erie Shores Hardware' })).json()).toEqual([
      ERIE,
    ]);
  });

  it('the EIN must still be exact, and the name still the name', async () => {
    // The right name with another business's EIN, or a near EIN: nothing.
    for (const ein of ['33-0000004', '32-0000004', '34-0000001']) {
      expect((await search({ ein, businessName: 'Erie Shores Hardware Co' })).json()).toEqual([]);
    }
    expect((await search({ ein: '32-0000003', businessName: 'Erie Shore Hardware' })).json()).toEqual([]);
    expect((await search({ ein: '32-0000003', businessName: 'Erie' })).json()).toEqual([]);
  });

  // A LIKE pattern would have matched these; here % and _ are punctuation, dropped like a comma.
  it('wildcards and quotes in the name are only characters', async () => {
    for (const businessName of ['%', '_', 'Erie%', 'Erie_Shores%', '%Hardware%', "' or '1'='1", '\\']) {
      const res = await search({ ein: '32-0000003', businessName });
      expect(res.statusCode, businessName).toBe(200);
      expect(res.json(), businessName).toEqual([]);
    }
  });

  it('an EIN that is not 9 digits keeps the clear error', async () => {
    for (const ein of ['32-000003', '32-00000031', '32/0000003']) {
      const bad = expectProblem(
        await search({ ein, businessName: 'Erie Shores Hardware' }),
        400,
        ProblemCode.Validation,
      );
      expect(bad.errors).toEqual({ ein: 'EIN must be a nine-digit number with no hyphens' });
    }
  });
});
