import {
  ADJUSTMENT_LINES,
  ADJUSTMENT_SOURCE,
  type AccountInstallment,
  type FormState,
  type LedgerEntryKind,
} from '@efile/contracts';
import { agencyToday, compareDates, type Installment, type IsoDate } from '@efile/tax';
import { isEstimate, ledgerOf } from './forms';

/**
 * The account model's sums (ADR 0044), pure: the entries of a taxpayer summed per tax year and per
 * filed form, each installment of an estimate, and each form's state. Every figure My Account,
 * the payment pages, the console and the property test read comes from here.
 */

/** What the model needs of a filed form (repository.accountRows). */
export interface ModelForm {
  id: number;
  formType: string;
  taxYear: number;
  period: string | null;
  confirmationNumber: string | null;
  filedAt: Date | null;
  payByMailAt: Date | null;
  /** `result.amountDue`: what the form asked to be paid at filing (kept for the record). */
  amountDue: number;
  /** `result.calculation.dueDate`: a billing statement's or an employer's return's own due date. */
  calculationDueDate: string | null;
  /** An estimate's installments as frozen at filing; null for other forms. */
  installments: Installment[] | null;
}

/** What the model needs of an entry. */
export interface ModelEntry {
  id: number;
  taxYear: number;
  taxFormId: number | null;
  kind: LedgerEntryKind | string;
  amountCents: number;
  sourceType: string;
  sourceLine: string;
  occurredAt: Date;
}

export { isEstimate };

/** The source line of an estimate's replacement by its year's annual return (ledger/settlement.ts). */
export const REPLACED_LINE = 'replacedByAnnualReturn';
/** The source line an installment's charge or a payment targeted at it carries: `installment.N` (or `…:installment.N`). */
const INSTALLMENT_LINE = /(?:^|:)installment\.(\d)$/;
export const installmentOfLine = (line: string): number | null => {
  const m = INSTALLMENT_LINE.exec(line);
  return m ? Number(m[1]) : null;
};

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/** A filed form's entries summed (with its year's form-less entries when it carries them). */
export interface FormFigures {
  balance: number;
  tax: number;
  interestCharged: number;
  penaltyCharged: number;
  /** Interest and penalty the agency abated (positive; ADR 0059): off the balance, still counted as charged by the accrual. */
  interestAbated: number;
  penaltyAbated: number;
  /** Its other entries (payments, credits, reversals, adjustments) as [agency day, cents], oldest first. */
  credits: [IsoDate, number][];
  /** What was credited: payments, checks, estimate and prior-year credits, less reversals (positive). */
  paid: number;
  /** Its charges (liabilities). */
  charged: number;
  lastPaidAt: Date | null;
  /** An estimate replaced by its year's annual return. */
  replaced: boolean;
  /** An estimate's charges per installment (`installment.N`), and a legacy `amountDue` charge. */
  installmentCharges: Map<number, number>;
  legacyCharge: number;
  /** An estimate's prior-year credit applied at filing (charged, paid by the year's prior-year credit). */
  priorCreditCharge: number;
  /** Credits targeted at one installment (positive), and the rest (positive: credit, negative: taken back). */
  installmentCredits: Map<number, number>;
  untargeted: number;
}

const emptyFigures = (): FormFigures => ({
  balance: 0,
  tax: 0,
  interestCharged: 0,
  penaltyCharged: 0,
  interestAbated: 0,
  penaltyAbated: 0,
  credits: [],
  paid: 0,
  charged: 0,
  lastPaidAt: null,
  replaced: false,
  installmentCharges: new Map(),
  legacyCharge: 0,
  priorCreditCharge: 0,
  installmentCredits: new Map(),
  untargeted: 0,
});

const CREDIT_KINDS: readonly string[] = [
  'payment',
  'payment.reversal',
  'estimate.credit',
  'prior-year.credit',
];

/**
 * Which filed form carries a tax year's entries that name no form (agency-held estimates and
 * prior-year credits, a check naming no form, a year's overpayment): the year's annual return once
 * filed, else the year's estimate, else none (they stay the year's own, `yearEntries`).
 */
export function carrierOf(forms: readonly ModelForm[]): Map<number, number> {
  const carriers = new Map<number, ModelForm>();
  const rank = (f: ModelForm) => {
    const role = ledgerOf(f.formType)?.role;
    return role === 'return' ? 2 : role === 'estimate' ? 1 : 0;
  };
  for (const f of forms) {
    if (!f.filedAt || rank(f) === 0) continue;
    const current = carriers.get(f.taxYear);
    if (!current || rank(f) > rank(current)) carriers.set(f.taxYear, f);
  }
  return new Map([...carriers].map(([year, f]) => [year, f.id]));
}

/**
 * An agency adjustment's own lines (ADR 0059), none of them a payment: a corrected assessment
 * changes the tax (interest runs on it from the due date); an abatement takes penalty or interest
 * off the balance. Returns whether the entry was one of them.
 */
function agencyLine(f: FormFigures, e: ModelEntry): boolean {
  if (e.sourceLine === ADJUSTMENT_LINES.assessment) {
    f.tax += e.amountCents;
    f.charged += e.amountCents;
    return true;
  }
  if (e.sourceLine === ADJUSTMENT_LINES.penalty) f.penaltyAbated -= e.amountCents;
  else if (e.sourceLine === ADJUSTMENT_LINES.interest) f.interestAbated -= e.amountCents;
  else return false;
  return true;
}

