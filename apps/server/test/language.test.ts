import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, languageChoice, ProblemCode } from '@efile/contracts';
import { users } from '../src/db/schema';
import { languageOf, wordsOf } from '../src/lib/i18n';
import { agencyDateTime, formTitle, longDate, money, periodLabel } from '../src/lib/formats';
import { renderMail } from '../src/modules/mail/catalogue';
import { latestMail } from './support/mail';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';

/** Issue 26: a request is answered in its reader's language; an account's e-mails follow its own. */
describe('the reader’s language', () => {
  it('is the most preferred of ours in Accept-Language, English otherwise', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('es')).toBe('es');
    expect(languageOf('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOf('fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(languageOf('de, fr')).toBe('en');
    expect(languageOf('es;q=0, en')).toBe('en');
  });
});

describe('the server’s catalogues and values in each language (issue 26)', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const shape = (lang: 'en' | 'es') =>
    Object.entries(wordsOf(lang)).flatMap(([namespace, texts]) =>
      Object.entries(texts as Record<string, unknown>).map(
        ([key, text]) =>
          `${namespace}.${key}(${typeof text === 'string' ? placeholders(text).join() : typeof text})`,
      ),
    );

  it('Spanish has English’s keys, each text with the same placeholders; e-mails are words only', () => {
    expect(shape('es')).toEqual(shape('en'));
    expect(Object.values(wordsOf('es').mail).every((t) => typeof t === 'string')).toBe(true);
  });

  it('writes money, days, moments and periods as each language does, in the agency’s time zone', () => {
    expect(money(125_000, 'en')).toBe('$1,250.00');
    expect(money(-350, 'es')).toBe('-$3.50');
    expect(money(0, 'en')).toBe('$0.00');
    expect(longDate('2026-04-15', 'en')).toBe('April 15, 2026');
    expect(longDate('2026-04-15', 'es')).toBe('15 de abril de 2026');
    // 03:30 UTC on July 1 is 11:30 PM on June 30 in Cleveland.
    expect(agencyDateTime(new Date('2026-07-01T03:30:00Z'), 'en')).toBe('June 30, 2026 at 11:30 PM EDT');
    expect(agencyDateTime('2026-07-01T03:30:00Z', 'es')).toMatch(
      /^30 de junio de 2026 a las 11:30 p\.\s?m\. EDT$/,
    );
    expect(periodLabel('2026-Q1', 'en')).toBe('the first quarter of 2026');
    expect(periodLabel('2026-M05', 'es')).toBe('mayo de 2026');
    const form = { formType: 'employers-return', taxYear: 2026, period: '2026-Q2' };
    expect(formTitle(form, 'en')).toBe(
      "Employer's Return of Income Tax Withheld for the second quarter of 2026",
    );
    expect(formTitle(form, 'es')).toBe(
      "Declaración del empleador del impuesto retenido (Employer's Return of Income Tax Withheld), segundo trimestre de 2026",
    );
    expect(formTitle({ formType: 'annual-return', taxYear: 2025, period: null }, 'es')).toBe(
      'Declaración anual individual (Individual Annual Return), 2025',
    );
  });

  it('builds a reminder once for both languages, its values in the reader’s', () => {
    const params = {
      name: 'Ana',
      taxpayerId: '200001',
      business: 'Acme Tools',
      taxYear: 2026,
      dueDate: '2026-04-30',
      period: '2026-Q1',
      link: 'https://efile.test/login',
      unsubscribe: 'https://efile.test/u',
    };
    const en = renderMail('reminderEmployersReturn', params, 'en');
    expect(en.subject).toBe(
      "Reminder: your employer's return for the first quarter of 2026 is due April 30, 2026",
    );
    expect(en.text).toContain('of Acme Tools (taxpayer 200001) is due April 30, 2026');
    const es = renderMail('reminderEmployersReturn', params, 'es');
    expect(es.subject).toBe(
      'Recordatorio: su declaración del empleador, primer trimestre de 2026, vence el 30 de abril de 2026',
    );
    expect(es.text).toContain('Acme Tools (contribuyente 200001)');
    expect(es.html).toContain('<html lang="es">');
    expect(es.text.replace(/\(Employer's Return of Income Tax Withheld\)/, '')).not.toMatch(
      /\b(the|quarter|April|taxpayer|Reminder|due)\b/,
    );
    const installment = renderMail(
      'reminderNetProfitInstallment',
      { ...params, installment: 2, amount: 123_456 },
      'es',
    );
    expect(installment.subject).toContain('de $1,234.56, vence el 30 de abril de 2026');
    expect(installment.text).toContain('Pagar el pago parcial 2 en línea');
  });

  it('names a Contact Us type in the reader’s words, the English value beside the Spanish', () => {
    const reply = { name: 'Ana', type: 'General Tax and Filing', reply: 'Hola', original: 'Pregunta' };
    expect(renderMail('contactReply', reply, 'en').subject).toBe(
      'Re: your message to the Central Collection Agency (General Tax and Filing)',
    );
    expect(renderMail('contactReply', reply, 'es').subject).toBe(
      'Re: su mensaje a la Central Collection Agency — Impuestos y declaraciones (General Tax and Filing)',
    );
  });
});

describe.each(engines)('languages on $name (issue 26)', (engine) => {
  const server = TestServer.setup(engine);

  it('answers a problem in Spanish when the reader asks for it, in English otherwise', async () => {
    const client = server.client();
    const english = expectProblem(await client.get(api.accountLedger), 401, ProblemCode.Unauthenticated);
    const spanish = expectProblem(
      await client.get(api.accountLedger, { headers: { 'accept-language': 'es' } }),
      401,
      ProblemCode.Unauthenticated,
    );
    expect(spanish.type).toBe(english.type);
    expect(spanish.title).not.toBe(english.title);
  });

  it('keeps the language an account chooses, and writes its e-mails in it', async () => {
    const username = await server.addUser('lang');
    const client: Client = server.client();
    const token = await client.signIn(username);
    const chosen = await client.put(api.accountLanguage, { language: 'es' }, { token });
    expect(chosen.statusCode).toBe(204);
    const [row] = await server.db.select().from(users).where(eq(users.username, username));
    expect(row!.language).toBe('es');

    // Asked from an English page, the e-mail is still the account's language.
    const address = `${username}.new@example.test`;
    const asked = await client.post(api.changeEmail, { email: address }, { token });
    expect(asked.statusCode).toBe(202);
    const mail = await latestMail(server.db, address, 'emailChange');
    expect(mail.language).toBe('es');
    expect(mail.htmlBody).toContain('lang="es"');
    expect(mail.subject).not.toMatch(/\b(the|your|email)\b/i);

    const refused = await client.put(api.accountLanguage, { language: 'fr' }, { token });
    expectProblem(refused, 400, ProblemCode.Validation);
    expect((await client.put(api.accountLanguage, { language: 'en' })).statusCode).toBe(401);
  });

  it('tells the signed-in account its language, as the page reads it at sign-in', async () => {
    const username = await server.addUser('lang-read');
    const client: Client = server.client();
    const token = await client.signIn(username);
    const read = async () => {
      const res = await client.get(api.accountLanguage, { token });
      expect(res.statusCode).toBe(200);
      return languageChoice.parse(res.json());
    };
    // A new account of the seed's kind is English until a language is chosen.
    expect(await read()).toEqual({ language: 'en' });
    // What the page saves at sign-in (the switcher's call) is what it reads back.
    expect((await client.put(api.accountLanguage, { language: 'es' }, { token })).statusCode).toBe(204);
    expect(await read()).toEqual({ language: 'es' });
    // Whatever language the request is read in, the answer is the account's.
    const asEnglish = await client.get(api.accountLanguage, { token, headers: { 'accept-language': 'en' } });
    expect(asEnglish.json()).toEqual({ language: 'es' });
    expectProblem(await client.get(api.accountLanguage), 401, ProblemCode.Unauthenticated);
  });

  it('gives a new account the language it registered in', async () => {
    const client = server.client();
    const username = `es.${Date.now()}`;
    const res = await client.post(
      api.registerWeb,
      {
        accountType: 'business',
        firstName: 'Pat',
        lastName: 'Doe',
        username,
        email: `${username}@example.test`,
      },
      { headers: { 'accept-language': 'es-US,es;q=0.9' } },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await server.db.select().from(users).where(eq(users.username, username));
    expect(row!.language).toBe('es');
    const mail = await latestMail(server.db, `${username}@example.test`);
    expect(mail.language).toBe('es');
  });
});
