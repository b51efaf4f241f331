import { WAIVED_OVERPAYMENT_LINE, type UpcomingItem } from '@efile/contracts';
import { annualReturnDueDate, compareDates } from '@efile/tax';
import { worksheetLine, type FormLedger } from '../ledger';

/** The reason written on the annual return's entry for an overpayment given up (ADR 0027). */
export const WAIVED_REASON = 'Overpayment the filer gave up to file online (ADR 0027)';

type Frozen = { calculation?: { ok?: boolean; balanceDue?: number; claimedOverpayment?: number } };

/**
 * The annual return in the ledger (ADR 0044): it charges the tax not withheld (taxAfterCredit −
 * residenceCityWithheld) and, when the filer gave up an overpayment, an adjustment; with the
 * year's credits (its form-less entries and the payments on its estimates, credited at filing) it
 * adds up to its balance due. It replaces its year's estimates, accrues from its due date (late
 * filing too), and is due for the tax year unless it or an exemption certificate is filed.
 */
export const annualReturnLedger: FormLedger = {
  role: 'return',
  charges(result) {
    const calculation = (result as Frozen | null)?.calculation;
    if (!calculation?.ok) return [];
    const notWithheld =
      worksheetLine(result, 'taxAfterCredit') - worksheetLine(result, 'residenceCityWithheld');
    const tax = Math.max(0, notWithheld);
    // Tax withheld above the tax is paid too (ADR 0058): a credit the filer may claim.
    const withheldAbove = Math.max(0, -notWithheld);
    // The estimates paid and prior-year credit the worksheet counted are the year's own entries
    // (estimate_credits, payments on its estimates: ADR 0044), not posted again here.
    const estimates = worksheetLine(result, 'estimatesPaid');
    const prior = worksheetLine(result, 'priorYearCredit');
    // What the return's entries leave over its balance due: the overpayment.
    const kept = (calculation.balanceDue ?? 0) - (tax - withheldAbove - estimates - prior);
    return [
      { kind: 'liability.tax', line: 'taxAfterCredit-residenceCityWithheld', amount: tax },
      { kind: 'withholding.credit', line: 'residenceCityWithheld-taxAfterCredit', amount: -withheldAbove },
      // A waived overpayment is taken off by an adjustment; a claimed one stays a credit (ADR 0058).
      {
        kind: 'adjustment',
        line: WAIVED_OVERPAYMENT_LINE,
        amount: kept - (calculation.claimedOverpayment ?? 0),
        reason: WAIVED_REASON,
      },
    ];
  },
  accrual: {
    liability: 'income',
    dueDate: (form, rules) => annualReturnDueDate(form.taxYear, rules.config(form.taxYear)),
    lateFiling: true,
  },
  upcoming({ today, taxYear, filedOf, rules }) {
    if (filedOf('annual-return', taxYear) || filedOf('exemption-certificate', taxYear)) return { items: [] };
    const dueDate = annualReturnDueDate(taxYear, rules.config(taxYear));
    const item: UpcomingItem = {
      kind: 'annual-return',
      formType: 'annual-return',
      taxYear,
      period: null,
      dueDate,
      filed: false,
      amount: null,
      overdue: compareDates(today, dueDate) > 0,
    };
    return { items: [item] };
  },
};
