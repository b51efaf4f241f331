/**
 * Every e-mail the portal sends, built once for every language (issue 26): which paragraphs a
 * message has, in what order, with which links, chosen by its parameters; its words from the
 * language's catalogue (`locales/<lang>/mail.ts`, only words) and its values — money in cents,
 * dates and moments, a form and its period, a Contact Us type — written in that language
 * (lib/formats.ts). A language file therefore holds no layout and no formatting.
 *
 * Parameters carry values, not words: `amount: 125000` (cents), `dueDate: '2026-04-15'`,
 * `filedAt` an ISO instant, `form: { formType, taxYear, period }`. The message writes them.
 */
import { contactTypeName, type ContactType } from '@efile/contracts';
import type { IsoDate } from '@efile/tax';
import { translate, type Language, type ParamsArg, type TextKey } from '../../lib/i18n';
import { agencyDateTime, formTitle, longDate, money, periodLabel, type FormRef } from '../../lib/formats';
import type { mail } from '../../locales/en/mail';

/** A paragraph: plain text, or a link shown as its own line in the text part. */
export type MailBlock = string | { link: string; label: string };

/** A message in words: the layout (plain text and HTML) is the catalogue's (`catalogue.ts`). */
export interface MailWords {
  subject: string;
  blocks: readonly MailBlock[];
  footer: string;
}

type MailKey = keyof typeof mail & string;

/** A message's writer in one language: its words (`say`), and its values as that language writes them. */
export interface Writer {
  lang: Language;
  say<K extends MailKey>(key: K, ...params: ParamsArg<`mail.${K}` & TextKey>): string;
  money(cents: number): string;
  date(day: IsoDate): string;
  moment(iso: string): string;
  form(form: FormRef): string;
  period(period: string): string;
}

export const writerFor = (lang: Language): Writer => ({
  lang,
  say: (key, ...params) =>
    translate(lang, `mail.${key}` as TextKey, ...(params as unknown as ParamsArg<TextKey>)),
  money: (cents) => money(cents, lang),
  date: (day) => longDate(day, lang),
  moment: (iso) => agencyDateTime(iso, lang),
  form: (form) => formTitle(form, lang),
  period: (period) => periodLabel(period, lang),
});

const message = (w: Writer, subject: string, blocks: readonly MailBlock[], footer?: string): MailWords => ({
  subject,
  blocks,
  footer: footer ?? w.say('automatedFooter'),
});

const greeting = (w: Writer, name: string | null | undefined) =>
  name ? w.say('greeting', { name }) : w.say('greetingNoName');

/** What every reminder's message is told (ADR 0033, ADR 0042). */
interface ReminderBase {
  name: string | null;
  /** The taxpayer's ID; a business's, with its name (issue 24 item 6). */
  taxpayerId: string;
  business?: string | null;
  taxYear: number;
  /** The due date, a calendar day. */
  dueDate: IsoDate;
  link: string;
  unsubscribe: string;
}

/** Who a reminder is about: a business by its name and its ID. */
const whose = (w: Writer, p: ReminderBase) =>
  p.business ? w.say('businessTaxpayer', { business: p.business, taxpayerId: p.taxpayerId }) : p.taxpayerId;

/**
 * One layout for every reminder: what is due, where to act on it, and how to stop this kind of
 * reminder (`kind`'s own words) while the others continue.
 */
const reminder = (
  w: Writer,
  p: ReminderBase,
  kind:
    | 'reminderAnnualReturn'
    | 'reminderEstimate'
    | 'reminderEmployersReturn'
    | 'reminderNetProfitInstallment'
    | 'reminderBusinessAnnualReturn',
  words: { subject: string; due: string; online: string; action?: string },
) =>
  message(w, words.subject, [
    greeting(w, p.name),
    words.due,
    words.online,
    { link: p.link, label: words.action ?? w.say('signIn') },
    w.say(`${kind}.already`),
    w.say(`${kind}.stop`),
    { link: p.unsubscribe, label: w.say('reminderUnsubscribe') },
  ]);

/**
 * An installment reminder (an individual estimate's, a net profit estimate's): the same message,
 * each kind with its own words.
 */
const installmentReminder =
  (kind: 'reminderEstimate' | 'reminderNetProfitInstallment') =>
  (p: ReminderBase & { installment: number; amount: number }, w: Writer) => {
    const values = {
      installment: p.installment,
      amount: w.money(p.amount),
      dueDate: w.date(p.dueDate),
      taxYear: p.taxYear,
      taxpayerId: whose(w, p),
    };
    return reminder(w, p, kind, {
      subject: w.say(`${kind}.subject`, values),
      due: w.say(`${kind}.due`, values),
      online: w.say('payOnline'),
      action: w.say('payInstallmentOnline', { installment: p.installment }),
    });
  };

