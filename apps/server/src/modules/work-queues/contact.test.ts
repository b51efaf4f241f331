import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api, workQueuesApi, type ContactMessage } from '@efile/contracts';
import { contactMessages, staffUsers } from '../../db/schema';
import { latestMail, mailCount } from '../../../test/support/mail';
import { addStaff, staffSignIn } from '../../../test/support/staff';
import { TestServer, engines, expectProblem, type Client } from '../../../test/support/test-app';
import { contactMessage } from '../../../test/support/work-queues';

const byId = (path: string, id: number) => path.replace(':id', String(id));
type Page = { items: ContactMessage[]; nextCursor: string | null };

const FORM = {
  type: 'Website',
  name: 'Terry Taxpayer',
  phoneNumber: '216-555-0199',
  message: 'The payment page did not load.',
};

describe.each(engines)('Contact Us messages on $name (issue 16)', (engine) => {
  const server = TestServer.setup(engine);
  const signedIn = async (client: Client, role: 'clerk' | 'auditor' = 'clerk') => {
    const member = await addStaff(server, role);
    return { ...member, token: await staffSignIn(client, member.username, member.secret) };
  };
  const find = async (client: Client, token: string, id: number, status = '') => {
    const res = await client.get(
      `${workQueuesApi.contact}?reason=Working%20the%20queue&limit=100${status ? `&status=${status}` : ''}`,
      {
        token,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>().items.find((m) => m.id === id);
  };

  it('a message is still mailed to the agency, and stored with the signed-in sender', async () => {
    const client = server.client();
    const anonymous = await client.post(api.contactSupport, { ...FORM, emailAddress: 'anon@example.test' });
    expect(anonymous.statusCode, anonymous.body).toBe(202);
    const agency = await latestMail(server.db, 'efilesupport@cca.example.gov', 'contact');
    expect(agency.replyTo).toBe('anon@example.test');
    const [stored] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.emailAddress, 'anon@example.test'));
    expect(stored).toMatchObject({ ...FORM, status: 'open', userId: null, taxpayerId: null });

    const token = await client.signIn('jane.taxpayer');
    const signed = await client.post(
      api.contactSupport,
      { ...FORM, emailAddress: 'jane.writes@example.test' },
      { token },
    );
    expect(signed.statusCode).toBe(202);
    const [mine] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.emailAddress, 'jane.writes@example.test'));
    expect(mine!.userId).not.toBeNull();
    expect(mine!.taxpayerId).not.toBeNull();
  });

  it('assign, reply by e-mail (stored with the message), close; a closed message takes no more', async () => {
    const client = server.client();
    const clerk = await signedIn(client);
    const auditor = await signedIn(client, 'auditor');
    const id = await contactMessage(server, { emailAddress: 'carla.asks@example.test' });
    expect(await find(client, clerk.token, id, 'open')).toMatchObject({ status: 'open', assignee: null });
    // The auditor reads but cannot be given messages.
    expect(await find(client, auditor.token, id)).toBeDefined();
    expectProblem(
      await client.post(
        byId(workQueuesApi.assignContact, id),
        { staffUserId: auditor.id },
        { token: clerk.token },
      ),
      400,
      ProblemCode.Validation,
    );
    expect(
      (await client.post(byId(workQueuesApi.assignContact, id), {}, { token: clerk.token })).statusCode,
    ).toBe(200);
    expect(await find(client, clerk.token, id, 'assigned')).toMatchObject({ assignee: clerk.username });

    const reply = 'Your return is due April 15. You can file it online.';
    const res = await client.post(
      byId(workQueuesApi.replyContact, id),
      { body: reply },
      { token: clerk.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await latestMail(server.db, 'carla.asks@example.test', 'contactReply');
    expect(mail.textBody).toContain(reply);
    expect(mail.textBody).toContain('When is my return due?');
    expect((await find(client, clerk.token, id))!.replies).toMatchObject([
      { body: reply, staffUsername: clerk.username },
    ]);

    expect(
      (await client.post(byId(workQueuesApi.closeContact, id), {}, { token: clerk.token })).statusCode,
    ).toBe(200);
    expect(await find(client, clerk.token, id, 'closed')).toMatchObject({ status: 'closed' });
    expect(await find(client, clerk.token, id, 'open')).toBeUndefined();
    for (const path of [
      workQueuesApi.replyContact,
      workQueuesApi.closeContact,
      workQueuesApi.assignContact,
    ]) {
      expectProblem(
        await client.post(byId(path, id), path === workQueuesApi.replyContact ? { body: 'more' } : {}, {
          token: clerk.token,
        }),
        409,
        ProblemCode.Conflict,
      );
    }
    expect(await mailCount(server.db, 'carla.asks@example.test', 'contactReply')).toBe(1);
  });

  it('a reply to an open message makes it the replier’s; another member of staff can be assigned', async () => {
    const client = server.client();
    const clerk = await signedIn(client);
    const [other] = await server.db
      .select({ id: staffUsers.id, username: staffUsers.username })
      .from(staffUsers)
      .where(eq(staffUsers.username, 'staff.supervisor'));
    const id = await contactMessage(server);
    expect(
      (await client.post(byId(workQueuesApi.replyContact, id), { body: 'Hello' }, { token: clerk.token }))
        .statusCode,
    ).toBe(200);
    expect(await find(client, clerk.token, id)).toMatchObject({
      status: 'assigned',
      assignee: clerk.username,
    });
    const res = await client.post(
      byId(workQueuesApi.assignContact, id),
      { staffUserId: other!.id },
      { token: clerk.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await find(client, clerk.token, id)).toMatchObject({ assignee: other!.username });
    expectProblem(
      await client.post(byId(workQueuesApi.closeContact, 999_999), {}, { token: clerk.token }),
      404,
      ProblemCode.NotFound,
    );
  });

  it('a message sent from a Spanish page is answered in Spanish, from the English console (issue 26)', async () => {
    const client = server.client();
    const sent = await client.post(
      api.contactSupport,
      { ...FORM, type: 'General Tax and Filing', emailAddress: 'ana.pregunta@example.test' },
      { headers: { 'accept-language': 'es' } },
    );
    expect(sent.statusCode, sent.body).toBe(202);
    const [stored] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.emailAddress, 'ana.pregunta@example.test'));
    expect(stored!.language).toBe('es');
    // The staff see and store the type's value, in English.
    expect(stored!.type).toBe('General Tax and Filing');
    const clerk = await signedIn(client);
    const reply = 'Su declaración vence el 15 de abril.';
    expect(
      (
        await client.post(
          byId(workQueuesApi.replyContact, stored!.id),
          { body: reply },
          { token: clerk.token },
        )
      ).statusCode,
    ).toBe(200);
    const mail = await latestMail(server.db, 'ana.pregunta@example.test', 'contactReply');
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe(
      'Re: su mensaje a la Central Collection Agency — Impuestos y declaraciones (General Tax and Filing)',
    );
    expect(mail.textBody).toContain('Su mensaje:');
    expect(mail.textBody).toContain(reply);
  });
});
