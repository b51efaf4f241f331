import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, paths } from '@efile/contracts';
import { mailOutbox, remindersSent, taxForms } from '../src/db/schema';
import { postFiling } from '../src/modules/ledger/service';
import { periodLabel } from '../src/lib/formats';
import { addBusiness } from './support/businesses';
import { latestMail, linkQuery, mailCount } from './support/mail';
import { AT, DAY, confirmedUser, reminderApp } from './support/reminders';
import { TestServer, engines } from './support/test-app';

/*
 * Agency today AT, 2026-04-05 (ADR 0042): ten days before 2026-04-15, when a monthly employer's
 * March return, the first net profit installment of 2026 and the 2025 net profit return are all
 * due — the 14-day reminder of REMINDER_DAYS_BEFORE=14,3. A quarterly filer's first quarter (due
 * 2026-04-30) is 25 days ahead: not yet.
 */
/** 2026-04-20: ten days before the first quarter's return (2026-04-30). */
const QUARTER = new Date(AT.getTime() + 15 * DAY);

const installments = [
  { number: 1, dueDate: '2026-04-15', cumulativeDue: 30_000, amountDue: 30_000 },
  { number: 2, dueDate: '2026-06-15', cumulativeDue: 60_000, amountDue: 30_000 },
  { number: 3, dueDate: '2026-09-15', cumulativeDue: 90_000, amountDue: 30_000 },
  { number: 4, dueDate: '2026-12-15', cumulativeDue: 120_000, amountDue: 30_000 },
];

