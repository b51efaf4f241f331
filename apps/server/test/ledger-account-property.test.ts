import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  api,
  mailroomApi,
  type AccountLedger,
  type Payable,
  type PaymentSessionStart,
} from '@efile/contracts';
import { estimateCredits, ledgerEntries, payments } from '../src/db/schema';
import { applyOutcome } from '../src/modules/payments/outcomes';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import { addIndividual, completed, fileStatement } from './support/ledger';
import { ESTIMATE } from './support/payments';
import { addStaff, staffSignIn } from './support/staff';
import { T0, TestServer, engines, type Client } from './support/test-app';

/** Runs per engine: LEDGER_PROPERTY_RUNS (the CI default keeps the file under a minute). */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 6);
const DAY = 86_400_000;
const QUESTIONS = { ...ALL_NO, under18AtYearEnd: false };
/** The Linndale W-2 with no tax withheld: the whole Cleveland tax ($1,250.00) is due on the return. */
const W2 = { ...LINNDALE_W2, localTaxWithheld: 0 };
const silent = { warn: () => undefined } as never;
const byId = (path: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((p, [k, v]) => p.replace(`:${k}`, String(v)), path);

const step = fc.oneof(
  fc.record({
    op: fc.constant('statement' as const),
    year: fc.integer({ min: 2022, max: 2025 }),
    dollars: fc.integer({ min: 1, max: 3_000 }),
  }),
  fc.record({ op: fc.constant('estimate' as const) }),
  fc.record({ op: fc.constant('annual' as const) }),
  fc.record({
    op: fc.constant('credit' as const),
    year: fc.constantFrom(2025, 2026),
    paid: fc.integer({ min: 0, max: 500 }),
    prior: fc.integer({ min: 0, max: 200 }),
  }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ op: fc.constant('check' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 60 }) }),
);

const startPath = (p: Payable) =>
  p.target.kind === 'year'
    ? byId(api.initiateYearPayment, { year: p.target.taxYear })
    : p.target.kind === 'installment'
      ? byId(api.initiateInstallmentPayment, { id: p.target.taxFormId, installment: p.target.installment })
      : byId(api.initiatePayment, { id: p.target.taxFormId });

/**
 * Issue 22 (ADR 0044), over random histories — filings of each individual form kind, agency-held
 * credits, partial card payments of any payable, mailed checks, days passing: every figure the
 * account gives for a form or a year is the ledger's sum (a year's entries naming no form carried
 * by its annual return, else its estimate), and paying exactly what a target asks leaves $0.00.
 */
