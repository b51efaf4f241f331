import { DEFAULT_AGENCY_CONFIG, type AgencyConfig } from './config';
import { words } from './words';
import {
  addDays,
  addMonths,
  compareDates,
  isoDate,
  monthsOrPart,
  nextBusinessDay,
  parseIsoDate,
  type IsoDate,
} from './dates';
import type { Installment } from './estimate';
import { INTEREST_RATES, interestRate, type InterestRateEntry } from './interest-rates';
import { FULL_BP, assertCents, formatRate, roundCents, roundQuotient, sumCents, type Cents } from './money';
import { WorksheetBuilder, type PenaltyInterestLineId, type Worksheet } from './worksheet';
import { currentTaxYear } from './tax-year';
import type { Clock } from './clock';
import type { YearWindow } from './filing-rules';

/**
 * Tax, penalty and interest (ORC 718.27), for the billing statement and for late returns. Dates
 * are inputs (`asOf` is "today" from the injectable clock, dates.agencyToday), so a statement can
 * be computed at any date.
 *
 * Reading of ORC 718.27 used here (see docs/tax-rules.md):
 * - Interest: the yearly rate (interest-rates.ts; a year without a published rate throws
 *   MissingInterestRateError, never a guess) / 12 for each month or part of a month the tax is
 *   unpaid after its due date. Month k runs from due date + (k − 1) months (exclusive) to due date +
 *   k months (inclusive); its rate is that of the calendar year in which it starts; its base is the
 *   tax still unpaid when it starts (a payment during a month counts from the next month). Simple
 *   interest: none on penalty or interest. Rounded half up per liability and calendar year.
 * - Late payment: a one-time penalty of 15 % of income or estimated tax not paid by its due date,
 *   and of at most 50 % of withholding not paid by its due date (agency config).
 * - Late filing: tax years before 2023, $25 for each month or part of a month the return is late,
 *   at most $150; tax years ending on or after 1 January 2023, at most $25 per failure to file,
 *   the first failure abated.
 */

export type LiabilityKind = 'income' | 'estimated' | 'withholding';

export interface Payment {
  date: IsoDate;
  amount: Cents;
}

export interface Liability {
  kind: LiabilityKind;
  label: string;
  amount: Cents;
  dueDate: IsoDate;
  payments: readonly Payment[];
}

export interface LateFiling {
  returnDueDate: IsoDate;
  /** Null while the return is still not filed. */
  filedDate: IsoDate | null;
  /** Earlier failures to file (tax years ending on or after 1 January 2023), for the abatement. */
  priorFailuresToFile: number;
}

export interface PenaltyInterestInput {
  taxYear: number;
  asOf: IsoDate;
  liabilities: readonly Liability[];
  lateFiling?: LateFiling;
}

export interface PenaltyInterestResult {
  worksheet: Worksheet<PenaltyInterestLineId>;
  totals: { tax: Cents; interest: Cents; penalty: Cents; total: Cents };
  notices: string[];
}

/**
 * The individual annual return's due date: 15 April after the tax year (ORC 718.05, the federal
 * due date), or the agency's configured date for a year whose federal date moved, then moved off
 * weekends and holidays when configured (ORC 1.14).
 */
export function annualReturnDueDate(taxYear: number, config: AgencyConfig = DEFAULT_AGENCY_CONFIG): IsoDate {
  const configured = config.annualReturnDueDates[taxYear];
  if (configured !== undefined) return configured;
  const date = isoDate(taxYear + 1, 4, 15);
  return config.rollDueDatesToBusinessDay ? nextBusinessDay(date, config.holidays) : date;
}

const paidBy = (payments: readonly Payment[], date: IsoDate): Cents =>
  sumCents(payments.filter((p) => compareDates(p.date, date) <= 0).map((p) => p.amount));

/** Exact interest numerators (over 12 × 10 000) per calendar year, for one liability. */
export function interestByYear(
  liability: Liability,
  asOf: IsoDate,
  rates: readonly InterestRateEntry[] = INTEREST_RATES,
): Map<number, { months: number; numerator: bigint; rate: number }> {
  const byYear = new Map<number, { months: number; numerator: bigint; rate: number }>();
  for (let k = 1; ; k += 1) {
    const start = addMonths(liability.dueDate, k - 1);
    if (compareDates(start, asOf) >= 0) break;
    const unpaid = liability.amount - paidBy(liability.payments, start);
    if (unpaid <= 0) break;
    const year = parseIsoDate(addDays(start, 1)).year;
    const r = interestRate(year, rates);
    const entry = byYear.get(year) ?? { months: 0, numerator: 0n, rate: r.rate };
    entry.months += 1;
    entry.numerator += BigInt(unpaid) * BigInt(r.rate);
    byYear.set(year, entry);
  }
  return byYear;
}

