import type { taxForms, payments } from '../../db/schema';
import type { LedgerKind, ledgerEntries } from '../../db/ledger-schema';

type TaxFormRow = typeof taxForms.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
export type NewEntry = typeof ledgerEntries.$inferInsert;

/** The reason written on the annual return's entry for an overpayment given up (ADR 0027). */
export const WAIVED_REASON = 'Overpayment the filer gave up to file online (ADR 0027)';

interface Line {
  id: string;
  amount: number;
}
type Frozen = {
  calculation?: { ok?: boolean; balanceDue?: number; worksheet?: { lines?: Line[] } };
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
 * - annual return: the tax not withheld (taxAfterCredit − residenceCityWithheld), the estimates
 *   paid and prior-year credit (from `estimate_credits`, as the return read them), and, when the
 *   filer gave up an overpayment, an adjustment so the return's entries add up to its balance due;
 * - billing statement, employer's return: tax, interest and penalty as computed at filing;
 * - individual estimate and net profit estimate (`amountDue`): what the form asks now.
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
    const estimates = worksheetLine(result, 'estimatesPaid');
    const prior = worksheetLine(result, 'priorYearCredit');
    const credits = { sourceType: 'estimate_credits', sourceId: `${form.taxpayerId}:${form.taxYear}` };
    entries.push(
      fromForm('liability.tax', 'taxAfterCredit-residenceCityWithheld', tax),
      { ...base, ...credits, kind: 'estimate.credit', amountCents: -estimates, sourceLine: 'estimatesPaid' },
      { ...base, ...credits, kind: 'prior-year.credit', amountCents: -prior, sourceLine: 'priorYearCredit' },
      fromForm(
        'adjustment',
        'waivedOverpayment',
        (result.calculation.balanceDue ?? 0) - (tax - estimates - prior),
        WAIVED_REASON,
      ),
    );
  } else if (form.formType === 'individual-estimate' || form.formType === 'net-profit-estimate') {
    entries.push(fromForm('liability.tax', 'amountDue', result.amountDue ?? 0));
  }
  return entries.filter((e) => e.amountCents !== 0);
}

/** A Completed payment: a credit of what the provider took, to the tax year of the form it paid. */
export function paymentEntry(payment: PaymentRow, taxYear: number): NewEntry | null {
  if (payment.status !== 'Completed' || !payment.amountPaid) return null;
  return {
    taxpayerId: payment.taxpayerId,
    taxYear,
    kind: 'payment',
    amountCents: -payment.amountPaid,
    taxFormId: payment.taxFormId,
    sourceType: 'payment',
    sourceId: String(payment.id),
    sourceLine: 'amountPaid',
    occurredAt: payment.reportedAt ?? payment.createdAt,
  };
}
