import type { TaxFormRow } from '../../db/schema';
import type { LedgerKind, ledgerEntries } from '../../db/ledger-schema';

export type NewEntry = typeof ledgerEntries.$inferInsert;

/** The reason written on the annual return's entry for an overpayment given up (ADR 0027). */
export const WAIVED_REASON = 'Overpayment the filer gave up to file online (ADR 0027)';

interface Line {
  id: string;
  amount: number;
}
type Frozen = {
  calculation?: {
    ok?: boolean;
    balanceDue?: number;
    worksheet?: { lines?: Line[] };
    installments?: { number: number; amountDue: number }[];
  };
  amountDue?: number;
};

/** A frozen worksheet line of the filed form (0 when the worksheet has no such line). */
export function worksheetLine(result: unknown, id: string): number {
  const lines = (result as Frozen | null)?.calculation?.worksheet?.lines ?? [];
  return lines.find((l) => l.id === id)?.amount ?? 0;
}

/** The three lines the withholding and billing worksheets charge: tax, interest, penalty. */
const CHARGED_LINES: Record<string, readonly (readonly [LedgerKind, string])[]> = {
  'billing-statement': [
    ['liability.tax', 'totalTax'],
    ['liability.interest', 'totalInterest'],
    ['liability.penalty', 'totalPenalty'],
  ],
  'employers-return': [
    ['liability.tax', 'totalTaxDue'],
    ['liability.interest', 'interest'],
    ['liability.penalty', 'latePaymentPenalty'],
  ],
};

/**
 * What a filed form charges, per form type, from its frozen figures (`tax_forms.result`): each
 * entry names the worksheet line (or result field) it came from. The SQL backfill of migration
 * 0016 (`efile_ledger_backfill`) is the same mapping; ledger-backfill.test.ts holds them equal.
 *
 * - annual return: the tax not withheld (taxAfterCredit − residenceCityWithheld) and, when the
 *   filer gave up an overpayment, an adjustment; with the year's credits (its form-less entries and
 *   the payments on its estimates, credited at filing: service.settleEstimates) it adds up to its
 *   balance due (ADR 0044);
 * - billing statement, employer's return: tax, interest and penalty as computed at filing;
 * - individual estimate and net profit estimate: each installment (`installment.N`), and the
 *   prior-year credit the individual estimate subtracted (`priorYearCredit`).
 * Zero amounts are not written. The exemption certificate charges nothing.
 */
export function filingEntries(form: TaxFormRow): NewEntry[] {
  if (form.status !== 'filed' || !form.result || !form.filedAt) return [];
  const result = form.result as Frozen;
  const base = {
    taxpayerId: form.taxpayerId,
    taxYear: form.taxYear,
    taxFormId: form.id,
    occurredAt: form.filedAt,
  };
  const fromForm = (kind: LedgerKind, line: string, amountCents: number, reason?: string): NewEntry => ({
    ...base,
    kind,
    amountCents,
    sourceType: 'tax_form',
    sourceId: String(form.id),
    sourceLine: line,
    reason: reason ?? null,
  });
  const entries: NewEntry[] = [];
  const charged = CHARGED_LINES[form.formType];
  if (charged) {
    for (const [kind, line] of charged) entries.push(fromForm(kind, line, worksheetLine(result, line)));
  } else if (form.formType === 'annual-return') {
    if (!result.calculation?.ok) return [];
    const tax = Math.max(
      0,
      worksheetLine(result, 'taxAfterCredit') - worksheetLine(result, 'residenceCityWithheld'),
    );
    // The estimates paid and prior-year credit the worksheet counted are the year's own entries
    // (estimate_credits, payments on its estimates: ADR 0044), not posted again here.
    const estimates = worksheetLine(result, 'estimatesPaid');
    const prior = worksheetLine(result, 'priorYearCredit');
    entries.push(
      fromForm('liability.tax', 'taxAfterCredit-residenceCityWithheld', tax),
      fromForm(
        'adjustment',
        'waivedOverpayment',
        (result.calculation.balanceDue ?? 0) - (tax - estimates - prior),
        WAIVED_REASON,
      ),
    );
  } else if (form.formType === 'individual-estimate' || form.formType === 'net-profit-estimate') {
    // Each installment is charged on its own (ADR 0044): payable in any order, early or late.
    for (const i of result.calculation?.installments ?? [])
      entries.push(fromForm('liability.tax', `installment.${i.number}`, i.amountDue));
    // The prior-year credit the estimate subtracted: charged here, paid by the year's credit entry.
    if (form.formType === 'individual-estimate')
      entries.push(
        fromForm(
          'liability.tax',
          'priorYearCredit',
          worksheetLine(result, 'estimatedTax') - worksheetLine(result, 'netEstimatedTax'),
        ),
      );
  }
  return entries.filter((e) => e.amountCents !== 0);
}
