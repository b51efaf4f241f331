import { DEFAULT_AGENCY_CONFIG, type AgencyConfig, type EstimateSchedule } from './config';
import { words } from './words';
import { EXACT_DENOMINATOR, exactTax, scaledCreditRate } from './credit';
import { isoDate, nextBusinessDay, type IsoDate } from './dates';
import {
  FULL_BP,
  assertCents,
  formatRate,
  roundCents,
  roundQuotient,
  type BasisPoints,
  type Cents,
} from './money';
import { TAX_TABLES, hasCode, municipality, type TaxTables } from './tables';
import type { PriorYear, SafeHarbour } from './safe-harbour';
import { WorksheetBuilder, type EstimateLineId, type Worksheet } from './worksheet';

/**
 * The individual's declaration of estimated tax (ORC 718.08; the agency's individual estimate
 * form): estimated income by place of work, split into the employment-city allocation (tax for a
 * member work city that no employer withholds) and the residence-city allocation (residence tax
 * after the credit for the work city's tax, credit.ts; none on income earned at home whose
 * residence-city tax the employer withholds — ORC 718.08: tax withheld counts as paid), less the
 * prior-year credit; the $200
 * declaration threshold; the safe harbours; and the cumulative installments of the configured
 * schedule (config.ts) with their due dates.
 */

export interface EstimateIncomeInput {
  description: string;
  income: Cents;
  /** Where it is earned: a table code or form code; null (or the residence city) for at home. */
  workCityCode: string | null;
  /** Rate of a work city that is not in the agency's table; omitted when it has no income tax. */
  workCityRate?: BasisPoints;
  /** An employer withholds the work city's tax on this income. */
  workCityTaxWithheld: boolean;
}

export interface EstimateInput {
  taxYear: number;
  residenceCityCode: string;
  incomes: readonly EstimateIncomeInput[];
  priorYearCredit: Cents;
  priorYear?: PriorYear;
  residentOnJanuary1: boolean;
}

export interface Installment {
  number: number;
  dueDate: IsoDate;
  cumulativeDue: Cents;
  amountDue: Cents;
}

export type EstimateResult =
  | {
      ok: true;
      worksheet: Worksheet<EstimateLineId>;
      estimatedTax: Cents;
      netEstimatedTax: Cents;
      /** ORC 718.08: a declaration is required when the amount payable is $200 or more. */
      declarationRequired: boolean;
      installments: Installment[];
      dueWithAnnualReturn: Cents;
      safeHarbour: SafeHarbour;
      notices: string[];
    }
  | { ok: false; error: { code: 'MISSING_TAX_RATE'; taxYear: number; cityCode: string } };

/** A due date of the schedule for a tax year, moved off weekends and holidays when configured. */
export function installmentDueDates(
  taxYear: number,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
  schedule: EstimateSchedule = config.estimateSchedule,
): IsoDate[] {
  return schedule.installments.map((i) => {
    const date = isoDate(taxYear + i.yearOffset, i.month, i.day);
    return config.rollDueDatesToBusinessDay ? nextBusinessDay(date, config.holidays) : date;
  });
}

/**
 * Cumulative amounts of the schedule. The total is first rounded to the agency's unit (ORC 718.25:
 * with whole dollars, every amount on the document is rounded), then each share of it is rounded
 * half up to that unit; as the total is a whole number of units, no share exceeds it, so the
 * installments (the differences) are never negative and, with the rest due with the annual return,
 * add up exactly to the (rounded) total.
 */
export function splitIntoInstallments(
  total: Cents,
  taxYear: number,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
  schedule: EstimateSchedule = config.estimateSchedule,
): { installments: Installment[]; dueWithAnnualReturn: Cents; total: Cents } {
  const rounded = roundCents(assertCents(total, 'total'), config.rounding);
  const dates = installmentDueDates(taxYear, config, schedule);
  let previous = 0;
  const installments = schedule.installments.map((step, k) => {
    const share = roundQuotient(BigInt(rounded) * BigInt(step.cumulative), BigInt(FULL_BP), config.rounding);
    const cumulativeDue = Math.min(Math.max(share, previous), rounded);
    const amountDue = cumulativeDue - previous;
    previous = cumulativeDue;
    return { number: k + 1, dueDate: dates[k] ?? '', cumulativeDue, amountDue };
  });
  return { installments, dueWithAnnualReturn: rounded - previous, total: rounded };
}

/**
 * What an estimate asks to be paid when it is filed on `today`: everything due by then, and at
 * least the first installment.
 */
export function cumulativeDueBy(installments: readonly Installment[], today: IsoDate): Cents {
  const due = installments.filter((i) => i.dueDate <= today);
  return (due.at(-1) ?? installments[0])?.cumulativeDue ?? 0;
}

