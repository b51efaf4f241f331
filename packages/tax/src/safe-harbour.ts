import { DEFAULT_AGENCY_CONFIG, type AgencyConfig } from './config';
import type { Cents } from './money';

/**
 * The safe harbours of ORC 718.08 for estimated tax: no penalty or interest on unpaid estimated
 * tax when the payments made by the last installment reach 90 % of this year's tax or 100 % of
 * last year's tax (a 12-month year with a return filed), or when the person was not a resident
 * on 1 January; and no declaration (so no estimate penalty) under $200.
 */

export interface PriorYear {
  /** Last year's tax liability. */
  tax: Cents;
  twelveMonthYear: boolean;
  returnFiled: boolean;
}

export interface SafeHarbour {
  /** No penalty at all: not a resident on 1 January (ORC 718.08). */
  notResidentOnJanuary1: boolean;
  /** 90 % of this year's estimated tax. */
  thisYear: Cents;
  /** 100 % of last year's tax, when last year was a 12-month year with a return filed. */
  lastYear: Cents | null;
  /** Paid by the last installment, this keeps the person free of penalty (0 when not resident). */
  amount: Cents;
}

export type PenaltyExemption =
  | 'below-declaration-threshold'
  | 'not-resident-on-january-1'
  | 'paid-90-percent-of-this-year'
  | 'paid-100-percent-of-last-year';

/**
 * Whether unpaid estimated tax escapes penalty and interest (ORC 718.08): the amount payable is
 * under $200; the person was not a resident on 1 January; or the payments (withholding, credits
 * and estimates) made by the last installment date reached 90 % of this year's tax or 100 % of
 * last year's tax (a 12-month year with a return filed). Null when penalty applies.
 */
export function estimatePenaltyExemption(args: {
  thisYearTax: Cents;
  paidByLastInstallment: Cents;
  priorYear?: PriorYear;
  residentOnJanuary1: boolean;
  config?: AgencyConfig;
}): PenaltyExemption | null {
  const config = args.config ?? DEFAULT_AGENCY_CONFIG;
  if (args.thisYearTax < config.declarationThreshold) return 'below-declaration-threshold';
  if (!args.residentOnJanuary1) return 'not-resident-on-january-1';
  const ninetyPercentPaid = BigInt(args.paidByLastInstallment) * 10n >= BigInt(args.thisYearTax) * 9n;
  if (ninetyPercentPaid) return 'paid-90-percent-of-this-year';
  const p = args.priorYear;
  if (p && p.twelveMonthYear && p.returnFiled && args.paidByLastInstallment >= p.tax) {
    return 'paid-100-percent-of-last-year';
  }
  return null;
}
