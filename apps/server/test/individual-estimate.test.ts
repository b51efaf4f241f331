import { describe, expect, it } from 'vitest';
import { ProblemCode, api, type EstimateCalculation, type FiledEstimate } from '@efile/contracts';
import { expectTaggedPdf, pdfText } from './support/pdf';
import { HOUR, TestServer, engines, expectProblem } from './support/test-app';

/** A Cleveland resident: $40,000.00 earned at home, $20,000.00 in Linndale not withheld. */
const BODY = {
  incomes: [
    {
      description: 'Salary, Cleveland employer',
      income: 4_000_000,
      workCity: 'Cleveland',
      workCityTaxWithheld: false,
    },
    { description: 'Contract work in Linndale', income: 2_000_000, workCity: 'Linndale' },
  ],
};
/** Filing adds the agreement in lieu of signature (issue 14). */
const FILE = { ...BODY, agreement: true };

describe.each(engines)('individual estimate on $name', (engine) => {
  // T0 is 2 March 2026: the estimate is for 2026.
  const server = TestServer.setup(engine);

  it('allocates by employment and residence city, by quarter, to the cent', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('est', { links: ['100007'] }));
    const res = await client.post(api.individualEstimateCalculate, BODY, { token });
    expect(res.statusCode, res.body).toBe(200);
    const calc = res.json<EstimateCalculation>();
    // By hand: Cleveland 2.5 % × $40,000.00 = $1,000.00 (residence city).
    // Linndale 2.0 % × $20,000.00 = $400.00 (employment city, nobody withholds it);
    // Cleveland after credit: (2.5 % − min(100 % × 2.0 %, 2.5 %)) × $20,000.00 = $100.00.
    // Estimated tax $1,500.00 = employment $400.00 + residence $1,100.00; four quarters of $375.00.
    expect(calc).toMatchObject({
      taxYear: 2026,
      residenceCity: 'Cleveland',
      provisionalRates: true,
      estimatedTax: 150_000,
      employmentCityAllocation: 40_000,
      residenceCityAllocation: 110_000,
      netEstimatedTax: 150_000,
      declarationRequired: true,
    });
    expect(calc.installments).toEqual([
      { number: 1, dueDate: '2026-04-15', cumulativeDue: 37_500, amountDue: 37_500 },
      { number: 2, dueDate: '2026-06-15', cumulativeDue: 75_000, amountDue: 37_500 },
      { number: 3, dueDate: '2026-09-15', cumulativeDue: 112_500, amountDue: 37_500 },
      { number: 4, dueDate: '2027-01-15', cumulativeDue: 150_000, amountDue: 37_500 },
    ]);
    expect(calc.notices[0]).toContain('2026 table is not yet published');

    const filed = await client.post(api.individualEstimate, FILE, { token });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json<FiledEstimate>()).toMatchObject({
      confirmationNumber: expect.stringMatching(/^ES2026-[0-9A-F]{10}$/),
      amountDue: 37_500,
    });
    expectProblem(await client.post(api.individualEstimate, FILE, { token }), 409, ProblemCode.AlreadyFiled);

    const pdf = await client.get(api.formPdf.replace(':id', String(filed.json<FiledEstimate>().id)), {
      token,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Confirmation number ${filed.json<FiledEstimate>().confirmationNumber}`);
    expect(text).toContain('Installment 1, due 2026-04-15');
    expect(text).toContain('$375.00');
    await expectTaggedPdf(pdf.rawPayload, 'tax year 2026');
  });

  it('asks for the installments already due when filed late in the year', async () => {
    // 1 October 2026: the April, June and September installments are due.
    const client = await server.clientAt(213 * 24 * HOUR);
    const token = await client.signIn(await server.addUser('late', { links: ['100012'] }));
    const filed = (await client.post(api.individualEstimate, FILE, { token })).json<FiledEstimate>();
    expect(filed.amountDue).toBe(112_500);
  });

  it('refuses nothing payable, bad amounts and business users', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('zero', { links: ['100013'] }));
    const zero = await client.post(
      api.individualEstimate,
      { incomes: [{ description: 'None', income: 0 }], agreement: true },
      { token },
    );
    expectProblem(zero, 400, ProblemCode.Validation);
    // The agreement in lieu of signature is the server's to require, not only the page's.
    const unsigned = await client.post(api.individualEstimate, BODY, { token });
    expect(expectProblem(unsigned, 400, ProblemCode.Validation).errors).toEqual({
      agreement: 'You must check the agreement box before you file.',
    });
    const bad = await client.post(
      api.individualEstimateCalculate,
      { incomes: [{ description: '', income: -5 }] },
      { token },
    );
    expect(expectProblem(bad, 400, ProblemCode.Validation).errors).toEqual({
      'incomes.0.description': 'Description is required.',
      'incomes.0.income': 'Estimated income must be greater than or equal to zero',
    });
    const acme = await client.signIn('acme.owner');
    expectProblem(
      await client.post(api.individualEstimate, FILE, { token: acme }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
  });
});
