import { and, eq, sql } from 'drizzle-orm';
import { TaxpayerType, api, paths } from '@efile/contracts';
import { agencyToday } from '@efile/tax';
import type { Tx } from '../../db/client';
import {
  reminderOptOuts,
  remindersSent,
  reminderTokens,
  taxpayers,
  users,
  userTaxpayers,
  type ReminderKind,
} from '../../db/schema';
import { serverForms } from '../../lib/forms';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueMail } from '../mail';
import { daysUntil, offsetFor, type DueReminder, type ReminderSettings } from './due';
import type { FormReminder, ReminderMessage } from './forms';
import type { RuleSet } from '../rules';

export { daysUntil, offsetFor, type DueReminder, type ReminderSettings };

/** Every form's reminders, in the registry's order (ADR 0052). */
const reminderRules = (): FormReminder[] => serverForms().flatMap((f) => f.reminders ?? []);
const ruleOf = (kind: ReminderKind) => reminderRules().find((r) => r.kind === kind);

/**
 * Where a reminder's link goes (issue 22): an installment's own payment page, My Account for a filed
 * return with a balance (its Pay buttons), else sign-in. Signed out, the page's guard signs the
 * person in and returns there.
 */
export function deepLink(reminder: DueReminder): string {
  if (reminder.taxFormId !== undefined && reminder.installment !== undefined) {
    return paths.payInstallment
      .replace(':formId', String(reminder.taxFormId))
      .replace(':installment', String(reminder.installment));
  }
  return ruleOf(reminder.kind)?.link?.(reminder) ?? paths.login;
}

/** The message of a reminder: its kind's (the form's declaration), from what every reminder says. */
function messageOf(
  reminder: DueReminder,
  to: { name: string | null; link: string; unsubscribe: string },
  business: string | null,
): ReminderMessage {
  const rule = ruleOf(reminder.kind);
  if (!rule) throw new Error(`No form declares the reminder kind ${reminder.kind}`);
  return rule.message(reminder, {
    ...to,
    // Issue 24 item 6: a business is named by its name (and its taxpayer ID), not the ID alone.
    taxpayerId: reminder.taxpayerId,
    business,
    taxYear: reminder.taxYear,
    dueDate: reminder.dueDate,
  });
}

/** An installment's figures as its message names them (the amount in cents). */
export const installmentParams = (reminder: DueReminder) => ({
  installment: reminder.installment ?? 0,
  amount: reminder.amount ?? 0,
});

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
      .select({ id: users.id, email: users.email, name: users.firstName, language: users.language })
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
    const [taxpayer] = await tx
      .select({ name: taxpayers.name1, type: taxpayers.type })
      .from(taxpayers)
      .where(eq(taxpayers.id, reminder.taxpayerId));
    const business = taxpayer?.type === TaxpayerType.Business ? taxpayer.name : null;
    const link = `${settings.publicUrl}${deepLink(reminder)}`;
    for (const to of recipients) {
      const token = newToken();
      await tx
        .insert(reminderTokens)
        .values({ tokenHash: hashToken(token), userId: to.id, kind: reminder.kind, createdAt: now });
      // The text's link opens the page that asks (GET changes nothing, ADR 0042); the header's is
      // the one-click POST of RFC 8058.
      const page = `${settings.publicUrl}${paths.remindersUnsubscribe}?token=${token}`;
      const oneClick = `${settings.publicUrl}${api.remindersUnsubscribe}?token=${token}`;
      const headers = {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      await enqueueMail(
        tx,
        {
          ...messageOf(reminder, { name: to.name, link, unsubscribe: page }, business),
          to: to.email,
          language: to.language,
          taxpayerId: reminder.taxpayerId,
          headers,
        },
        now,
      );
    }
    return recipients.length;
  });
}

/**
 * One run of the reminder job (ADR 0033; business kinds ADR 0042), safe in any number of processes at once: finds what is
 * due within the largest offset and not yet reminded at its offset — each form's reminders, in the
 * registry's order (ADR 0052) — and queues each reminder in its own short transaction (queueReminder).
 */
export async function remindOnce(
  db: Tx,
  settings: ReminderSettings,
  now: Date,
  rules: RuleSet,
): Promise<{ reminders: number; messages: number }> {
  const today = agencyToday({ now: () => now });
  const due: DueReminder[] = [];
  for (const rule of reminderRules()) due.push(...(await rule.due(db, { now, today }, settings, rules)));
  let reminders = 0;
  let messages = 0;
  for (const reminder of due) {
    const queued = await queueReminder(db, reminder, settings, now);
    if (queued > 0) reminders += 1;
    messages += queued;
  }
  return { reminders, messages };
}