export function computeEstimate(
  input: EstimateInput,
  tables: TaxTables = TAX_TABLES,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
): EstimateResult {
  const { taxYear } = input;
  const residence = municipality(taxYear, input.residenceCityCode, tables);
  if (!residence) {
    return { ok: false, error: { code: 'MISSING_TAX_RATE', taxYear, cityCode: input.residenceCityCode } };
  }
  const ws = new WorksheetBuilder<EstimateLineId>('estimate', taxYear);
  const notices: string[] = [];
  const rateIn = ws.input(
    'rates.residence',
    words('worksheet.cityTaxRate', { city: residence.name }),
    residence.rate,
    'basisPoints',
  );
  const creditIn = ws.input(
    'rates.creditLimit',
    words('worksheet.cityCreditLimit', { city: residence.name }),
    residence.creditLimit,
    'basisPoints',
  );
  const factorIn = ws.input(
    'rates.creditFactor',
    words('worksheet.cityCreditFactor', { city: residence.name }),
    residence.creditFactor,
    'basisPoints',
  );
  const round = (exact: bigint): Cents => roundQuotient(exact, EXACT_DENOMINATOR, config.rounding);

  let exactEmployment = 0n;
  let exactResidence = 0n;
  const amountLines: string[] = [];
  const employmentLines: string[] = [];
  const residenceLines: string[] = [];
  input.incomes.forEach((item, k) => {
    const n = k + 1;
    const from = ws.input(
      `incomes[${k}].income`,
      words('worksheet.estimatedIncome', { n }),
      item.income,
      'cents',
    );
    const income = roundCents(assertCents(item.income, 'income'), config.rounding);
    const amountId = `income.${k}.amount` as const;
    ws.line(amountId, words('worksheet.estimatedIncomeOf', { n, description: item.description }), income, [
      from,
    ]);
    amountLines.push(amountId);
    const atHome =
      item.workCityCode === null || item.workCityCode.trim() === '' || hasCode(residence, item.workCityCode);
    const work =
      atHome || item.workCityCode === null ? undefined : municipality(taxYear, item.workCityCode, tables);
    const workRate = atHome ? undefined : (work?.rate ?? item.workCityRate);
    if (!atHome && workRate === undefined) {
      notices.push(words('notices.noKnownRate', { n, city: item.workCityCode ?? '' }));
    } else if (!atHome && !work && !item.workCityTaxWithheld && (workRate ?? 0) > 0) {
      notices.push(words('notices.notMemberCity', { n, city: item.workCityCode ?? '' }));
    }
    const residenceFrom = [amountId, rateIn, factorIn, creditIn];
    if (!work && workRate !== undefined) {
      residenceFrom.push(
        ws.input(
          `incomes[${k}].workCityRate`,
          words('worksheet.workCityRate', { n }),
          workRate,
          'basisPoints',
        ),
      );
    }
    // Employment-city allocation: a member work city's tax not withheld by an employer.
    if (work) {
      const exact = item.workCityTaxWithheld ? 0n : exactTax(income, work.rate);
      exactEmployment += exact;
      const rateName = ws.input(
        `rates.work.${work.code}`,
        words('worksheet.cityTaxRate', { city: work.name }),
        work.rate,
        'basisPoints',
      );
      const id = `income.${k}.employmentCityTax` as const;
      const label = words(item.workCityTaxWithheld ? 'worksheet.cityTaxAtWithheld' : 'worksheet.cityTaxAt', {
        city: work.name,
        rate: formatRate(work.rate),
      });
      ws.line(id, label, round(exact), [amountId, rateName]);
      employmentLines.push(id);
      residenceFrom.push(rateName);
    }
    // Residence-city allocation: residence tax less the credit for the work city's tax (credit.ts).
    // Earned at home with the residence city's tax withheld by the employer: ORC 718.08 counts tax
    // withheld as paid, so nothing of it is estimated again.
    const withheldAtHome = atHome && item.workCityTaxWithheld;
    const credit = workRate === undefined ? 0n : BigInt(income) * scaledCreditRate(residence, workRate);
    const exact = withheldAtHome ? 0n : exactTax(income, residence.rate) - credit;
    exactResidence += exact;
    const id = `income.${k}.residenceCityTax` as const;
    const label = words(
      workRate === undefined
        ? withheldAtHome
          ? 'worksheet.cityTaxByEmployer'
          : 'worksheet.cityTax'
        : withheldAtHome
          ? 'worksheet.cityTaxAfterCreditByEmployer'
          : 'worksheet.cityTaxAfterCredit',
      { city: residence.name },
    );
    const note = withheldAtHome
      ? words('worksheetNotes.withheldCountsAsPaid', { rate: formatRate(residence.rate) })
      : undefined;
    ws.line(id, label, round(exact), residenceFrom, note);
    residenceLines.push(id);
  });

  const totalIncome = input.incomes.reduce((sum, item) => sum + roundCents(item.income, config.rounding), 0);
  ws.line('totalEstimatedIncome', words('worksheet.totalEstimatedIncome'), totalIncome, amountLines);
  // Allocations rounded from the exact sums: the total is monotone in income and the two add up.
  const employment = round(exactEmployment);
  const estimatedTax = round(exactEmployment + exactResidence);
  ws.line(
    'employmentCityAllocation',
    words('worksheet.employmentCityAllocation'),
    employment,
    employmentLines,
  );
  ws.line(
    'residenceCityAllocation',
    words('worksheet.residenceCityAllocation'),
    estimatedTax - employment,
    residenceLines,
  );
  ws.line('estimatedTax', words('worksheet.estimatedTax'), estimatedTax, [
    'employmentCityAllocation',
    'residenceCityAllocation',
  ]);
  const priorIn = ws.input(
    'priorYearCredit',
    words('worksheet.priorYearCreditCarried'),
    input.priorYearCredit,
    'cents',
  );
  const prior = ws.line(
    'priorYearCredit',
    words('worksheet.priorYearCredit'),
    roundCents(assertCents(input.priorYearCredit, 'priorYearCredit'), config.rounding),
    [priorIn],
  );
  const net = ws.line(
    'netEstimatedTax',
    words('worksheet.netEstimatedTax'),
    Math.max(0, estimatedTax - prior),
    ['estimatedTax', 'priorYearCredit'],
  );

  const safeHarbour = safeHarbourFor(ws, estimatedTax, input, config);
  const split = splitIntoInstallments(net, taxYear, config);
  for (const inst of split.installments) {
    const i = inst.number - 1;
    const share = config.estimateSchedule.installments[i]?.cumulative ?? FULL_BP;
    const dateIn = ws.input(
      `installments[${i}].dueDate`,
      words('worksheet.installmentDueDate', { n: inst.number }),
      inst.dueDate,
      'date',
    );
    const cumulativeId = `installment.${i}.cumulativeDue` as const;
    ws.line(
      cumulativeId,
      words('worksheet.dueByShare', { date: inst.dueDate, rate: formatRate(share) }),
      inst.cumulativeDue,
      ['netEstimatedTax', dateIn],
    );
    const previous = i === 0 ? [] : [`installment.${i - 1}.cumulativeDue`];
    ws.line(
      `installment.${i}.amountDue`,
      words('worksheet.installment', { n: inst.number }),
      inst.amountDue,
      [cumulativeId, ...previous],
    );
  }
  const last = `installment.${split.installments.length - 1}.cumulativeDue`;
  ws.line('dueWithAnnualReturn', words('worksheet.dueWithAnnualReturn'), split.dueWithAnnualReturn, [
    'netEstimatedTax',
    last,
  ]);

  return {
    ok: true,
    worksheet: ws.build(),
    estimatedTax,
    netEstimatedTax: net,
    declarationRequired: net >= config.declarationThreshold,
    installments: split.installments,
    dueWithAnnualReturn: split.dueWithAnnualReturn,
    safeHarbour,
    notices,
  };
}

