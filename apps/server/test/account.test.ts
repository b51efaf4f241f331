import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, ProblemCode, api, renderMessage } from '@efile/contracts';
import { auditEvents, users } from '../src/db/schema';
import { passwordProblems } from '../src/modules/credentials/password-policy';
import { latestMail, linkQuery, mailCount } from './support/mail';
import {
  Client,
  DEMO_PASSWORD,
  HOUR,
  LogCapture,
  TestServer,
  engines,
  expectProblem,
} from './support/test-app';

const NEW_PASSWORD = 'Lake Erie sunrise 7';

describe('password policy (NIST SP 800-63B, spec maximum 25)', () => {
  it('accepts long, uncommon passphrases of any characters and refuses each broken rule', () => {
    expect(passwordProblems(NEW_PASSWORD, { username: 'sam' })).toEqual([]);
    expect(passwordProblems('ñandú über straße', {})).toEqual([]);
    expect(passwordProblems('short1', {})).toEqual([PASSWORD_RULES.tooShort]);
    expect(passwordProblems('x'.repeat(24) + 'yz', {})).toContain(PASSWORD_RULES.tooLong);
    expect(passwordProblems('Password123', {})).toEqual([PASSWORD_RULES.common]);
    expect(passwordProblems('qwertyuiop', {})).toEqual([PASSWORD_RULES.common]);
    expect(passwordProblems('aaaaaaaaaaaa', {})).toEqual([PASSWORD_RULES.common]);
    expect(passwordProblems('qqqqqqqqqqqqqqqqqqqqq', {})).toEqual([PASSWORD_RULES.repetitive]);
    expect(passwordProblems('9876543210', {})).toContain(PASSWORD_RULES.common);
    expect(passwordProblems('my sam.retired pass', { username: 'sam.retired' })).toEqual([
      PASSWORD_RULES.containsUsername,
    ]);
    expect(passwordProblems('xx-jdoe77-xx-long', { email: 'jdoe77@example.test' })).toEqual([
      PASSWORD_RULES.containsUsername,
    ]);
  });
});

