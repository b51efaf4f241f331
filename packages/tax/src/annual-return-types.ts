import type { Cents } from './money';
import type { AnnualReturnLineId, Worksheet } from './worksheet';

/** Inputs and results of the individual annual return (annual-return.ts). */

export interface W2Input {
  employer: string;
  ein: string;
  /** Box 1, federal wages (kept for display; not the municipal base). */
  wages: Cents;
  /** Box 5, Medicare wages: the qualifying wages. */
  medicareWages: Cents;
  /** Box 18, local wages (kept for display and a consistency notice). */
  localWages: Cents;
  /** Box 19, local income tax withheld for the box-20 locality. */
  localTaxWithheld: Cents;
  /** Box 20, the work city: a table code ('dalton'), a form code ('252') or another city's name. */
  localityCode: string | null;
  /**
   * When box 20 names no member city (city-names.ts): the taxpayer's choice, a member's code or
   * OUTSIDE_AGENCY. Ignored when box 20 is recognised; without it the return is not computed.
   */
  localityChoice?: string | null;
}

export interface Form1099Input {
  payer: string;
  /** Non-employee compensation (e.g. 1099-NEC box 1). */
  income: Cents;
  /** City where the income was earned; null when not in a taxing city. */
  cityCode: string | null;
  /** Municipal tax paid on this income to that city, if any. */
  taxPaid?: Cents;
}

export interface AnnualReturnInput {
  taxYear: number;
  residenceCityCode: string;
  w2s: readonly W2Input[];
  form1099s: readonly Form1099Input[];
  estimatesPaid: Cents;
  priorYearCredit: Cents;
}

export interface AnnualReturnTotals {
  taxableIncome: Cents;
  residenceTax: Cents;
  workCityCredit: Cents;
  taxAfterCredit: Cents;
  residenceCityWithheld: Cents;
  estimatesPaid: Cents;
  priorYearCredit: Cents;
  totalPayments: Cents;
  balanceDue: Cents;
  overpayment: Cents;
}

/** Spec §1: "Refunds and overpayments are not accepted online." */
export const OVERPAYMENT_NOT_ACCEPTED_ONLINE = 'Refunds and overpayments are not accepted online.';

export interface OverpaymentNotice {
  code: 'OVERPAYMENT';
  amount: Cents;
  /** The agency refunds only from config.refundMinimum ($10), per config.refunds.minimumRule. */
  refundable: boolean;
  fileOnPaper: true;
  message: string;
}

export type AnnualReturnResult =
  | {
      ok: true;
      worksheet: Worksheet<AnnualReturnLineId>;
      totals: AnnualReturnTotals;
      overpayment: OverpaymentNotice | null;
      notices: string[];
    }
  | { ok: false; error: { code: 'MISSING_TAX_RATE'; taxYear: number; cityCode: string } }
  | { ok: false; error: { code: 'LOCALITY_CHOICE_REQUIRED'; taxYear: number; w2Indexes: number[] } };
