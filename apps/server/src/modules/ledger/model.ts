import {
  declarationOf,
  type FormState,
  type AccountInstallment,
  type Payable,
  type PaymentTarget,
  type PayLine,
} from '@efile/contracts';
import { agencyToday, compareDates, type IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import type { RuleSet } from '../rules';
import { accruedOn, dueDateOf, type Accrued } from './accrual';
import {
  figuresOf,
  installmentsOf,
  stateOf,
  sumEntries,
  type FormFigures,
  type ModelEntry,
  type ModelForm,
} from './figures';
import * as repo from './repository';

/** One filed form in the account model: its sums, what accrued today, its installments, its state. */
export interface ModelFormView {
  form: ModelForm;
  figures: FormFigures;
  accrued: Accrued;
  installments: AccountInstallment[] | null;
  /** Balance plus accrued today, never below zero: what paying the form today costs. */
  payToday: number;
  dueDate: IsoDate | null;
  state: FormState;
  payable: boolean;
}

/** The account on a day (ADR 0044): every figure of My Account, the payment pages and the console. */
export interface AccountModel {
  taxpayerId: string;
  today: IsoDate;
  forms: ModelFormView[];
  /** Sum of entries per tax year. */
  years: Map<number, number>;
  /** Per tax year, the entries no filed form carries (figures.ts carrierOf). */
  yearOwn: Map<number, number>;
  entries: readonly ModelEntry[];
}

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/** The model of already-read rows (one pass, no queries). */
export function modelOf(
  taxpayerId: string,
  forms: readonly ModelForm[],
  entries: readonly ModelEntry[],
  today: IsoDate,
  rules: RuleSet,
): AccountModel {
  const sums = sumEntries(entries, forms);
  const views = forms
    .filter((f) => f.filedAt)
    .map((form): ModelFormView => {
      const figures = figuresOf(sums, form.id);
      const accrued = accruedOn(form, figures, today, rules);
      const installments = installmentsOf(form, figures, today);
      const payable = (declarationOf(form.formType)?.payment ?? 'none') !== 'none';
      const owed = figures.balance + accrued.interest + accrued.penalty;
      return {
        form,
        figures,
        accrued,
        installments,
        payToday: Math.max(0, owed),
        dueDate: dueDateOf(form, rules) ?? installments?.[0]?.dueDate ?? null,
        state: stateOf(form, figures, owed, payable),
        payable,
      };
    });
  return { taxpayerId, today, forms: views, years: sums.years, yearOwn: sums.yearOwn, entries };
}

/** The taxpayer's account model as of `now` (three prepared queries, repository.accountRows). */
export async function loadModel(db: Tx, taxpayerId: string, now: Date, rules: RuleSet) {
  const rows = await repo.accountRows(db, taxpayerId);
  return { rows, model: modelOf(taxpayerId, rows.forms, rows.entries, dayOf(now), rules) };
}

const plain = { from: null, rates: [], rule: null };

/** What paying a form today costs, line by line: its balance, then interest and penalties accrued. */
function formLines(v: ModelFormView, today: IsoDate): PayLine[] {
  if (v.installments) return dueInstallments(v, today).map((i) => installmentLine(v, i));
  const lines: PayLine[] = [];
  if (v.figures.balance !== 0)
    lines.push({
      ...plain,
      code: 'taxLeft',
      amount: v.figures.balance,
      taxFormId: v.form.id,
      installment: null,
    });
  return [...lines, ...v.accrued.lines];
}

const installmentLine = (v: ModelFormView, i: AccountInstallment): PayLine => ({
  ...plain,
  code: 'installment',
  amount: i.left,
  taxFormId: v.form.id,
  installment: i.number,
});

/**
 * What an estimate's own payment page asks (ADR 0044): the installments due by today not yet
 * paid, and the first installment in any case — as filing asked (cumulativeDueBy). A later
 * installment is paid early on its own page (its payable in My Account).
 */
function dueInstallments(v: ModelFormView, today: IsoDate): AccountInstallment[] {
  const first = v.installments?.[0]?.number;
  return (v.installments ?? []).filter(
    (i) => i.left > 0 && (compareDates(i.dueDate, today) <= 0 || i.number === first),
  );
}

/** The figures a payment target asks on the model's day (amount = sum of lines, never below zero). */
export interface TargetTerms {
  target: PaymentTarget;
  taxYear: number;
  form: ModelFormView | null;
  installment: AccountInstallment | null;
  lines: PayLine[];
  amount: number;
  /** The ledger's balance of what the target pays. */
  balance: number;
  dueDate: IsoDate | null;
}

const sum = (lines: readonly PayLine[]) => lines.reduce((s, l) => s + l.amount, 0);

/** The items a year's payment pays, in the allocation order of ADR 0044: oldest due date first. */
export function yearItems(model: AccountModel, taxYear: number): TargetTerms[] {
  const items: TargetTerms[] = [];
  for (const v of model.forms) {
    if (v.form.taxYear !== taxYear || !v.payable) continue;
    if (v.installments) {
      for (const i of v.installments) {
        if (i.left <= 0) continue;
        items.push(installmentTerms(v, i));
      }
    } else if (v.figures.balance !== 0 || v.accrued.lines.length > 0) {
      items.push(formTerms(model, v));
    }
  }
  return items.sort(
    (a, b) =>
      compareDates(a.dueDate ?? '9999-12-31', b.dueDate ?? '9999-12-31') ||
      (a.form?.form.id ?? 0) - (b.form?.form.id ?? 0) ||
      (a.installment?.number ?? 0) - (b.installment?.number ?? 0),
  );
}

function installmentTerms(v: ModelFormView, i: AccountInstallment): TargetTerms {
  const lines = i.left > 0 ? [installmentLine(v, i)] : [];
  return {
    target: { kind: 'installment', taxFormId: v.form.id, installment: i.number },
    taxYear: v.form.taxYear,
    form: v,
    installment: i,
    lines,
    amount: Math.max(0, sum(lines)),
    balance: i.left,
    dueDate: i.dueDate,
  };
}

function formTerms(model: AccountModel, v: ModelFormView): TargetTerms {
  const lines = formLines(v, model.today);
  return {
    target: { kind: 'form', taxFormId: v.form.id },
    taxYear: v.form.taxYear,
    form: v,
    installment: null,
    lines,
    amount: Math.max(0, sum(lines)),
    balance: v.figures.balance,
    dueDate: v.dueDate,
  };
}

/** What a target asks today; null when the form (or installment) is not in the model. */
export function termsOf(model: AccountModel, target: PaymentTarget): TargetTerms | null {
  if (target.kind === 'year') {
    const items = yearItems(model, target.taxYear);
    const own = model.yearOwn.get(target.taxYear) ?? 0;
    const lines = items.flatMap((i) => i.lines);
    // A form of the year with a credit (overpaid) lowers what the year asks, as its balance does.
    for (const v of model.forms) {
      if (v.form.taxYear === target.taxYear && v.payable && !v.installments && v.figures.balance < 0)
        lines.push({
          ...plain,
          code: 'taxLeft',
          amount: v.figures.balance,
          taxFormId: v.form.id,
          installment: null,
        });
    }
    if (own !== 0)
      lines.push({ ...plain, code: 'yearEntries', amount: own, taxFormId: null, installment: null });
    return {
      target,
      taxYear: target.taxYear,
      form: null,
      installment: null,
      lines,
      amount: Math.max(0, sum(lines)),
      balance: model.years.get(target.taxYear) ?? 0,
      dueDate: null,
    };
  }
  const v = model.forms.find((f) => f.form.id === target.taxFormId);
  if (!v) return null;
  if (target.kind === 'form') return formTerms(model, v);
  const i = v.installments?.find((x) => x.number === target.installment);
  return i ? installmentTerms(v, i) : null;
}

/**
 * Everything payable now (GET /api/account `payables`): each form with something to pay (an
 * estimate: each installment not yet paid, due or not), and each year with more than one of them.
 */
export function payablesOf(model: AccountModel, visible: (v: ModelFormView) => boolean): Payable[] {
  const out: Payable[] = [];
  const years = new Map<number, number>();
  const toPayable = (t: TargetTerms): Payable => ({
    target: t.target,
    taxYear: t.taxYear,
    taxFormId: t.form?.form.id ?? null,
    formType: t.form?.form.formType ?? null,
    confirmationNumber: t.form?.form.confirmationNumber ?? null,
    installment: t.installment?.number ?? null,
    amount: t.amount,
    lines: t.lines,
    dueDate: t.dueDate,
    overdue: t.dueDate !== null && compareDates(model.today, t.dueDate) > 0,
    scheduled: t.dueDate !== null && compareDates(t.dueDate, model.today) > 0,
  });
  for (const v of model.forms) {
    if (!v.payable || !visible(v)) continue;
    const terms = v.installments
      ? (v.installments ?? []).filter((i) => i.left > 0).map((i) => installmentTerms(v, i))
      : [formTerms(model, v)];
    for (const t of terms) {
      if (t.amount <= 0) continue;
      out.push(toPayable(t));
      years.set(t.taxYear, (years.get(t.taxYear) ?? 0) + 1);
    }
  }
  for (const [taxYear, count] of [...years].sort(([a], [b]) => b - a)) {
    if (count < 2) continue;
    const t = termsOf(model, { kind: 'year', taxYear });
    if (t && t.amount > 0) out.push(toPayable(t));
  }
  return out;
}