export function computePenaltyAndInterest(
  input: PenaltyInterestInput,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
  rates: readonly InterestRateEntry[] = INTEREST_RATES,
): PenaltyInterestResult {
  const ws = new WorksheetBuilder<PenaltyInterestLineId>('penalty-interest', input.taxYear);
  const notices: string[] = [];
  const asOfIn = ws.input('asOf', words('worksheet.statementDate'), input.asOf, 'date');
  parseIsoDate(input.asOf);
  const balances: string[] = [];
  const interests: string[] = [];
  const penalties: string[] = [];
  const totals = { tax: 0, interest: 0, penalty: 0 };

  input.liabilities.forEach((entered, i) => {
    const name = `liabilities[${i}]`;
    const amountIn = ws.input(
      `${name}.amount`,
      words('worksheet.liabilityTax', { liability: entered.label }),
      assertCents(entered.amount, 'amount'),
      'cents',
    );
    const dueIn = ws.input(
      `${name}.dueDate`,
      words('worksheet.liabilityDueDate', { liability: entered.label }),
      entered.dueDate,
      'date',
    );
    const paymentsIn = entered.payments.map((p, j) => {
      assertCents(p.amount, 'payment');
      return ws.input(
        `${name}.payments[${j}]`,
        words('worksheet.paymentOf', { date: p.date }),
        p.amount,
        'cents',
      );
    });
    // ORC 718.25: with whole dollars every amount on the statement is rounded, the entered tax and
    // payments too, so every line below (and the total) is a whole number of dollars.
    const liability: Liability = {
      ...entered,
      amount: roundCents(entered.amount, config.rounding),
      payments: entered.payments.map((p) => ({ ...p, amount: roundCents(p.amount, config.rounding) })),
    };
    const overdue = compareDates(input.asOf, liability.dueDate) > 0;
    const unpaidAtDue = Math.max(0, liability.amount - paidBy(liability.payments, liability.dueDate));
    const unpaidId = `liability.${i}.unpaidAtDueDate` as const;
    ws.line(unpaidId, words('worksheet.unpaidOnDueDate', { liability: liability.label }), unpaidAtDue, [
      amountIn,
      dueIn,
      ...paymentsIn,
    ]);

    const yearLines: string[] = [];
    let interest = 0;
    for (const [year, e] of interestByYear(liability, input.asOf, rates)) {
      const rateIn = ws.input(
        `interestRate.${year}`,
        words('worksheet.interestRate', { year }),
        e.rate,
        'basisPoints',
      );
      const amount = roundQuotient(e.numerator, 12n * BigInt(FULL_BP), config.rounding);
      const id = `liability.${i}.interest.${year}` as const;
      const label = words('worksheet.interestOfYear', {
        year,
        months: monthsText(e.months),
        rate: formatRate(e.rate),
      });
      interest += ws.line(id, label, amount, [amountIn, dueIn, asOfIn, rateIn, ...paymentsIn]);
      yearLines.push(id);
    }
    ws.line(
      `liability.${i}.interest`,
      words('worksheet.liabilityInterest', { liability: liability.label }),
      interest,
      yearLines,
    );
    interests.push(`liability.${i}.interest`);

    const share =
      liability.kind === 'withholding'
        ? config.penalties.withholdingTax
        : liability.kind === 'estimated'
          ? config.penalties.estimatedTax
          : config.penalties.incomeTax;
    const penalty = overdue
      ? roundQuotient(BigInt(unpaidAtDue) * BigInt(share), BigInt(FULL_BP), config.rounding)
      : 0;
    const penaltyId = `liability.${i}.latePaymentPenalty` as const;
    ws.line(
      penaltyId,
      words('worksheet.liabilityLatePayment', { liability: liability.label, rate: formatRate(share) }),
      penalty,
      [unpaidId, asOfIn],
    );
    penalties.push(penaltyId);

    const balance = Math.max(0, liability.amount - paidBy(liability.payments, input.asOf));
    ws.line(
      `liability.${i}.balance`,
      words('worksheet.liabilityUnpaid', { liability: liability.label }),
      balance,
      [amountIn, asOfIn, ...paymentsIn],
    );
    balances.push(`liability.${i}.balance`);
    totals.tax += balance;
    totals.interest += interest;
    totals.penalty += penalty;
  });

  if (input.lateFiling) {
    totals.penalty += lateFilingPenalty(ws, input, input.lateFiling, config, asOfIn);
    penalties.push('lateFilingPenalty');
  }
  ws.line('totalTax', words('worksheet.totalTax'), totals.tax, balances);
  ws.line('totalInterest', words('worksheet.totalInterest'), totals.interest, interests);
  ws.line('totalPenalty', words('worksheet.totalPenalty'), totals.penalty, penalties);
  const total = totals.tax + totals.interest + totals.penalty;
  ws.line('totalDue', words('worksheet.totalDue'), total, ['totalTax', 'totalInterest', 'totalPenalty']);
  return { worksheet: ws.build(), totals: { ...totals, total }, notices: [...new Set(notices)] };
}