describe.each(engines)('account e-mail flows on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('reset: the same answer for any address; the link sets a new password and ends every session', async () => {
    const client = server.client();
    const username = await server.addUser('reset');
    const address = `${username}@example.test`;
    const oldSession = await client.signIn(username);
    for (const email of [address, 'nobody@example.test']) {
      const res = await client.post(api.resetPasswordEmail, { email });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: true });
    }
    expect(await mailCount(server.db, 'nobody@example.test')).toBe(0);
    const mail = await latestMail(server.db, address, 'reset');
    expect(mail.subject).toBe('Reset your eFile password');
    // Someone who forgot the username as well learns it from the mail (issue 14).
    expect(mail.textBody).toContain(`Your username is ${username}.`);
    const { email, token } = linkQuery(mail, '/auth/reset-password');

    const reset = (password: string, c = client) => c.post(api.resetPassword, { email, token, password });
    expect(expectProblem(await reset('password'), 403, ProblemCode.InvalidPassword).reasons).toEqual([
      renderMessage(PASSWORD_RULES.common),
    ]);
    const later = await server.clientAt(HOUR + 1);
    expectProblem(await reset(NEW_PASSWORD, later), 410, ProblemCode.LinkExpired);
    expectProblem(
      await client.post(api.resetPassword, { email: 'other@example.test', token, password: NEW_PASSWORD }),
      401,
      ProblemCode.InvalidToken,
    );
    expect((await reset(NEW_PASSWORD)).statusCode).toBe(200);
    expectProblem(await reset(NEW_PASSWORD), 401, ProblemCode.InvalidToken);

    expectProblem(
      await client.get(api.taxpayerInfo, { token: oldSession }),
      401,
      ProblemCode.Unauthenticated,
    );
    expectProblem(await client.signInResponse(username, DEMO_PASSWORD), 401, ProblemCode.InvalidCredentials);
    expect((await client.signInResponse(username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await latestMail(server.db, address)).template).toBe('passwordChanged');
  });

  it('caps reset mail to one account at five links an hour', async () => {
    const client = server.client();
    const username = await server.addUser('capped');
    for (let i = 0; i < 7; i += 1)
      await client.post(api.resetPasswordEmail, { email: `${username}@example.test` });
    expect(await mailCount(server.db, `${username}@example.test`, 'reset')).toBe(5);
  });

  it('legacy: a sign-in sends the confirmation link once; it sets the password and migrates the account', async () => {
    const client = server.client();
    const username = await server.addUser('legacy', { status: 'migration_required', links: ['100003'] });
    const address = `${username}@example.test`;
    for (let i = 0; i < 3; i += 1) {
      expectProblem(await client.signInResponse(username), 403, ProblemCode.AccountMigrationRequired);
    }
    expect(await mailCount(server.db, address, 'legacy')).toBe(1);
    const { email, token } = linkQuery(
      await latestMail(server.db, address, 'legacy'),
      '/confirm-legacy-email',
    );
    const confirm = (password: string) => client.post(api.confirmLegacyEmail, { email, token, password });
    expectProblem(
      await client.post(api.confirmLegacyEmail, { email, token: 'short', password: NEW_PASSWORD }),
      400,
      ProblemCode.Validation,
    );
    expect(expectProblem(await confirm('abc'), 403, ProblemCode.InvalidPassword).reasons).toContain(
      renderMessage(PASSWORD_RULES.tooShort),
    );
    expect((await confirm(NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.username, username));
    expect(row).toMatchObject({ status: 'active', emailConfirmedAt: expect.any(Date) });
    expect((await client.signInResponse(username, NEW_PASSWORD)).json()).toMatchObject({
      taxpayerId: '100003',
    });
  });

  it('change e-mail: duplicate refused; the link to the new address changes it and tells the old one', async () => {
    const client = server.client();
    const username = await server.addUser('change');
    const token = await client.signIn(username);
    const dup = await client.post(api.changeEmail, { email: 'JANE.taxpayer@example.test' }, { token });
    expect(expectProblem(dup, 400, ProblemCode.DuplicateEmail).detail).toBe(
      'This email address already exists in our records. Please try another.',
    );
    expectProblem(
      await client.post(api.changeEmail, { email: 'new@example.test' }),
      401,
      ProblemCode.Unauthenticated,
    );
    const tooLong = await client.post(
      api.changeEmail,
      { email: `${'a'.repeat(40)}@example.test` },
      { token },
    );
    expect(expectProblem(tooLong, 400, ProblemCode.Validation).errors).toEqual({
      email: 'New Email Address must be at most 50 characters.',
    });

    const newAddress = `${username}.new@example.test`;
    expect((await client.post(api.changeEmail, { email: newAddress }, { token })).statusCode).toBe(202);
    const mail = await latestMail(server.db, newAddress, 'emailChange');
    expect(mail.subject).toBe('Confirm your new eFile email address');
    const link = linkQuery(mail, '/confirm-email-change');
    const [before] = await server.db.select().from(users).where(eq(users.username, username));
    expect(before!.email).toBe(`${username}@example.test`);
    expect(Number(link.id)).toBe(before!.id);

    const wrongId = await client.post(api.confirmEmailChange, { ...link, id: before!.id + 1000 });
    expectProblem(wrongId, 401, ProblemCode.InvalidToken);
    const later = await server.clientAt(24 * HOUR + 1);
    expectProblem(await later.post(api.confirmEmailChange, link), 410, ProblemCode.LinkExpired);
    expect((await client.post(api.confirmEmailChange, link)).statusCode).toBe(200);
    expectProblem(await client.post(api.confirmEmailChange, link), 401, ProblemCode.InvalidToken);

    const [after] = await server.db.select().from(users).where(eq(users.username, username));
    expect(after!.email).toBe(newAddress);
    const notice = await latestMail(server.db, `${username}@example.test`, 'emailChanged');
    expect(notice.subject).toBe('Your eFile email address was changed');
    expect(notice.textBody).toContain(newAddress);
    const events = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, after!.id), eq(auditEvents.action, 'email.changed')));
    expect(events).toHaveLength(1);
  });

  it('change e-mail: an address taken between the request and the link is refused as a duplicate', async () => {
    const client = server.client();
    const first = await server.addUser('race1');
    const second = await server.addUser('race2');
    const wanted = `${first}.wanted@example.test`;
    const t1 = await client.signIn(first);
    const t2 = await client.signIn(second);
    await client.post(api.changeEmail, { email: wanted }, { token: t1 });
    const link1 = linkQuery(await latestMail(server.db, wanted, 'emailChange'), '/confirm-email-change');
    await client.post(api.changeEmail, { email: wanted }, { token: t2 });
    const link2 = linkQuery(await latestMail(server.db, wanted, 'emailChange'), '/confirm-email-change');
    expect((await client.post(api.confirmEmailChange, link2)).statusCode).toBe(200);
    expectProblem(await client.post(api.confirmEmailChange, link1), 400, ProblemCode.DuplicateEmail);
  });

  it('contact: routed by type to the agency mailbox with the sender as Reply-To', async () => {
    const client = server.client();
    const body = {
      type: 'General Tax and Filing',
      name: 'Pat Q. Public',
      phoneNumber: '(216) 555-0100',
      emailAddress: 'pat.public@example.test',
      message: 'When is my return due? <b>thanks</b>',
    };
    expect((await client.post(api.contactSupport, body)).statusCode).toBe(202);
    const general = await latestMail(server.db, 'cca-individual@cca.example.gov', 'contact');
    expect(general).toMatchObject({
      replyTo: 'pat.public@example.test',
      subject: 'Contact request: General Tax and Filing',
    });
    expect(general.textBody).toContain('When is my return due? <b>thanks</b>');
    expect(general.htmlBody).toContain('&#60;b&#62;thanks&#60;/b&#62;');
    // Staff answer by replying (Reply-To is the sender): the message must not say not to.
    expect(general.textBody).not.toContain('do not reply');
    expect(general.textBody).toContain(
      'Reply to this message to answer Pat Q. Public at pat.public@example.test.',
    );
    await client.post(api.contactSupport, { ...body, type: 'Website' });
    expect((await latestMail(server.db, 'efilesupport@cca.example.gov', 'contact')).subject).toBe(
      'Contact request: Website',
    );
    const bad = await client.post(api.contactSupport, {
      ...body,
      name: ' ',
      emailAddress: 'nope',
      message: '',
    });
    expect(expectProblem(bad, 400, ProblemCode.Validation).errors).toEqual({
      name: 'Name is required.',
      emailAddress: 'Email Address is invalid.',
      message: 'Message is required.',
    });
  });

  it('rate limits mail-sending and token-checking calls per IP', async () => {
    const limited = new Client(await server.build({ env: { ACCOUNT_RATE_LIMIT_PER_MINUTE: '3' } }));
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await limited.post(api.resetPasswordEmail, { email: 'nobody@example.test' })).statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 429, 429]);
  });

  it('never logs link tokens, passwords or e-mail bodies', async () => {
    const logs = new LogCapture();
    const app = await server.build({ env: { LOG_LEVEL: 'info' }, logStream: logs });
    const client = new Client(app);
    const username = await server.addUser('logged');
    await client.post(api.resetPasswordEmail, { email: `${username}@example.test` });
    const { email, token } = linkQuery(
      await latestMail(server.db, `${username}@example.test`, 'reset'),
      '/auth/reset-password',
    );
    await client.post(api.resetPassword, { email, token, password: NEW_PASSWORD });
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.text).not.toContain(token);
    expect(logs.text).not.toContain(NEW_PASSWORD);
  });
});
