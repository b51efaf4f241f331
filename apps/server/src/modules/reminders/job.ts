import { and, eq, inArray, isNull, ne, notLike, sql, sum } from 'drizzle-orm';
import { TaxpayerType, paths } from '@efile/contracts';
import { agencyToday, annualReturnDueDate, formatUsd, parseIsoDate, type IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import {
  ledgerBalances,
  ledgerEntries,
  reminderOptOuts,
  remindersSent,
  reminderTokens,
  taxForms,
  taxpayers,
  users,
  userTaxpayers,
  type ReminderKind,
} from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueMail } from '../mail';
import type { RuleSet } from '../rules/effective';

export interface ReminderSettings {
  /** Days before a due date, largest first (config REMINDER_DAYS_BEFORE). */
  daysBefore: readonly number[];
  /** The portal's address: the links in the messages start with it. */
  publicUrl: string;
  /** At most this many reminders of each kind are queued per run; the next run continues. */
  batch?: number;
}

/** One reminder to queue: what is due, when, and which of the configured offsets it is. */
export interface DueReminder {
  taxpayerId: string;
  kind: ReminderKind;
  taxYear: number;
  dueDate: IsoDate;
  daysBefore: number;
  /** Annual return: null when not filed, else the year's balance in cents; estimate: what is left to pay. */
  amount: number | null;
  installment?: number;
}

const DAY_MS = 86_400_000;
const utc = (date: IsoDate) => {
  const { year, month, day } = parseIsoDate(date);
  return Date.UTC(year, month - 1, day);
};
export const daysUntil = (today: IsoDate, due: IsoDate) => Math.round((utc(due) - utc(today)) / DAY_MS);

/**
 * Which reminder a due date `days` ahead gets: the smallest configured offset that is at least
 * `days` (so with 14,3: 14…4 days ahead the 14-day reminder, 3…0 the 3-day one). A node that was
 * down on the exact day still sends it late, and never two at once; past the due date, none.
 */
export function offsetFor(days: number, daysBefore: readonly number[]): number | null {
  if (days < 0) return null;
  const fitting = daysBefore.filter((d) => d >= days);
  return fitting.length === 0 ? null : Math.min(...fitting);
}

/** Users who get a taxpayer's reminders of a kind: active, address confirmed, not unsubscribed. */
const reachable = (taxpayerId: unknown, kind: ReminderKind) => sql`exists (
  select 1 from ${userTaxpayers} ut join ${users} u on u.id = ut.user_id
  where ut.taxpayer_id = ${taxpayerId} and u.status = 'active' and u.email_confirmed_at is not null
    and not exists (select 1 from ${reminderOptOuts} o where o.user_id = u.id and o.kind = ${kind}))`;

/**
 * Annual returns due within the largest offset (ADR 0033): individuals (not a joint return's
 * second filer) with someone to tell, whose return for the year is not filed, or is filed and the
 * year's ledger balance is above zero; minus those already reminded at this offset.
 */
