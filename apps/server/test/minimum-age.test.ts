import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXEMPTION_MESSAGES, ProblemCode, api, renderMessage, type CityTaxForm } from '@efile/contracts';
import { taxForms, taxpayers } from '../src/db/schema';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import { TestServer, engines, expectProblem } from './support/test-app';

const EXEMPT_2025_ES =
  'Menor de 18 años todo el año 2025: desde el año fiscal 2024, todos los ingresos de las personas menores de 18 años están exentos en todos los municipios de Ohio (Ohio House Bill 33, 135th General Assembly). ' +
  'Usted no presenta una declaración anual: en su lugar, presente un Certificado de exención (Exemption Certificate). Si se le retuvo impuesto municipal, presente una declaración en papel para reclamar un reembolso.';
const EXEMPT_2025 =
  'Under 18 for the entire year 2025: from tax year 2024 all income of individuals under 18 is exempt in every Ohio municipality (Ohio House Bill 33, 135th General Assembly). ' +
  'You do not file an annual return: file an Exemption Certificate instead. If city tax was withheld, file a paper return to claim a refund.';

describe.each(engines)('minimum age on $name (issue 9 item 7)', (engine) => {
  // T0 is March 2026: the tax year filed is 2025.
  const server = TestServer.setup(engine);

  async function filer(taxpayerId: string, birthDate: string | null) {
    await server.db.update(taxpayers).set({ birthDate }).where(eq(taxpayers.id, taxpayerId));
    const client = server.client();
    const token = await client.signIn(await server.addUser('age', { links: [taxpayerId] }));
    return { client, token };
  }

  it('a minor on record (born 2009: 16 at the end of 2025) is told the income is exempt', async () => {
    const { client, token } = await filer('100005', '2009-06-01');
    expect((await client.get(api.ageQuestion, { token })).json()).toEqual({ taxYear: 2025, asked: false });
    const res = await client.post(api.efileQuestions, ALL_NO, { token });
    expect(res.json()).toEqual({
      saved: false,
      eligible: false,
      formId: null,
      reasons: [{ code: 'UNDER_MINIMUM_AGE', text: EXEMPT_2025 }],
    });
    // In the reader's language, the engine's reason with it (issue 26).
    const spanish = { token, headers: { 'accept-language': 'es' } };
    expect((await client.post(api.efileQuestions, ALL_NO, spanish)).json()).toMatchObject({
      reasons: [{ code: 'UNDER_MINIMUM_AGE', text: EXEMPT_2025_ES }],
    });
    // No draft: nothing to compute or file.
    expectProblem(await client.get(api.annualReturn, { token }), 404, ProblemCode.MissingTaxForm);
    // The exemption certificate takes "under 18".
    const filed = await client.post(api.exempt, { exemptionSelection: 'under18' }, { token });
    expect(filed.statusCode, filed.body).toBe(201);
  });

  it('an adult on record files the return, and cannot claim "under 18"', async () => {
    // Born 31 Dec 2007 → 18 on 31 Dec 2025.
    const { client, token } = await filer('100006', '2007-12-31');
    const res = await client.post(api.efileQuestions, ALL_NO, { token });
    expect(res.json()).toMatchObject({ saved: true, eligible: true });
    await client.delete(api.annualReturn, { token });
    const refused = expectProblem(
      await client.post(api.exempt, { exemptionSelection: 'under18' }, { token }),
      422,
      ProblemCode.Validation,
    );
    expect(refused.errors).toEqual({ exemptionSelection: renderMessage(EXEMPTION_MESSAGES.notUnder18) });
  });

  it("without a birth date on record the questionnaire asks, and the taxpayer's statement decides", async () => {
    const { client, token } = await filer('100012', null);
    expect((await client.get(api.ageQuestion, { token })).json()).toEqual({ taxYear: 2025, asked: true });
    const unanswered = expectProblem(
      await client.post(api.efileQuestions, ALL_NO, { token }),
      400,
      ProblemCode.Validation,
    );
    expect(unanswered.errors).toEqual({ under18AtYearEnd: 'Please answer every question.' });
    const minor = await client.post(api.efileQuestions, { ...ALL_NO, under18AtYearEnd: true }, { token });
    expect(minor.json()).toMatchObject({ eligible: false, reasons: [{ code: 'UNDER_MINIMUM_AGE' }] });
    const adult = await client.post(api.efileQuestions, { ...ALL_NO, under18AtYearEnd: false }, { token });
    expect(adult.json()).toMatchObject({ saved: true, eligible: true });
    const form = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    expect(form.answers).toEqual({ ...ALL_NO, under18AtYearEnd: false });
    // Without a record the certificate is the taxpayer's own statement: "under 18" is accepted.
    await client.delete(api.annualReturn, { token });
    const filed = await client.post(api.exempt, { exemptionSelection: 'under18' }, { token });
    expect(filed.statusCode, filed.body).toBe(201);
  });

  it('a return started before the birth date was on record is not computed or filed for a minor', async () => {
    const { client, token } = await filer('100013', '1990-01-01');
    await client.post(api.efileQuestions, ALL_NO, { token });
    await client.post(api.formW2, LINNDALE_W2, { token });
    await server.db.update(taxpayers).set({ birthDate: '2010-02-02' }).where(eq(taxpayers.id, '100013'));
    const form = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    expect(form.calculation).toEqual({ ok: false, problem: 'validation', detail: EXEMPT_2025 });
    const spanish = { token, headers: { 'accept-language': 'es' } };
    expect((await client.get(api.annualReturn, spanish)).json<CityTaxForm>().calculation).toEqual({
      ok: false,
      problem: 'validation',
      detail: EXEMPT_2025_ES,
    });
    expectProblem(
      await client.post(api.fileAnnualReturn, { agreement: true }, { token }),
      422,
      ProblemCode.Validation,
    );
    const [row] = await server.db.select().from(taxForms).where(eq(taxForms.taxpayerId, '100013'));
    expect(row?.status).toBe('draft');
  });

  it('is for individuals only', async () => {
    const client = server.client();
    const token = await client.signIn('acme.owner');
    expectProblem(await client.get(api.ageQuestion, { token }), 403, ProblemCode.NotAuthorizedToFile);
  });
});
