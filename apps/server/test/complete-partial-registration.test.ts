import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, ProblemCode, api, renderMessage } from '@efile/contracts';
import { latestMail, linkQuery } from './support/mail';
import { DEMO_PASSWORD, HOUR, TestServer, engines, expectProblem, type Client } from './support/test-app';

const GOOD_PASSWORD = 'Cuyahoga river 1796';

/** Asks for the taxpayer's registration e-mail and returns the link's address and token. */
async function emailedProof(server: TestServer, client: Client, taxpayerId: string, to: string) {
  expect((await client.post(api.existingTaxpayerEmail, { taxpayerId })).statusCode).toBe(202);
  const { email, token } = linkQuery(
    await latestMail(server.db, to, 'registration'),
    '/confirm-registration',
  );
  return { emailAddress: email!, emailConfirmationToken: token! };
}

const status = async (client: Client, taxpayerId: string) =>
  (await client.post(api.checkRegistration, { taxpayerId })).json<{ status: string }>().status;

describe.each(engines)(
  'POST /api/register/complete-partial-registration on $name (spec §7, ADR 0016)',
  (engine) => {
    const server = TestServer.setup(engine);

    it('a taxpayer registered online (PendingTaxpayerRegistration) completes with the e-mailed proof', async () => {
      const client = server.client();
      expect(await status(client, '100010')).toBe('PendingTaxpayerRegistration');
      const proof = await emailedProof(server, client, '100010', 'pending.paula@example.test');
      const complete = (password: string) =>
        client.post(api.completePartialRegistration, { taxpayerId: '100010', ...proof, password });

      const weak = expectProblem(await complete(DEMO_PASSWORD), 403, ProblemCode.InvalidPassword);
      expect(weak.reasons).toEqual([renderMessage(PASSWORD_RULES.common)]);
      const done = await complete(GOOD_PASSWORD);
      expect(done.statusCode, done.body).toBe(200);
      // The password is set; the registration still waits for the agency's decision (ADR 0047).
      expect(done.json()).toStrictEqual({ status: 'PendingTaxpayerRegistration', taxpayerId: '100010' });
      expect(await status(client, '100010')).toBe('PendingTaxpayerRegistration');
      expectProblem(
        await client.signInResponse('pending.paula', GOOD_PASSWORD),
        403,
        ProblemCode.RegistrationPending,
      );
      // Done once: the same call again finds nothing waiting to be completed.
      expectProblem(await complete(GOOD_PASSWORD), 409, ProblemCode.Conflict);
    });

    it('an account without a password (WebUserRequiresPassword) needs its own link, to its own address', async () => {
      const client = server.client();
      const proof = await emailedProof(server, client, '100011', 'needs.password@example.test');
      const complete = (body: Record<string, string>) =>
        client.post(api.completePartialRegistration, {
          taxpayerId: '100011',
          ...proof,
          password: GOOD_PASSWORD,
          ...body,
        });

      // Another account's link (a business representative registering now) does not complete this one.
      const other = `other.${Date.now()}`;
      await client.post(api.registerWeb, {
        accountType: 'business',
        firstName: 'O',
        lastName: 'T',
        username: other,
        email: `${other}@example.test`,
      });
      const foreign = linkQuery(
        await latestMail(server.db, `${other}@example.test`, 'registration'),
        '/confirm-registration',
      );
      expectProblem(
        await complete({ emailAddress: foreign.email!, emailConfirmationToken: foreign.token! }),
        401,
        ProblemCode.InvalidToken,
      );
      expectProblem(
        await complete({ emailAddress: 'someone.else@example.test' }),
        401,
        ProblemCode.InvalidToken,
      );
      expect(await status(client, '100011')).toBe('WebUserRequiresPassword');

      expect((await complete({})).json()).toStrictEqual({ status: 'ReadyToLogin', taxpayerId: '100011' });
      expect(await status(client, '100011')).toBe('ReadyToLogin');
    });

    it('refuses a taxpayer whose registration is not waiting, and an expired link', async () => {
      const client = server.client();
      const body = {
        emailAddress: 'jane.taxpayer@example.test',
        emailConfirmationToken: 'x'.repeat(43),
        password: GOOD_PASSWORD,
      };
      for (const taxpayerId of ['100001', '100012', '999999']) {
        expectProblem(
          await client.post(api.completePartialRegistration, { ...body, taxpayerId }),
          409,
          ProblemCode.Conflict,
        );
      }

      const individual = `late.${Date.now()}`;
      const created = await client.post(api.registerIndividual, {
        firstName: 'Lee',
        lastName: 'Late',
        federalId: `9${String(Date.now()).slice(-8)}`,
        birthDate: '1990-01-01',
        streetAddress: '1 Main St',
        city: 'Cleveland',
        state: 'OH',
        zip: '44114',
        username: individual,
        email: `${individual}@example.test`,
      });
      expect(created.statusCode, created.body).toBe(201);
      const taxpayerId = created.json<{ taxpayerId: string }>().taxpayerId;
      const link = linkQuery(
        await latestMail(server.db, `${individual}@example.test`, 'registration'),
        '/confirm-registration',
      );
      const later = await server.clientAt(73 * HOUR);
      const expired = await later.post(api.completePartialRegistration, {
        taxpayerId,
        emailAddress: link.email,
        emailConfirmationToken: link.token,
        password: GOOD_PASSWORD,
      });
      expectProblem(expired, 410, ProblemCode.LinkExpired);
    });

    it('two submissions of one link at the same moment complete it once', async () => {
      const client = server.client();
      const individual = `twice.${Date.now()}`;
      const created = await client.post(api.registerIndividual, {
        firstName: 'Tia',
        lastName: 'Twice',
        federalId: `8${String(Date.now()).slice(-8)}`,
        birthDate: '1985-05-05',
        streetAddress: '2 Main St',
        city: 'Cleveland',
        state: 'OH',
        zip: '44114',
        username: individual,
        email: `${individual}@example.test`,
      });
      const taxpayerId = created.json<{ taxpayerId: string }>().taxpayerId;
      const link = linkQuery(
        await latestMail(server.db, `${individual}@example.test`, 'registration'),
        '/confirm-registration',
      );
      const body = {
        taxpayerId,
        emailAddress: link.email,
        emailConfirmationToken: link.token,
        password: GOOD_PASSWORD,
      };
      const answers = await Promise.all(
        [1, 2, 3].map(() => client.post(api.completePartialRegistration, body)),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      for (const code of codes.filter((c) => c !== 200)) expect([401, 409]).toContain(code);
    });
  },
);
