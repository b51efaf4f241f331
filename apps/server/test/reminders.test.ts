import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, paths } from '@efile/contracts';
import { mailOutbox, remindersSent, taxForms } from '../src/db/schema';
import { insertEntries } from '../src/modules/ledger/repository';
import { postFiling } from '../src/modules/ledger/service';
import { addIndividual } from './support/ledger';
import { latestMail, linkQuery, mailCount } from './support/mail';
import { AT, DAY, confirmedUser, reminderApp } from './support/reminders';
import { TestServer, engines, expectProblem } from './support/test-app';

/* Agency today AT, 2026-04-05: the 2025 annual return and the 2026 estimate's first installment
 * are both due 2026-04-15, ten days ahead — the 14-day reminder of REMINDER_DAYS_BEFORE=14,3. */
/** 2026-04-13: two days ahead — the 3-day reminder. */
const LATER = new Date(AT.getTime() + 8 * DAY);

const installments = [
  { number: 1, dueDate: '2026-04-15', cumulativeDue: 25_000, amountDue: 25_000 },
  { number: 2, dueDate: '2026-06-15', cumulativeDue: 50_000, amountDue: 25_000 },
  { number: 3, dueDate: '2026-09-15', cumulativeDue: 75_000, amountDue: 25_000 },
  { number: 4, dueDate: '2027-01-15', cumulativeDue: 100_000, amountDue: 25_000 },
];

