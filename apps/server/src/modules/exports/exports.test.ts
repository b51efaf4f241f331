import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  exportsApi,
  mailroomApi,
  type ExportBatch,
  type ExportTotals,
  type FiledBillingStatement,
} from '@efile/contracts';
import { exportBatchRows } from '../../db/mailroom-schema';
import { payments, taxpayers } from '../../db/schema';
import { addIndividual, fileStatement } from '../../../test/support/ledger';
import { addStaff, staffSignIn } from '../../../test/support/staff';
import { TestServer, engines, expectProblem, type Client } from '../../../test/support/test-app';
import { COLUMNS, decimal, layoutTable, recordLength, toCsv, toFixed } from './layout';

const DAY = '2026-03-02'; // T0's agency day
/** Every export is taxpayer data: the reason for it is required (ADR 0046). */
const REASON = 'reason=monthly%20hand-over';

/** The records of an RFC 4180 body: fields split at commas outside quotes, quotes undoubled. */
function parseCsv(body: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      fields.push(field);
      field = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      records.push([...fields, field]);
      fields = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return records;
}

describe('the export formats (docs/export-layout.md)', () => {
  it('writes RFC 4180 CSV: a header, CRLF, quoted fields, cents and dollars', () => {
    const row = {
      source: 'form:1',
      name1: 'Smith, "Jr"',
      amount_due_cents: 123_456,
      amount_due: decimal(123_456),
    };
    const csv = toCsv('filings', [row]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(COLUMNS.filings.map((c) => c.name).join(','));
    expect(line).toContain('form:1,,"Smith, ""Jr""",');
    expect(line!.endsWith(',123456,1234.56')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect([decimal(5), decimal(-5), decimal(100)]).toEqual(['0.05', '-0.05', '1.00']);
  });

  it('writes fixed-width records of one length with the fields where the layout puts them', () => {
    const row = {
      source: 'payment:7',
      taxpayer_id: '100001',
      name1: 'Ünïcode Name',
      federal_id_last4: '6789',
      tax_year: 2025,
      amount_cents: 4200,
    };
    const text = toFixed('payments', [row], { from: DAY, to: DAY, batchId: 3 });
    const records = text.split('\r\n').filter(Boolean);
    expect(records.map((r) => r.length)).toEqual([276, 276, 276].map(() => recordLength('payments')));
    expect(records[0]!.slice(0, 39)).toBe(`Hpayments${DAY}${DAY}0000000003`);
    const detail = records[1]!;
    const at = (name: string) => {
      let position = 1;
      for (const c of COLUMNS.payments) {
        if (c.name === name) return detail.slice(position, position + c.width);
        position += c.width;
      }
      throw new Error(name);
    };
    expect(at('taxpayer_id')).toBe('100001      ');
    expect(at('name1').trimEnd()).toBe('?n?code Name');
    expect(at('tax_year')).toBe('2025');
    expect(at('amount_cents')).toBe('000000000004200');
    expect(at('method')).toBe(' '.repeat(16));
    expect(records[2]).toMatch(/^T0000000001000000000004200 +$/);
  });

  it('neutralises text cells a spreadsheet would run as a formula; amounts stay numbers (issue 23 item 7)', () => {
    const attacks = [
      '=HYPERLINK("http://evil.test","Refund")',
      "-2+3+cmd|' /C calc'!A0",
      '+1+1',
      '@SUM(A1:A2)',
      '\tTAB',
      '\rCR',
    ];
    const csv = toCsv(
      'filings',
      attacks.map((name1, i) => ({
        source: `form:${i}`,
        name1,
        name2: name1,
        amount_due_cents: -5,
        amount_due: decimal(-5),
      })),
    );
    const [header, ...records] = parseCsv(csv);
    const at = (name: string) => header!.indexOf(name);
    expect(records.map((r) => r[at('name1')])).toEqual(attacks.map((a) => `'${a}`));
    expect(records.map((r) => r[at('name2')])).toEqual(attacks.map((a) => `'${a}`));
    // A negative amount is data written by the portal from integer cents, not a formula.
    for (const r of records) {
      expect(r[at('amount_due_cents')]).toBe('-5');
      expect(r[at('amount_due')]).toBe('-0.05');
    }
    // The fixed-width layout carries names too: the same prefix where the field begins.
    const fixed = toFixed('filings', [{ source: 'form:1', name1: attacks[0]! }], {
      from: DAY,
      to: DAY,
      batchId: null,
    });
    const name1At = 1 + COLUMNS.filings.slice(0, 2).reduce((s, c) => s + c.width, 0);
    expect(fixed.split('\r\n')[1]!.slice(name1At, name1At + 3)).toBe("'=H");
  });

  it('docs/export-layout.md shows each field at the position, width and type the code writes', () => {
    const doc = readFileSync(new URL('../../../../../docs/export-layout.md', import.meta.url), 'utf8');
    const cells = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l))
        .map((l) =>
          l
            .split('|')
            .map((c) => c.trim())
            .join('|'),
        );
    for (const kind of ['filings', 'payments'] as const) {
      const table = cells(layoutTable(kind));
      const inDoc = cells(doc);
      for (const line of table) expect(inDoc, `${kind}: ${line}`).toContain(line);
      expect(doc).toContain(`record length ${recordLength(kind)}`);
    }
  });
});