function add(f: FormFigures, e: ModelEntry): void {
  f.balance += e.amountCents;
  const line = e.sourceLine;
  if (e.kind === 'liability.tax') {
    f.tax += e.amountCents;
    f.charged += e.amountCents;
    const n = e.sourceType === 'tax_form' ? installmentOfLine(line) : null;
    if (n !== null) f.installmentCharges.set(n, (f.installmentCharges.get(n) ?? 0) + e.amountCents);
    else if (e.sourceType === 'tax_form' && line === 'amountDue') f.legacyCharge += e.amountCents;
    else if (e.sourceType === 'tax_form' && line === 'priorYearCredit') f.priorCreditCharge += e.amountCents;
    return;
  }
  if (e.kind === 'liability.interest' || e.kind === 'liability.penalty') {
    if (e.kind === 'liability.interest') f.interestCharged += e.amountCents;
    else f.penaltyCharged += e.amountCents;
    f.charged += e.amountCents;
    return;
  }
  if (e.kind === 'adjustment' && e.sourceType === ADJUSTMENT_SOURCE && agencyLine(f, e)) return;
  f.credits.push([dayOf(e.occurredAt), e.amountCents]);
  if (e.kind === 'adjustment') {
    if (line === REPLACED_LINE || line.startsWith(`${REPLACED_LINE}:`)) f.replaced = true;
    else f.untargeted -= e.amountCents;
    return;
  }
  if (CREDIT_KINDS.includes(e.kind)) {
    f.paid -= e.amountCents;
    if (e.amountCents < 0 && (!f.lastPaidAt || e.occurredAt > f.lastPaidAt)) f.lastPaidAt = e.occurredAt;
    const n = e.sourceType === 'payment' ? installmentOfLine(line) : null;
    if (n !== null && e.amountCents < 0)
      f.installmentCredits.set(n, (f.installmentCredits.get(n) ?? 0) - e.amountCents);
    else f.untargeted -= e.amountCents;
  }
}

/** The entries (oldest first) summed per tax year, per form, and the years' entries no form carries. */
export function sumEntries(entries: readonly ModelEntry[], forms: readonly ModelForm[]) {
  const years = new Map<number, number>();
  const byForm = new Map<number, FormFigures>();
  const yearOwn = new Map<number, number>();
  const carriers = carrierOf(forms);
  const known = new Set(forms.map((f) => f.id));
  for (const e of entries) {
    years.set(e.taxYear, (years.get(e.taxYear) ?? 0) + e.amountCents);
    const formId =
      e.taxFormId !== null && known.has(e.taxFormId) ? e.taxFormId : (carriers.get(e.taxYear) ?? null);
    if (formId === null) {
      yearOwn.set(e.taxYear, (yearOwn.get(e.taxYear) ?? 0) + e.amountCents);
      continue;
    }
    let f = byForm.get(formId);
    if (!f) {
      f = emptyFigures();
      byForm.set(formId, f);
    }
    add(f, e);
  }
  return { years, forms: byForm, yearOwn };
}

export const figuresOf = (sums: ReturnType<typeof sumEntries>, formId: number) =>
  sums.forms.get(formId) ?? emptyFigures();

/**
 * An estimate's installments (ADR 0044): each charge, what was paid toward it — payments targeted
 * at it first, then every other credit to the earliest installment not yet paid (a reversal takes
 * back from the latest) — what is left, and its state on `today`. An estimate replaced by its
 * year's annual return owes nothing more: what is unpaid is `replaced`.
 */
export function installmentsOf(form: ModelForm, f: FormFigures, today: IsoDate): AccountInstallment[] | null {
  if (!isEstimate(form.formType) || !form.installments) return null;
  let legacy = f.legacyCharge;
  const rows = form.installments.map((i) => {
    const fromLegacy = Math.min(legacy, i.amountDue);
    legacy -= fromLegacy;
    return {
      number: i.number,
      dueDate: i.dueDate,
      amount: (f.installmentCharges.get(i.number) ?? 0) + fromLegacy,
    };
  });
  const left = rows.map((r) => r.amount);
  let pool = f.untargeted - f.priorCreditCharge;
  rows.forEach((r, k) => {
    const targeted = f.installmentCredits.get(r.number) ?? 0;
    const used = Math.min(left[k]!, targeted);
    left[k]! -= used;
    pool += targeted - used;
  });
  if (pool > 0) {
    for (let k = 0; k < left.length && pool > 0; k += 1) {
      const used = Math.min(left[k]!, pool);
      left[k]! -= used;
      pool -= used;
    }
  } else if (pool < 0) {
    for (let k = left.length - 1; k >= 0 && pool < 0; k -= 1) {
      const back = Math.min(rows[k]!.amount - left[k]!, -pool);
      left[k]! += back;
      pool += back;
    }
  }
  let nextSeen = false;
  return rows.map((r, k): AccountInstallment => {
    const owed = left[k]!;
    const paid = r.amount - owed;
    let state: AccountInstallment['state'];
    if (owed <= 0) state = 'paid';
    else if (f.replaced) state = 'replaced';
    else if (compareDates(r.dueDate, today) < 0) state = 'pastDue';
    else if (!nextSeen) {
      state = 'due';
      nextSeen = true;
    } else state = 'notYetDue';
    return { ...r, paid, left: state === 'replaced' ? 0 : Math.max(0, owed), state };
  });
}

/** A form's state from its figures (FormState): `owed` is its balance plus what accrued today. */
export function stateOf(form: ModelForm, f: FormFigures, owed: number, payable: boolean): FormState {
  if (owed > 0 && payable) {
    if (form.payByMailAt) return 'ByMail';
    return f.paid > 0 ? 'PartlyPaid' : 'Open';
  }
  if (f.balance < 0) return 'Overpaid';
  if (f.replaced && f.paid <= 0) return 'None';
  return f.paid > 0 || f.charged > 0 ? 'Paid' : 'None';
}
