import type { PayLine } from '@efile/contracts';
import {
  agencyToday,
  compareDates,
  computePenaltyAndInterest,
  interestByYear,
  type IsoDate,
  type Liability,
  type Payment,
} from '@efile/tax';
import type { RuleSet } from '../rules';
import type { FormFigures, ModelForm } from './figures';
import { ledgerOf } from './forms';

/** The rules cited on each accrued line (docs/tax-rules.md, ORC 718.27). */
export const RULES = {
  interest: 'ORC 718.27(B)',
  latePaymentPenalty: 'ORC 718.27',
  lateFilingPenalty: 'ORC 718.27',
} as const;

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/** The date a form's tax fell due, from which ORC 718.27 runs (its declaration's `ledger.accrual`); null for forms that accrue nothing here. */
export function dueDateOf(
  form: Pick<ModelForm, 'formType' | 'taxYear' | 'calculationDueDate'>,
  rules: RuleSet,
): IsoDate | null {
  return ledgerOf(form.formType)?.accrual?.dueDate(form, rules) ?? null;
}

/**
 * The credits on a form as the engine's payments (positive cents, by date); a reversal or a debit
 * adjustment takes back from the latest credits first. What it cannot take back is added to the tax.
 */
function creditsAsPayments(credits: readonly [IsoDate, number][]): { payments: Payment[]; extraTax: number } {
  const payments: Payment[] = [];
  let extraTax = 0;
  for (const [date, amount] of credits) {
    if (amount < 0) {
      payments.push({ date, amount: -amount });
      continue;
    }
    let back = amount;
    for (let i = payments.length - 1; i >= 0 && back > 0; i -= 1) {
      const take = Math.min(back, payments[i]!.amount);
      payments[i] = { ...payments[i]!, amount: payments[i]!.amount - take };
      back -= take;
    }
    extraTax += back;
  }
  return { payments: payments.filter((p) => p.amount > 0), extraTax };
}

export interface Accrued {
  interest: number;
  penalty: number;
  /** The interest and penalty as payment lines (codes and figures, with the rule each applies). */
  lines: PayLine[];
}

const NONE: Accrued = { interest: 0, penalty: 0, lines: [] };

/**
 * ORC 718.27 interest and penalty that `today` adds to a form's charges, by the engine
 * (computePenaltyAndInterest): the engine's figures for the form's tax, its due date and the credits
 * on the ledger, less the interest and penalty already charged (at filing, or with an earlier
 * payment). Estimates accrue nothing here (their shortfall is settled on the annual return).
 */
export function accruedOn(form: ModelForm, figures: FormFigures, today: IsoDate, rules: RuleSet): Accrued {
  const accrual = ledgerOf(form.formType)?.accrual;
  const dueDate = accrual?.dueDate(form, rules) ?? null;
  if (!accrual || !dueDate || compareDates(today, dueDate) <= 0) return NONE;
  const { payments, extraTax } = creditsAsPayments(figures.credits);
  const tax = figures.tax + extraTax;
  const lateFiling = accrual.lateFiling === true;
  const filedLate = lateFiling && !!form.filedAt && compareDates(dayOf(form.filedAt), dueDate) > 0;
  // Nothing accrues on a form filed on time whose tax was paid in full by its due date: the
  // engine would answer zero, so most of a long history costs no engine run (bench: /api/account).
  const paidOnTime = payments
    .filter((p) => compareDates(p.date, dueDate) <= 0)
    .reduce((sum, p) => sum + p.amount, 0);
  if (!filedLate && paidOnTime >= tax) return NONE;
  const liability: Liability = {
    kind: accrual.liability,
    label: form.confirmationNumber ?? `Form ${form.id}`,
    amount: tax,
    dueDate,
    payments,
  };
  return lateCharges(
    form.taxYear,
    tax > 0 ? liability : null,
    lateFiling && form.filedAt ? { dueDate, filedDate: dayOf(form.filedAt) } : null,
    today,
    rules,
    { interest: figures.interestCharged, penalty: figures.penaltyCharged },
    form.id,
  );
}

/**
 * The engine's interest and penalties on a liability as of `today`, less what is already charged,
 * as lines: interest (from the due date, each calendar year's rate and months), the late-payment
 * penalty, the late-filing penalty (an annual return filed, or to be filed, after its due date).
 */
export function lateCharges(
  taxYear: number,
  liability: Liability | null,
  filing: { dueDate: IsoDate; filedDate: IsoDate | null } | null,
  today: IsoDate,
  rules: RuleSet,
  charged: { interest: number; penalty: number },
  taxFormId: number | null,
): Accrued {
  const result = computePenaltyAndInterest(
    {
      taxYear,
      asOf: today,
      liabilities: liability ? [liability] : [],
      ...(filing
        ? {
            lateFiling: {
              returnDueDate: filing.dueDate,
              filedDate: filing.filedDate,
              priorFailuresToFile: 0,
            },
          }
        : {}),
    },
    rules.config(taxYear),
    rules.interestRates,
  );
  const line = (id: string) => result.worksheet.lines.find((l) => l.id === id)?.amount ?? 0;
  const interest = Math.max(0, result.totals.interest - charged.interest);
  let penaltyCharged = charged.penalty;
  const latePayment = Math.max(0, line('liability.0.latePaymentPenalty') - penaltyCharged);
  penaltyCharged = Math.max(0, penaltyCharged - line('liability.0.latePaymentPenalty'));
  const lateFiling = Math.max(0, line('lateFilingPenalty') - penaltyCharged);
  const lines: PayLine[] = [];
  const base = { taxFormId, installment: null, rates: [] };
  if (interest > 0 && liability) {
    const rates = [...interestByYear(liability, today, rules.interestRates)].map(([year, e]) => ({
      year,
      basisPoints: e.rate,
      months: e.months,
    }));
    lines.push({
      ...base,
      code: 'interest',
      amount: interest,
      from: liability.dueDate,
      rates,
      rule: RULES.interest,
    });
  }
  if (latePayment > 0)
    lines.push({
      ...base,
      code: 'latePaymentPenalty',
      amount: latePayment,
      from: liability?.dueDate ?? null,
      rule: RULES.latePaymentPenalty,
    });
  if (lateFiling > 0)
    lines.push({
      ...base,
      code: 'lateFilingPenalty',
      amount: lateFiling,
      from: filing?.dueDate ?? null,
      rule: RULES.lateFilingPenalty,
    });
  return { interest, penalty: latePayment + lateFiling, lines };
}