/** Every message: its parameters, and a writer in the recipient's language. */
export const messages = {
  registration: (p: { name: string | null; link: string; hours: number }, w: Writer) =>
    message(w, w.say('registration.subject'), [
      greeting(w, p.name),
      w.say('registration.thanks'),
      w.say('registration.confirm'),
      { link: p.link, label: w.say('completeRegistration') },
      w.say('registration.expires', { hours: p.hours }),
    ]),
  legacy: (p: { name: string | null; link: string; hours: number }, w: Writer) =>
    message(w, w.say('legacy.subject'), [
      greeting(w, p.name),
      w.say('legacy.changed'),
      { link: p.link, label: w.say('legacy.link') },
      w.say('linkExpires', { hours: p.hours }),
    ]),
  /** Issue 16: an administrator invited a member of the agency's staff (ADR 0034). */
  staffInvitation: (p: { username: string; role: string; link: string; hours: number }, w: Writer) =>
    message(w, w.say('staffInvitation.subject'), [
      greeting(w, null),
      w.say('staffInvitation.created', { username: p.username, role: p.role }),
      { link: p.link, label: w.say('staffInvitation.link') },
      w.say('staffInvitation.expires', { hours: p.hours }),
      w.say('staffInvitation.unexpected'),
    ]),
  /**
   * Issue 23 (ADR 0047): a staff account's second-factor codes are being guessed — its password is
   * known. `at`: the moment, an ISO instant.
   */
  staffCodesGuessed: (p: { username: string; failures: number; minutes: number; at: string }, w: Writer) =>
    message(w, w.say('staffCodesGuessed.subject', { username: p.username }), [
      greeting(w, null),
      w.say('staffCodesGuessed.what', { ...p, at: w.moment(p.at) }),
      w.say('staffCodesGuessed.act'),
    ]),
  /** Issue 23 item 8 (ADR 0048): the audit chains' heads, for an auditor to keep outside the database. */
  auditAnchor: (p: { at: string; lines: string[] }, w: Writer) =>
    message(w, w.say('auditAnchor.subject', { at: p.at }), [
      greeting(w, null),
      w.say('auditAnchor.keep', { at: p.at }),
      ...p.lines,
      w.say('auditAnchor.stop'),
    ]),
  reset: (p: { name: string | null; username?: string; link: string; hours: number }, w: Writer) =>
    message(w, w.say('reset.subject'), [
      greeting(w, p.name),
      w.say('reset.asked'),
      { link: p.link, label: w.say('resetPassword') },
      p.hours === 1 ? w.say('reset.expiresOne') : w.say('reset.expires', { hours: p.hours }),
      // Mails queued before the username was added have none.
      ...(p.username ? [w.say('reset.username', { username: p.username })] : []),
    ]),
  passwordChanged: (p: { name: string | null }, w: Writer) =>
    message(w, w.say('passwordChanged.subject'), [
      greeting(w, p.name),
      w.say('passwordChanged.changed'),
      w.say('notYou'),
    ]),
  emailChange: (p: { name: string | null; link: string; hours: number }, w: Writer) =>
    message(w, w.say('emailChange.subject'), [
      greeting(w, p.name),
      w.say('emailChange.asked'),
      { link: p.link, label: w.say('emailChange.link') },
      w.say('emailChange.expires', { hours: p.hours }),
    ]),
  emailChanged: (p: { name: string | null; newEmail: string }, w: Writer) =>
    message(w, w.say('emailChanged.subject'), [
      greeting(w, p.name),
      w.say('emailChanged.changed', { newEmail: p.newEmail }),
      w.say('notYou'),
    ]),
  /** Someone registered with an address that already has an account (the caller is not told). */
  registrationExists: (
    p: { name: string | null; username: string; signIn: string; forgot: string },
    w: Writer,
  ) =>
    message(w, w.say('registrationExists.subject'), [
      greeting(w, p.name),
      w.say('registrationExists.tried'),
      w.say('registrationExists.username', { username: p.username }),
      { link: p.signIn, label: w.say('signIn') },
      w.say('forgotPassword'),
      { link: p.forgot, label: w.say('resetPassword') },
      w.say('registrationExists.ignore'),
    ]),
  /** A new taxpayer registered with an address that already has an account (ADR 0015). */
  registrationExistsNewTaxpayer: (
    p: {
      name: string | null;
      username: string;
      signIn: string;
      forgot: string;
      taxpayerId: string;
      phone: string;
    },
    w: Writer,
  ) =>
    message(w, w.say('registrationExistsNewTaxpayer.subject'), [
      greeting(w, p.name),
      w.say('registrationExistsNewTaxpayer.registered', { taxpayerId: p.taxpayerId }),
      w.say('registrationExistsNewTaxpayer.someoneElse', { taxpayerId: p.taxpayerId, phone: p.phone }),
      w.say('registrationExistsNewTaxpayer.username', { username: p.username }),
      { link: p.signIn, label: w.say('signIn') },
      w.say('forgotPassword'),
      { link: p.forgot, label: w.say('resetPassword') },
      w.say('registrationExistsNewTaxpayer.ignore'),
    ]),
  /** ADR 0017: the proof of a link request, to the business's e-mail on file. */
  einLinkCode: (p: { business: string; username: string; code: string; days: number }, w: Writer) =>
    message(w, w.say('einLinkCode.subject', { business: p.business }), [
      greeting(w, null),
      w.say('einLinkCode.asked', { username: p.username, business: p.business }),
      w.say('einLinkCode.code', { code: p.code }),
      w.say('einLinkCode.expires', { days: p.days }),
    ]),
  /** ADR 0017: to each user already linked to the business, when someone asks to be linked. */
  einLinkRequested: (p: { name: string | null; business: string; username: string }, w: Writer) =>
    message(w, w.say('einLinkRequested.subject', { business: p.business }), [
      greeting(w, p.name),
      w.say('einLinkRequested.asked', { username: p.username, business: p.business }),
      w.say('einLinkRequested.approve'),
      w.say('einLinkRequested.unknown'),
    ]),
  /** ADR 0017: to each user already linked to the business, when a new link is made. */
  einLinked: (p: { name: string | null; business: string; username: string }, w: Writer) =>
    message(w, w.say('einLinked.subject', { username: p.username, business: p.business }), [
      greeting(w, p.name),
      w.say('einLinked.linked', { username: p.username, business: p.business }),
      w.say('einLinked.unknown'),
    ]),
  /** ADR 0017: to the user who asked, when their request is approved or denied. */
  einLinkDecided: (p: { name: string | null; business: string; approved: boolean }, w: Writer) =>
    message(
      w,
      p.approved
        ? w.say('einLinkDecided.approvedSubject', { business: p.business })
        : w.say('einLinkDecided.deniedSubject', { business: p.business }),
      [
        greeting(w, p.name),
        p.approved
          ? w.say('einLinkDecided.approved', { business: p.business })
          : w.say('einLinkDecided.denied', { business: p.business }),
      ],
    ),
  /**
   * ADR 0033: the annual return is due soon and is not filed, or is filed with a balance
   * (`balance` in cents; null when not filed).
   */
  reminderAnnualReturn: (p: ReminderBase & { balance: number | null }, w: Writer) => {
    const values = { taxYear: p.taxYear, taxpayerId: whose(w, p), dueDate: w.date(p.dueDate) };
    return reminder(w, p, 'reminderAnnualReturn', {
      subject: w.say('reminderAnnualReturn.subject', values),
      due:
        p.balance === null
          ? w.say('reminderAnnualReturn.notFiled', values)
          : w.say('reminderAnnualReturn.balance', { ...values, balance: w.money(p.balance) }),
      online: w.say('fileAndPayOnline'),
    });
  },
  /** ADR 0033: an installment of a filed individual estimate is due soon and not paid in full. */
  reminderEstimate: installmentReminder('reminderEstimate'),
  /** ADR 0042: an employer's return for a withholding period ('2026-Q1', '2026-M05') is due soon and not filed. */
  reminderEmployersReturn: (p: ReminderBase & { period: string }, w: Writer) => {
    const values = { period: w.period(p.period), taxpayerId: whose(w, p), dueDate: w.date(p.dueDate) };
    return reminder(w, p, 'reminderEmployersReturn', {
      subject: w.say('reminderEmployersReturn.subject', values),
      due: w.say('reminderEmployersReturn.due', values),
      online: w.say('fileAndPayOnline'),
    });
  },
  /** ADR 0042: an installment of a filed net profit estimate is due soon and not paid in full. */
  reminderNetProfitInstallment: installmentReminder('reminderNetProfitInstallment'),
  /** ADR 0042: a business that declared estimated net profit tax for a year: its annual return is due soon. */
  reminderBusinessAnnualReturn: (p: ReminderBase, w: Writer) => {
    const values = { taxYear: p.taxYear, taxpayerId: whose(w, p), dueDate: w.date(p.dueDate) };
    return reminder(w, p, 'reminderBusinessAnnualReturn', {
      subject: w.say('reminderBusinessAnnualReturn.subject', values),
      due: w.say('reminderBusinessAnnualReturn.due', values),
      online: w.say('reminderBusinessAnnualReturn.online'),
    });
  },
  /**
   * Issue 22 (ADR 0045): the receipt of a filing, queued in the filing transaction. `filedAt` an
   * ISO instant; `amountDue` in cents, null when nothing is to be paid online.
   */
  filingReceipt: (
    p: {
      name: string | null;
      form: FormRef;
      confirmationNumber: string;
      filedAt: string;
      amountDue: number | null;
      link: string;
    },
    w: Writer,
  ) => {
    const form = w.form(p.form);
    return message(w, w.say('filingReceipt.subject', { form, confirmationNumber: p.confirmationNumber }), [
      greeting(w, p.name),
      w.say('filingReceipt.received', { form, filedAt: w.moment(p.filedAt) }),
      w.say('filingReceipt.confirmation', { confirmationNumber: p.confirmationNumber }),
      ...(p.amountDue !== null
        ? [
            w.say('filingReceipt.due', { amountDue: w.money(p.amountDue) }),
            { link: p.link, label: w.say('filingReceipt.pay') },
          ]
        : [w.say('filingReceipt.nothingDue'), { link: p.link, label: w.say('filingReceipt.account') }]),
      w.say('filingReceipt.keep'),
    ]);
  },
  /**
   * Issue 22 (ADR 0045): the receipt of an online payment, queued with its Completed outcome.
   * `amount` in cents; `paidAt` an ISO instant; `last4` the card's or account's last digits.
   */
  paymentReceipt: (
    p: {
      name: string | null;
      amount: number;
      paidFor: FormRef | null;
      confirmationNumber: string | null;
      reference: string;
      paidAt: string;
      last4: string | null;
    },
    w: Writer,
  ) => {
    const amount = w.money(p.amount);
    const paidAt = w.moment(p.paidAt);
    return message(w, w.say('paymentReceipt.subject', { amount, reference: p.reference }), [
      greeting(w, p.name),
      p.last4
        ? w.say('paymentReceipt.receivedWith', { amount, paidAt, last4: p.last4 })
        : w.say('paymentReceipt.received', { amount, paidAt }),
      ...(p.paidFor ? [w.say('paymentReceipt.paysFor', { form: w.form(p.paidFor) })] : []),
      ...(p.confirmationNumber
        ? [w.say('paymentReceipt.confirmation', { confirmationNumber: p.confirmationNumber })]
        : []),
      w.say('paymentReceipt.reference', { reference: p.reference }),
      w.say('paymentReceipt.keep'),
    ]);
  },
  /** ADR 0037: the agency approved a taxpayer's online registration (with the password link if none is set). */
  registrationApproved: (
    p: {
      name: string | null;
      taxpayerId: string;
      username: string | null;
      link: string | null;
      hours: number;
      signIn: string;
    },
    w: Writer,
  ) =>
    message(w, w.say('registrationApproved.subject'), [
      greeting(w, p.name),
      w.say('registrationApproved.approved', { taxpayerId: p.taxpayerId }),
      ...(p.link
        ? [
            p.username
              ? w.say('registrationApproved.setPasswordFor', { username: p.username })
              : w.say('registrationApproved.setPassword'),
            { link: p.link, label: w.say('completeRegistration') },
            w.say('linkExpires', { hours: p.hours }),
          ]
        : [w.say('registrationApproved.signIn'), { link: p.signIn, label: w.say('signIn') }]),
    ]),
  /** ADR 0037: the agency refused a taxpayer's online registration, with its reason. */
  registrationRefused: (
    p: { name: string | null; taxpayerId: string; reason: string; phone: string },
    w: Writer,
  ) =>
    message(w, w.say('registrationRefused.subject'), [
      greeting(w, p.name),
      w.say('registrationRefused.refused', { taxpayerId: p.taxpayerId }),
      w.say('registrationRefused.reason', { reason: p.reason }),
      w.say('registrationRefused.questions', { phone: p.phone }),
    ]),
  /** ADR 0037: a member of staff answers a Contact Us message (its type as the form showed it). */
  contactReply: (
    p: { name: string; type: ContactType | string; reply: string; original: string },
    w: Writer,
  ) =>
    message(
      w,
      w.say('contactReply.subject', { type: contactTypeName(p.type, w.lang) }),
      [greeting(w, p.name), p.reply, w.say('contactReply.yourMessage'), p.original],
      w.say('contactReply.footer'),
    ),
  /** To agency staff, with the sender as Reply-To: staff answer by replying. */
  contact: (
    p: { type: ContactType; name: string; phoneNumber: string; emailAddress: string; message: string },
    w: Writer,
  ) => {
    const type = contactTypeName(p.type, w.lang);
    return message(
      w,
      w.say('contact.subject', { type }),
      [
        w.say('contact.type', { type }),
        w.say('contact.name', { name: p.name }),
        w.say('contact.phone', { phoneNumber: p.phoneNumber }),
        w.say('contact.email', { emailAddress: p.emailAddress }),
        w.say('contact.message'),
        p.message,
      ],
      w.say('contact.footer', { name: p.name, emailAddress: p.emailAddress }),
    );
  },
} as const;
