import { DEFAULT_AGENCY_CONFIG, type AgencyConfig } from './config';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  daysInYear,
  isoDate,
  monthsOrPart,
  nextBusinessDay,
  parseIsoDate,
  type IsoDate,
} from './dates';
import { INTEREST_RATES, interestRate, type InterestRateEntry } from './interest-rates';
import { FULL_BP, assertCents, roundQuotient, type BasisPoints, type Cents } from './money';

/**
 * Refunds of overpaid municipal income tax: who may still claim, which amounts are refunded, from
 * which day an overpayment counts, and the interest owed on a late refund.
 *
 * Sources (TAX-FACTS "Refunds and overpayments"; docs/tax-rules.md "Refunds"):
 * - ORC 718.19, which the agency's ordinance copies (Cleveland Codified Ordinances chapter 192 for
 *   tax years from 2016, § 192.28 "Refunds"; chapter 191 before, as of Ord. No. 2208-04: "no interest …
 *   if the overpayment is refunded within ninety (90) days after the due date for filing the city
 *   income tax return or ninety (90) days after the complete return is filed, whichever is later.
 *   … no amount of city income tax for any taxable year shall be treated as having been paid
 *   before the date on which the city income tax return for that taxable year was due"):
 *   - a claim is filed within three years after the tax was due or paid, whichever is later;
 *   - no interest when the refund is paid within 90 days after the later of the final filing date
 *     and the date the complete return was filed; otherwise interest from the date of the
 *     overpayment (not from day 91) to the day of the refund;
 *   - tax withheld and estimated tax count as paid on the return's original due date, extensions
 *     aside.
 * - ORC 718.27: the interest rate of each calendar year (interest-rates.ts).
 * - Unverified, so the agency's settings (config.refunds): whether exactly the minimum ($10.00) is
 *   refunded, and whether interest counts by day or by month or part of a month.
 */

export type RefundPaymentKind = 'withholding' | 'estimate' | 'payment';

export interface RefundPayment {
  amount: Cents;
  paidOn: IsoDate;
  /** Tax withheld by an employer, an estimate payment, or any other payment (with the return, a bill). */
  kind: RefundPaymentKind;
}

/**
 * The last day a refund may be claimed: three years after the tax was due or paid, whichever is
 * later (ORC 718.19; postmark counts — the caller compares the claim's postmark or filing day),
 * moved off a weekend or holiday when the agency moves its due dates (ORC 1.14: the act may be
 * done on the next business day). Three years after 29 February is 28 February (dates.addMonths).
 */
export function refundClaimDeadline(
  { dueDate, paidOn }: { dueDate: IsoDate; paidOn?: IsoDate | null },
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
): IsoDate {
  parseIsoDate(dueDate);
  const later = paidOn && compareDates(paidOn, dueDate) > 0 ? paidOn : dueDate;
  const deadline = addMonths(later, 36);
  return config.rollDueDatesToBusinessDay ? nextBusinessDay(deadline, config.holidays) : deadline;
}

/**
 * Whether an amount is refunded: from `config.refundMinimum` ($10.00) — the minimum itself
 * included under 'at-least' ("$10.00 or more"), excluded under 'more-than' ("more than ten
 * dollars"). Nothing below it, and never $0.00.
 */
export function isRefundable(amount: Cents, config: AgencyConfig = DEFAULT_AGENCY_CONFIG): boolean {
  assertCents(amount, 'amount');
  if (amount <= 0) return false;
  return config.refunds.minimumRule === 'at-least'
    ? amount >= config.refundMinimum
    : amount > config.refundMinimum;
}

/** A refund above `config.refunds.approvalLimit` needs a second person's approval (agency control). */
export function refundNeedsSecondApproval(
  amount: Cents,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
): boolean {
  return assertCents(amount, 'amount') > config.refunds.approvalLimit;
}

/** The day a payment counts as paid for interest: withholding and estimates on the due date. */
function countsOn(payment: RefundPayment, dueDate: IsoDate): IsoDate {
  const day = payment.kind === 'payment' ? payment.paidOn : dueDate;
  parseIsoDate(payment.paidOn);
  // Nothing counts as paid before the return's due date (ORC 718.19; ch. 191 said so in words).
  return compareDates(day, dueDate) < 0 ? dueDate : day;
}

