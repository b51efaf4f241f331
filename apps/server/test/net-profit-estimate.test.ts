import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  api,
  type FiledNetProfitEstimate,
  type NetProfitEstimateCalculation,
  type PaymentInfo,
} from '@efile/contracts';
import { expectTaggedPdf, pdfText } from './support/pdf';
import { TestServer, engines, expectProblem } from './support/test-app';

const BODY = {
  cities: [
    { city: 'Cleveland', netProfit: 12_000_000 },
    { city: 'Burton', netProfit: 3_333_333 },
  ],
};

describe.each(engines)('net profit estimate on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('estimates 2026 by city and quarter, files once, prints, and is paid online only', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('np', { business: true, links: ['200001'] }));
    const preview = await client.post(api.netProfitEstimateCalculate, BODY, { token });
    expect(preview.statusCode, preview.body).toBe(200);
    // By hand: 2.50 % × $120,000.00 = $3,000.00; 1.00 % × $33,333.33 = $333.33; $3,333.33 a
    // year, $833.33 / $833.34 / $833.33 / $833.33 a quarter (agency 25/50/75/100 %).
    expect(preview.json<NetProfitEstimateCalculation>()).toMatchObject({
      taxYear: 2026,
      estimatedTax: 333_333,
      declarationRequired: true,
    });
    // Issue 24 item 6: without the agreement in lieu of signature the estimate is not filed.
    const unsigned = await client.post(api.netProfitEstimate, BODY, { token });
    expect(unsigned.statusCode, unsigned.body).toBe(400);
    expect(unsigned.json<{ errors: Record<string, string> }>().errors.agreement).toBe(
      'You must check the agreement box before you file.',
    );
    const filed = await client.post(api.netProfitEstimate, { ...BODY, agreement: true }, { token });
    expect(filed.statusCode, filed.body).toBe(201);
    const form = filed.json<FiledNetProfitEstimate>();
    // Filed on 2 March 2026, before the first due date: the first installment is asked for now.
    expect(form).toMatchObject({
      confirmationNumber: expect.stringMatching(/^NP2026-[0-9A-F]{10}$/),
      amountDue: 83_333,
    });
    expectProblem(
      await client.post(api.netProfitEstimate, { ...BODY, agreement: true }, { token }),
      409,
      ProblemCode.AlreadyFiled,
    );

    const byId = (path: string) => path.replace(':id', String(form.id));
    expect((await client.get(byId(api.paymentInfo), { token })).json<PaymentInfo>()).toMatchObject({
      taxFormType: 'Net Profit Estimate 2026',
      amount: 83_333,
    });
    expectProblem(await client.post(byId(api.noPayment), undefined, { token }), 409, ProblemCode.Conflict);
    const bytes = (await client.get(byId(api.formPdf), { token })).rawPayload;
    await expectTaggedPdf(bytes, 'Net Profit Estimate');
    const pdf = pdfText(bytes);
    expect(pdf).toContain('Net Profit Estimate');
    expect(pdf).toContain('$833.34');
  });

  it('refuses under $200 (ORC 718.08: "at least two hundred dollars"), cities off the table, and individuals', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('np', { business: true, links: ['200002'] }));
    // 2.50 % × $7,999.60 = $199.99: under the threshold, nothing to file.
    const small = { cities: [{ city: 'cleveland', netProfit: 799_960 }] };
    expect((await client.post(api.netProfitEstimateCalculate, small, { token })).json()).toMatchObject({
      estimatedTax: 19_999,
      declarationRequired: false,
    });
    const refused = expectProblem(
      await client.post(api.netProfitEstimate, { ...small, agreement: true }, { token }),
      400,
      ProblemCode.Validation,
    );
    expect(refused.detail).toBe(
      'No declaration is required when the estimated tax is less than $200.00. There is nothing to file.',
    );
    // 2.50 % × $8,000.00 = $200.00 exactly: a declaration is required, and it is filed.
    const exactly = { cities: [{ city: 'cleveland', netProfit: 800_000 }] };
    expect((await client.post(api.netProfitEstimateCalculate, exactly, { token })).json()).toMatchObject({
      estimatedTax: 20_000,
      declarationRequired: true,
    });
    expect(
      (await client.post(api.netProfitEstimate, { ...exactly, agreement: true }, { token })).statusCode,
    ).toBe(201);
    expectProblem(
      await client.post(
        api.netProfitEstimateCalculate,
        { cities: [{ city: 'Akron', netProfit: 1 }] },
        { token },
      ),
      422,
      ProblemCode.MissingTaxRate,
    );
    const person = await client.signIn(await server.addUser('person'));
    expectProblem(
      await client.post(api.netProfitEstimateCalculate, BODY, { token: person }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
  });
});