/** ORC 718.08 safe harbours: 90 % of this year's tax, 100 % of last year's, not resident on 1 January. */
function safeHarbourFor(
  ws: WorksheetBuilder<EstimateLineId>,
  estimatedTax: Cents,
  input: EstimateInput,
  config: AgencyConfig,
): SafeHarbour {
  const thisYear = roundQuotient(BigInt(estimatedTax) * 9_000n, BigInt(FULL_BP), config.rounding);
  ws.line('safeHarbourThisYear', words('worksheet.safeHarbourThisYear'), thisYear, ['estimatedTax']);
  const p = input.priorYear;
  let lastYear: Cents | null = null;
  if (p && p.twelveMonthYear && p.returnFiled) {
    const from = ws.input('priorYear.tax', words('worksheet.lastYearsTax'), p.tax, 'cents');
    lastYear = ws.line(
      'safeHarbourLastYear',
      words('worksheet.safeHarbourLastYear'),
      roundCents(assertCents(p.tax, 'priorYear.tax'), config.rounding),
      [from],
    );
  }
  const notResidentOnJanuary1 = !input.residentOnJanuary1;
  const amount = notResidentOnJanuary1 ? 0 : Math.min(thisYear, lastYear ?? thisYear);
  return { notResidentOnJanuary1, thisYear, lastYear, amount };
}
