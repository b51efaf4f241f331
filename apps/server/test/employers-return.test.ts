import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  api,
  type FiledEmployersReturn,
  type PaymentInfo,
  type EmployersReturnCalculation,
} from '@efile/contracts';
import { expectTaggedPdf, pdfText } from './support/pdf';
import { TestServer, engines, expectProblem } from './support/test-app';

/** Fourth quarter of 2025 for a Cleveland employer, filed late on T0 (2 March 2026). */
const Q4 = {
  taxYear: 2025,
  frequency: 'quarterly',
  period: 4,
  cities: [{ city: 'Cleveland', wages: 4_000_000, taxWithheld: 100_000, adjustments: [] }],
  residenceTaxWithheld: [],
} as const;
/** Filing carries the agreement in lieu of signature (issue 24 item 6). */
const signed = { agreement: true } as const;

describe.each(engines)("employer's return of income tax withheld on $name", (engine) => {
  const server = TestServer.setup(engine);

  async function employer() {
    const client = server.client();
    const username = await server.addUser('emp', { business: true, links: ['200001'] });
    return { client, token: await client.signIn(username) };
  }

  it('computes a late quarter with interest and the withholding penalty, to the cent', async () => {
    const { client, token } = await employer();
    const res = await client.post(api.employersReturnCalculate, Q4, { token });
    expect(res.statusCode, res.body).toBe(200);
    // By hand: $1,000.00 withheld (2.50 % × $40,000.00 = $1,000.00, no notice), due on the last day
    // of the month after the quarter (ORC 718.03(C)(1)(b)): Saturday 31 January 2026 → Monday
    // 2 February. One month starting 2 February before 2 March, at 9 % (ORC 718.27(A): 4 % + 5 %):
    // $1,000.00 × 9 % / 12 = $7.50; penalty 50 % × $1,000.00 = $500.00. Total $1,507.50.
    expect(res.json<EmployersReturnCalculation>()).toMatchObject({
      dueDate: '2026-02-02',
      asOf: '2026-03-02',
      taxDue: 100_000,
      interest: 750,
      penalty: 50_000,
      total: 150_750,
    });
  });

  it('files once per period, prints, and can be paid by check', async () => {
    const { client, token } = await employer();
    const onTime = {
      ...Q4,
      period: 3,
      cities: [
        {
          ...Q4.cities[0],
          adjustments: [{ kind: 'add', amount: 2_500, explanation: 'September correction' }],
        },
      ],
    };
    // Issue 24 item 6: without the agreement in lieu of signature the return is not filed.
    const unsigned = await client.post(api.employersReturn, onTime, { token });
    expect(unsigned.statusCode, unsigned.body).toBe(400);
    expect(unsigned.json<{ errors: Record<string, string> }>().errors.agreement).toBe(
      'You must check the agreement box before you file.',
    );
    const filed = await client.post(api.employersReturn, { ...onTime, ...signed }, { token });
    expect(filed.statusCode, filed.body).toBe(201);
    const form = filed.json<FiledEmployersReturn>();
    // Q3 2025 was due 31 October 2025 (ORC 718.03(C)(1)(b)): late too — $1,025.00, 5 months or
    // parts of months starting 31 Oct, 30 Nov (counted in 2025), 31 Dec, 31 Jan, 28 Feb (each month
    // takes the rate of the year of its first day: 1 January 2026 for the one starting 31 Dec).
    // 2025: 2 × $1,025.00 × 10 % / 12 = $17.083… → $17.08; 2026: 3 × $1,025.00 × 9 % / 12 =
    // $23.0625 → $23.06; interest $40.14; penalty 50 % = $512.50.
    expect(form).toMatchObject({
      confirmationNumber: expect.stringMatching(/^WR2025-[0-9A-F]{10}$/),
      amountDue: 102_500 + 4_014 + 51_250,
    });
    expectProblem(
      await client.post(api.employersReturn, { ...onTime, ...signed }, { token }),
      409,
      ProblemCode.AlreadyFiled,
    );
    const pdf = await client.get(api.formPdf.replace(':id', String(form.id)), { token });
    expect(pdfText(pdf.rawPayload)).toContain("Employer's Return of Income Tax Withheld");
    await expectTaggedPdf(pdf.rawPayload, "Employer's Return of Income Tax Withheld");
    const byMail = await client.post(api.noPayment.replace(':id', String(form.id)), undefined, { token });
    expect(byMail.json<PaymentInfo>()).toMatchObject({ payingOffline: true, amount: form.amountDue });
  });

  it('refuses what it cannot take: a quarter not over, another city, an overpayment, an individual', async () => {
    const { client, token } = await employer();
    const open = expectProblem(
      await client.post(api.employersReturnCalculate, { ...Q4, taxYear: 2026, period: 1 }, { token }),
      400,
      ProblemCode.Validation,
    );
    expect(open.errors).toEqual({ period: 'You can file for a quarter once it has ended.' });
    const month13 = expectProblem(
      await client.post(api.employersReturnCalculate, { ...Q4, frequency: 'monthly', period: 13 }, { token }),
      400,
      ProblemCode.Validation,
    );
    expect(month13.errors?.period).toBe('Period is invalid.');
    expectProblem(
      await client.post(
        api.employersReturnCalculate,
        { ...Q4, cities: [{ ...Q4.cities[0], city: 'Atlantis' }] },
        { token },
      ),
      422,
      ProblemCode.MissingTaxRate,
    );
    const overpaid = {
      ...Q4,
      cities: [
        { ...Q4.cities[0], adjustments: [{ kind: 'subtract', amount: 200_000, explanation: 'overpaid' }] },
      ],
    };
    expectProblem(
      await client.post(api.employersReturnCalculate, overpaid, { token }),
      422,
      ProblemCode.FileOnPaper,
    );
    const person = await client.signIn(await server.addUser('person'));
    expectProblem(
      await client.post(api.employersReturnCalculate, Q4, { token: person }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
  });
});
