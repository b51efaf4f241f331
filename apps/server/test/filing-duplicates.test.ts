import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, ProblemCode, api } from '@efile/contracts';
import { taxForms } from '../src/db/schema';
import { addFilers, type Filer } from './support/filers';
import { MINUTE, TestServer, engines, expectProblem } from './support/test-app';

/** The attack's statement (issue 23 item 3). */
const STATEMENT = { taxYear: 2021, taxDue: 123_400, payments: [] };

/**
 * The same billing statement filed again within the window (FILING_DUPLICATE_WINDOW_MINUTES, 10)
 * is the same filing, whatever key it carries or without one: 409 with the first confirmation
 * number. Real parallel requests; on PostgreSQL they truly race (ADR 0049).
 */
describe.each(engines)('an identical billing statement within the window on $name', (engine) => {
  const server = TestServer.setup(engine);

  const filed = async (filer: Filer) =>
    (
      await server.db
        .select({ n: taxForms.confirmationNumber })
        .from(taxForms)
        .where(and(eq(taxForms.taxpayerId, filer.taxpayerId), eq(taxForms.formType, 'billing-statement')))
    ).map((r) => r.n!);

  it('two concurrent statements with two keys file one row; the other is told its confirmation', async () => {
    const [filer] = await addFilers(server, 1);
    const client = server.client();
    const answers = await Promise.all(
      [randomUUID(), randomUUID()].map((key) =>
        client.post(api.billingStatement, STATEMENT, {
          token: filer!.token,
          headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        }),
      ),
    );
    const rows = await filed(filer!);
    expect(rows).toHaveLength(1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    const problem = expectProblem(refused, 409, ProblemCode.AlreadyFiled);
    expect(problem.confirmationNumber).toBe(rows[0]);
    expect(problem.detail).toContain(rows[0]);
  });

  it('ten concurrent statements without a key file one row; nine answer its confirmation', async () => {
    const [filer] = await addFilers(server, 1);
    const client = server.client();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post(api.billingStatement, STATEMENT, { token: filer!.token })),
    );
    const rows = await filed(filer!);
    expect(rows).toHaveLength(1);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(expectProblem(a, 409, ProblemCode.AlreadyFiled).confirmationNumber).toBe(rows[0]);
    }
  });

  it('the window is the same filing only: other figures, another taxpayer, or after the window file again', async () => {
    const [filer, other] = await addFilers(server, 2);
    const client = server.client();
    const token = filer!.token;
    expect((await client.post(api.billingStatement, STATEMENT, { token })).statusCode).toBe(201);
    // Payments listed in another order are the same statement.
    const withPayments = {
      ...STATEMENT,
      taxDue: 200_000,
      payments: [
        { date: '2022-05-01', amount: 1_000 },
        { date: '2022-04-01', amount: 2_000 },
      ],
    };
    expect((await client.post(api.billingStatement, withPayments, { token })).statusCode).toBe(201);
    const reordered = { ...withPayments, payments: [...withPayments.payments].reverse() };
    expectProblem(
      await client.post(api.billingStatement, reordered, { token }),
      409,
      ProblemCode.AlreadyFiled,
    );
    // Another figure, another taxpayer: another filing.
    const more = { ...STATEMENT, taxDue: 123_401 };
    expect((await client.post(api.billingStatement, more, { token })).statusCode).toBe(201);
    const theirs = await client.post(api.billingStatement, STATEMENT, { token: other!.token });
    expect(theirs.statusCode).toBe(201);
    // Nine minutes later still the same filing; ten minutes and a second later, a new one.
    const nine = await server.clientAt(9 * MINUTE);
    expectProblem(await nine.post(api.billingStatement, STATEMENT, { token }), 409, ProblemCode.AlreadyFiled);
    const later = await server.clientAt(10 * MINUTE + 1000);
    expect((await later.post(api.billingStatement, STATEMENT, { token })).statusCode).toBe(201);
    expect(await filed(filer!)).toHaveLength(4);
  });

  it('a retry with the first key still gets the first answer (201, replayed), not the 409', async () => {
    const [filer] = await addFilers(server, 1);
    const client = server.client();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const first = await client.post(api.billingStatement, STATEMENT, { token: filer!.token, headers });
    expect(first.statusCode).toBe(201);
    const again = await client.post(api.billingStatement, STATEMENT, { token: filer!.token, headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toStrictEqual(first.json());
  });
});