describe.each(engines)('e-mail reminders on $name', (engine) => {
  const server = TestServer.setup(engine);
  const appAt = (at: Date) => reminderApp(server, at);

  /** A new individual with one web account whose address is confirmed; returns the id and address. */
  async function taxpayer(extraUsers = 0) {
    const id = await addIndividual(server.db);
    const emails: string[] = [];
    for (let i = 0; i <= extraUsers; i += 1) {
      emails.push(await confirmedUser(server, 'remind', { links: [id] }));
    }
    return { id, email: emails[0]!, emails };
  }

  /** A filed 2026 individual estimate of $1,000.00 (installments of $250.00), posted to the ledger. */
  async function fileEstimate(taxpayerId: string) {
    const [form] = await server.db
      .insert(taxForms)
      .values({
        taxpayerId,
        taxYear: 2026,
        formType: 'individual-estimate',
        status: 'filed',
        result: { calculation: { installments }, amountDue: 25_000 },
        confirmationNumber: `ES2026-${randomBytes(5).toString('hex')}`,
        filedAt: new Date('2026-02-01T15:00:00.000Z'),
      })
      .returning();
    await postFiling(server.db, form!);
    return form!;
  }

  async function fileAnnualReturn(taxpayerId: string) {
    await server.db.insert(taxForms).values({
      taxpayerId,
      taxYear: 2025,
      formType: 'annual-return',
      status: 'filed',
      confirmationNumber: `AR2025-${randomBytes(5).toString('hex')}`,
      filedAt: new Date('2026-03-01T15:00:00.000Z'),
    });
  }

  async function pay(form: { id: number; taxpayerId: string }, cents: number) {
    await insertEntries(server.db, [
      {
        taxpayerId: form.taxpayerId,
        taxYear: 2026,
        kind: 'payment',
        amountCents: -cents,
        taxFormId: form.id,
        sourceType: 'payment',
        sourceId: `test-${randomBytes(5).toString('hex')}`,
        sourceLine: 'amountPaid',
        occurredAt: AT,
      },
    ]);
  }

  const sentTo = (taxpayerId: string) =>
    server.db.select().from(remindersSent).where(eq(remindersSent.taxpayerId, taxpayerId));

  it('two processes run the job at once: each reminder is queued exactly once', async () => {
    const a = await taxpayer();
    const b = await taxpayer(1); // two people file for this one: one reminder, two messages
    const formA = await fileEstimate(a.id);
    await fileEstimate(b.id);
    await pay(formA, 10_000); // $150.00 of the first $250.00 left

    const one = await appAt(AT);
    const two = await appAt(AT);
    // On PostgreSQL the runs overlap for real; on PGlite (one connection) their transactions interleave.
    await Promise.all([one.reminders.runOnce(), two.reminders.runOnce(), one.reminders.runOnce()]);
    await Promise.all([two.reminders.runOnce(), one.reminders.runOnce()]);

    for (const email of [a.email, ...b.emails]) {
      expect(await mailCount(server.db, email, 'reminderAnnualReturn'), email).toBe(1);
      expect(await mailCount(server.db, email, 'reminderEstimate'), email).toBe(1);
    }
    expect((await sentTo(a.id)).map((r) => [r.kind, r.dueDate, r.daysBefore]).sort()).toEqual([
      ['annual-return', '2026-04-15', 14],
      ['estimate-installment', '2026-04-15', 14],
    ]);
    expect((await sentTo(b.id)).map((r) => r.recipients)).toEqual([2, 2]);
    // Nobody, demo accounts included, got the same reminder twice.
    const doubled = await server.db
      .select({ to: mailOutbox.toAddress, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.template} like 'reminder%'`)
      .groupBy(mailOutbox.toAddress, mailOutbox.template, mailOutbox.subject)
      .having(sql`count(*) > 1`);
    expect(doubled).toEqual([]);

    const estimate = await latestMail(server.db, a.email, 'reminderEstimate');
    expect(estimate.subject).toBe('Reminder: estimate installment 1 of $150.00 is due April 15, 2026');
    // Issue 22: its link opens that installment's own payment page (signed out: after sign-in).
    expect(estimate.textBody).toContain(
      `Pay installment 1 online:\nhttps://efile.example.test/form/${formA.id}/pay/installment/1`,
    );
    const annual = await latestMail(server.db, a.email, 'reminderAnnualReturn');
    expect(annual.textBody).toContain('we have not received it yet');
    // The text's link opens the web page; the header's is the one-click POST.
    const { token } = linkQuery(annual, paths.remindersUnsubscribe);
    expect(annual.headers).toEqual({
      'List-Unsubscribe': `<https://efile.example.test${api.remindersUnsubscribe}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Two days before: the 3-day reminder, once.
    const later = [await appAt(LATER), await appAt(LATER)];
    await Promise.all(later.map((app) => app.reminders.runOnce()));
    expect(await mailCount(server.db, a.email, 'reminderAnnualReturn')).toBe(2);
    expect(await mailCount(server.db, a.email, 'reminderEstimate')).toBe(2);
    // Past the due date: nothing more.
    await (await appAt(new Date(AT.getTime() + 11 * DAY))).reminders.runOnce();
    expect(await mailCount(server.db, a.email)).toBe(4);
  });

  it('unsubscribing stops that kind of reminder only', async () => {
    const t = await taxpayer();
    await fileEstimate(t.id);
    const app = await appAt(AT);
    await app.reminders.runOnce();
    const annual = await latestMail(server.db, t.email, 'reminderAnnualReturn');
    const { token } = linkQuery(annual, paths.remindersUnsubscribe);
    const url = `${api.remindersUnsubscribe}?token=${token}`;

    // An older message's link to the API opens the web page, which asks; opening it changes nothing.
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${paths.remindersUnsubscribe}?token=${token}`);
    const status = () => app.inject({ method: 'GET', url: `${api.remindersToken}?token=${token}` });
    expect((await status()).json()).toEqual({ kind: 'annual-return', unsubscribed: false });
    // The mail client's one-click POST (RFC 8058): no cookie, no anti-forgery header.
    const oneClick = () =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await oneClick();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'annual-return', unsubscribed: true });
    expect((await oneClick()).statusCode).toBe(200);
    expect((await status()).json()).toEqual({ kind: 'annual-return', unsubscribed: true });
    expectProblem(
      await app.inject({ method: 'POST', url: `${api.remindersUnsubscribe}?token=${'x'.repeat(43)}` }),
      404,
      'not-found',
    );

    await (await appAt(LATER)).reminders.runOnce();
    expect(await mailCount(server.db, t.email, 'reminderAnnualReturn')).toBe(1);
    expect(await mailCount(server.db, t.email, 'reminderEstimate')).toBe(2);
  });

  it('sends nothing to a taxpayer with nothing due', async () => {
    const filed = await taxpayer();
    await fileAnnualReturn(filed.id);
    const paid = await taxpayer();
    await fileAnnualReturn(paid.id);
    await pay(await fileEstimate(paid.id), 25_000);
    for (const at of [AT, LATER]) await (await appAt(at)).reminders.runOnce();
    for (const t of [filed, paid]) {
      expect(await mailCount(server.db, t.email)).toBe(0);
      expect(await sentTo(t.id)).toEqual([]);
    }
    // …while a filed return with a balance on the year is reminded of.
    const owing = await taxpayer();
    await fileAnnualReturn(owing.id);
    await insertEntries(server.db, [
      {
        taxpayerId: owing.id,
        taxYear: 2025,
        kind: 'liability.tax',
        amountCents: 12_345,
        sourceType: 'test',
        sourceId: owing.id,
        sourceLine: 'tax',
        occurredAt: AT,
      },
    ]);
    await (await appAt(AT)).reminders.runOnce();
    const mail = await latestMail(server.db, owing.email, 'reminderAnnualReturn');
    expect(mail.textBody).toContain('shows a balance of $123.45');
    expect(
      await server.db
        .select()
        .from(remindersSent)
        .where(and(eq(remindersSent.taxpayerId, owing.id), eq(remindersSent.kind, 'estimate-installment'))),
    ).toEqual([]);
  });
});
