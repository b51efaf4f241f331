import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api, type CityTaxForm } from '@efile/contracts';
import { auditEvents, taxForms, taxpayers } from '../src/db/schema';
import { ALL_NO as NO, LINNDALE_W2 } from './support/forms';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';

const byId = (path: string, id: number) => path.replace(':id', String(id));
const line = (form: CityTaxForm, id: string) =>
  form.calculation.ok ? form.calculation.worksheet.lines.find((l) => l.id === id)?.amount : undefined;

describe.each(engines)('individual annual return on $name', (engine) => {
  // T0 is March 2026: the tax year filed is 2025.
  const server = TestServer.setup(engine);

  async function start(links: string[]): Promise<{ client: Client; token: string }> {
    const client = server.client();
    const token = await client.signIn(await server.addUser('annual', { links }));
    const res = await client.post(api.efileQuestions, NO, { token });
    expect(res.json()).toMatchObject({ saved: true, eligible: true, reasons: [] });
    return { client, token };
  }

  it('stops at the questionnaire when a paper return is required, giving every reason', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('paper', { links: ['100006'] }));
    const res = await client.post(
      api.efileQuestions,
      { ...NO, rentalOrK1Income: true, residenceTaxWithheldByEmployer: true },
      { token },
    );
    expect(res.json()).toEqual({
      saved: false,
      eligible: false,
      formId: null,
      reasons: [
        { code: 'RENTAL_OR_K1_INCOME', text: 'A paper return is required for rental or K-1 income.' },
        {
          code: 'RESIDENCE_TAX_WITHHELD',
          text: 'A paper return is required for residence tax withheld by the employer.',
        },
      ],
    });
    expect((await client.get(api.isQuestionnaireSaved, { token })).json()).toEqual({ saved: false });
    expectProblem(await client.get(api.annualReturn, { token }), 404, ProblemCode.MissingTaxForm);
    const missing = await client.post(api.efileQuestions, { businessIncome: false }, { token });
    expectProblem(missing, 400, ProblemCode.Validation);
  });

  it('computes a Cleveland resident working in Linndale to the cent, and files once', async () => {
    const { client, token } = await start(['100007']);
    expect((await client.get(api.isQuestionnaireSaved, { token })).json()).toEqual({ saved: true });
    const w2 = await client.post(api.formW2, LINNDALE_W2, { token });
    expect(w2.statusCode, w2.body).toBe(201);
    expect(w2.json()).not.toHaveProperty('w2Number');
    const f1099 = await client.post(
      api.form1099,
      { payer: 'Side Gig Co', income: 200_000, city: null },
      { token },
    );
    expect(f1099.statusCode, f1099.body).toBe(201);
    const countOf = async (type: string) => client.get(api.countOf.replace(':type', type), { token });
    expect((await countOf('FormW2')).json()).toEqual({ type: 'FormW2', count: 1 });
    expect((await countOf('Form1099')).json()).toEqual({ type: 'Form1099', count: 1 });
    expectProblem(await countOf('FormW4'), 400, ProblemCode.Validation);

    const form = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    expect(form).toMatchObject({ taxYear: 2025, status: 'draft', residenceCity: 'Cleveland', answers: NO });
    // By hand: box 5 $50,000.00 + 1099 $2,000.00 = $52,000.00 taxable.
    // Cleveland 2.5 % × $52,000.00 = $1,300.00.
    // Linndale credit: rate min(100 % × 2.0 %, 2.5 % limit, 2.5 %) × $50,000.00 = $1,000.00,
    //   at most 100 % of the $1,000.00 withheld → $1,000.00.
    // Tax after credit $300.00; no estimates or prior-year credit on record → balance due $300.00.
    expect(line(form, 'taxableIncome')).toBe(5_200_000);
    expect(line(form, 'residenceTax')).toBe(130_000);
    expect(line(form, 'workCityCredit')).toBe(100_000);
    expect(line(form, 'taxAfterCredit')).toBe(30_000);
    expect(form.calculation).toMatchObject({
      ok: true,
      balanceDue: 30_000,
      overpayment: 0,
      fileOnPaper: null,
    });

    expectProblem(
      await client.post(api.fileAnnualReturn, { agreement: false }, { token }),
      400,
      ProblemCode.Validation,
    );
    const [first, second] = await Promise.all([
      client.post(api.fileAnnualReturn, { agreement: true }, { token }),
      client.post(api.fileAnnualReturn, { agreement: true }, { token }),
    ]);
    const codes = [first!.statusCode, second!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const filed = (first!.statusCode === 200 ? first! : second!).json();
    expect(filed).toMatchObject({
      taxYear: 2025,
      balanceDue: 30_000,
      confirmationNumber: expect.stringMatching(/^AR2025-[0-9A-F]{10}$/),
    });

    expect((await client.get(api.isAnnualReturnFiled, { token })).json()).toEqual({ filed: true });
    const after = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    expect(after).toMatchObject({ status: 'filed', confirmationNumber: filed.confirmationNumber });
    expect(line(after, 'taxAfterCredit')).toBe(30_000);
    // A filed form cannot change.
    const w2Id = w2.json<{ id: number }>().id;
    expectProblem(await client.post(api.formW2, LINNDALE_W2, { token }), 409, ProblemCode.AlreadyFiled);
    expectProblem(
      await client.put(byId(api.formW2ById, w2Id), LINNDALE_W2, { token }),
      409,
      ProblemCode.AlreadyFiled,
    );
    expectProblem(await client.delete(api.annualReturn, { token }), 409, ProblemCode.AlreadyFiled);
    expectProblem(await client.post(api.efileQuestions, NO, { token }), 409, ProblemCode.AlreadyFiled);
    const events = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'annual-return.filed'));
    expect(events.map((e) => e.details)).toContainEqual(
      expect.objectContaining({ confirmationNumber: filed.confirmationNumber }),
    );
  });

  it('an overpayment is not filed online without a choice: a claim (ADR 0058) or giving up exactly the amount shown', async () => {
    // Taxpayer 100001 paid $650.25 of 2025 estimates.
    const { client, token } = await start(['100001']);
    await client.post(
      api.formW2,
      { ...LINNDALE_W2, medicareWages: 1_000_000, localTaxWithheld: 20_000 },
      { token },
    );
    const form = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    // $10,000.00 × 2.5 % = $250.00 − credit $200.00 = $50.00 − estimates $650.25 → overpayment $600.25.
    expect(form.calculation).toMatchObject({
      ok: true,
      balanceDue: 0,
      overpayment: 60_025,
      fileOnPaper: { code: 'OVERPAYMENT' },
    });
    const res = await client.post(api.fileAnnualReturn, { agreement: true }, { token });
    expect(expectProblem(res, 422, ProblemCode.FileOnPaper).detail).toBe(
      'This return shows an overpayment of $600.25: choose a refund, a credit to next year, or to give it up.',
    );

    // Issue 14: the person may give the overpayment up and file online — only the amount shown.
    const stale = await client.post(
      api.fileAnnualReturn,
      { agreement: true, waiveOverpayment: 50_000 },
      { token },
    );
    expect(expectProblem(stale, 409, ProblemCode.Conflict).detail).toBe(
      'The overpayment is now $600.25, not $500.00. Review the form and choose again.',
    );
    const waived = await client.post(
      api.fileAnnualReturn,
      { agreement: true, waiveOverpayment: 60_025 },
      { token, headers: { 'idempotency-key': 'waive-600-25' } },
    );
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({ balanceDue: 0 });
    const filed = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    expect(filed.status).toBe('filed');
    expect(filed.calculation).toMatchObject({
      ok: true,
      balanceDue: 0,
      overpayment: 60_025,
      fileOnPaper: null,
      waivedOverpayment: 60_025,
    });
    expect(filed.calculation.ok && filed.calculation.notices).toContain(
      'You chose not to claim your overpayment of $600.25: it will not be refunded or credited.',
    );
    const events = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'annual-return.filed'));
    expect(events.map((e) => e.details)).toContainEqual(
      expect.objectContaining({ balanceDue: 0, waivedOverpayment: 60_025 }),
    );
  });

  it('a waiver sent for a return that shows no overpayment is refused, not filed with a balance due', async () => {
    const { client, token } = await start(['100013']);
    await client.post(api.formW2, LINNDALE_W2, { token });
    const res = await client.post(
      api.fileAnnualReturn,
      { agreement: true, waiveOverpayment: 100 },
      { token },
    );
    expect(expectProblem(res, 409, ProblemCode.Conflict).detail).toBe(
      'This return no longer shows an overpayment to give up. Review the form and file again.',
    );
    expect((await client.get(api.annualReturn, { token })).json<CityTaxForm>().status).toBe('draft');
  });

  it('answers missing tax rate for a residence city without a rate', async () => {
    // Taxpayer 100013 lives in Cleveland; move them to a city outside the agency's table.
    await server.db.update(taxpayers).set({ city: 'Akron' }).where(eq(taxpayers.id, '100013'));
    const { client, token } = await start(['100013']);
    await client.post(api.formW2, LINNDALE_W2, { token });
    const form = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    expect(form.calculation).toEqual({
      ok: false,
      problem: 'missing-tax-rate',
      detail: 'An error occurred calculating taxes for your selected cities. Please contact CCA support.',
    });
    expectProblem(
      await client.post(api.fileAnnualReturn, { agreement: true }, { token }),
      422,
      ProblemCode.MissingTaxRate,
    );
  });

  it('keeps each taxpayer to their own W-2s and 1099s, and a deleted form answers missing tax form', async () => {
    const owner = await start(['100012']);
    const w2 = (await owner.client.post(api.formW2, LINNDALE_W2, { token: owner.token })).json<{
      id: number;
    }>();
    const item = (
      await owner.client.post(api.form1099, { payer: 'P', income: 100 }, { token: owner.token })
    ).json<{ id: number }>();
    const other = await start(['100014']);
    for (const url of [byId(api.formW2ById, w2.id), byId(api.form1099ById, item.id)]) {
      expectProblem(
        await other.client.get(url, { token: other.token }),
        403,
        ProblemCode.NotAuthorizedToFile,
      );
      expectProblem(
        await other.client.delete(url, { token: other.token }),
        403,
        ProblemCode.NotAuthorizedToFile,
      );
    }
    expectProblem(
      await other.client.put(byId(api.formW2ById, w2.id), LINNDALE_W2, { token: other.token }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
    const formRow = await server.db
      .select()
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, '100012'), eq(taxForms.formType, 'annual-return')));
    expectProblem(
      await other.client.delete(byId(api.formById, formRow[0]!.id), { token: other.token }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );

    // Update, then delete the whole form: its W-2 is gone with it.
    const updated = await owner.client.put(
      byId(api.formW2ById, w2.id),
      { ...LINNDALE_W2, employer: 'Renamed' },
      { token: owner.token },
    );
    expect(updated.json()).toMatchObject({ id: w2.id, employer: 'Renamed' });
    expect((await owner.client.delete(api.annualReturn, { token: owner.token })).statusCode).toBe(204);
    expectProblem(
      await owner.client.get(byId(api.formW2ById, w2.id), { token: owner.token }),
      404,
      ProblemCode.MissingTaxForm,
    );
    expectProblem(
      await owner.client.post(api.formW2, LINNDALE_W2, { token: owner.token }),
      404,
      ProblemCode.MissingTaxForm,
    );
    expectProblem(
      await owner.client.get(api.annualReturn, { token: owner.token }),
      404,
      ProblemCode.MissingTaxForm,
    );
  });

  it('validates W-2 amounts: no negatives, whole cents, nine-digit EIN', async () => {
    const { client, token } = await start(['100005']);
    const res = await client.post(
      api.formW2,
      { ...LINNDALE_W2, ein: '34-1234567', wages: -1, localTaxWithheld: 10.5 },
      { token },
    );
    expect(expectProblem(res, 400, ProblemCode.Validation).errors).toEqual({
      ein: 'must be a nine-digit number with no hyphens',
      wages: 'Wages (box 1) must be greater than or equal to zero',
      localTaxWithheld: 'Local income tax (box 19) must be whole cents.',
    });
  });

  it('is for individuals only', async () => {
    const client = server.client();
    const token = await client.signIn('acme.owner');
    expectProblem(await client.post(api.efileQuestions, NO, { token }), 403, ProblemCode.NotAuthorizedToFile);
    expectProblem(await client.get(api.annualReturn, { token }), 403, ProblemCode.NotAuthorizedToFile);
  });
});