describe.each(engines)('business reminders on $name', (engine) => {
  const server = TestServer.setup(engine);
  const appAt = (at: Date) => reminderApp(server, at);

  /** A new business with one business web account (address confirmed) that files for it. */
  async function business(name: string) {
    const b = await addBusiness(server.db, name);
    const email = await confirmedUser(server, 'bizremind', { business: true, links: [b.taxpayerId] });
    return { id: b.taxpayerId, email };
  }

  async function file(taxpayerId: string, formType: string, taxYear: number, extra: object = {}) {
    const [form] = await server.db
      .insert(taxForms)
      .values({
        taxpayerId,
        taxYear,
        formType,
        status: 'filed',
        confirmationNumber: `T${taxYear}-${randomBytes(5).toString('hex')}`,
        filedAt: new Date('2026-02-20T15:00:00.000Z'),
        ...extra,
      })
      .returning();
    return form!;
  }

  /** A monthly filer of 2026 (January and February filed) with a 2026 and a 2025 net profit estimate. */
  async function monthlyWithEstimates(name: string) {
    const b = await business(name);
    await file(b.id, 'employers-return', 2026, { period: '2026-M01' });
    await file(b.id, 'employers-return', 2026, { period: '2026-M02' });
    const estimate = await file(b.id, 'net-profit-estimate', 2026, {
      period: '2026',
      result: { calculation: { installments }, amountDue: 30_000 },
    });
    await postFiling(server.db, estimate);
    await file(b.id, 'net-profit-estimate', 2025, { period: '2025', result: { calculation: {} } });
    return b;
  }

  const kindsSent = async (taxpayerId: string) =>
    (await server.db.select().from(remindersSent).where(eq(remindersSent.taxpayerId, taxpayerId)))
      .map((r) => [r.kind, r.taxYear, r.dueDate, r.daysBefore])
      .sort();

  it('two processes at once: each business reminder is queued exactly once', async () => {
    const b = await monthlyWithEstimates('Reminded Monthly LLC');
    const quarterly = await business('Quarterly Not Yet LLC');

    const one = await appAt(AT);
    const two = await appAt(AT);
    await Promise.all([one.reminders.runOnce(), two.reminders.runOnce(), one.reminders.runOnce()]);
    await Promise.all([two.reminders.runOnce(), one.reminders.runOnce()]);

    expect(await kindsSent(b.id)).toEqual([
      ['business-annual-return', 2025, '2026-04-15', 14],
      ['employers-return', 2026, '2026-04-15', 14],
      ['net-profit-installment', 2026, '2026-04-15', 14],
    ]);
    for (const template of [
      'reminderEmployersReturn',
      'reminderNetProfitInstallment',
      'reminderBusinessAnnualReturn',
    ])
      expect(await mailCount(server.db, b.email, template), template).toBe(1);
    // No individual reminder for a business, and nothing yet for the quarterly filer.
    expect(await mailCount(server.db, b.email)).toBe(3);
    expect(await mailCount(server.db, quarterly.email)).toBe(0);
    const doubled = await server.db
      .select({ to: mailOutbox.toAddress, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.template} like 'reminder%'`)
      .groupBy(mailOutbox.toAddress, mailOutbox.template, mailOutbox.subject)
      .having(sql`count(*) > 1`);
    expect(doubled).toEqual([]);

    const employer = await latestMail(server.db, b.email, 'reminderEmployersReturn');
    expect(employer.subject).toBe("Reminder: your employer's return for March 2026 is due April 15, 2026");
    // Issue 24 item 6: the business by its name, its taxpayer ID beside it.
    expect(employer.textBody).toContain(`Reminded Monthly LLC (taxpayer ${b.id})`);
    expect(employer.textBody).not.toContain(`business taxpayer ${b.id}`);
    const installment = await latestMail(server.db, b.email, 'reminderNetProfitInstallment');
    expect(installment.subject).toBe(
      'Reminder: net profit estimate installment 1 of $300.00 is due April 15, 2026',
    );
    const annual = await latestMail(server.db, b.email, 'reminderBusinessAnnualReturn');
    expect(annual.subject).toBe('Reminder: the 2025 net profit return is due April 15, 2026');
    const { token } = linkQuery(annual, paths.remindersUnsubscribe);
    expect(annual.headers).toEqual({
      'List-Unsubscribe': `<https://efile.example.test${api.remindersUnsubscribe}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Ten days before the first quarter's return: the quarterly filer is reminded, once.
    await Promise.all([
      (await appAt(QUARTER)).reminders.runOnce(),
      (await appAt(QUARTER)).reminders.runOnce(),
    ]);
    expect(await kindsSent(quarterly.id)).toEqual([['employers-return', 2026, '2026-04-30', 14]]);
    expect((await latestMail(server.db, quarterly.email, 'reminderEmployersReturn')).subject).toBe(
      "Reminder: your employer's return for the first quarter of 2026 is due April 30, 2026",
    );
  });

  it('filed and paid: nothing; unsubscribing from one business kind keeps the others', async () => {
    const b = await monthlyWithEstimates('Unsubscribing LLC');
    const app = await appAt(AT);
    await app.reminders.runOnce();
    const employer = await latestMail(server.db, b.email, 'reminderEmployersReturn');
    const { token } = linkQuery(employer, paths.remindersUnsubscribe);
    const res = await app.inject({
      method: 'POST',
      url: `${api.remindersUnsubscribe}?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toEqual({ kind: 'employers-return', unsubscribed: true });

    // March filed by the 3-day reminder: no employer's reminder (and it was unsubscribed anyway);
    // the installment still unpaid and the annual return still due: their 3-day reminders go.
    await file(b.id, 'employers-return', 2026, { period: '2026-M03' });
    const filedAndPaid = await business('All Filed LLC');
    await file(filedAndPaid.id, 'employers-return', 2026, { period: '2026-M03' });
    await (await appAt(new Date(AT.getTime() + 8 * DAY))).reminders.runOnce();
    expect(await mailCount(server.db, b.email, 'reminderEmployersReturn')).toBe(1);
    expect(await mailCount(server.db, b.email, 'reminderNetProfitInstallment')).toBe(2);
    expect(await mailCount(server.db, b.email, 'reminderBusinessAnnualReturn')).toBe(2);
    expect(await mailCount(server.db, filedAndPaid.email)).toBe(0);
  });

  it('names each withholding period', () => {
    expect(periodLabel('2026-Q4')).toBe('the fourth quarter of 2026');
    expect(periodLabel('2026-M12')).toBe('December 2026');
    expect(periodLabel('odd')).toBe('odd');
    expect(periodLabel('2026-Q4', 'es')).toBe('cuarto trimestre de 2026');
    expect(periodLabel('2026-Q1', 'es')).toBe('primer trimestre de 2026');
    expect(periodLabel('2026-M12', 'es')).toBe('diciembre de 2026');
  });
});
