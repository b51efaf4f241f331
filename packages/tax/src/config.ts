import type { IsoDate } from './dates';
import type { BasisPoints, Cents, Rounding } from './money';

/**
 * The agency's own choices, kept apart from the law. Everything here is a decision the agency may
 * change without a code change; the statutory ceilings are checked by assertAgencyConfig.
 */

/** One estimate installment: a cumulative share of the year's estimated tax due on a date. */
export interface EstimateInstallment {
  /** Cumulative share of the estimated tax due by this installment. */
  cumulative: BasisPoints;
  month: number;
  day: number;
  /** 0: in the tax year; 1: in the year after (the January installment). */
  yearOffset: 0 | 1;
}

export interface EstimateSchedule {
  id: string;
  label: string;
  installments: readonly EstimateInstallment[];
}

/**
 * The agency's own estimate form: 25, 50, 75 and 100 % on 15 April, 15 June, 15 September and
 * 15 January (agency individual estimate form; TAX-FACTS "Estimated tax").
 */
export const AGENCY_ESTIMATE_SCHEDULE: EstimateSchedule = {
  id: 'agency-25-50-75-100',
  label: 'Agency schedule: 25 %, 50 %, 75 %, 100 %',
  installments: [
    { cumulative: 2_500, month: 4, day: 15, yearOffset: 0 },
    { cumulative: 5_000, month: 6, day: 15, yearOffset: 0 },
    { cumulative: 7_500, month: 9, day: 15, yearOffset: 0 },
    { cumulative: 10_000, month: 1, day: 15, yearOffset: 1 },
  ],
};

/**
 * ORC 718.08: cumulative 22.5, 45, 67.5 and 90 % of the year's liability, for individuals on the
 * 15th day of the 4th, 6th and 9th months and the 15th day of the 1st month of the next year; the
 * rest is paid with the annual return.
 */
export const ORC_ESTIMATE_SCHEDULE: EstimateSchedule = {
  id: 'orc-718.08',
  label: 'ORC 718.08 schedule: 22.5 %, 45 %, 67.5 %, 90 %',
  installments: [
    { cumulative: 2_250, month: 4, day: 15, yearOffset: 0 },
    { cumulative: 4_500, month: 6, day: 15, yearOffset: 0 },
    { cumulative: 6_750, month: 9, day: 15, yearOffset: 0 },
    { cumulative: 9_000, month: 1, day: 15, yearOffset: 1 },
  ],
};

/**
 * The estimate of a taxpayer other than an individual (a business's net profit estimate): ORC
 * 718.08 puts its fourth payment on the 15th day of the 12th month of the taxable year — 15
 * December for a calendar year, not 15 January of the next year. The agency's shares (25/50/75/100
 * %) on the statutory business dates.
 */
export const AGENCY_BUSINESS_ESTIMATE_SCHEDULE: EstimateSchedule = {
  id: 'agency-business-25-50-75-100',
  label: 'Agency schedule: 25 %, 50 %, 75 %, 100 %',
  installments: [
    { cumulative: 2_500, month: 4, day: 15, yearOffset: 0 },
    { cumulative: 5_000, month: 6, day: 15, yearOffset: 0 },
    { cumulative: 7_500, month: 9, day: 15, yearOffset: 0 },
    { cumulative: 10_000, month: 12, day: 15, yearOffset: 0 },
  ],
};

/** ORC 718.08 for taxpayers other than individuals: 22.5, 45, 67.5, 90 % on the 15th of months 4, 6, 9, 12. */
export const ORC_BUSINESS_ESTIMATE_SCHEDULE: EstimateSchedule = {
  id: 'orc-718.08-business',
  label: 'ORC 718.08 schedule: 22.5 %, 45 %, 67.5 %, 90 %',
  installments: [
    { cumulative: 2_250, month: 4, day: 15, yearOffset: 0 },
    { cumulative: 4_500, month: 6, day: 15, yearOffset: 0 },
    { cumulative: 6_750, month: 9, day: 15, yearOffset: 0 },
    { cumulative: 9_000, month: 12, day: 15, yearOffset: 0 },
  ],
};

