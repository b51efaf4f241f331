import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, staffTimelineApi, workQueuesApi, type StaffTimeline } from '@efile/contracts';
import { auditEvents, taxpayerNotes } from '../src/db/schema';
import { storeContactMessage } from '../src/modules/credentials/repository';
import { addStaff, staffSignIn } from './support/staff';
import { newTaxpayer, newWebAccount } from './support/staff-account';
import { T0, TestServer, engines, expectProblem } from './support/test-app';

const REASON = 'taxpayer called about a letter';
const byId = (path: string, id: string | number) => path.replace(':id', String(id));

/**
 * Issue 28 item 4: a taxpayer's notes and correspondence in one timeline — staff notes, Contact Us
 * messages and their replies, e-mails sent to the taxpayer's addresses — with the audit keeping
 * what was said.
 */
describe.each(engines)('a taxpayer’s notes and correspondence on $name (issue 28 item 4)', (engine) => {
  const server = TestServer.setup(engine);

  it('lists notes, a Contact Us message, its reply and the reply’s e-mail, newest first; audited', async () => {
    const client = server.client();
    const staff = await addStaff(server, 'clerk');
    const token = await staffSignIn(client, staff.username, staff.secret);
    const auditor = await addStaff(server, 'auditor');
    const auditorToken = await staffSignIn(client, auditor.username, auditor.secret);
    const taxpayerId = await newTaxpayer(server);
    const account = await newWebAccount(server, taxpayerId);
    const messageId = await storeContactMessage(
      server.db,
      {
        type: 'General Tax and Filing',
        name: 'Pat Timeline',
        phoneNumber: '216-555-0101',
        emailAddress: `${account.username}@example.com`,
        message: 'I got a letter about 2024. What is it?',
        userId: account.id,
        taxpayerId,
        language: 'en',
      },
      T0,
    );
    const replied = await client.post(
      byId(workQueuesApi.replyContact, messageId),
      { body: 'The letter is a reminder: your 2024 return is filed and paid.' },
      { token },
    );
    expect(replied.statusCode, replied.body).toBe(200);
    const noted = await client.post(
      byId(staffTimelineApi.notes, taxpayerId),
      { note: 'Called back: explained the 2024 reminder letter.', reason: REASON },
      { token },
    );
    expect(noted.statusCode, noted.body).toBe(201);
    // The auditor reads, never writes; a note needs words.
    expectProblem(
      await client.post(
        byId(staffTimelineApi.notes, taxpayerId),
        { note: 'x', reason: REASON },
        { token: auditorToken },
      ),
      403,
      ProblemCode.Forbidden,
    );
    expect(
      (await client.post(byId(staffTimelineApi.notes, taxpayerId), { note: '  ', reason: REASON }, { token }))
        .statusCode,
    ).toBe(400);

    const res = await client.get(
      `${byId(staffTimelineApi.timeline, taxpayerId)}?reason=${encodeURIComponent(REASON)}`,
      {
        token: auditorToken,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<StaffTimeline>();
    const kinds = items.map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['note', 'contact', 'reply', 'email']));
    expect(items.find((i) => i.kind === 'note')).toMatchObject({
      by: staff.username,
      text: 'Called back: explained the 2024 reminder letter.',
    });
    expect(items.find((i) => i.kind === 'contact')).toMatchObject({
      by: 'Pat Timeline',
      subject: 'General Tax and Filing',
    });
    expect(items.find((i) => i.kind === 'reply')?.text).toContain('your 2024 return is filed and paid');
    expect(items.find((i) => i.kind === 'email')?.by).toBe(`${account.username}@example.com`);
    expect([...items].sort((a, b) => b.at.localeCompare(a.at))).toEqual(items);

    // The audit keeps what was said: the note's words and the reply's.
    const [note] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'staff.taxpayer.note-added'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(note?.details).toMatchObject({
      text: 'Called back: explained the 2024 reminder letter.',
      reason: REASON,
    });
    const [reply] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'staff.contact.replied'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(reply?.details).toMatchObject({
      text: 'The letter is a reminder: your 2024 return is filed and paid.',
    });
    const [viewed] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'staff.taxpayer.timeline-viewed'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(viewed).toMatchObject({ taxpayerId, details: { reason: REASON } });

    // A note is written once.
    const [row] = await server.db
      .select()
      .from(taxpayerNotes)
      .where(eq(taxpayerNotes.taxpayerId, taxpayerId));
    await expect(
      server.db.update(taxpayerNotes).set({ body: 'rewritten' }).where(eq(taxpayerNotes.id, row!.id)),
    ).rejects.toThrow();
  });

  it('refuses a read without a reason and answers 404 for an unknown taxpayer', async () => {
    const client = server.client();
    const staff = await addStaff(server, 'clerk');
    const token = await staffSignIn(client, staff.username, staff.secret);
    expect((await client.get(byId(staffTimelineApi.timeline, '100001'), { token })).statusCode).toBe(400);
    expectProblem(
      await client.get(`${byId(staffTimelineApi.timeline, '999999')}?reason=${encodeURIComponent(REASON)}`, {
        token,
      }),
      404,
      ProblemCode.NotFound,
    );
  });
});
