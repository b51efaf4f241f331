import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, ProblemCode, api } from '@efile/contracts';
import { exemptionCertificates, idempotencyKeys, taxForms } from '../src/db/schema';
import { addFilers, type Filer } from './support/filers';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import { fingerprintOf } from '../src/plugins/idempotency';
import { MINUTE, T0, TestServer, engines, expectProblem, type Client } from './support/test-app';

/** Parallel submits per case (FILING_RACE_SUBMITS; 10 by default, as the attack sent). */
const SUBMITS = Number(process.env.FILING_RACE_SUBMITS ?? 10);

const BILLING = { taxYear: 2024, taxDue: 100_000, payments: [], returnFiledDate: '2025-06-20' };

/**
 * Each filing call with its one-per-year or one-per-period rule: how to get a filer ready for it,
 * and the call that files.
 */
interface FilingCase {
  name: string;
  business?: boolean;
  prepare?: (client: Client, token: string) => Promise<void>;
  url: string;
  body: unknown;
  status: number;
  /** Filed once per year or period (the billing statement may be filed again: a key, or the same figures within the window, ADR 0049, stop a repeat). */
  once: boolean;
}

const CASES: FilingCase[] = [
  {
    name: 'annual return (one per tax year)',
    async prepare(client, token) {
      expect((await client.post(api.efileQuestions, ALL_NO, { token })).statusCode).toBe(200);
      expect((await client.post(api.formW2, LINNDALE_W2, { token })).statusCode).toBe(201);
    },
    url: api.fileAnnualReturn,
    body: { agreement: true },
    status: 200,
    once: true,
  },
  {
    name: 'exemption certificate (one per tax year)',
    url: api.exempt,
    body: { exemptionSelection: 'retired', businessSoldDate: null },
    status: 201,
    once: true,
  },
  {
    name: 'individual estimate (one per tax year)',
    url: api.individualEstimate,
    body: {
      incomes: [{ description: 'Contract work', income: 2_000_000, workCity: 'Linndale' }],
      agreement: true,
    },
    status: 201,
    once: true,
  },
  {
    name: 'net profit estimate (one per tax year)',
    business: true,
    url: api.netProfitEstimate,
    body: { cities: [{ city: 'Cleveland', netProfit: 12_000_000 }], agreement: true },
    status: 201,
    once: true,
  },
  {
    name: "employer's return of income tax withheld (one per period)",
    business: true,
    url: api.employersReturn,
    body: {
      taxYear: 2025,
      frequency: 'quarterly',
      period: 4,
      cities: [{ city: 'Cleveland', wages: 4_000_000, taxWithheld: 100_000, adjustments: [] }],
      residenceTaxWithheld: [],
      agreement: true,
    },
    status: 201,
    once: true,
  },
  { name: 'billing statement', url: api.billingStatement, body: BILLING, status: 201, once: false },
];