describe.each(engines)('exports on $name (issue 16 item 8)', (engine) => {
  const server = TestServer.setup(engine);
  let client: Client;
  let supervisor: string;
  let clerk: string;
  let taxpayerId: string;
  let filed: FiledBillingStatement;

  it('signs in and files', async () => {
    client = server.client();
    const s = await addStaff(server, 'supervisor');
    const c = await addStaff(server, 'clerk');
    supervisor = await staffSignIn(client, s.username, s.secret);
    clerk = await staffSignIn(client, c.username, c.secret);
    taxpayerId = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('exp', { links: [taxpayerId] }));
    filed = await fileStatement(client, token, 2025, 80_000);
    await server.db.insert(payments).values({
      taxFormId: filed.id,
      taxpayerId,
      remittanceId: `EXP-${taxpayerId}`,
      amount: 20_000,
      amountPaid: 20_000,
      status: 'Completed',
      paymentType: 'CreditDebitCard',
      transactionId: `T-${taxpayerId}`,
      reportedAt: new Date(`${DAY}T16:00:00Z`),
    });
    const check = await client.post(
      mailroomApi.checks,
      {
        taxpayerId,
        taxYear: 2025,
        amountCents: 30_000,
        checkNumber: '555',
        receivedOn: '2026-02-27',
        confirmationNumber: filed.confirmationNumber,
      },
      { token: clerk },
    );
    expect(check.statusCode, check.body).toBe(201);
  });

  it("a range's CSV lists the day's filings and payments, with the last four of the federal id only", async () => {
    const [tp] = await server.db.select().from(taxpayers).where(eq(taxpayers.id, taxpayerId));
    const res = await client.get(`${exportsApi.range}?kind=filings&from=${DAY}&to=${DAY}&${REASON}`, {
      token: supervisor,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="efile-filings-${DAY}-to-${DAY}.csv"`,
    );
    expect(res.body).not.toContain(tp!.federalId!);
    const [header, ...records] = parseCsv(res.body);
    const mine = records.find((r) => r[0] === `form:${filed.id}`)!;
    const field = (name: string) => mine[header!.indexOf(name)];
    expect(field('taxpayer_id')).toBe(taxpayerId);
    expect(field('federal_id_last4')).toBe(tp!.federalId!.slice(-4));
    expect(field('form_type')).toBe('billing-statement');
    expect(field('filed_date')).toBe(DAY);
    expect(Number(field('amount_due_cents'))).toBe(filed.amountDue);
    expect(field('amount_due')).toBe(decimal(filed.amountDue));

    const paid = await client.get(
      `${exportsApi.range}?kind=payments&from=${DAY}&to=${DAY}&format=fixed&${REASON}`,
      {
        token: supervisor,
      },
    );
    const lines = paid.body.split('\r\n').filter(Boolean);
    expect(new Set(lines.map((l) => l.length))).toEqual(new Set([recordLength('payments')]));
    expect(lines.some((l) => l.startsWith(`Dpayment:`) && l.includes(`T-${taxpayerId}`))).toBe(true);
    expect(
      lines.some((l) => l.startsWith('Dcheck:') && l.includes('MailedCheck') && l.includes('2026-02-27')),
    ).toBe(true);
  });

  it('names a registrant typed as formulas reach neither CSV export as formulas', async () => {
    const names = ['=HYPERLINK("http://evil.test","Refund")', "-2+3+cmd|' /C calc'!A0"];
    for (const [i, name] of names.entries()) {
      const id = await addIndividual(server.db);
      await server.db
        .update(taxpayers)
        .set({ name1: name, name2: i ? '@me' : '+1' })
        .where(eq(taxpayers.id, id));
      const paper = await client.post(
        mailroomApi.paperReturns,
        {
          taxpayerId: id,
          formType: 'annual-return',
          taxYear: 2025,
          receivedOn: DAY,
          tax: { amountCents: 1_000, line: 'line 9' },
        },
        { token: clerk },
      );
      expect(paper.statusCode, paper.body).toBe(201);
      const check = await client.post(
        mailroomApi.checks,
        { taxpayerId: id, taxYear: 2024, amountCents: 500, checkNumber: '9001', receivedOn: DAY },
        { token: clerk },
      );
      expect(check.statusCode, check.body).toBe(201);
    }
    for (const kind of ['filings', 'payments']) {
      const res = await client.get(`${exportsApi.range}?kind=${kind}&from=${DAY}&to=${DAY}&${REASON}`, {
        token: supervisor,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [header, ...records] = parseCsv(res.body);
      const cells = records.flatMap((r) => [r[header!.indexOf('name1')], r[header!.indexOf('name2')]]);
      for (const name of [...names, '@me', '+1']) {
        expect(cells, `${kind}: ${name}`).toContain(`'${name}`);
        expect(cells, `${kind}: ${name}`).not.toContain(name);
      }
      for (const r of records)
        expect(
          r.every((cell) => !/^[=+@\t\r]/.test(cell)),
          r.join(','),
        ).toBe(true);
    }
  });

  it('a batch takes only rows no batch took, and gives the same bytes each time', async () => {
    const make = () =>
      client.post(
        exportsApi.batches,
        { kind: 'payments', from: DAY, to: DAY, reason: 'monthly hand-over' },
        { token: supervisor },
      );
    const first = await make();
    expect(first.statusCode, first.body).toBe(201);
    const batch = first.json<ExportBatch>();
    expect(batch.rowCount).toBeGreaterThanOrEqual(2);
    // Nothing new: no empty batch is made (issue 28 item 3), and the list does not grow.
    expectProblem(await make(), 409, 'conflict');

    const file = exportsApi.batchFile.replace(':id', String(batch.id));
    const one = await client.get(`${file}?format=csv&${REASON}`, { token: supervisor });
    // A later change (another check posted) does not change batch N's file.
    await client.post(
      mailroomApi.checks,
      {
        taxpayerId,
        taxYear: 2025,
        amountCents: 1_000,
        checkNumber: '556',
        receivedOn: DAY,
        confirmationNumber: filed.confirmationNumber,
      },
      { token: clerk },
    );
    const two = await client.get(`${file}?format=csv&${REASON}`, { token: supervisor });
    expect(two.body).toBe(one.body);
    expect(parseCsv(one.body)).toHaveLength(batch.rowCount + 1);
    const next = (await make()).json<ExportBatch>();
    expect(next.rowCount).toBe(1);
    const list = await client.get(exportsApi.batches, { token: supervisor });
    expect(
      list
        .json<{ batches: ExportBatch[] }>()
        .batches.map((b) => b.id)
        .slice(0, 3),
    ).toEqual([next.id, batch.id]);
    expectProblem(
      await client.get(`${exportsApi.batchFile.replace(':id', '999999')}?${REASON}`, { token: supervisor }),
      404,
      'not-found',
    );
  });

  it('two batches made at once share no row', async () => {
    for (let i = 0; i < 3; i += 1) {
      await client.post(
        mailroomApi.checks,
        {
          taxpayerId,
          taxYear: 2025,
          amountCents: 100 + i,
          checkNumber: `770-${i}`,
          receivedOn: DAY,
          confirmationNumber: filed.confirmationNumber,
        },
        { token: clerk },
      );
    }
    const made = await Promise.all(
      [0, 1].map(() =>
        client.post(
          exportsApi.batches,
          { kind: 'payments', from: DAY, to: DAY, reason: 'monthly hand-over' },
          { token: supervisor },
        ),
      ),
    );
    // Each is a batch of its own rows, or — when the other took them all — refused, not empty.
    expect(made.some((r) => r.statusCode === 201)).toBe(true);
    const batches = made.filter((r) => r.statusCode === 201).map((r) => r.json<ExportBatch>());
    for (const r of made.filter((m) => m.statusCode !== 201)) expectProblem(r, 409, 'conflict');
    expect(batches.every((b) => b.rowCount > 0)).toBe(true);
    expect(batches.reduce((sum, b) => sum + b.rowCount, 0)).toBe(3);
    const rows = await server.db.select().from(exportBatchRows);
    expect(new Set(rows.map((r) => `${r.kind} ${r.source}`)).size).toBe(rows.length);
  });

  it('daily totals by form type and payment method', async () => {
    const res = await client.get(`${exportsApi.totals}?from=${DAY}&to=${DAY}`, { token: supervisor });
    expect(res.statusCode, res.body).toBe(200);
    const totals = res.json<ExportTotals>();
    const day = totals.days.find((d) => d.date === DAY)!;
    const range = await client.get(`${exportsApi.range}?kind=payments&from=${DAY}&to=${DAY}&${REASON}`, {
      token: supervisor,
    });
    const [header, ...records] = parseCsv(range.body);
    const checks = records.filter((r) => r[header!.indexOf('method')] === 'MailedCheck');
    const mailed = day.payments.find((p) => p.method === 'MailedCheck')!;
    expect(mailed.count).toBe(checks.length);
    expect(mailed.cents).toBe(checks.reduce((s, r) => s + Number(r[header!.indexOf('amount_cents')]), 0));
    expect(day.forms.find((f) => f.formType === 'billing-statement')!.count).toBeGreaterThanOrEqual(1);
    expectProblem(
      await client.get(`${exportsApi.totals}?from=${DAY}&to=2026-03-01`, { token: supervisor }),
      400,
      'validation',
    );
  });

  it('a clerk may not export', async () => {
    expectProblem(
      await client.get(`${exportsApi.range}?kind=filings&from=${DAY}&to=${DAY}&${REASON}`, { token: clerk }),
      403,
      'forbidden',
    );
  });
});
