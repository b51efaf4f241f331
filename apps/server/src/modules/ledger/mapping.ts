import type { TaxFormRow } from '../../db/schema';
import type { LedgerKind, ledgerEntries } from '../../db/ledger-schema';
import { ledgerOf, worksheetLine } from './forms';

export type NewEntry = typeof ledgerEntries.$inferInsert;

export { worksheetLine };

/**
 * What a filed form charges, from its frozen figures (`tax_forms.result`): each entry names the
 * worksheet line (or result field) it came from, as the form's declaration says (`ledger.charges`,
 * ADR 0052). The SQL backfill of migration 0016 (`efile_ledger_backfill`) is the same mapping as
 * it stood then; ledger-backfill.test.ts holds them equal.
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
  const charges = ledgerOf(form.formType)?.charges(form.result) ?? [];
  const entries = charges.map((c) => fromForm(c.kind, c.line, c.amount, c.reason));
  return entries.filter((e) => e.amountCents !== 0);
}