export interface PenaltyConfig {
  /** Late payment of income tax: at most 15 % of the amount not timely paid (ORC 718.27). */
  incomeTax: BasisPoints;
  /** Late payment of estimated tax: at most 15 % (ORC 718.27). */
  estimatedTax: BasisPoints;
  /** Late payment of withholding tax: at most 50 % (ORC 718.27). */
  withholdingTax: BasisPoints;
  /** Late filing, tax years before 2023: per month or part of a month (ORC 718.27: $25). */
  lateFilingPerMonth: Cents;
  /** Late filing, tax years before 2023: most per return (ORC 718.27: $150). */
  lateFilingMaximum: Cents;
  /** Late filing, tax years ending on or after 1 January 2023: per failure (ORC 718.27: $25). */
  lateFilingPerFailure: Cents;
}

/**
 * The agency's refund choices where the law leaves one open (TAX-FACTS "Refunds and overpayments":
 * both readings are unverified, so both are settings; docs/tax-rules.md "Refunds" says which the
 * agency uses and why).
 */
export interface RefundSettings {
  /**
   * 'at-least': `refundMinimum` itself is refunded (the ordinances' "$10.00 or more");
   * 'more-than': only amounts above it ("more than ten dollars").
   */
  minimumRule: 'at-least' | 'more-than';
  /**
   * Interest on a late refund: 'day' — the yearly rate / the days of the calendar year (365 or 366)
   * for each day; 'month' — rate / 12 for each month or part of a month, as ORC 718.27 charges
   * interest on unpaid tax (penalty-interest.ts).
   */
  interestCounting: 'day' | 'month';
  /**
   * A refund above this amount needs a second person's approval (the agency's own control, not a
   * rule of law; compare MAILROOM_APPROVAL_CENTS on the server).
   */
  approvalLimit: Cents;
}

/**
 * The agency's control on adjustments made in the console (issue 28 item 2, ADR 0059): an
 * abatement, an assessment correction, a returned check or a credit moved to another year above
 * `approvalLimit` waits for a supervisor or administrator other than the clerk who asked; at or
 * below it posts at once. The agency's own control, not a rule of law (compare `refunds.approvalLimit`).
 */
export interface AdjustmentSettings {
  approvalLimit: Cents;
}

/**
 * How many business days (no weekends, no `holidays`) the agency gives itself to work an item of
 * each staff queue, counted from the agency day it arrived (issue 28 item 3): an item is past its
 * service level the day after its due-by day.
 */
export interface QueueServiceLevels {
  registrations: number;
  forms: number;
  contact: number;
  payments: number;
}

export interface AgencyConfig {
  /** Individuals' estimates. */
  estimateSchedule: EstimateSchedule;
  /** Estimates of taxpayers other than individuals (net profit): the 4th in the 12th month. */
  businessEstimateSchedule: EstimateSchedule;
  /** Cents, or whole dollars on every amount of a document (ORC 718.25). */
  rounding: Rounding;
  /** Refunds are only made from this amount (TAX-FACTS: $10); `refunds.minimumRule` says whether it is included. */
  refundMinimum: Cents;
  /** How refunds are decided and paid (refund.ts; docs/tax-rules.md "Refunds"). */
  refunds: RefundSettings;
  /** How console adjustments are approved (AdjustmentSettings). */
  adjustments: AdjustmentSettings;
  /**
   * A declaration of estimated tax is required from this amount, inclusive, for individuals and
   * businesses alike (ORC 718.08: "at least two hundred dollars").
   */
  declarationThreshold: Cents;
  penalties: PenaltyConfig;
  /** Move due dates off weekends and these holidays to the next business day (ORC 1.14). */
  rollDueDatesToBusinessDay: boolean;
  holidays: readonly IsoDate[];
  /**
   * The individual annual return is due 15 April after the tax year (ORC 718.05(G), the federal due
   * date). A year whose federal date moved is set here (FEDERAL_DUE_DATES).
   */
  annualReturnDueDates: Readonly<Record<number, IsoDate>>;
  /** Business days to work each staff queue's items (the console's due-by dates). */
  queueServiceLevels: QueueServiceLevels;
}

