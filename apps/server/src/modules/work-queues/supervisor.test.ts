import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  workQueuesApi,
  type ContactMessage,
  type QueueCount,
  type RegistrationIdentity,
} from '@efile/contracts';
import { auditEvents, contactMessages, ledgerEntries, payments, taxpayers } from '../../db/schema';
import { addStaff, staffSignIn } from '../../../test/support/staff';
import { Client, T0, TestServer, engines, expectProblem } from '../../../test/support/test-app';
import {
  contactMessage,
  filedForm,
  registerNewcomer,
  stuckPayment,
  takenUnconfirmed,
} from '../../../test/support/work-queues';

/** Issue 28 item 3: queues a supervisor can run. T0 is Monday 2 March 2026, 10:00 in Ohio. */
const REASON = 'reason=Running%20the%20queues';
const byId = (path: string, id: number | string) => path.replace(/:(id|taxpayerId)/, String(id));
const DAY = 86_400_000;
type ContactPage = { items: ContactMessage[]; nextCursor: string | null; total: number };

describe.each(engines)('queues a supervisor can run on $name (issue 28)', (engine) => {
  const server = TestServer.setup(engine);
  const signedIn = async (client: Client, role: 'clerk' | 'supervisor' | 'auditor' = 'clerk') => {
    const member = await addStaff(server, role);
    return { ...member, token: await staffSignIn(client, member.username, member.secret) };
  };
  const summary = async (client: Client, token: string) => {
    const res = await client.get(workQueuesApi.summary, { token });
    expect(res.statusCode, res.body).toBe(200);
    const queues = res.json<{ queues: QueueCount[] }>().queues;
    return Object.fromEntries(queues.map((q) => [q.queue, q])) as Record<QueueCount['queue'], QueueCount>;
  };
  const contactPage = async (client: Client, token: string, query: string) => {
    const res = await client.get(`${workQueuesApi.contact}?${REASON}&${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContactPage>();
  };
  /** A Contact Us message that arrived `daysAgo` days before T0. */
  const messageFrom = async (daysAgo: number) => {
    const id = await contactMessage(server);
    await server.db
      .update(contactMessages)
      .set({ createdAt: new Date(T0.getTime() - daysAgo * DAY) })
      .where(eq(contactMessages.id, id));
    return id;
  };

  it('each row says its age and due-by day; past the service level it is overdue, and the home counts it', async () => {
    const client = server.client();
    const { token } = await signedIn(client);
    const before = await summary(client, token);
    // Friday 20 February + 5 business days = Friday 27 February: overdue on Monday 2 March.
    const late = await messageFrom(10);
    const fresh = await messageFrom(0);
    const page = await contactPage(client, token, 'limit=100&status=open');
    expect(page.items.find((m) => m.id === late)!.age).toEqual({
      ageDays: 10,
      dueBy: '2026-02-27',
      overdue: true,
    });
    expect(page.items.find((m) => m.id === fresh)!.age).toEqual({
      ageDays: 0,
      dueBy: '2026-03-09',
      overdue: false,
    });

    const after = await summary(client, token);
    expect(after.contact.serviceDays).toBe(5);
    expect(after.contact.open - before.contact.open).toBe(2);
    expect(after.contact.unassigned! - before.contact.unassigned!).toBe(2);
    expect(after.contact.overdue - before.contact.overdue).toBe(1);
    expect(after.contact.mine).toBe(0);

    // A filed form counts until it is processed; a registration until it is decided.
    await filedForm(server);
    await registerNewcomer(client);
    const more = await summary(client, token);
    expect(more.forms.open - after.forms.open).toBe(1);
    expect(more.registrations.open - after.registrations.open).toBe(1);
    expect(more.registrations.mine).toBeNull();
    expect(more.forms.mine).toBe(0);
    // The auditor sees the counts too (every role reads a queue).
    expect(
      (await client.get(workQueuesApi.summary, { token: (await signedIn(client, 'auditor')).token }))
        .statusCode,
    ).toBe(200);
  });

  it('pages carry the total their filters match; Mine and Unassigned views; assigning in bulk to me', async () => {
    const client = server.client();
    const me = await signedIn(client);
    const ids = [await messageFrom(3), await messageFrom(2), await messageFrom(1)];
    const unassigned = await contactPage(client, me.token, 'view=unassigned&limit=1');
    expect(unassigned.items).toHaveLength(1);
    expect(unassigned.total).toBeGreaterThanOrEqual(3);
    let seen = 0;
    let cursor: string | null = null;
    do {
      const page: ContactPage = await contactPage(
        client,
        me.token,
        `view=unassigned&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.total).toBe(unassigned.total);
      seen += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toBe(unassigned.total);

    const closed = await messageFrom(1);
    await server.db
      .update(contactMessages)
      .set({ status: 'closed', closedAt: T0 })
      .where(eq(contactMessages.id, closed));
    const bulk = await client.post(
      workQueuesApi.assignContactBulk,
      { ids: [...ids, closed] },
      { token: me.token },
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({ assigned: ids, skipped: [closed] });

    const mine = await contactPage(client, me.token, 'view=mine&limit=100');
    expect(mine.items.map((m) => m.id)).toEqual(ids);
    expect(mine.total).toBe(3);
    expect(mine.items.every((m) => m.mine && m.status === 'assigned')).toBe(true);
    expect(
      (await contactPage(client, me.token, 'view=unassigned&limit=100')).items.map((m) => m.id),
    ).not.toContain(ids[0]);
    expect((await summary(client, me.token)).contact.mine).toBe(3);
    // Someone else's "mine" is their own.
    const other = await signedIn(client);
    expect((await contactPage(client, other.token, 'view=mine')).total).toBe(0);
    const audits = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'staff.contact.assigned'), eq(auditEvents.staffUserId, me.id)));
    expect(audits.map((a) => (a.details as { messageId: number }).messageId).sort()).toEqual([...ids].sort());
    // The auditor never acts, in bulk neither.
    const auditor = await signedIn(client, 'auditor');
    expectProblem(
      await client.post(workQueuesApi.assignContactBulk, { ids }, { token: auditor.token }),
      403,
      ProblemCode.Forbidden,
    );
    expectProblem(
      await client.post(workQueuesApi.assignContactBulk, { ids: [] }, { token: me.token }),
      400,
      ProblemCode.Validation,
    );
  });

  it('a registration’s identity: the record, masked but for the last four, what was typed, and look-alike records', async () => {
    const client = server.client();
    const { token } = await signedIn(client);
    const { taxpayerId, username, email } = await registerNewcomer(client);
    const [record] = await server.db.select().from(taxpayers).where(eq(taxpayers.id, taxpayerId));
    // Another record with the same last four and birth date: shown as possibly the same person.
    await server.db.insert(taxpayers).values({
      id: `9${taxpayerId.slice(-5)}`,
      type: 1,
      name1: 'Elsewhere',
      name2: 'Nina',
      federalId: `77777${record!.federalId!.slice(-4)}`,
      birthDate: record!.birthDate,
      streetAddress: '1 Main St',
      city: 'Parma',
      state: 'OH',
      zip: '44129',
    });
    expectProblem(
      await client.get(byId(workQueuesApi.registrationIdentity, taxpayerId), { token }),
      400,
      ProblemCode.Validation,
    );
    const res = await client.get(`${byId(workQueuesApi.registrationIdentity, taxpayerId)}?${REASON}`, {
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const identity = res.json<RegistrationIdentity>();
    expect(identity.record).toEqual({
      name: `Nora ${record!.name1}`,
      address: `10 Lakeshore Blvd, Euclid, OH 44123`,
      birthDate: '1990-04-01',
      federalId: `•••-••-${record!.federalId!.slice(-4)}`,
      email,
    });
    expect(res.body).not.toContain(record!.federalId!);
    expect(identity.account).toEqual({ username, firstName: 'Nora', email });
    expect(identity.differences).toEqual([]);
    expect(identity.similar).toEqual([
      { taxpayerId: `9${taxpayerId.slice(-5)}`, name: 'Nina Elsewhere', city: 'Parma', why: 'federalId' },
    ]);
    const [viewed] = await server.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'staff.registration.identity.viewed'),
          eq(auditEvents.taxpayerId, taxpayerId),
        ),
      );
    expect(viewed!.details).toMatchObject({ reason: 'Running the queues' });
    // Decided: no longer in the queue, so not read here.
    expect(
      (await client.post(byId(workQueuesApi.approveRegistration, taxpayerId), {}, { token })).statusCode,
    ).toBe(200);
    expectProblem(
      await client.get(`${byId(workQueuesApi.registrationIdentity, taxpayerId)}?${REASON}`, { token }),
      404,
      ProblemCode.NotFound,
    );
  });

  it('a stuck payment: a clerk cannot close it, a supervisor can with a reason, audited, nothing on the ledger', async () => {
    const app = await server.build({ sandbox: true });
    const client = new Client(app);
    const clerk = await signedIn(client);
    const supervisor = await signedIn(client, 'supervisor');
    // Two hours at the provider, which never saw it: the provider's answer alone does not close it yet.
    const stuck = await stuckPayment(server, await filedForm(server), new Date(T0.getTime() - 2 * 3_600_000));
    const close = (token: string, body: object, id = stuck) =>
      client.post(byId(workQueuesApi.closePayment, id), body, { token });
    expectProblem(
      await client.post(byId(workQueuesApi.applyPayment, stuck), { note: 'try it' }, { token: clerk.token }),
      409,
      ProblemCode.Conflict,
    );
    expectProblem(
      await close(clerk.token, { reason: 'Payer says it never went through' }),
      403,
      ProblemCode.Forbidden,
    );
    expectProblem(await close(supervisor.token, {}), 400, ProblemCode.Validation);
    expectProblem(await close(supervisor.token, { reason: '...' }), 400, ProblemCode.Validation);
    const young = await stuckPayment(server, await filedForm(server), new Date(T0.getTime() - 10 * 60_000));
    expect(
      expectProblem(
        await close(supervisor.token, { reason: 'Too early to say' }, young),
        409,
        ProblemCode.Conflict,
      ).detail,
    ).toBe('A payment can be closed once it has been in progress for more than 60 minutes.');

    const closed = await close(supervisor.token, { reason: 'Payer says it never went through' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ result: 'closed' });
    const [row] = await server.db.select().from(payments).where(eq(payments.id, stuck));
    expect(row).toMatchObject({ status: 'Error', resolvedBy: 'staff' });
    const posted = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'payment'), eq(ledgerEntries.sourceId, String(stuck))));
    expect(posted).toHaveLength(0);
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'staff.payment.closed'),
          sql`${auditEvents.details}->>'paymentId' = ${String(stuck)}`,
        ),
      );
    expect(event).toMatchObject({ staffUserId: supervisor.id, chain: 'staff', taxpayerId: '100001' });
    expect(event!.details).toMatchObject({
      reason: 'Payer says it never went through',
      result: 'closed',
      provider: 'unknown',
    });
    expect(
      expectProblem(await close(supervisor.token, { reason: 'Once more' }), 409, ProblemCode.Conflict).detail,
    ).toBe('This payment is no longer in progress: it was settled or closed before.');
  });

  it('a stuck payment the provider did settle: closing records it, and the ledger has the payment once', async () => {
    const { client, row } = await takenUnconfirmed(server);
    await server.db
      .update(payments)
      .set({ createdAt: new Date(T0.getTime() - 2 * 3_600_000) })
      .where(eq(payments.id, row.id));
    const supervisor = await signedIn(client, 'supervisor');
    const res = await client.post(
      byId(workQueuesApi.closePayment, row.id),
      { reason: 'Caller asks where it is' },
      { token: supervisor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'recorded' });
    const [after] = await server.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after).toMatchObject({ status: 'Completed', amountPaid: 25_000 });
    const posted = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'payment'), eq(ledgerEntries.sourceId, String(row.id))));
    expect(posted).toHaveLength(1);
  });
});
