import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LOCALITY_CHOICE_REQUIRED,
  ProblemCode,
  api,
  renderMessage,
  type CityTaxForm,
  type FormW2,
} from '@efile/contracts';
import { formW2s, taxpayers } from '../src/db/schema';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import { TestServer, engines, expectProblem } from './support/test-app';

const byId = (path: string, id: number) => path.replace(':id', String(id));
const line = (form: CityTaxForm, id: string) =>
  form.calculation.ok ? form.calculation.worksheet.lines.find((l) => l.id === id)?.amount : undefined;
/** An input of the worksheet as an English reader sees it (the engine sends its words as codes). */
const input = (form: CityTaxForm, name: string) => {
  const value = form.calculation.ok
    ? form.calculation.worksheet.inputs.find((i) => i.name === name)?.value
    : undefined;
  return typeof value === 'string' ? renderMessage(value, 'en') : value;
};

/** A Clayton resident's W-2: $50,000.00 of wages, $750.00 of tax withheld for "box 20". */
const claytonW2 = (locality: string, localityChoice?: string) => ({
  ...LINNDALE_W2,
  employer: 'Clayton Feed & Seed',
  localTaxWithheld: 75_000,
  locality,
  ...(localityChoice === undefined ? {} : { localityChoice }),
});

describe.each(engines)('W-2 box 20 spellings on $name (issue 9 item 6)', (engine) => {
  // T0 is March 2026: the tax year filed is 2025.
  const server = TestServer.setup(engine);

  async function claytonResident(taxpayerId: string) {
    await server.db.update(taxpayers).set({ city: 'Clayton' }).where(eq(taxpayers.id, taxpayerId));
    const client = server.client();
    const token = await client.signIn(await server.addUser('box20', { links: [taxpayerId] }));
    expect((await client.post(api.efileQuestions, ALL_NO, { token })).statusCode).toBe(200);
    const form = async () => (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    return { client, token, form };
  }

  it('"CLAYTON CITY" is Clayton: the tax withheld is a payment and nothing is due', async () => {
    const { client, token, form } = await claytonResident('100005');
    const saved = await client.post(api.formW2, claytonW2('CLAYTON CITY', 'outside'), { token });
    expect(saved.statusCode, saved.body).toBe(201);
    // A recognised box 20 keeps no choice (box 20 decides).
    expect(saved.json<FormW2>()).toMatchObject({ locality: 'CLAYTON CITY', localityChoice: null });
    // By hand: Clayton 1.5 % × $50,000.00 = $750.00; $750.00 withheld for Clayton → $0.00 due
    // (before the fix: an unknown city, credited 50 % × $750.00 = $375.00 → $375.00 billed).
    const f = await form();
    expect(line(f, 'residenceTax')).toBe(75_000);
    expect(line(f, 'residenceCityWithheld')).toBe(75_000);
    expect(f.calculation).toMatchObject({ ok: true, balanceDue: 0 });
    expect(input(f, 'w2s[0].workCity')).toBe('Clayton, from box 20');
  });

  it('an unrecognised box 20 is refused without a choice, and the choice is stored and used', async () => {
    const { client, token, form } = await claytonResident('100006');
    const refused = expectProblem(
      await client.post(api.formW2, claytonW2('CLAYTN'), { token }),
      400,
      ProblemCode.Validation,
    );
    expect(refused.errors).toEqual({ localityChoice: renderMessage(LOCALITY_CHOICE_REQUIRED) });
    const notMember = await client.post(api.formW2, claytonW2('CLAYTN', 'parma'), { token });
    expectProblem(notMember, 400, ProblemCode.Validation);

    const saved = await client.post(api.formW2, claytonW2('CLAYTN', 'clayton'), { token });
    expect(saved.statusCode, saved.body).toBe(201);
    const w2 = saved.json<FormW2>();
    expect(w2.localityChoice).toBe('clayton');
    const [row] = await server.db.select().from(formW2s).where(eq(formW2s.id, w2.id));
    expect(row?.localityChoice).toBe('clayton');
    let f = await form();
    expect(f.calculation).toMatchObject({ ok: true, balanceDue: 0 });
    expect(input(f, 'w2s[0].workCity')).toBe('Clayton, your choice');

    // "A city outside the agency": Clayton credits 50 % of the $750.00 paid, at most 0.75 % of
    // $50,000.00 = $375.00 → credit $375.00; due $750.00 − $375.00 = $375.00.
    const outside = await client.put(byId(api.formW2ById, w2.id), claytonW2('CLAYTN', 'outside'), { token });
    expect(outside.statusCode, outside.body).toBe(200);
    f = await form();
    expect(line(f, 'workCityCredit')).toBe(37_500);
    expect(f.calculation).toMatchObject({ ok: true, balanceDue: 37_500 });
    expect(input(f, 'w2s[0].workCity')).toBe('a city outside the agency, your choice');
  });

  it('a W-2 stored without a choice is not computed or filed: the taxpayer is asked to choose', async () => {
    const { client, token, form } = await claytonResident('100012');
    const saved = await client.post(api.formW2, claytonW2('CLAYTN', 'clayton'), { token });
    // As a row written before choices existed: box 20 unknown, no choice.
    await server.db
      .update(formW2s)
      .set({ localityChoice: null })
      .where(eq(formW2s.id, saved.json<FormW2>().id));
    const f = await form();
    expect(f.calculation).toEqual({
      ok: false,
      problem: 'validation',
      detail: `W-2 1 (Clayton Feed & Seed): box 20 names no city of the agency. ${renderMessage(LOCALITY_CHOICE_REQUIRED)} Go back to the W-2 forms to choose.`,
    });
    expectProblem(
      await client.post(api.fileAnnualReturn, { agreement: true }, { token }),
      422,
      ProblemCode.Validation,
    );
  });
});