describe.each(engines)('idempotent filing and one filing per year or period on $name', (engine) => {
  // T0 is March 2026: the tax year filed is 2025.
  const server = TestServer.setup(engine);

  async function ready(c: FilingCase): Promise<{ client: Client; filer: Filer }> {
    const client = server.client();
    const [filer] = await addFilers(server, 1, { business: c.business ?? false });
    await c.prepare?.(client, filer!.token);
    return { client, filer: filer! };
  }

  /** The confirmation numbers filed for the filer (any form, the certificate included). */
  async function filed(filer: Filer): Promise<string[]> {
    const forms = await server.db
      .select({ n: taxForms.confirmationNumber })
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, filer.taxpayerId), eq(taxForms.status, 'filed')));
    const certificates = await server.db
      .select({ n: exemptionCertificates.confirmationNumber })
      .from(exemptionCertificates)
      .where(eq(exemptionCertificates.taxpayerId, filer.taxpayerId));
    return [...forms, ...certificates].map((r) => r.n!);
  }

  describe.each(CASES)('$name', (c) => {
    it(`${SUBMITS} parallel submits with one Idempotency-Key file once and all answer the first result`, async () => {
      const { client, filer } = await ready(c);
      const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
      const answers = await Promise.all(
        Array.from({ length: SUBMITS }, () => client.post(c.url, c.body, { token: filer.token, headers })),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(c.status);
      const confirmations = new Set(
        answers.map((a) => a.json<{ confirmationNumber: string }>().confirmationNumber),
      );
      expect(confirmations.size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(SUBMITS - 1);
      expect(await filed(filer)).toEqual([...confirmations]);
      // A retry later (after a lost answer, say) gets the same first result, not "already filed".
      const retry = await client.post(c.url, c.body, { token: filer.token, headers });
      expect(retry.statusCode).toBe(c.status);
      expect(retry.json()).toStrictEqual(answers[0]!.json());
    });

    if (c.once) {
      it(`${SUBMITS} parallel submits without a key (or each with its own) file once; the rest are told "already filed"`, async () => {
        const { client, filer } = await ready(c);
        const answers = await Promise.all(
          Array.from({ length: SUBMITS }, (_, i) =>
            client.post(c.url, c.body, {
              token: filer.token,
              headers: i % 2 ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {},
            }),
          ),
        );
        const statuses = answers.map((a) => a.statusCode).sort();
        expect(statuses, answers.map((a) => a.body).join('\n')).toEqual(
          [c.status, ...Array<number>(SUBMITS - 1).fill(409)].sort(),
        );
        for (const refused of answers.filter((a) => a.statusCode === 409)) {
          expectProblem(refused, 409, ProblemCode.AlreadyFiled);
        }
        expect(await filed(filer)).toHaveLength(1);
      });
    }
  });

  it('refuses a malformed key, and the same key with another request', async () => {
    const { client, filer } = await ready(CASES.at(-1)!);
    const token = filer.token;
    expectProblem(
      await client.post(api.billingStatement, BILLING, {
        token,
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'a b' },
      }),
      400,
      ProblemCode.Validation,
    );
    const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    expect((await client.post(api.billingStatement, BILLING, { token, headers })).statusCode).toBe(201);
    const other = { ...BILLING, taxDue: 200_000 };
    expectProblem(
      await client.post(api.billingStatement, other, { token, headers }),
      422,
      ProblemCode.Conflict,
    );
    // Keys are the user's own: another user's same key files their own statement.
    const [stranger] = await addFilers(server, 1);
    const theirs = await client.post(api.billingStatement, BILLING, { token: stranger!.token, headers });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a call that fails gives its key back, and a retry with the key runs again', async () => {
    const { client, filer } = await ready(CASES.at(-1)!);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const nothingOwed = {
      taxYear: 2024,
      taxDue: 100_000,
      payments: [{ date: '2025-04-01', amount: 100_000 }],
    };
    const token = filer.token;
    expectProblem(
      await client.post(api.billingStatement, nothingOwed, { token, headers }),
      400,
      ProblemCode.Validation,
    );
    const rows = await server.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, filer.userId));
    expect(rows).toHaveLength(0);
    const owed = await client.post(api.billingStatement, BILLING, { token, headers: { ...headers } });
    expect(owed.statusCode, owed.body).toBe(201);
  });
});

describe.each(engines)('a key claimed by a node that stopped on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('waits for a live claim, then takes over one past its 30 seconds and files once', async () => {
    const client = server.client();
    const [filer] = await addFilers(server, 1);
    const key = randomUUID();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
    // A node claimed the key at T0 and stopped before filing (its transaction never committed).
    await server.db.insert(idempotencyKeys).values({
      userId: filer!.userId,
      key,
      fingerprint: fingerprintOf('POST', api.billingStatement, filer!.taxpayerId, BILLING),
      lockedUntil: new Date(T0.getTime() + 30_000),
      createdAt: T0,
    });
    // At T0 the claim is live: the repeat waits for it, then answers 409 with Retry-After.
    const early = await client.post(api.billingStatement, BILLING, { token: filer!.token, headers });
    expectProblem(early, 409, ProblemCode.Conflict);
    expect(early.headers['retry-after']).toBe('1');
    // A minute later the claim has lapsed: the retry takes it over and files, once.
    const later = await server.clientAt(MINUTE);
    const retry = await later.post(api.billingStatement, BILLING, { token: filer!.token, headers });
    expect(retry.statusCode, retry.body).toBe(201);
    const again = await later.post(api.billingStatement, BILLING, { token: filer!.token, headers });
    expect(again.json()).toStrictEqual(retry.json());
    const statements = await server.db
      .select()
      .from(taxForms)
      .where(eq(taxForms.taxpayerId, filer!.taxpayerId));
    expect(statements).toHaveLength(1);
  }, 40_000);
});
