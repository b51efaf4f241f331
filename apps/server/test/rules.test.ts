import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  api,
  rulesApi,
  type EffectiveRules,
  type EstimateCalculation,
  type RuleChange,
  type RuleChangeList,
} from '@efile/contracts';
import { computeEstimate } from '@efile/tax';
import { auditEvents, ruleChanges, taxForms } from '../src/db/schema';
import { RulesStore } from '../src/modules/rules/store';
import { addStaff, staffSignIn } from './support/staff';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';

/** Cleveland's 2026 row with a new rate (2.50 % → 2.75 %), credit 100 % up to 2.50 %. */
const cleveland = (rate: number) => ({
  kind: 'municipality',
  key: 'cleveland',
  year: 2026,
  value: {
    name: 'Cleveland',
    formCode: '200',
    mandatoryFiling: true,
    rate,
    creditFactor: 10_000,
    creditLimit: 250,
    minimumAge: { kind: 'age', age: 18 },
  },
  source: 'Cleveland ordinance (test)',
  reason: 'Voters approved a new rate',
});

/** A Cleveland resident's estimate: $40,000.00 earned in Cleveland. */
const ESTIMATE = {
  incomes: [{ description: 'Salary', income: 4_000_000, workCity: 'Cleveland', workCityTaxWithheld: false }],
};

