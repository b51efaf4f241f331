import { paths } from './paths';

/**
 * The form registry (issue 13, ADR 0032): every form the portal files, declared once. Route
 * guards on both sides, the dashboard tiles, payments, print, confirmation numbers and the filed
 * form's view read it; adding a form is engine + contract + this declaration + page.
 */

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
  /** As the payment page, the PDF and the history name it. */
  readonly name: string;
  /** The confirmation number starts with it ('AR2025-…'). */
  readonly confirmationPrefix: string;
  readonly cadence: FormCadence;
  readonly filers: FormFiler;
  readonly payment: FormPayment;
  /** The screen's public URL (spec §2). */
  readonly path: string;
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
    path: paths.exemption,
  },
  {
    id: 'annual-return',
    key: 'annualReturn',
    name: 'Individual Annual Return',
    confirmationPrefix: 'AR',
    cadence: 'yearly',
    filers: 'individual',
    payment: 'online-or-mail',
    path: paths.annualReturn,
  },
  {
    id: 'individual-estimate',
    key: 'individualEstimate',
    name: 'Individual Estimate',
    confirmationPrefix: 'ES',
    cadence: 'yearly',
    filers: 'individual',
    payment: 'online',
    path: paths.individualEstimate,
    ahead: true,
  },
  {
    id: 'employers-return',
    key: 'employersReturn',
    name: "Employer's Return of Income Tax Withheld",
    confirmationPrefix: 'WR',
    cadence: 'per-period',
    filers: 'business',
    payment: 'online-or-mail',
    path: paths.employersReturn,
  },
  {
    id: 'net-profit-estimate',
    key: 'netProfitEstimate',
    name: 'Net Profit Estimate',
    confirmationPrefix: 'NP',
    cadence: 'per-period',
    filers: 'business',
    payment: 'online',
    path: paths.netProfitEstimate,
  },
  {
    id: 'billing-statement',
    key: 'billingStatement',
    name: 'Tax, Penalty, and Interest Billing Statement',
    confirmationPrefix: 'BS',
    cadence: 'any',
    filers: 'any',
    payment: 'online',
    path: paths.billingStatement,
  },
]);

export type FormId = (typeof FORMS)[number]['id'];
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
