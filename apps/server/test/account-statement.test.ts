import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '@efile/contracts';
import type { LedgerKind } from '../src/db/schema';
import { insertEntries } from '../src/modules/ledger/repository';
import { addIndividual } from './support/ledger';
import { expectTaggedPdf, pdfText } from './support/pdf';
import { TestServer, engines, expectProblem } from './support/test-app';

const statementUrl = (from: string, to: string) => `${api.accountStatementPdf}?from=${from}&to=${to}`;

describe.each(engines)('account statement PDF on $name', (engine) => {
  const server = TestServer.setup(engine);

  async function entry(
    taxpayerId: string,
    kind: LedgerKind,
    amountCents: number,
    at: string,
    taxYear: number,
  ) {
    await insertEntries(server.db, [
      {
        taxpayerId,
        taxYear,
        kind,
        amountCents,
        sourceType: 'test',
        sourceId: randomBytes(6).toString('hex'),
        sourceLine: kind,
        occurredAt: new Date(at),
      },
    ]);
  }

  it('opening balance + the period’s entries = closing balance, by the agency’s calendar', async () => {
    const taxpayer = await addIndividual(server.db);
    await entry(taxpayer, 'liability.tax', 100_000, '2024-03-01T15:00:00Z', 2023);
    await entry(taxpayer, 'payment', -30_000, '2024-06-01T15:00:00Z', 2023);
    // 2025-01-01 03:00 UTC is still 31 December 2024 in Cleveland: before the period.
    await entry(taxpayer, 'payment', -1_000, '2025-01-01T03:00:00Z', 2023);
    await entry(taxpayer, 'liability.tax', 50_000, '2025-02-01T15:00:00Z', 2024);
    await entry(taxpayer, 'payment', -20_000, '2025-05-01T15:00:00Z', 2024);
    await entry(taxpayer, 'payment', -10_000, '2026-01-10T15:00:00Z', 2024);
    const client = server.client();
    const token = await client.signIn(await server.addUser('statement', { links: [taxpayer] }));

    const res = await client.get(statementUrl('2025-01-01', '2025-12-31'), { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    // By hand: opening 1,000.00 − 300.00 − 10.00 = 690.00; in the period +500.00 − 200.00 = 300.00;
    // closing 990.00. The 2026 payment is after the period.
    expect(text).toContain('Account statement');
    await expectTaggedPdf(res.rawPayload, 'Account statement');
    expect(text).toContain('2025-01-01 to 2025-12-31');
    expect(text).toMatch(/Opening balance \(before 2025-01-01\)\n\$690\.00/);
    expect(text).toMatch(/Charges and credits in the period \(2\)\n\$300\.00/);
    expect(text).toMatch(/Closing balance \(end of 2025-12-31\)\n\$990\.00/);
    expect(text).toMatch(/2025-02-01 {2}Tax · tax year 2024\n\$500\.00/);
    expect(text).toMatch(/2025-05-01 {2}Payment · tax year 2024\n-\$200\.00/);
    expect(text).not.toContain('-$100.00');
    expect(text).not.toContain('-$10.00');

    // The whole history: opening 0, closing the balance GET /api/account shows.
    const all = pdfText((await client.get(statementUrl('2020-01-01', '2026-12-31'), { token })).rawPayload);
    expect(all).toMatch(/Opening balance \(before 2020-01-01\)\n\$0\.00/);
    expect(all).toMatch(/Closing balance \(end of 2026-12-31\)\n\$890\.00/);
    const account = (await client.get(api.accountLedger, { token })).json<{ total: { balance: number } }>();
    expect(account.total.balance).toBe(89_000);
  });

  it('is the signed-in filer’s own account only: anonymous 401, no taxpayer parameter', async () => {
    const mine = await addIndividual(server.db);
    const theirs = await addIndividual(server.db);
    await entry(theirs, 'liability.tax', 77_777, '2025-02-01T15:00:00Z', 2024);
    const client = server.client();
    expectProblem(await client.get(statementUrl('2025-01-01', '2025-12-31')), 401, 'unauthenticated');
    const token = await client.signIn(await server.addUser('statement', { links: [mine] }));
    const own = pdfText((await client.get(statementUrl('2025-01-01', '2025-12-31'), { token })).rawPayload);
    expect(own).toContain(`Taxpayer ${mine}`);
    expect(own).not.toContain(theirs);
    expect(own).not.toContain('$777.77');
    // Naming another taxpayer is not a thing the route reads: refused, not obeyed.
    expectProblem(
      await client.get(`${statementUrl('2025-01-01', '2025-12-31')}&taxpayerId=${theirs}`, { token }),
      400,
      'validation',
    );
    expectProblem(await client.get(statementUrl('2025-12-31', '2025-01-01'), { token }), 400, 'validation');
    expectProblem(await client.get(statementUrl('2025-02-30', '2025-03-01'), { token }), 400, 'validation');
  });
});