describe.each(engines)('the account model over random histories on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('figures = ledger sums; paying what a target asks leaves exactly $0.00, never less', async () => {
    const base = server.client();
    const staff = await addStaff(server, 'clerk');
    const clerk = await staffSignIn(base, staff.username, staff.secret);
    const clients = new Map<number, Client>([[0, base]]);
    const clientOn = async (days: number) => {
      if (!clients.has(days)) clients.set(days, await server.clientAt(days * DAY));
      return clients.get(days)!;
    };
    // A staff session lasts minutes (ADR 0034): the clerk signs in again on each day's clock, once.
    const clerks = new Map<number, string>([[0, clerk]]);
    const clerkOn = async (days: number) => {
      if (!clerks.has(days))
        // With that day's code: a code of T0 on a later day is wrong, and five wrong codes lock the
        // account (ADR 0047) — the run failed with 429 once a history spanned five days.
        clerks.set(
          days,
          await staffSignIn(
            await clientOn(days),
            staff.username,
            staff.secret,
            new Date(T0.getTime() + days * DAY),
          ),
        );
      return clerks.get(days)!;
    };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const taxpayer = await addIndividual(server.db);
        const username = await server.addUser('prop', { links: [taxpayer] });
        let days = 0;
        let client = base;
        let token = await client.signIn(username);
        let checks = 0;
        const read = async () => {
          const res = await client.get(api.accountLedger, { token });
          expect(res.statusCode, res.body).toBe(200);
          return res.json<AccountLedger>();
        };

        /** Every figure against the ledger's own sums. */
        const check = async (account: AccountLedger) => {
          const rows = await server.db
            .select()
            .from(ledgerEntries)
            .where(eq(ledgerEntries.taxpayerId, taxpayer));
          const carrier = new Map<number, number>();
          for (const f of [...account.forms].reverse()) {
            const current = carrier.get(f.taxYear);
            const currentType = account.forms.find((x) => x.id === current)?.formType;
            if (
              f.formType === 'annual-return' ||
              (f.formType === 'individual-estimate' && currentType !== 'annual-return')
            )
              carrier.set(f.taxYear, f.id);
          }
          // A form's own entries, and the entries naming no form of the year it carries (its own year).
          const formSum = (id: number) =>
            rows
              .filter((r) => r.taxFormId === id || (r.taxFormId === null && carrier.get(r.taxYear) === id))
              .reduce((s, r) => s + r.amountCents, 0);
          for (const f of account.forms) {
            expect(f.balance, `form ${f.id}`).toBe(formSum(f.id));
            expect(f.payToday).toBe(Math.max(0, f.balance + f.accruedInterest + f.accruedPenalty));
            if (f.installments && f.balance >= 0)
              expect(f.installments.reduce((s, i) => s + i.left, 0)).toBe(f.balance);
          }
          for (const y of account.years) {
            expect(y.balance).toBe(
              rows.filter((r) => r.taxYear === y.taxYear).reduce((s, r) => s + r.amountCents, 0),
            );
            expect(y.payToday).toBe(Math.max(0, y.balance + y.accruedInterest + y.accruedPenalty));
          }
          expect(account.total.balance).toBe(rows.reduce((s, r) => s + r.amountCents, 0));
          for (const p of account.payables) {
            expect(p.amount).toBe(p.lines.reduce((s, l) => s + l.amount, 0));
            if (p.target.kind === 'year') {
              const y = account.years.find((x) => x.taxYear === p.taxYear)!;
              expect(p.amount).toBe(y.payToday);
            } else if (p.target.kind === 'form') {
              expect(p.amount).toBe(account.forms.find((f) => f.id === p.taxFormId)!.payToday);
            }
          }
        };

        for (const s of steps) {
          if (s.op === 'statement') {
            await fileStatement(client, token, s.year, s.dollars * 100);
          } else if (s.op === 'estimate') {
            const res = await client.post(api.individualEstimate, ESTIMATE, { token });
            expect([201, 409]).toContain(res.statusCode);
          } else if (s.op === 'annual') {
            await client.post(api.efileQuestions, QUESTIONS, { token });
            await client.post(api.formW2, W2, { token });
            const res = await client.post(api.fileAnnualReturn, { agreement: true }, { token });
            // Filed, already filed, or an overpayment (filed on paper): never a server error.
            expect([200, 409, 422], res.body).toContain(res.statusCode);
          } else if (s.op === 'credit') {
            await server.db
              .insert(estimateCredits)
              .values({
                taxpayerId: taxpayer,
                taxYear: s.year,
                amountPaidCents: s.paid * 100,
                priorYearCreditCents: s.prior * 100,
              })
              .onConflictDoNothing();
          } else if (s.op === 'days') {
            days = Math.min(250, days + s.days); // no interest rate is published past 2026
            client = await clientOn(days);
            token = await client.signIn(username);
          } else {
            const account = await read();
            if (account.payables.length === 0) continue;
            const p = account.payables[s.pick % account.payables.length]!;
            const amount = Math.max(1, Math.floor((p.amount * s.share) / 100));
            const at = new Date(T0.getTime() + days * DAY);
            if (s.op === 'check') {
              if (p.taxFormId === null || amount > 100_000) continue;
              checks += 1;
              const res = await client.post(
                mailroomApi.checks,
                {
                  taxpayerId: taxpayer,
                  taxYear: p.taxYear,
                  confirmationNumber: p.confirmationNumber,
                  amountCents: amount,
                  checkNumber: `${taxpayer}-${checks}`,
                  receivedOn: account.asOf,
                },
                { token: await clerkOn(days) },
              );
              expect(res.statusCode, res.body).toBe(201);
              continue;
            }
            const start = await client.post(startPath(p), undefined, { token });
            expect(start.statusCode, start.body).toBe(200);
            const { remittanceId } = start.json<PaymentSessionStart>();
            const [row] = await server.db
              .select()
              .from(payments)
              .where(eq(payments.remittanceId, remittanceId));
            expect(row!.amount).toBe(p.amount);
            const outcome = { ...completed(remittanceId, amount), occurredAt: at.toISOString() };
            await applyOutcome(server.db, outcome, 'notification', { request: null, log: silent, now: at });
            if (s.share === 100) {
              // Exactly what it asked: nothing left on the target, and nothing below zero.
              const after = await read();
              const left = after.payables.find((q) => JSON.stringify(q.target) === JSON.stringify(p.target));
              expect(left).toBeUndefined();
              if (p.target.kind === 'year')
                expect(after.years.find((y) => y.taxYear === p.taxYear)!.balance).toBe(0);
              else if (p.target.kind === 'form')
                expect(after.forms.find((f) => f.id === p.taxFormId)).toMatchObject({
                  balance: 0,
                  payToday: 0,
                });
              else
                expect(
                  after.forms
                    .find((f) => f.id === p.taxFormId)!
                    .installments!.find((i) => i.number === p.installment),
                ).toMatchObject({ left: 0, state: 'paid' });
            }
          }
          await check(await read());
        }
      }),
      { numRuns: RUNS },
    );
  });
});