/** "1 month", "9 months": a count written as people write it (issue 14: not "9 month(s)"). */
const monthsText = (n: number) => (n === 1 ? words('worksheet.oneMonth') : words('worksheet.months', { n }));

/** ORC 718.27 late-filing penalty, as the law stood for the tax year (before 2023 and after). */
function lateFilingPenalty(
  ws: WorksheetBuilder<PenaltyInterestLineId>,
  input: PenaltyInterestInput,
  filing: LateFiling,
  config: AgencyConfig,
  asOfIn: string,
): Cents {
  const dueIn = ws.input(
    'lateFiling.returnDueDate',
    words('worksheet.returnDueDate'),
    filing.returnDueDate,
    'date',
  );
  const filedIn = ws.input(
    'lateFiling.filedDate',
    words('worksheet.returnFiledOn'),
    filing.filedDate ?? '',
    'date',
  );
  const from = [dueIn, filedIn, asOfIn];
  const end = filing.filedDate ?? input.asOf;
  const months = monthsOrPart(filing.returnDueDate, end);
  const { penalties: p } = config;
  const label = words('worksheet.lateFilingPenalty');
  if (months === 0) return ws.line('lateFilingPenalty', label, 0, from, words('worksheetNotes.filedOnTime'));
  if (input.taxYear < 2023) {
    const amount = Math.min(months * p.lateFilingPerMonth, p.lateFilingMaximum);
    const byMonths = words('worksheet.lateFilingByMonths', { months: monthsText(months) });
    return ws.line('lateFilingPenalty', byMonths, amount, from);
  }
  from.push(
    ws.input(
      'lateFiling.priorFailuresToFile',
      words('worksheet.priorFailuresToFile'),
      filing.priorFailuresToFile,
      'count',
    ),
  );
  if (filing.priorFailuresToFile === 0) {
    return ws.line('lateFilingPenalty', label, 0, from, words('worksheetNotes.firstFailureAbated'));
  }
  return ws.line('lateFilingPenalty', words('worksheet.lateFilingPerFailure'), p.lateFilingPerFailure, from);
}

/**
 * The estimate installments as liabilities of kind 'estimated', with the payments applied to the
 * earliest installment first (cents conserved: every payment cent lands on one installment; what
 * is left after the last installment is returned as `unapplied`).
 */
export function installmentLiabilities(
  installments: readonly Installment[],
  payments: readonly Payment[],
): { liabilities: Liability[]; unapplied: Cents } {
  const sorted = [...payments].sort((a, b) => compareDates(a.date, b.date));
  const open = installments.map((inst) => inst.amountDue);
  const applied: Payment[][] = installments.map(() => []);
  let unapplied = 0;
  for (const payment of sorted) {
    let left = assertCents(payment.amount, 'payment');
    open.forEach((remaining, k) => {
      const amount = Math.min(remaining, left);
      if (amount <= 0) return;
      applied[k]?.push({ date: payment.date, amount });
      open[k] = remaining - amount;
      left -= amount;
    });
    unapplied += left;
  }
  const liabilities = installments.map((inst, k): Liability => ({
    kind: 'estimated',
    label: `Estimate installment ${inst.number}`,
    amount: inst.amountDue,
    dueDate: inst.dueDate,
    payments: applied[k] ?? [],
  }));
  return { liabilities, unapplied };
}

/** The billing statement: the current tax year and the `yearsBack` before it. */
export function billingStatementYears(clock: Clock, yearsBack: number): YearWindow {
  const last = currentTaxYear(clock);
  return { first: last - yearsBack, last };
}
