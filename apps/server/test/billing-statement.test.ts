import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  api,
  type BillingCalculation,
  type FiledBillingStatement,
  type PaymentInfo,
} from '@efile/contracts';
import { expectTaggedPdf, pdfText } from './support/pdf';
import { TestServer, engines, expectProblem } from './support/test-app';

/**
 * 2024 tax of $1,000.00, due 15 April 2025; $400.00 paid on 1 August 2025; the return filed late
 * on 20 June 2025. The statement's date is T0, 2 March 2026.
 */
const BODY = {
  taxYear: 2024,
  taxDue: 100_000,
  payments: [{ date: '2025-08-01', amount: 40_000 }],
  returnFiledDate: '2025-06-20',
};
const line = (calc: BillingCalculation, id: string) => calc.worksheet.lines.find((l) => l.id === id)?.amount;

describe.each(engines)('tax, penalty and interest billing statement on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('computes interest by month and year, the penalties, and the total, to the cent', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('bill', { links: ['100005'] }));
    const res = await client.post(api.billingStatementCalculate, BODY, { token });
    expect(res.statusCode, res.body).toBe(200);
    const calc = res.json<BillingCalculation>();
    // By hand (ORC 718.27(A): 10 % a year in 2025; 9 % in 2026 = July 2025 short-term rate 4 % + 5 %):
    // months start 15 Apr, 15 May, 15 Jun, 15 Jul 2025 on $1,000.00 → 4 × $8.33⅓ = $33.33⅓;
    // 15 Aug … 15 Dec 2025 on $600.00 → 5 × $5.00 = $25.00; 2025: $58.33.
    // 15 Jan, 15 Feb 2026 on $600.00 at 9 % → 2 × $4.50 = $9.00 (was $10.00 at 10 %). Interest $67.33.
    // Late payment: 15 % × $1,000.00 unpaid on the due date = $150.00. Late filing (tax year 2024,
    // first failure): abated, $0.00. Total: $600.00 + $67.33 + $150.00 = $817.33.
    expect(calc).toMatchObject({
      taxYear: 2024,
      dueDate: '2025-04-15',
      asOf: '2026-03-02',
      tax: 60_000,
      interest: 6_733,
      penalty: 15_000,
      total: 81_733,
    });
    expect(line(calc, 'liability.0.interest.2025')).toBe(5_833);
    expect(line(calc, 'liability.0.interest.2026')).toBe(900);
    expect(line(calc, 'liability.0.latePaymentPenalty')).toBe(15_000);
    expect(line(calc, 'lateFilingPenalty')).toBe(0);
    expect(calc.notices).toEqual([]);
  });

  it('says plainly when interest reaches into a year without a published rate', async () => {
    // On 2 March 2027 the months from 15 January 2027 need the 2027 rate, which the agency has not
    // entered: a problem naming the year, never the 2026 rate reused.
    const client = await server.clientAt(365 * 86_400_000);
    const token = await client.signIn(await server.addUser('bill', { links: ['100005'] }));
    const problem = expectProblem(
      await client.post(api.billingStatementCalculate, BODY, { token }),
      422,
      ProblemCode.MissingInterestRate,
    );
    expect(problem.detail).toBe(
      'The interest rate for 2027 has not been published yet, so interest into 2027 cannot be calculated. Please contact CCA support.',
    );
  });

  it('bills from the federal due date of each year (ORC 718.05): 2020 → 17 May 2021, 2021 → 18 April 2022', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('bill', { links: ['100005'] }));
    // Tax year 2020: $500.00 paid in full on 17 May 2021, the federal (and so municipal) due date
    // that year, return filed the same day: nothing is owed — not $150.00 of late filing plus 15 %.
    const paidOnTime = {
      taxYear: 2020,
      taxDue: 50_000,
      payments: [{ date: '2021-05-17', amount: 50_000 }],
      returnFiledDate: '2021-05-17',
    };
    const y2020 = await client.post(api.billingStatementCalculate, paidOnTime, { token });
    expect(y2020.json()).toMatchObject({ dueDate: '2021-05-17', total: 0 });
    const y2021 = await client.post(
      api.billingStatementCalculate,
      {
        ...paidOnTime,
        taxYear: 2021,
        payments: [{ date: '2022-04-18', amount: 50_000 }],
        returnFiledDate: '2022-04-18',
      },
      { token },
    );
    expect(y2021.json()).toMatchObject({ dueDate: '2022-04-18', total: 0 });
  });

  it('refuses years out of range, future dates and nothing owed, with the field named', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('bill', { links: ['100005'] }));
    const old = expectProblem(
      await client.post(api.billingStatementCalculate, { ...BODY, taxYear: 2019 }, { token }),
      400,
      ProblemCode.Validation,
    );
    expect(old.errors).toEqual({ taxYear: 'Tax year must be between 2020 and 2025.' });
    const future = expectProblem(
      await client.post(
        api.billingStatementCalculate,
        { ...BODY, payments: [{ date: '2026-03-03', amount: 100 }] },
        { token },
      ),
      400,
      ProblemCode.Validation,
    );
    expect(future.errors).toEqual({ 'payments.0.date': 'Payment date cannot be in the future.' });
    const taxDue = async (value: number) =>
      expectProblem(
        await client.post(api.billingStatementCalculate, { ...BODY, taxDue: value }, { token }),
        400,
        ProblemCode.Validation,
      ).errors?.taxDue;
    expect(await taxDue(-5)).toBe('Tax due must be greater than or equal to zero');
    expect(await taxDue(0)).toBe('Tax due must be greater than zero.');
    // Paid in full before the due date: nothing is owed, nothing to file.
    const paidUp = { taxYear: 2024, taxDue: 100_000, payments: [{ date: '2025-04-01', amount: 100_000 }] };
    expect((await client.post(api.billingStatementCalculate, paidUp, { token })).json()).toMatchObject({
      total: 0,
    });
    expectProblem(await client.post(api.billingStatement, paidUp, { token }), 400, ProblemCode.Validation);
    expect((await client.post(api.billingStatementCalculate, BODY)).statusCode).toBe(401);
  });

  it('files the statement, which is then paid online only', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('bill', { links: ['100005'] }));
    const filed = await client.post(api.billingStatement, BODY, { token });
    expect(filed.statusCode, filed.body).toBe(201);
    const statement = filed.json<FiledBillingStatement>();
    expect(statement).toMatchObject({
      confirmationNumber: expect.stringMatching(/^BS2024-[0-9A-F]{10}$/),
      amountDue: 81_733,
    });
    const info = await client.get(api.paymentInfo.replace(':id', String(statement.id)), { token });
    expect(info.json<PaymentInfo>()).toMatchObject({
      taxFormType: 'Tax, Penalty, and Interest Billing Statement 2024',
      formType: 'billing-statement',
      amount: 81_733,
      paymentStatus: 'Unpaid',
    });
    const pdf = await client.get(api.formPdf.replace(':id', String(statement.id)), { token });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Tax, Penalty, and Interest Billing Statement');
    expect(text).toContain(statement.confirmationNumber);
    expect(text).toContain('$817.33');
    await expectTaggedPdf(pdf.rawPayload, 'Tax, Penalty, and Interest Billing Statement');
    const byMail = expectProblem(
      await client.post(api.noPayment.replace(':id', String(statement.id)), undefined, { token }),
      409,
      ProblemCode.Conflict,
    );
    expect(byMail.detail).toBe('The Tax, Penalty, and Interest Billing Statement must be paid online.');
    // Another taxpayer's user cannot see it.
    const other = await client.signIn(await server.addUser('other', { links: ['100006'] }));
    expectProblem(
      await client.get(api.paymentInfo.replace(':id', String(statement.id)), { token: other }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
  });
});