describe.each(engines)('rules as data on $name (issue 16 item 6)', (engine) => {
  // T0 is 2 March 2026: the tax year filed is 2025, the year in progress 2026.
  const server = TestServer.setup(engine);

  async function staff(client: Client, role: 'clerk' | 'supervisor' | 'administrator' | 'auditor') {
    const member = await addStaff(server, role);
    return { ...member, token: await staffSignIn(client, member.username, member.secret) };
  }

  const propose = (client: Client, token: string, body: object) =>
    client.post(rulesApi.changes, body, { token });
  const decide = (client: Client, token: string, id: number, how: 'approve' | 'refuse', reason = 'checked') =>
    client.post(rulesApi[how].replace(':id', String(id)), { reason }, { token });
  const cityRate = async (client: Client, token: string, year: number, code: string) => {
    const res = await client.get(`${rulesApi.effective}?year=${year}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EffectiveRules>().table?.municipalities.find((m) => m.code === code);
  };

  it('a second person approves a new 2026 rate: the next 2026 estimate uses it, 2025 stays', async () => {
    const client = server.client();
    const proposer = await staff(client, 'supervisor');
    const approver = await staff(client, 'administrator');
    const clerk = await staff(client, 'clerk');
    const taxpayer = await client.signIn(await server.addUser('rules.est', { links: ['100007'] }));
    const estimate = async () => {
      const res = await client.post(api.individualEstimateCalculate, ESTIMATE, { token: taxpayer });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<EstimateCalculation>();
    };
    // 2.50 % × $40,000.00 = $1,000.00.
    expect((await estimate()).estimatedTax).toBe(100_000);

    expectProblem(await propose(client, clerk.token, cleveland(275)), 403, ProblemCode.Forbidden);
    const proposed = await propose(client, proposer.token, cleveland(275));
    expect(proposed.statusCode, proposed.body).toBe(201);
    const change = proposed.json<RuleChange>();
    expect(change).toMatchObject({ status: 'pending', rateBearing: true, proposedBy: { id: proposer.id } });
    // Pending changes nothing; a second pending change of the same rule and year is refused.
    expect((await estimate()).estimatedTax).toBe(100_000);
    expectProblem(await propose(client, approver.token, cleveland(300)), 409, ProblemCode.Conflict);
    // The proposer cannot approve their own; a clerk cannot approve at all.
    expectProblem(await decide(client, proposer.token, change.id, 'approve'), 403, ProblemCode.Forbidden);
    expectProblem(await decide(client, clerk.token, change.id, 'approve'), 403, ProblemCode.Forbidden);

    const approved = await decide(client, approver.token, change.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RuleChange>()).toMatchObject({ status: 'approved', decidedBy: { id: approver.id } });
    // Decided once: the proposer (or anyone) deciding again is refused.
    expectProblem(await decide(client, proposer.token, change.id, 'approve'), 409, ProblemCode.Conflict);
    expectProblem(
      await decide(client, (await staff(client, 'supervisor')).token, change.id, 'refuse'),
      409,
      ProblemCode.Conflict,
    );

    // 2.75 % × $40,000.00 = $1,100.00 for 2026.
    expect((await estimate()).estimatedTax).toBe(110_000);
    const row = await cityRate(client, clerk.token, 2026, 'cleveland');
    expect(row).toMatchObject({
      rate: 275,
      changeId: change.id,
      note: expect.stringContaining('Cleveland ordinance (test)'),
    });
    // 2025 is untouched: the table and the engine's figures with the effective rules.
    expect((await cityRate(client, clerk.token, 2025, 'cleveland'))?.rate).toBe(250);
    const rules = await server.app.deps.rules.current();
    const for2025 = computeEstimate(
      {
        taxYear: 2025,
        residenceCityCode: 'cleveland',
        incomes: [
          { description: 'x', income: 4_000_000, workCityCode: 'cleveland', workCityTaxWithheld: false },
        ],
        priorYearCredit: 0,
        residentOnJanuary1: true,
      },
      rules.tables,
      rules.config(2025),
    );
    expect(for2025.ok && for2025.estimatedTax).toBe(100_000);

    const actions = await server.db
      .select({ action: auditEvents.action, staffUserId: auditEvents.staffUserId })
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'change' = ${String(change.id)}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'staff.rule.proposed', staffUserId: proposer.id },
        { action: 'staff.rule.approved', staffUserId: approver.id },
      ]),
    );
  });

  it('refuses a year being filed, a year with filed forms, and a past interest year', async () => {
    const client = server.client();
    const supervisor = await staff(client, 'supervisor');
    // Without a year: next year (2027, no table yet); the years a console offers; 2026 the first editable.
    const next = (await client.get(rulesApi.effective, { token: supervisor.token })).json<EffectiveRules>();
    expect(next).toMatchObject({ year: 2027, table: null, previousTableYear: 2026, firstEditableYear: 2026 });
    expect(next.years).toEqual([2016, 2023, 2024, 2025, 2026, 2027]);
    expectProblem(
      await propose(client, supervisor.token, { ...cleveland(260), year: 2025 }),
      409,
      ProblemCode.Conflict,
    );
    expectProblem(
      await propose(client, supervisor.token, {
        kind: 'interest-rate',
        key: 'orc-718.27',
        year: 2026,
        value: { rate: 800 },
        source: 's',
        reason: 'rate again',
      }),
      409,
      ProblemCode.Conflict,
    );
    await server.db.insert(taxForms).values({
      taxpayerId: '100007',
      taxYear: 2028,
      formType: 'individual-estimate',
      status: 'filed',
      filedAt: new Date(),
    });
    const refused = await propose(client, supervisor.token, { ...cleveland(260), year: 2028 });
    expectProblem(refused, 409, ProblemCode.Conflict);
    expect(refused.json<{ detail: string }>().detail).toContain('already been filed for tax year 2028');
  });

  it('refuses the proposer as approver in the database too, and keeps the rows append-only', async () => {
    const client = server.client();
    const supervisor = await staff(client, 'supervisor');
    const res = await propose(client, supervisor.token, {
      kind: 'interest-rate',
      key: 'orc-718.27',
      year: 2027,
      value: { rate: 800 },
      source: 'July 2026 federal short-term rate 3 % + 5 % (test)',
      reason: 'Published by 31 October',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<RuleChange>();
    const selfApprove = server.db
      .update(ruleChanges)
      .set({ decision: 'approved', decidedBy: supervisor.id, decidedAt: new Date() })
      .where(eq(ruleChanges.id, id));
    await expect(selfApprove).rejects.toThrow();
    await expect(
      server.db.update(ruleChanges).set({ reason: 'edited' }).where(eq(ruleChanges.id, id)),
    ).rejects.toThrow();
    await expect(server.db.delete(ruleChanges).where(eq(ruleChanges.id, id))).rejects.toThrow();

    // Two approvers at once: exactly one decides.
    const [a, b] = [await staff(client, 'supervisor'), await staff(client, 'administrator')];
    const answers = await Promise.all([
      decide(client, a.token, id, 'approve'),
      decide(client, b.token, id, 'approve'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await server.db.select().from(ruleChanges).where(eq(ruleChanges.id, id));
    expect(row?.decision).toBe('approved');
    const approvals = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'staff.rule.approved'),
          sql`${auditEvents.details}->>'change' = ${String(id)}`,
        ),
      );
    expect(approvals[0]?.n).toBe(1);
    const rules = await server.app.deps.rules.current();
    expect(rules.interestRates.find((r) => r.year === 2027)?.rate).toBe(800);

    // A refused change changes nothing.
    const other = await propose(client, a.token, {
      ...cleveland(290),
      key: 'linndale',
      value: { ...cleveland(290).value, name: 'Linndale', formCode: null },
    });
    expect(other.statusCode, other.body).toBe(201);
    const refused = await decide(client, b.token, other.json<RuleChange>().id, 'refuse', 'no ordinance yet');
    expect(refused.json<RuleChange>()).toMatchObject({
      status: 'refused',
      decisionReason: 'no ordinance yet',
    });
    expect((await cityRate(client, a.token, 2026, 'linndale'))?.rate).toBe(200);
    const pending = await client.get(`${rulesApi.changes}?status=pending`, { token: a.token });
    expect(pending.json<RuleChangeList>().changes.map((c) => c.id)).not.toContain(
      other.json<RuleChange>().id,
    );
  });

  it('flags and timings wait for a second administrator (issue 28 item 7); the public endpoints answer them once approved', async () => {
    const client = server.client();
    const supervisor = await staff(client, 'supervisor');
    const admin = await staff(client, 'administrator');
    const admin2 = await staff(client, 'administrator');
    const faqOff = {
      kind: 'feature-flag',
      key: 'Public.FAQ',
      year: 2026,
      value: { enabled: false },
      source: 'Agency decision',
      reason: 'FAQ under review',
    };
    expectProblem(await propose(client, supervisor.token, faqOff), 403, ProblemCode.Forbidden);
    const proposed = await propose(client, admin.token, faqOff);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const flag = proposed.json<RuleChange>();
    // Pending, with what is in force now beside it (old → new for the approver).
    expect(flag).toMatchObject({ status: 'pending', decidedBy: null, inForce: { enabled: true } });
    expect((await client.get(api.publicFeatures)).json()).toMatchObject({ 'Public.FAQ': true });
    // Not the proposer, and not a supervisor (only administrators decide what only they propose).
    expectProblem(await decide(client, admin.token, flag.id, 'approve'), 403, ProblemCode.Forbidden);
    expectProblem(await decide(client, supervisor.token, flag.id, 'approve'), 403, ProblemCode.Forbidden);
    const approved = await decide(client, admin2.token, flag.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RuleChange>()).toMatchObject({ status: 'approved', decidedBy: { id: admin2.id } });
    expect((await client.get(api.publicFeatures)).json()).toMatchObject({ 'Public.FAQ': false });

    const timings = await propose(client, admin.token, {
      kind: 'inactivity',
      key: 'timings',
      year: 2026,
      value: { warningTime: 600_000, logoutTime: 900_000 },
      source: 'Agency decision',
      reason: 'Longer sessions',
    });
    expect(timings.statusCode, timings.body).toBe(201);
    expect(timings.json<RuleChange>().inForce).toEqual((await client.get(api.inactivityConfig)).json());
    const decided = await decide(client, admin2.token, timings.json<RuleChange>().id, 'approve');
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await client.get(api.inactivityConfig)).json()).toEqual({
      warningTime: 600_000,
      logoutTime: 900_000,
    });
    expectProblem(
      await propose(client, admin.token, { ...faqOff, year: 2025, value: { enabled: true } }),
      409,
      ProblemCode.Conflict,
    );
    // The database keeps the rule too: a change cannot be written already approved.
    const direct = await server.db
      .insert(ruleChanges)
      .values({
        kind: 'feature-flag',
        key: 'Public.FAQ',
        year: 2027,
        value: { enabled: true },
        source: 'direct',
        reason: 'direct',
        rateBearing: false,
        proposedBy: admin.id,
        proposedAt: new Date(),
        decision: 'approved',
        decidedBy: admin2.id,
        decidedAt: new Date(),
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((direct?.cause as Error | undefined)?.message ?? direct)).toMatch(/proposed pending/);
  });

  it('old → new: a pending city change shows the row in force; a new year lists every city once opened', async () => {
    const client = server.client();
    const supervisor = await staff(client, 'supervisor');
    const admin = await staff(client, 'administrator');
    const proposed = await propose(client, supervisor.token, { ...cleveland(300), year: 2027 });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const change = proposed.json<RuleChange>();
    // 2027 has no table: what is in force is 2026's row, said so.
    expect(change.inForce).toMatchObject({ name: 'Cleveland', rate: expect.any(Number), fromYear: 2026 });
    const approved = await decide(client, admin.token, change.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RuleChange>().inForce).toBeNull();
    const res = await client.get(`${rulesApi.effective}?year=2027`, { token: admin.token });
    const table = res.json<EffectiveRules>().table!;
    const y2026 = (
      await client.get(`${rulesApi.effective}?year=2026`, { token: admin.token })
    ).json<EffectiveRules>();
    expect(table.municipalities).toHaveLength(y2026.table!.municipalities.length);
    expect(table.municipalities.find((m) => m.code === 'cleveland')).toMatchObject({
      rate: 300,
      changeId: change.id,
    });
    expect(table.municipalities.find((m) => m.code === 'linndale')).toMatchObject({
      carriedFrom: 2026,
      changeId: null,
      note: expect.stringContaining('Carried forward from 2026'),
    });
    expect(table.municipalities.find((m) => m.code === 'cleveland')?.carriedFrom).toBeNull();
    expect(table.provisional).toBe(true);
  });

  it('another process sees an approval within its freshness window', async () => {
    const fresh = new RulesStore(server.database, 0);
    let now = 0;
    const lagging = new RulesStore(server.database, 2_000, undefined, () => now);
    const before = await lagging.current();
    const client = server.client();
    const [p, q] = [await staff(client, 'supervisor'), await staff(client, 'supervisor')];
    const res = await propose(client, p.token, {
      ...cleveland(280),
      key: 'dalton',
      value: { ...cleveland(280).value, name: 'Dalton', formCode: '252' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await decide(client, q.token, res.json<RuleChange>().id, 'approve')).statusCode).toBe(200);
    expect((await fresh.current()).tables[2026]?.municipalities.find((m) => m.code === 'dalton')?.rate).toBe(
      280,
    );
    expect(await lagging.current()).toBe(before);
    now += 2_000;
    expect(
      (await lagging.current()).tables[2026]?.municipalities.find((m) => m.code === 'dalton')?.rate,
    ).toBe(280);
  });
});
