import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type AccountEntries, type AccountLedger } from '@efile/contracts';
import { annualReturnDueDate, computePenaltyAndInterest } from '@efile/tax';
import { ledgerEntries, taxForms } from '../src/db/schema';
import { postAdjustment, postFiling, postReversal } from '../src/modules/ledger/service';
import { applyOutcome } from '../src/modules/payments/outcomes';
import { addIndividual, completed, fileStatement, openSession } from './support/ledger';
import { TestServer, engines } from './support/test-app';

/** Runs per engine: LEDGER_PROPERTY_RUNS (CI default modest). */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 25);
const silent = { request: null, log: { warn: () => undefined } as never, now: new Date() };

const step = fc.oneof(
  fc.record({
    op: fc.constant('file' as const),
    year: fc.integer({ min: 2020, max: 2025 }),
    dollars: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({ op: fc.constant('pay' as const), form: fc.nat(), share: fc.integer({ min: 1, max: 120 }) }),
  fc.record({
    op: fc.constant('reverse' as const),
    payment: fc.nat(),
    share: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    op: fc.constant('adjust' as const),
    year: fc.integer({ min: 2020, max: 2025 }),
    cents: fc.integer({ min: -50_000, max: 50_000 }).filter((c) => c !== 0),
  }),
);

describe.each(engines)('ledger properties on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('balance = sum of entries = what the engine says is owed; replays add nothing', async () => {
    const client = server.client();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const taxpayer = await addIndividual(server.db);
        const token = await client.signIn(await server.addUser('prop', { links: [taxpayer] }));
        const owed = new Map<number, number>();
        const add = (year: number, cents: number) => owed.set(year, (owed.get(year) ?? 0) + cents);
        const forms: {
          id: number;
          taxpayerId: string;
          taxYear: number;
          due: number;
          dollars: number;
          attempts: number;
        }[] = [];
        const paid: { id: number; taxYear: number; amount: number; reversed: boolean }[] = [];

        for (const s of steps) {
          if (s.op === 'file') {
            // The same statement again at once is the same filing (ADR 0049): 409, nothing posted.
            if (forms.some((f) => f.taxYear === s.year && f.dollars === s.dollars)) {
              const again = await client.post(
                api.billingStatement,
                { taxYear: s.year, taxDue: s.dollars * 100, payments: [], returnFiledDate: null },
                { token },
              );
              expect(again.statusCode).toBe(409);
              continue;
            }
            const filed = await fileStatement(client, token, s.year, s.dollars * 100);
            // The statement's amount due is the engine's figure for that tax, today.
            const engine = computePenaltyAndInterest({
              taxYear: s.year,
              asOf: '2026-03-02',
              liabilities: [
                {
                  kind: 'income',
                  label: 't',
                  amount: s.dollars * 100,
                  dueDate: annualReturnDueDate(s.year),
                  payments: [],
                },
              ],
            });
            expect(filed.amountDue).toBe(engine.totals.total);
            add(s.year, filed.amountDue);
            forms.push({
              id: filed.id,
              taxpayerId: taxpayer,
              taxYear: s.year,
              due: filed.amountDue,
              dollars: s.dollars,
              attempts: 0,
            });
            // Filing twice (a retried transaction) adds nothing.
            const [row] = await server.db.select().from(taxForms).where(eq(taxForms.id, filed.id));
            expect(await postFiling(server.db, row!)).toEqual([]);
          } else if (s.op === 'pay' && forms.length > 0) {
            const form = forms[s.form % forms.length]!;
            form.attempts += 1;
            const amount = Math.max(1, Math.floor((form.due * s.share) / 100));
            const session = await openSession(server.db, form, form.attempts, form.due);
            const outcome = completed(session.remittanceId, amount);
            expect(await applyOutcome(server.db, outcome, 'notification', silent)).toBe('recorded');
            // The same notification again, and the reconciliation job bringing it: nothing more.
            expect(await applyOutcome(server.db, outcome, 'notification', silent)).toBe('repeated');
            expect(await applyOutcome(server.db, outcome, 'reconciliation', silent)).toBe('repeated');
            add(form.taxYear, -amount);
            paid.push({ id: session.id, taxYear: form.taxYear, amount, reversed: false });
          } else if (s.op === 'reverse' && paid.length > 0) {
            const payment = paid[s.payment % paid.length]!;
            const amount = Math.max(1, Math.floor((payment.amount * s.share) / 100));
            const at = new Date();
            await postReversal(server.db, {
              paymentId: payment.id,
              amountCents: amount,
              at,
              reason: 'returned',
            });
            // The same return reported again: written once.
            await postReversal(server.db, {
              paymentId: payment.id,
              amountCents: amount,
              at,
              reason: 'returned',
            });
            if (!payment.reversed) add(payment.taxYear, amount);
            payment.reversed = true;
          } else if (s.op === 'adjust') {
            const sourceId = `adj-${taxpayer}-${owed.size}-${s.cents}-${Math.random()}`;
            const adjustment = {
              taxpayerId: taxpayer,
              taxYear: s.year,
              amountCents: s.cents,
              staffId: 1,
              reason: 'agency correction',
              sourceId,
              at: new Date(),
            };
            await postAdjustment(server.db, adjustment);
            await postAdjustment(server.db, adjustment);
            add(s.year, s.cents);
          }
        }

        const rows = await server.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.taxpayerId, taxpayer));
        const viewed = await server.db.execute<{ tax_year: number; balance_cents: string }>(
          sql`select tax_year, balance_cents from ledger_balances where taxpayer_id = ${taxpayer} order by tax_year`,
        );
        const account = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
        const sumOf = (year: number) =>
          rows.filter((r) => r.taxYear === year).reduce((s, r) => s + r.amountCents, 0);
        const years = [...owed.keys()].filter((y) => rows.some((r) => r.taxYear === y)).sort();
        expect(account.years.map((y) => y.taxYear)).toEqual(years);
        for (const y of account.years) {
          expect(y.balance).toBe(sumOf(y.taxYear));
          expect(y.balance).toBe(owed.get(y.taxYear));
          // On the statement's own date nothing accrues beyond what the engine charged at filing.
          expect(y.accruedInterest).toBe(0);
        }
        const view = (viewed as unknown as { rows: { tax_year: number; balance_cents: string }[] }).rows;
        expect(view.map((v) => [Number(v.tax_year), Number(v.balance_cents)])).toEqual(
          account.years.map((y) => [y.taxYear, y.balance]),
        );
        expect(account.total.balance).toBe(rows.reduce((s, r) => s + r.amountCents, 0));
        const { entries } = (await client.get(api.accountEntries, { token })).json<AccountEntries>();
        expect(entries).toHaveLength(rows.length);
        expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(account.total.balance);
      }),
      { numRuns: RUNS },
    );
  });
});
