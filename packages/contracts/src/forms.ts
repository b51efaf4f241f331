/**
 * The form registry (issue 13, ADR 0032): every form the portal files, declared once. Route
 * guards on both sides, the dashboard tiles, payments, print, confirmation numbers and the filed
 * form's view read it; adding a form is engine + contract + this declaration + page.
 */
import { namesIn, type MessageLanguage } from './message-core';

/** Who may file a form (spec §6): the server answers NOT_AUTHORIZED_TO_FILE to anyone else. */
export type FormFiler = 'individual' | 'business' | 'any';

/** How often a taxpayer files it: once per tax year, once per period, or as often as they like. */
export type FormCadence = 'yearly' | 'per-period' | 'any';

/** How its balance may be paid (spec §1): not at all, online only, or online or by mailed check. */
export type FormPayment = 'none' | 'online' | 'online-or-mail';

export interface FormDeclaration {
  /** The one slug: stored form type, PDF file names, module and folder names. */
  readonly id: string;
  /** The code-side key: the catalogue namespace and the dashboard tile. */
  readonly key: string;
  /**
   * Its English name, as the agency's staff know it (the staff console, the payment provider); a
   * taxpayer reads `formName(id, lang)`, from the contracts' catalogues (`locales/<lang>.ts`).
   */
  readonly name: string;
  /** The confirmation number starts with it ('AR2025-…'). */
  readonly confirmationPrefix: string;
  readonly cadence: FormCadence;
  readonly filers: FormFiler;
  readonly payment: FormPayment;
  /** The screen's public URL (spec §2); `paths.<key>` reads it from here. */
  readonly path: string;
  /**
   * A computed form's API (spec §7): POST the figures to `calculate` for the preview, to `file` to
   * file them; `api.<key>` and `api.<key>Calculate` read them from here.
   */
  readonly api?: { readonly file: string; readonly calculate: string };
  /**
   * The reminder e-mails its due dates send, one kind each (ADR 0033, 0042): each can be
   * unsubscribed from on its own; the form's server folder sends them.
   */
  readonly reminders?: readonly string[];
  /** A yearly form filed ahead, for the year under way (an estimate), not for a past tax year. */
  readonly ahead?: true;
}

const declare = <const T extends readonly FormDeclaration[]>(forms: T) => forms;

/** In the order the dashboard shows them. */
export const FORMS = declare([
  {
    id: 'exemption-certificate',
    key: 'exemption',
    name: 'Exemption Certificate',
    confirmationPrefix: 'EX',
    cadence: 'yearly',
    filers: 'individual',
    payment: 'none',
    path: '/exemption',
  },
  {
    id: 'annual-return',
    key: 'annualReturn',
    name: 'Individual Annual Return',
    confirmationPrefix: 'AR',
    cadence: 'yearly',
    filers: 'individual',
    payment: 'online-or-mail',
    path: '/forms/individual/annual-return',
    reminders: ['annual-return'],
  },
  {
    id: 'individual-estimate',
    key: 'individualEstimate',
    name: 'Individual Estimate',
    confirmationPrefix: 'ES',
    cadence: 'yearly',
    filers: 'individual',
    payment: 'online',
    path: '/forms/individual/estimate',
    ahead: true,
    api: { file: '/api/form/individual-estimate', calculate: '/api/form/individual-estimate/calculate' },
    reminders: ['estimate-installment'],
  },
  {
    id: 'employers-return',
    key: 'employersReturn',
    name: "Employer's Return of Income Tax Withheld",
    confirmationPrefix: 'WR',
    cadence: 'per-period',
    filers: 'business',
    payment: 'online-or-mail',
    path: '/forms/individual/employers-return-of-income',
    api: { file: '/api/return-of-income', calculate: '/api/return-of-income/calculate' },
    reminders: ['employers-return'],
  },
  {
    id: 'net-profit-estimate',
    key: 'netProfitEstimate',
    name: 'Net Profit Estimate',
    confirmationPrefix: 'NP',
    cadence: 'per-period',
    filers: 'business',
    payment: 'online',
    path: '/forms/business/net-profit-estimate',
    api: {
      file: '/api/form/business/net-profit-estimate',
      calculate: '/api/form/business/net-profit-estimate/calculate',
    },
    reminders: ['net-profit-installment', 'business-annual-return'],
  },
  {
    id: 'billing-statement',
    key: 'billingStatement',
    name: 'Tax, Penalty, and Interest Billing Statement',
    confirmationPrefix: 'BS',
    cadence: 'any',
    filers: 'any',
    payment: 'online',
    path: '/forms/individual/tax-penalty-interest',
    api: {
      file: '/api/form/tax-penalty-interest-billing-statement',
      calculate: '/api/form/tax-penalty-interest-billing-statement/calculate',
    },
  },
]);

