import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  staffTimelineApi,
  TIMELINE_PAGE,
  workQueuesApi,
  type StaffTimeline,
  type TimelineItem,
} from '@efile/contracts';
import { mailroomPostings } from '../src/db/mailroom-schema';
import { auditEvents, taxForms, taxpayerNotes, userTaxpayers } from '../src/db/schema';
import { storeContactMessage } from '../src/modules/credentials/repository';
import { queueFilingReceipt } from '../src/modules/receipts';
import { mergePage } from '../src/modules/staff/timeline';
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

  const timelineOf = async (token: string, taxpayerId: string, before?: string) => {
    const query = `reason=${encodeURIComponent(REASON)}${before ? `&before=${before}` : ''}`;
    const res = await server
      .client()
      .get(`${byId(staffTimelineApi.timeline, taxpayerId)}?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StaffTimeline>();
  };

  it('shows a business user’s e-mails on the timeline of the business they are about, not on the others’', async () => {
    const staff = await addStaff(server, 'clerk');
    const token = await staffSignIn(server.client(), staff.username, staff.secret);
    const [a, b] = [
      await newTaxpayer(server, { business: true }),
      await newTaxpayer(server, { business: true }),
    ];
    const user = await newWebAccount(server, a!, { business: true });
    await server.db.insert(userTaxpayers).values({ userId: user.id, taxpayerId: b!, isPrimary: false });
    // The filing receipt the product queues when the user files business A's form.
    const [form] = await server.db
      .insert(taxForms)
      .values({
        taxpayerId: a!,
        taxYear: 2025,
        formType: 'employers-return',
        status: 'filed',
        confirmationNumber: `ER2025-${a}`,
        filedAt: T0,
      })
      .returning();
    await server.db.transaction((tx) => queueFilingReceipt(tx, form!, user.id, 'https://efile.test', T0));

    const emailsOf = async (id: string) =>
      (await timelineOf(token, id)).items.filter((i) => i.kind === 'email').map((i) => i.text);
    expect((await emailsOf(a!)).some((text) => text.includes(`ER2025-${a}`))).toBe(true);
    expect((await emailsOf(b!)).some((text) => text.includes(`ER2025-${a}`))).toBe(false);
  });

  it('pages through notes, e-mails and letters: every item once, newest first, then no more', async () => {
    const staff = await addStaff(server, 'clerk');
    const token = await staffSignIn(server.client(), staff.username, staff.secret);
    const taxpayerId = await newTaxpayer(server);
    const notes = TIMELINE_PAGE + 20;
    for (let n = 0; n < notes; n++)
      await server.db.insert(taxpayerNotes).values({
        taxpayerId,
        staffUserId: staff.id,
        body: `note ${n}`,
        createdAt: new Date(T0.getTime() + n * 60_000),
      });
    await server.db.insert(mailroomPostings).values({
      kind: 'check',
      status: 'pending',
      taxpayerId,
      taxYear: 2025,
      checkNumber: '1042',
      checkNumberNormalized: '1042',
      receivedOn: '2026-03-02',
      amountCents: 130_750,
      needsApproval: true,
      recordedBy: staff.id,
      // Recorded between the 30th and the 31st note: it sits on the first page, in time order.
      recordedAt: new Date(T0.getTime() + 30.5 * 60_000),
      fingerprint: 'timeline-test',
    });

    const seen: TimelineItem[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await timelineOf(token, taxpayerId, before);
      expect(page.items.length).toBeLessThanOrEqual(TIMELINE_PAGE);
      seen.push(...page.items);
      before = page.more ?? undefined;
      pages += 1;
    } while (before && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(notes + 1);
    expect(new Set(seen.map((i) => `${i.kind}:${i.text}`)).size).toBe(notes + 1);
    expect([...seen].sort((x, y) => y.at.localeCompare(x.at))).toEqual(seen);
    expect(seen.find((i) => i.kind === 'letter')).toMatchObject({
      by: staff.username,
      letter: { kind: 'check', checkNumber: '1042', amountCents: 130_750, receivedOn: '2026-03-02' },
    });
    // A cursor that is not one is refused, not guessed at.
    const bad = await server
      .client()
      .get(`${byId(staffTimelineApi.timeline, taxpayerId)}?reason=${encodeURIComponent(REASON)}&before=1;2`, {
        token,
      });
    expect(bad.statusCode).toBe(400);
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

/** The merge on its own: a kind whose clock went backwards still gives each item once. */
describe('one page of the timeline', () => {
  const keyed = (kind: TimelineItem['kind'], id: number, minute: number) => ({
    id,
    item: {
      kind,
      at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
      by: 'x',
      subject: null,
      text: `${kind}${id}`,
      status: null,
      letter: null,
    },
  });
  it('takes each kind from its newest id down, and the next page starts where each left off', () => {
    // Notes by id, newest first, one written with a clock behind (id 5 at minute 1).
    const notes = [keyed('note', 6, 9), keyed('note', 5, 1), keyed('note', 4, 5)];
    const mails = [keyed('email', 30, 8), keyed('email', 29, 2)];
    const lists = [notes, [], [], mails, []];
    const first = mergePage(lists, {}, 3);
    expect(first.items.map((i) => i.text)).toEqual(['note6', 'email30', 'email29']);
    // Notes go on below id 6; the e-mails were all taken (fewer than a page and one): none left.
    expect(first.more).toBe('6.0.0.0.0');
  });
});
