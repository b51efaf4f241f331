import { describe, expect, it } from 'vitest';
import { fixedClock } from '@efile/tax';
import { ProblemCode, api } from '@efile/contracts';
import { Client, TestServer, engines, expectProblem } from './support/test-app';

describe.each(engines)('estimates and credits on $name', (engine) => {
  // T0 is March 2026: the tax year filed is 2025, so 2024…2026 are shown.
  const server = TestServer.setup(engine);

  it("lists the filed-as taxpayer's audited estimates and credits in cents, by year", async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    const res = await client.get(api.estimateCredits, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual([
      // The agency's audited records, posted to the ledger (ADR 0044): nothing received here not yet posted.
      { taxYear: 2024, amountPaid: 120000, priorYearCreditAmount: 2550, notYetPosted: 0 },
      { taxYear: 2025, amountPaid: 65025, priorYearCreditAmount: 0, notYetPosted: 0 },
    ]);
  });

  it('shows only the years around the tax year being filed', async () => {
    const later = new Client(await server.build({ clock: fixedClock('2028-02-01T12:00:00Z') }));
    const token = await later.signIn('jane.taxpayer');
    // Filing 2027: 2026…2028 — Jane's 2024 and 2025 rows are out of range.
    expect((await later.get(api.estimateCredits, { token })).json()).toStrictEqual([]);
  });

  it('a business without records gets an empty list, not another taxpayer’s rows', async () => {
    const client = server.client();
    const token = await client.signIn('acme.owner');
    expect((await client.get(api.estimateCredits, { token })).json()).toStrictEqual([]);
  });

  it('needs a session and a taxpayer', async () => {
    const client = server.client();
    expectProblem(await client.get(api.estimateCredits), 401, ProblemCode.Unauthenticated);
    const token = await client.signIn('new.business');
    expectProblem(await client.get(api.estimateCredits, { token }), 404, ProblemCode.NotFound);
  });
});
