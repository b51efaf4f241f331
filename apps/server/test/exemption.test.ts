import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api } from '@efile/contracts';
import { auditEvents, exemptionCertificates } from '../src/db/schema';
import { TestServer, engines, expectProblem } from './support/test-app';

const statusUrl = (year: number) => api.exemptionStatus.replace(':year', String(year));
const formsUrl = (year: number) => api.enteredForms.replace(':year', String(year));

describe.each(engines)('exemption certificate on $name', (engine) => {
  // T0 is March 2026: the tax year filed is 2025.
  const server = TestServer.setup(engine);

  it('files once for the tax year, with a confirmation number and an audit event', async () => {
    const client = server.client();
    const username = await server.addUser('exempt', { links: ['100005'] });
    const token = await client.signIn(username);
    expect((await client.get(statusUrl(2025), { token })).json()).toMatchObject({
      taxYear: 2025,
      filed: false,
    });
    const res = await client.post(
      api.exempt,
      { exemptionSelection: 'retired', businessSoldDate: null },
      { token },
    );
    expect(res.statusCode).toBe(201);
    const filed = res.json();
    expect(filed).toMatchObject({
      taxYear: 2025,
      confirmationNumber: expect.stringMatching(/^EX2025-[0-9A-F]{10}$/),
    });
    const status = (await client.get(statusUrl(2025), { token })).json();
    expect(status).toMatchObject({
      filed: true,
      certificate: {
        exemptionSelection: 'retired',
        businessSoldDate: null,
        confirmationNumber: filed.confirmationNumber,
      },
    });
    expectProblem(
      await client.post(api.exempt, { exemptionSelection: 'armedForces' }, { token }),
      409,
      ProblemCode.AlreadyFiled,
    );
    const events = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'exemption.filed'), eq(auditEvents.taxpayerId, '100005')));
    expect(events).toHaveLength(1);
  });

  it('two submissions at the same moment file once', async () => {
    const client = server.client();
    const token = await client.signIn('sam.retired');
    const body = { exemptionSelection: 'noEarnedIncome', businessSoldDate: null };
    const results = await Promise.all([1, 2, 3].map(() => client.post(api.exempt, body, { token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await server.db
      .select()
      .from(exemptionCertificates)
      .where(eq(exemptionCertificates.taxpayerId, '100007'));
    expect(rows).toHaveLength(1);
  });

  it('is refused when tax forms are entered for the year', async () => {
    const client = server.client();
    const token = await client.signIn('tom.forms');
    expect((await client.get(formsUrl(2025), { token })).json()).toStrictEqual({
      enteredForms: ['annual-return'],
      isAnnualReturnFiled: false,
    });
    expectProblem(
      await client.post(api.exempt, { exemptionSelection: 'retired' }, { token }),
      409,
      ProblemCode.AlreadyFiled,
    );
  });

  it('validates with the spec messages', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    const missing = await client.post(api.exempt, {}, { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      exemptionSelection: 'You must choose a reason you are filing this form.',
    });
    const noDate = await client.post(api.exempt, { exemptionSelection: 'BusinessOrRentalSold' }, { token });
    expect(noDate.json().errors).toEqual({
      businessSoldDate: 'You must enter the date the business was sold.',
    });
    const badDate = await client.post(
      api.exempt,
      { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: '2025-02-30' },
      { token },
    );
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().errors)).toEqual(['businessSoldDate']);
  });

  it('a business user may not file one', async () => {
    const client = server.client();
    const token = await client.signIn('acme.owner');
    expectProblem(
      await client.post(api.exempt, { exemptionSelection: 'retired' }, { token }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
    expectProblem(await client.get(statusUrl(2025), { token }), 403, ProblemCode.NotAuthorizedToFile);
  });
});
