import type { IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import type { ReminderKind } from '../../db/schema';
import type { RuleSet } from '../rules';
import type { MailParams, MailTemplate } from '../mail';
import type { DueReminder, ReminderSettings } from './due';

/**
 * The reminders' part of a form's declaration (ADR 0052; ADR 0033, ADR 0042): each kind of
 * reminder the form sends, what is due of it, and its message. The job runs them in the
 * registry's order and names no form.
 */
declare module '../../lib/forms' {
  interface ServerForm {
    /** The reminders it sends (modules/reminders); absent: none. */
    readonly reminders?: readonly FormReminder[];
  }
}

/**
 * What every reminder's message says: to whom, about whom (a business by its name too), which
 * year, by when (a calendar day: the message writes it in its reader's language), and its links.
 */
export interface ReminderParams {
  name: string | null;
  link: string;
  unsubscribe: string;
  taxpayerId: string;
  business: string | null;
  taxYear: number;
  dueDate: IsoDate;
}

/** A reminder's message: a template of the mail catalogue and its parameters. */
export type ReminderMessage = { [T in MailTemplate]: { template: T; params: MailParams<T> } }[MailTemplate];

export interface FormReminder {
  kind: ReminderKind;
  /** What is due within the largest offset and not yet reminded at its offset. */
  due(
    db: Tx,
    on: { now: Date; today: IsoDate },
    settings: ReminderSettings,
    rules: RuleSet,
  ): Promise<DueReminder[]>;
  /** Its message, from the parameters every reminder shares. */
  message(reminder: DueReminder, common: ReminderParams): ReminderMessage;
  /** Where its link goes, when not to an installment's payment page (job.deepLink); else sign-in. */
  link?(reminder: DueReminder): string | undefined;
}