/**
 * ORC 718.05(G): the annual return follows the federal due date. The years in which that date was
 * not 15 April (or the next business day) — TAX-FACTS "Annual return due dates", each published
 * by members of the collection agency: 2019 → 15 July 2020 (COVID-19 postponement); 2020 → 17 May
 * 2021 (COVID-19 postponement); 2021 → 18 April 2022 and 2022 → 18 April 2023 (Emancipation Day
 * in Washington, D.C.). 2023 → 15 April 2024, 2024 → 15 April 2025 and 2025 → 15 April 2026 fall
 * on weekdays and need no entry.
 */
export const FEDERAL_DUE_DATES: Readonly<Record<number, IsoDate>> = {
  2019: '2020-07-15',
  2020: '2021-05-17',
  2021: '2022-04-18',
  2022: '2023-04-18',
};

export const DEFAULT_AGENCY_CONFIG: AgencyConfig = {
  estimateSchedule: AGENCY_ESTIMATE_SCHEDULE,
  businessEstimateSchedule: AGENCY_BUSINESS_ESTIMATE_SCHEDULE,
  rounding: 'cents',
  refundMinimum: 1_000,
  refunds: { minimumRule: 'at-least', interestCounting: 'month', approvalLimit: 50_000 },
  adjustments: { approvalLimit: 10_000 },
  declarationThreshold: 20_000,
  penalties: {
    incomeTax: 1_500,
    estimatedTax: 1_500,
    withholdingTax: 5_000,
    lateFilingPerMonth: 2_500,
    lateFilingMaximum: 15_000,
    lateFilingPerFailure: 2_500,
  },
  rollDueDatesToBusinessDay: true,
  holidays: [],
  annualReturnDueDates: FEDERAL_DUE_DATES,
  queueServiceLevels: { registrations: 5, forms: 5, contact: 5, payments: 2 },
};

/** Statutory ceilings (ORC 718.27, 718.08) the agency's configuration may not exceed. */
export function assertAgencyConfig(config: AgencyConfig): AgencyConfig {
  const problems: string[] = [];
  const { penalties: p, estimateSchedule: s } = config;
  if (p.incomeTax > 1_500 || p.estimatedTax > 1_500) problems.push('late-payment penalty above 15 %');
  if (p.withholdingTax > 5_000) problems.push('withholding penalty above 50 %');
  if (p.lateFilingPerMonth > 2_500 || p.lateFilingMaximum > 15_000)
    problems.push('late filing above $25/$150');
  if (p.lateFilingPerFailure > 2_500) problems.push('late filing above $25 per failure');
  if (config.declarationThreshold > 20_000) problems.push('declaration threshold above $200');
  const { refunds } = config;
  if (!Number.isSafeInteger(config.refundMinimum) || config.refundMinimum < 0)
    problems.push('refund minimum must be whole cents, not negative');
  if (!Number.isSafeInteger(refunds.approvalLimit) || refunds.approvalLimit < 0)
    problems.push('refund approval limit must be whole cents, not negative');
  const limit = config.adjustments.approvalLimit;
  if (!Number.isSafeInteger(limit) || limit < 0)
    problems.push('adjustment approval limit must be whole cents, not negative');
  if (
    Object.values(config.queueServiceLevels).some((days) => !Number.isInteger(days) || days < 0 || days > 60)
  )
    problems.push('queue service levels must be whole business days from 0 to 60');
  for (const schedule of [s, config.businessEstimateSchedule]) {
    const shares = schedule.installments.map((i) => i.cumulative);
    if (shares.length === 0 || shares.some((v, i) => v <= (shares[i - 1] ?? 0) || v > 10_000)) {
      problems.push(`estimate schedule ${schedule.id} must rise to at most 100 %`);
    }
  }
  if (problems.length > 0) throw new RangeError(`agency config: ${problems.join('; ')}`);
  return config;
}
