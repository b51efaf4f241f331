import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  workQueuesApi,
  type FormHistory,
  type QueueCount,
  type QueuedForm,
} from '@efile/contracts';
import { auditEvents, formProcessingEvents, taxForms } from '../../db/schema';
import { addStaff, staffSignIn } from '../../../test/support/staff';
import { TestServer, engines, expectProblem, type Client } from '../../../test/support/test-app';
import { filedForm } from '../../../test/support/work-queues';

const byId = (path: string, id: number) => path.replace(':id', String(id));
type Page = { items: QueuedForm[]; nextCursor: string | null };

describe.each(engines)('filed forms to process on $name (issue 16)', (engine) => {
  const server = TestServer.setup(engine);
  const signedIn = async (client: Client) => {
    const clerk = await addStaff(server, 'clerk');
    return staffSignIn(client, clerk.username, clerk.secret);
  };
  const list = async (client: Client, token: string, query: string) => {
    const res = await client.get(`${workQueuesApi.forms}?reason=Working%20the%20queue&${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('every filed form starts received; moves keep an append-only history and filter the queue', async () => {
    const client = server.client();
    const token = await signedIn(client);
    const id = await filedForm(server, '100001');
    const other = await filedForm(server, '100008');
    const received = await list(client, token, 'status=received&formType=billing-statement&limit=100');
    expect(received.items.map((f) => f.id)).toEqual(expect.arrayContaining([id, other]));
    expect(received.items.find((f) => f.id === id)).toMatchObject({
      formType: 'billing-statement',
      taxpayerId: '100001',
      status: 'received',
    });
    expect(
      (await list(client, token, 'formType=annual-return&limit=100')).items.map((f) => f.id),
    ).not.toContain(id);

    expectProblem(
      await client.post(byId(workQueuesApi.formStatus, id), { status: 'processed' }, { token }),
      400,
      ProblemCode.Validation,
    );
    const moved = await client.post(
      byId(workQueuesApi.formStatus, id),
      { status: 'needs-attention', note: 'W-2 total does not match' },
      { token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expectProblem(
      await client.post(
        byId(workQueuesApi.formStatus, id),
        { status: 'needs-attention', note: 'again' },
        { token },
      ),
      409,
      ProblemCode.Conflict,
    );
    expect(
      (
        await client.post(
          byId(workQueuesApi.formStatus, id),
          { status: 'processed', note: 'Corrected by phone' },
          { token },
        )
      ).statusCode,
    ).toBe(200);

    const processed = await list(client, token, 'status=processed&limit=100');
    expect(processed.items.map((f) => f.id)).toContain(id);
    expect(processed.items.map((f) => f.id)).not.toContain(other);
    expect((await list(client, token, 'status=received&limit=100')).items.map((f) => f.id)).not.toContain(id);

    const history = await client.get(`${byId(workQueuesApi.formHistory, id)}?reason=Working%20the%20queue`, {
      token,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<FormHistory>()).toMatchObject({
      formId: id,
      status: 'processed',
      events: [
        { seq: 1, status: 'needs-attention', note: 'W-2 total does not match' },
        { seq: 2, status: 'processed', note: 'Corrected by phone' },
      ],
    });
    // Append-only: the history cannot be rewritten, even by the app's own connection.
    await expect(
      server.db.execute(sql`update form_processing_events set note = 'changed' where tax_form_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      server.db.delete(formProcessingEvents).where(eq(formProcessingEvents.taxFormId, id)),
    ).rejects.toThrow();
    const [audit] = await server.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.action} = 'staff.form.status' and ${auditEvents.details}->>'formId' = ${String(id)}`,
      )
      .limit(1);
    expect(audit).toMatchObject({ taxpayerId: '100001', chain: 'staff' });
    expect(audit!.details).toMatchObject({
      from: 'received',
      to: 'needs-attention',
      note: 'W-2 total does not match',
    });
  });

  it('pages oldest first with a cursor', async () => {
    const client = server.client();
    const token = await signedIn(client);
    for (let i = 0; i < 3; i++) await filedForm(server, '100003');
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(client, token, `limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((f) => f.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await server.db
      .select({ id: taxForms.id })
      .from(taxForms)
      .where(eq(taxForms.status, 'filed'));
    expect(seen.length).toBe(all.length);
  });

  it('a draft or unknown form is not in the queue (404)', async () => {
    const client = server.client();
    const token = await signedIn(client);
    const [draft] = await server.db
      .insert(taxForms)
      .values({ taxpayerId: '100001', taxYear: 2024, formType: 'billing-statement' })
      .returning({ id: taxForms.id });
    for (const id of [draft!.id, 999_999]) {
      expectProblem(
        await client.post(
          byId(workQueuesApi.formStatus, id),
          { status: 'processed', note: 'done now' },
          { token },
        ),
        404,
        ProblemCode.NotFound,
      );
      expectProblem(
        await client.get(`${byId(workQueuesApi.formHistory, id)}?reason=Working%20the%20queue`, { token }),
        404,
        ProblemCode.NotFound,
      );
    }
  });

  it('two staff moving one form at once: one event', async () => {
    const client = server.client();
    const [first, second] = [await signedIn(client), await signedIn(client)];
    const id = await filedForm(server);
    const answers = await Promise.all(
      [first, second].map((token) =>
        client.post(byId(workQueuesApi.formStatus, id), { status: 'processed', note: 'checked' }, { token }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const events = await server.db
      .select()
      .from(formProcessingEvents)
      .where(eq(formProcessingEvents.taxFormId, id));
    expect(events).toHaveLength(1);
  });

  it('a clerk takes a form: Mine shows it, Unassigned does not, the home counts it; another may take it over', async () => {
    const client = server.client();
    const me = await addStaff(server, 'clerk');
    const token = await staffSignIn(client, me.username, me.secret);
    const colleague = await addStaff(server, 'clerk');
    const theirs = await staffSignIn(client, colleague.username, colleague.secret);
    const auditor = await addStaff(server, 'auditor');
    const auditorToken = await staffSignIn(client, auditor.username, auditor.secret);
    const id = await filedForm(server, '100001');
    const assign = (formId: number, as: string) =>
      client.post(byId(workQueuesApi.assignItem, formId).replace(':queue', 'forms'), {}, { token: as });
    const homeForms = async (as: string) => {
      const res = await client.get(workQueuesApi.summary, { token: as });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ queues: QueueCount[] }>().queues.find((q) => q.queue === 'forms')!;
    };
    const before = await homeForms(token);
    expect((await list(client, token, 'view=unassigned&limit=100')).items.map((f) => f.id)).toContain(id);

    expect((await assign(id, token)).statusCode).toBe(200);
    const mine = await list(client, token, 'view=mine&limit=100');
    expect(mine.items.map((f) => f.id)).toEqual([id]);
    expect(mine.items[0]).toMatchObject({ assignee: me.username, mine: true });
    expect((await list(client, token, 'view=unassigned&limit=100')).items.map((f) => f.id)).not.toContain(id);
    expect(await homeForms(token)).toMatchObject({ mine: 1, unassigned: before.unassigned! - 1 });
    // Seen by a colleague: held, not theirs; then taken over, with the one before in the audit.
    const all = await list(client, theirs, 'limit=100');
    expect(all.items.find((f) => f.id === id)).toMatchObject({ assignee: me.username, mine: false });
    expect((await assign(id, theirs)).statusCode).toBe(200);
    expect((await list(client, token, 'view=mine&limit=100')).items).toEqual([]);
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'staff.queue.assigned'))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(event).toMatchObject({
      staffUserId: colleague.id,
      taxpayerId: '100001',
      details: { queue: 'forms', id, previous: me.id },
    });
    // The auditor takes nothing; a form that is not filed is not in the queue.
    expectProblem(await assign(id, auditorToken), 403, ProblemCode.Forbidden);
    expectProblem(await assign(999_999_999, token), 404, ProblemCode.NotFound);
  });
});
