import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, ProblemCode } from '@efile/contracts';
import { users } from '../src/db/schema';
import { languageOf } from '../src/lib/i18n';
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
