import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportsApi, mailroomApi, staffApi, workQueuesApi } from '@efile/contracts';
import { auditEvents } from '../src/db/schema';
import { addStaff, staffSignIn } from './support/staff';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';
import { filedForm } from './support/work-queues';

const DAY = 'from=2026-03-02&to=2026-03-02';
const REASON = 'Checking the morning mail';
const q = (reason: string) => `reason=${encodeURIComponent(reason)}`;

/**
 * Issue 23 item 13 (ADR 0046): a staff reason is words, not "..."; one rule on every staff route
 * that takes one; the mailroom list of one taxpayer, the work queues and the exports show taxpayer
 * data only with a reason, kept in the audit trail.
 */
describe.each(engines)('staff reasons on $name', (engine) => {
  const server = TestServer.setup(engine);
  let client: Client;
  let supervisor: string;

  /** The latest audit event of `action` by anyone: its details. */
  async function lastAudit(action: string) {
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.action, action))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    return row;
  }

  it('signs in', async () => {
    client = server.client();
    const s = await addStaff(server, 'supervisor');
    supervisor = await staffSignIn(client, s.username, s.secret);
  });

  it('"..." and other reasons without words are refused wherever a reason is taken', async () => {
    for (const bad of ['...', '   ', '1234', '!!??', 'ok']) {
      const search = await client.get(`${staffApi.taxpayers}?query=100001&${q(bad)}`, {
        token: supervisor,
      });
      expect(expectProblem(search, 400, 'validation').errors, bad).toHaveProperty('reason');
      const account = await client.get(`${staffApi.taxpayer.replace(':id', '100001')}?${q(bad)}`, {
        token: supervisor,
      });
      expectProblem(account, 400, 'validation');
      const refusal = await client.post(
        mailroomApi.refuse.replace(':id', '1'),
        { reason: bad },
        { token: supervisor },
      );
      expectProblem(refusal, 400, 'validation');
      const registration = await client.post(
        workQueuesApi.refuseRegistration.replace(':taxpayerId', '100001'),
        { reason: bad },
        { token: supervisor },
      );
      expectProblem(registration, 400, 'validation');
    }
    const words = await client.get(`${staffApi.taxpayers}?query=100001&${q('Caller asked about 2025')}`, {
      token: supervisor,
    });
    expect(words.statusCode, words.body).toBe(200);
  });

  it("one taxpayer's mail needs a reason, kept in the audit trail", async () => {
    const none = await client.get(`${mailroomApi.postings}?taxpayerId=100001`, { token: supervisor });
    expect(expectProblem(none, 400, 'validation').errors).toHaveProperty('reason');
    const ok = await client.get(`${mailroomApi.postings}?taxpayerId=100001&${q(REASON)}`, {
      token: supervisor,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const event = await lastAudit('staff.mailroom.listed');
    expect(event).toMatchObject({ taxpayerId: '100001', details: { reason: REASON } });
    // The day's list of everyone's mail (the clerks' work list) stays as it was.
    expect((await client.get(mailroomApi.postings, { token: supervisor })).statusCode).toBe(200);
  });

  it('every work queue shows taxpayer data only with a reason, kept in the audit trail', async () => {
    const formId = await filedForm(server);
    const lists = [
      ['registrations', workQueuesApi.registrations],
      ['forms', workQueuesApi.forms],
      ['contact', workQueuesApi.contact],
      ['payments', workQueuesApi.payments],
    ] as const;
    for (const [queue, path] of lists) {
      const none = await client.get(path, { token: supervisor });
      expect(expectProblem(none, 400, 'validation').errors, queue).toHaveProperty('reason');
      expectProblem(await client.get(`${path}?${q('...')}`, { token: supervisor }), 400, 'validation');
      const ok = await client.get(`${path}?${q(REASON)}`, { token: supervisor });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await lastAudit(`staff.queue.${queue}.viewed`))?.details).toMatchObject({ reason: REASON });
    }
    const history = workQueuesApi.formHistory.replace(':id', String(formId));
    expectProblem(await client.get(history, { token: supervisor }), 400, 'validation');
    const shown = await client.get(`${history}?${q(REASON)}`, { token: supervisor });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await lastAudit('staff.form.history.viewed'))?.details).toMatchObject({ reason: REASON });
  });

  it('every export needs a reason, kept in the audit trail', async () => {
    const range = `${exportsApi.range}?kind=filings&${DAY}`;
    expectProblem(await client.get(range, { token: supervisor }), 400, 'validation');
    expect((await client.get(`${range}&${q(REASON)}`, { token: supervisor })).statusCode).toBe(200);
    expect((await lastAudit('staff.export.range.downloaded'))?.details).toMatchObject({ reason: REASON });

    // A form filed that day: a batch with nothing new in it is refused (issue 28 item 3).
    await filedForm(server);
    const batch = { kind: 'filings', from: '2026-03-02', to: '2026-03-02' };
    expectProblem(await client.post(exportsApi.batches, batch, { token: supervisor }), 400, 'validation');
    const made = await client.post(exportsApi.batches, { ...batch, reason: REASON }, { token: supervisor });
    expect(made.statusCode, made.body).toBe(201);
    expect((await lastAudit('staff.export.batch.created'))?.details).toMatchObject({ reason: REASON });

    const file = exportsApi.batchFile.replace(':id', String(made.json<{ id: number }>().id));
    expectProblem(await client.get(file, { token: supervisor }), 400, 'validation');
    expect((await client.get(`${file}?${q(REASON)}`, { token: supervisor })).statusCode).toBe(200);
    const downloaded = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'staff.export.batch.downloaded')));
    expect(downloaded.at(-1)?.details).toMatchObject({ reason: REASON });
  });
});
