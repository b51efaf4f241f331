import { and, eq, inArray, sql } from 'drizzle-orm';
import { TaxpayerType } from '@efile/contracts';
import { annualReturnDueDate, parseIsoDate, type IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import {
  reminderOptOuts,
  remindersSent,
  taxForms,
  taxpayers,
  users,
  userTaxpayers,
  type ReminderKind,
} from '../../db/schema';
import type { RuleSet } from '../rules';
import { figuresOf, installmentsOf, sumEntries, accountRows } from '../ledger';

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
  /** Annual return: null when not filed, else the year's balance in cents; installments: what is left to pay. */
  amount: number | null;
  installment?: number;
  /** The filed estimate an installment reminder is about (its pay link). */
  taxFormId?: number;
  /** An employer's return: its period as stored ('2026-Q1', '2026-M05'). */
  period?: string;
}

const DAY_MS = 86_400_000;
export const utc = (date: IsoDate) => {
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

/**
 * The annual returns a reminder may be due for today (ADR 0033, ADR 0042): last year's and this
 * year's, each with its due date under the year's rules and the offset it gets (`offsetFor`);
 * a year past its due date or beyond the largest offset is left out.
 */
export function annualReturnsInReach(
  today: IsoDate,
  settings: ReminderSettings,
  rules: RuleSet,
): { taxYear: number; dueDate: IsoDate; daysBefore: number }[] {
  const year = parseIsoDate(today).year;
  return [year - 1, year].flatMap((taxYear) => {
    const dueDate = annualReturnDueDate(taxYear, rules.config(taxYear));
    const daysBefore = offsetFor(daysUntil(today, dueDate), settings.daysBefore);
    return daysBefore === null ? [] : [{ taxYear, dueDate, daysBefore }];
  });
}

/** Users who get a taxpayer's reminders of a kind: active, address confirmed, not unsubscribed. */
export const reachable = (taxpayerId: unknown, kind: ReminderKind) => sql`exists (
  select 1 from ${userTaxpayers} ut join ${users} u on u.id = ut.user_id
  where ut.taxpayer_id = ${taxpayerId} and u.status = 'active' and u.email_confirmed_at is not null
    and not exists (select 1 from ${reminderOptOuts} o where o.user_id = u.id and o.kind = ${kind}))`;

/** Businesses on the roll (active, registered) with someone to tell about a kind. */
export const businessesToTell = (kind: ReminderKind) =>
  and(
    eq(taxpayers.type, TaxpayerType.Business),
    eq(taxpayers.active, true),
    eq(taxpayers.registrationPending, false),
    reachable(taxpayers.id, kind),
  );

/** Drops the reminders already written (reminders_sent) for their kind, due date and offset. */
export async function notYetSent<T extends DueReminder>(
  db: Tx,
  kind: ReminderKind,
  wanted: T[],
): Promise<T[]> {
  if (wanted.length === 0) return [];
  const sent = await db
    .select({
      taxpayerId: remindersSent.taxpayerId,
      dueDate: remindersSent.dueDate,
      daysBefore: remindersSent.daysBefore,
    })
    .from(remindersSent)
    .where(
      and(
        eq(remindersSent.kind, kind),
        inArray(remindersSent.dueDate, [...new Set(wanted.map((w) => w.dueDate))]),
      ),
    );
  const done = new Set(sent.map((s) => `${s.taxpayerId}|${s.dueDate}|${s.daysBefore}`));
  return wanted.filter((w) => !done.has(`${w.taxpayerId}|${w.dueDate}|${w.daysBefore}`));
}

interface FrozenEstimate {
  calculation?: { installments?: { number: number; dueDate: IsoDate; cumulativeDue: number }[] };
}

/**
 * Installments due within the largest offset of a filed estimate (an individual's, ADR 0033, or
 * a business's net profit estimate, ADR 0042), as frozen at filing, with what is left to pay on
 * that installment in the account model (ADR 0044); none for an installment paid or replaced.
 */
export async function installmentsDue(
  db: Tx,
  today: IsoDate,
  settings: ReminderSettings,
  of: { formType: string; kind: ReminderKind },
): Promise<DueReminder[]> {
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
        eq(taxForms.formType, of.formType),
        eq(taxForms.status, 'filed'),
        inArray(taxForms.taxYear, [year - 1, year, year + 1]),
        reachable(taxForms.taxpayerId, of.kind),
      ),
    );
  const wanted: (DueReminder & { formId: number; cumulativeDue: number })[] = [];
  for (const form of forms) {
    for (const i of (form.result as FrozenEstimate | null)?.calculation?.installments ?? []) {
      const daysBefore = offsetFor(daysUntil(today, i.dueDate), settings.daysBefore);
      if (daysBefore === null) continue;
      wanted.push({
        taxpayerId: form.taxpayerId,
        kind: of.kind,
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
  // What is left of each installment, from the account model (ADR 0044): a payment targeted at an
  // installment pays it, others pay the earliest; an estimate its annual return replaced owes nothing.
  const left = new Map<string, number>();
  for (const taxpayerId of new Set(wanted.map((w) => w.taxpayerId))) {
    const rows = await accountRows(db, taxpayerId);
    const sums = sumEntries(rows.entries, rows.forms);
    for (const form of rows.forms) {
      for (const i of installmentsOf(form, figuresOf(sums, form.id), today) ?? [])
        left.set(`${form.id}:${i.number}`, i.left);
    }
  }
  return (await notYetSent(db, of.kind, wanted))
    .map(({ formId, cumulativeDue: _cumulative, ...w }) => ({
      ...w,
      taxFormId: formId,
      amount: left.get(`${formId}:${w.installment}`) ?? 0,
    }))
    .filter((w) => (w.amount ?? 0) > 0)
    .slice(0, settings.batch ?? 500);
}