type Form = (typeof FORMS)[number];
export type FormId = Form['id'];
export type FormKey = (typeof FORMS)[number]['key'];
/** Forms stored as `tax_forms` rows and paid through the payment page. */
export type PayableFormType = Extract<(typeof FORMS)[number], { payment: 'online' | 'online-or-mail' }>['id'];

const byId = new Map<string, FormDeclaration>(FORMS.map((f) => [f.id, f]));

/** The declaration of a form id. */
export function formOf(id: FormId): FormDeclaration {
  return byId.get(id)!;
}

/** The declaration of a stored form type, or undefined for a type the registry does not know. */
export function declarationOf(id: string): FormDeclaration | undefined {
  return byId.get(id);
}

/**
 * A form's name in a language, as the taxpayer reads it (a receipt, a PDF, the landing page):
 * the Spanish name carries the English one beside it, which the agency's staff know (glossary-es.md).
 * A stored type the registry does not know is given as it is.
 */
export function formName(id: string, lang: MessageLanguage = 'en'): string {
  const names = namesIn(lang).forms as Readonly<Record<string, string>>;
  return Object.hasOwn(names, id) ? names[id]! : id;
}

/** Whether a user of this kind may file the form (spec §6). */
export function mayFile(form: Pick<FormDeclaration, 'filers'>, isBusinessUser: boolean): boolean {
  return form.filers === 'any' || (form.filers === 'business') === isBusinessUser;
}

/** The payable forms and their names, as the payment page names them. */
export const PayableFormType = Object.fromEntries(
  FORMS.filter((f) => f.payment !== 'none').map((f) => [f.id, f.name]),
) as Record<PayableFormType, string>;

export const PAYABLE_FORM_TYPES = Object.keys(PayableFormType) as [PayableFormType, ...PayableFormType[]];

/**
 * Forms whose balance may be paid by check instead (POST …/no-payment). Spec §1: estimates, net
 * profit and billing statements require online payment.
 */
export const PAY_BY_MAIL_FORMS: readonly PayableFormType[] = FORMS.filter(
  (f) => f.payment === 'online-or-mail',
).map((f) => f.id as PayableFormType);

type KindsOf<F> = F extends { readonly reminders: readonly (infer K)[] } ? K : never;
/** The reminder kinds of the forms an individual files, and of those a business files. */
export type IndividualReminderKind = KindsOf<Extract<Form, { filers: 'individual' | 'any' }>>;
export type BusinessReminderKind = KindsOf<Extract<Form, { filers: 'business' | 'any' }>>;
/** Every reminder kind, in the registry's order: each can be unsubscribed from on its own. */
export type ReminderKind = KindsOf<Form>;

const kindsOf = (forms: readonly FormDeclaration[]) => forms.flatMap((f) => f.reminders ?? []);
export const IndividualReminderKind = kindsOf(
  FORMS.filter((f) => f.filers !== 'business'),
) as readonly IndividualReminderKind[];
export const BusinessReminderKind = kindsOf(
  FORMS.filter((f) => f.filers !== 'individual'),
) as readonly BusinessReminderKind[];
export const ReminderKind = kindsOf(FORMS) as [ReminderKind, ...ReminderKind[]];

/**
 * The yearly forms stored as `tax_forms` rows (the exemption certificate has its own table): one
 * per taxpayer and tax year, which a unique index holds (a double submit makes one).
 */
export const YEARLY_TAX_FORMS = FORMS.filter((f) => f.cadence === 'yearly' && f.payment !== 'none').map(
  (f) => f.id,
);