/**
 * The overpayment in the layers it built up in: each amount by which the paid total went past the
 * tax, with the day it did (the payments ordered by the day they count as paid, ties in the order
 * given). $500.00 of tax, $600.00 withheld, $500.00 paid twice on 10 June: $100.00 overpaid on the
 * due date and $500.00 on 10 June. Empty when the payments never exceed the tax.
 */
export function overpayments({
  payments,
  tax,
  dueDate,
}: {
  payments: readonly RefundPayment[];
  tax: Cents;
  dueDate: IsoDate;
}): { amount: Cents; overpaidOn: IsoDate }[] {
  assertCents(tax, 'tax');
  parseIsoDate(dueDate);
  const counted = payments
    .map((p, index) => ({ amount: assertCents(p.amount, 'payment'), on: countsOn(p, dueDate), index }))
    .sort((a, b) => compareDates(a.on, b.on) || a.index - b.index);
  const layers: { amount: Cents; overpaidOn: IsoDate }[] = [];
  let paid = 0;
  for (const p of counted) {
    const before = paid;
    paid += p.amount;
    const over = paid - Math.max(before, tax);
    if (over <= 0) continue;
    const last = layers.at(-1);
    if (last?.overpaidOn === p.on) last.amount += over;
    else layers.push({ amount: over, overpaidOn: p.on });
  }
  return layers;
}

/**
 * The date of the overpayment (ORC 718.19: interest runs "from the date of the overpayment"): the
 * day the paid total first went past the tax, each payment counted on the day it counts as paid —
 * withholding and estimates on the return's original due date (extensions aside), any other
 * payment on the day it was paid — and never before the due date: the tax of a year is owed on its
 * due date, so money paid earlier is a payment toward it, not yet an overpayment (chapter 191 said
 * so for every payment: none "shall be treated as having been paid before the date on which the …
 * return … was due"). A RangeError when the payments never exceed the tax.
 *
 * When the overpayment built up over several payments (a double payment months later), interest
 * on each part from its own day is `overpayments(…)` with refundInterest per part; this date is
 * that of the first part.
 */
export function overpaymentDate(input: {
  payments: readonly RefundPayment[];
  tax: Cents;
  dueDate: IsoDate;
}): IsoDate {
  const first = overpayments(input)[0];
  if (!first) throw new RangeError('overpaymentDate: the payments do not exceed the tax');
  return first.overpaidOn;
}

export interface RefundInterestLine {
  /** The calendar year whose ORC 718.27 rate applies. */
  year: number;
  rate: BasisPoints;
  /** The first and last day of interest counted on this line, both included. */
  from: IsoDate;
  to: IsoDate;
  /** Counting by day: the days of the line (its rate / 365 or 366 each). */
  days?: number;
  /** Counting by month: the months or parts of a month starting in the year (rate / 12 each). */
  months?: number;
  amount: Cents;
}

export interface RefundInterestInput {
  /** The amount refunded (cents). */
  amount: Cents;
  /** The date of the overpayment (overpaymentDate). */
  overpaidOn: IsoDate;
  /** The final filing date of the return: its original due date (ORC 718.19). */
  dueDate: IsoDate;
  /** The day the complete return was filed. */
  returnFiledOn: IsoDate;
  /** The day the refund is issued (the agency's day, from the injectable clock). */
  issuedOn: IsoDate;
  config?: AgencyConfig;
  rates?: readonly InterestRateEntry[];
}

export interface RefundInterest {
  /** The last day a refund is issued without interest: 90 days after the later of due and filed. */
  interestFreeUntil: IsoDate;
  /** The day interest runs from when it is owed: the overpayment date, never before the due date. */
  interestFrom: IsoDate;
  interest: Cents;
  lines: RefundInterestLine[];
}