async function annualReturnsDue(
  db: Tx,
  today: IsoDate,
  settings: ReminderSettings,
  rules: RuleSet,
): Promise<DueReminder[]> {
  const year = parseIsoDate(today).year;
  const found: DueReminder[] = [];
  for (const taxYear of [year - 1, year]) {
    const dueDate = annualReturnDueDate(taxYear, rules.config(taxYear));
    const daysBefore = offsetFor(daysUntil(today, dueDate), settings.daysBefore);
    if (daysBefore === null) continue;
    const filed = sql<boolean>`exists (select 1 from ${taxForms} f where f.taxpayer_id = ${taxpayers.id}
      and f.tax_year = ${taxYear} and f.form_type = 'annual-return' and f.status = 'filed')`;
    const balance = sql<string | null>`(select b.balance_cents from ${ledgerBalances} b
      where b.taxpayer_id = ${taxpayers.id} and b.tax_year = ${taxYear})`;
    const rows = await db
      .select({ taxpayerId: taxpayers.id, filed, balance })
      .from(taxpayers)
      .where(
        and(
          ne(taxpayers.type, TaxpayerType.Business),
          eq(taxpayers.active, true),
          eq(taxpayers.registrationPending, false),
          isNull(taxpayers.primaryTaxpayerId),
          reachable(taxpayers.id, 'annual-return'),
          sql`not exists (select 1 from ${remindersSent} r where r.taxpayer_id = ${taxpayers.id}
            and r.kind = 'annual-return' and r.due_date = ${dueDate}::date and r.days_before = ${daysBefore})`,
          sql`(not ${filed} or coalesce(${balance}, 0) > 0)`,
        ),
      )
      .orderBy(taxpayers.id)
      .limit(settings.batch ?? 500);
    for (const row of rows) {
      found.push({
        taxpayerId: row.taxpayerId,
        kind: 'annual-return',
        taxYear,
        dueDate,
        daysBefore,
        amount: row.filed ? Number(row.balance ?? 0) : null,
      });
    }
  }
  return found;
}

interface FrozenEstimate {
  calculation?: { installments?: { number: number; dueDate: IsoDate; cumulativeDue: number }[] };
}

/**
 * Estimate installments due within the largest offset: each filed individual estimate's
 * installments (as frozen at filing), where what was paid on the estimate (the ledger's credits on
 * the form: payments less reversals) is below the installment's cumulative amount.
 */
async function installmentsDue(db: Tx, today: IsoDate, settings: ReminderSettings): Promise<DueReminder[]> {
  const year = parseIsoDate(today).year;
  const forms = await db
    .select({
      id: taxForms.id,
      taxpayerId: taxForms.taxpayerId,
      taxYear: taxForms.taxYear,
      result: taxForms.result,
    })
    .from(taxForms)
    .where(
      and(
        eq(taxForms.formType, 'individual-estimate'),
        eq(taxForms.status, 'filed'),
        inArray(taxForms.taxYear, [year - 1, year, year + 1]),
        reachable(taxForms.taxpayerId, 'estimate-installment'),
      ),
    );
  const wanted: (DueReminder & { formId: number; cumulativeDue: number })[] = [];
  for (const form of forms) {
    for (const i of (form.result as FrozenEstimate | null)?.calculation?.installments ?? []) {
      const daysBefore = offsetFor(daysUntil(today, i.dueDate), settings.daysBefore);
      if (daysBefore === null) continue;
      wanted.push({
        taxpayerId: form.taxpayerId,
        kind: 'estimate-installment',
        taxYear: form.taxYear,
        dueDate: i.dueDate,
        daysBefore,
        amount: null,
        installment: i.number,
        formId: form.id,
        cumulativeDue: i.cumulativeDue,
      });
    }
  }
  if (wanted.length === 0) return [];
  const formIds = [...new Set(wanted.map((w) => w.formId))];
  const credits = await db
    .select({ formId: ledgerEntries.taxFormId, total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.taxFormId, formIds), notLike(ledgerEntries.kind, 'liability.%')))
    .groupBy(ledgerEntries.taxFormId);
  const paid = new Map(credits.map((c) => [c.formId, -Number(c.total ?? 0)]));
  const sent = await db
    .select({
      taxpayerId: remindersSent.taxpayerId,
      dueDate: remindersSent.dueDate,
      daysBefore: remindersSent.daysBefore,
    })
    .from(remindersSent)
    .where(
      and(
        eq(remindersSent.kind, 'estimate-installment'),
        inArray(remindersSent.dueDate, [...new Set(wanted.map((w) => w.dueDate))]),
      ),
    );
  const done = new Set(sent.map((s) => `${s.taxpayerId}|${s.dueDate}|${s.daysBefore}`));
  return wanted
    .filter((w) => !done.has(`${w.taxpayerId}|${w.dueDate}|${w.daysBefore}`))
    .map(({ formId, cumulativeDue, ...w }) => ({ ...w, amount: cumulativeDue - (paid.get(formId) ?? 0) }))
    .filter((w) => (w.amount ?? 0) > 0)
    .slice(0, settings.batch ?? 500);
}