/**
 * Interest on a refund (ORC 718.19, at the ORC 718.27 rate):
 * - none when it is issued within 90 days after the later of the final filing date (`dueDate`) and
 *   the day the complete return was filed: on day 90 (`interestFreeUntil`) or before;
 * - otherwise from the date of the overpayment — not from day 91 — to the day it is issued, at the
 *   rate of each calendar year (interest-rates.ts; a year without a rate throws
 *   MissingInterestRateError, never a guess). Simple interest on the amount refunded.
 * Days are counted as penalty-interest.ts counts them for unpaid tax: after the overpayment date
 * up to and including the issue day (overpaid 15 April, issued 16 April: one day).
 * - 'day': each day at the rate of its calendar year / that year's days (365, or 366 in a leap
 *   year, so a whole calendar year earns exactly the yearly rate); one line per calendar year.
 * - 'month': rate / 12 for each month or part of a month (ORC 718.27's count for unpaid tax); month
 *   k runs from overpaidOn + (k − 1) months (excluded) to overpaidOn + k months (included), at the
 *   rate of the calendar year it starts in; one line per such year.
 * Each line is rounded half up to the agency's unit (cents; whole dollars when configured, ORC
 * 718.25), as penalty-interest.ts rounds per calendar year; the interest is the lines' sum.
 */
export function refundInterest(input: RefundInterestInput): RefundInterest {
  const config = input.config ?? DEFAULT_AGENCY_CONFIG;
  const rates = input.rates ?? INTEREST_RATES;
  const amount = assertCents(input.amount, 'amount');
  for (const d of [input.overpaidOn, input.dueDate, input.returnFiledOn, input.issuedOn]) parseIsoDate(d);
  const later = compareDates(input.returnFiledOn, input.dueDate) > 0 ? input.returnFiledOn : input.dueDate;
  const interestFreeUntil = addDays(later, 90);
  const interestFrom = compareDates(input.overpaidOn, input.dueDate) < 0 ? input.dueDate : input.overpaidOn;
  const none = { interestFreeUntil, interestFrom, interest: 0, lines: [] };
  if (compareDates(input.issuedOn, interestFreeUntil) <= 0 || compareDates(input.issuedOn, interestFrom) <= 0)
    return none;
  const lines =
    config.refunds.interestCounting === 'day'
      ? byDay(amount, interestFrom, input.issuedOn, config, rates)
      : byMonth(amount, interestFrom, input.issuedOn, config, rates);
  return { interestFreeUntil, interestFrom, interest: lines.reduce((a, l) => a + l.amount, 0), lines };
}

function byDay(
  amount: Cents,
  from: IsoDate,
  issuedOn: IsoDate,
  config: AgencyConfig,
  rates: readonly InterestRateEntry[],
): RefundInterestLine[] {
  const lines: RefundInterestLine[] = [];
  const first = addDays(from, 1);
  for (let year = parseIsoDate(first).year; year <= parseIsoDate(issuedOn).year; year += 1) {
    const start = year === parseIsoDate(first).year ? first : isoDate(year, 1, 1);
    const end = year === parseIsoDate(issuedOn).year ? issuedOn : isoDate(year, 12, 31);
    const days = daysBetween(start, end) + 1;
    const { rate } = interestRate(year, rates);
    const numerator = BigInt(amount) * BigInt(rate) * BigInt(days);
    const denominator = BigInt(FULL_BP) * BigInt(daysInYear(year));
    const value = roundQuotient(numerator, denominator, config.rounding);
    lines.push({ year, rate, from: start, to: end, days, amount: value });
  }
  return lines;
}

function byMonth(
  amount: Cents,
  from: IsoDate,
  issuedOn: IsoDate,
  config: AgencyConfig,
  rates: readonly InterestRateEntry[],
): RefundInterestLine[] {
  const months = monthsOrPart(from, issuedOn);
  const byYear = new Map<number, { from: IsoDate; to: IsoDate; months: number }>();
  for (let k = 1; k <= months; k += 1) {
    const firstDay = addDays(addMonths(from, k - 1), 1);
    const end = addMonths(from, k);
    const lastDay = compareDates(end, issuedOn) < 0 ? end : issuedOn;
    const year = parseIsoDate(firstDay).year;
    const entry = byYear.get(year);
    if (entry) {
      entry.months += 1;
      entry.to = lastDay;
    } else byYear.set(year, { from: firstDay, to: lastDay, months: 1 });
  }
  return [...byYear].map(([year, e]) => {
    const { rate } = interestRate(year, rates);
    const numerator = BigInt(amount) * BigInt(rate) * BigInt(e.months);
    const value = roundQuotient(numerator, 12n * BigInt(FULL_BP), config.rounding);
    return { year, rate, from: e.from, to: e.to, months: e.months, amount: value };
  });
}