const longDate = (date: IsoDate) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(utc(date)));

/**
 * Queues one reminder, once: the reminders_sent row (unique on taxpayer, kind, due date, days
 * before) is inserted ON CONFLICT DO NOTHING in the same transaction as the messages, and the
 * messages are queued only if this transaction inserted it. Another process doing the same waits
 * on the unique index and then inserts nothing. Returns the number of messages queued.
 */
export async function queueReminder(
  db: Tx,
  reminder: DueReminder,
  settings: ReminderSettings,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const recipients = await tx
      .select({ id: users.id, email: users.email, name: users.firstName })
      .from(userTaxpayers)
      .innerJoin(users, eq(users.id, userTaxpayers.userId))
      .where(
        and(
          eq(userTaxpayers.taxpayerId, reminder.taxpayerId),
          eq(users.status, 'active'),
          sql`${users.emailConfirmedAt} is not null`,
          sql`not exists (select 1 from ${reminderOptOuts} o where o.user_id = ${users.id} and o.kind = ${reminder.kind})`,
        ),
      )
      .orderBy(users.id);
    if (recipients.length === 0) return 0;
    const inserted = await tx
      .insert(remindersSent)
      .values({
        taxpayerId: reminder.taxpayerId,
        kind: reminder.kind,
        dueDate: reminder.dueDate,
        daysBefore: reminder.daysBefore,
        taxYear: reminder.taxYear,
        recipients: recipients.length,
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: remindersSent.id });
    if (inserted.length === 0) return 0;
    const link = `${settings.publicUrl}${paths.login}`;
    for (const to of recipients) {
      const token = newToken();
      await tx
        .insert(reminderTokens)
        .values({ tokenHash: hashToken(token), userId: to.id, kind: reminder.kind, createdAt: now });
      const unsubscribe = `${settings.publicUrl}/api/reminders/unsubscribe?token=${token}`;
      const headers = {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      const common = {
        name: to.name,
        taxpayerId: reminder.taxpayerId,
        taxYear: reminder.taxYear,
        dueDate: longDate(reminder.dueDate),
        link,
        unsubscribe,
      };
      if (reminder.kind === 'annual-return')
        await enqueueMail(
          tx,
          {
            template: 'reminderAnnualReturn',
            to: to.email,
            params: { ...common, balance: reminder.amount === null ? null : formatUsd(reminder.amount) },
            headers,
          },
          now,
        );
      else
        await enqueueMail(
          tx,
          {
            template: 'reminderEstimate',
            to: to.email,
            params: {
              ...common,
              installment: reminder.installment ?? 0,
              amount: formatUsd(reminder.amount ?? 0),
            },
            headers,
          },
          now,
        );
    }
    return recipients.length;
  });
}

/**
 * One run of the reminder job (ADR 0033), safe in any number of processes at once: finds what is
 * due within the largest offset and not yet reminded at its offset, and queues each reminder in its
 * own short transaction (queueReminder).
 */
export async function remindOnce(
  db: Tx,
  settings: ReminderSettings,
  now: Date,
  rules: RuleSet,
): Promise<{ reminders: number; messages: number }> {
  const today = agencyToday({ now: () => now });
  const due = [
    ...(await annualReturnsDue(db, today, settings, rules)),
    ...(await installmentsDue(db, today, settings)),
  ];
  let reminders = 0;
  let messages = 0;
  for (const reminder of due) {
    const queued = await queueReminder(db, reminder, settings, now);
    if (queued > 0) reminders += 1;
    messages += queued;
  }
  return { reminders, messages };
}
