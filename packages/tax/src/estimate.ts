import { DEFAULT_AGENCY_CONFIG, type AgencyConfig, type EstimateSchedule } from './config';
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
  const rateIn = ws.input('rates.residence', `${residence.name} tax rate`, residence.rate, 'basisPoints');
  const creditIn = ws.input(
    'rates.creditLimit',
    `${residence.name} credit limit`,
    residence.creditLimit,
    'basisPoints',
  );
  const factorIn = ws.input(
    'rates.creditFactor',
    `${residence.name} credit factor`,
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
    const from = ws.input(`incomes[${k}].income`, `Estimated income ${n}`, item.income, 'cents');
    const income = roundCents(assertCents(item.income, 'income'), config.rounding);
    const amountId = `income.${k}.amount` as const;
    ws.line(amountId, `Estimated income ${n}: ${item.description}`, income, [from]);
    amountLines.push(amountId);
    const atHome =
      item.workCityCode === null || item.workCityCode.trim() === '' || hasCode(residence, item.workCityCode);
    const work =
      atHome || item.workCityCode === null ? undefined : municipality(taxYear, item.workCityCode, tables);
    const workRate = atHome ? undefined : (work?.rate ?? item.workCityRate);
    if (!atHome && workRate === undefined) {
      notices.push(`Income ${n}: ${item.workCityCode ?? ''} has no known rate; no credit is estimated.`);
    } else if (!atHome && !work && !item.workCityTaxWithheld && (workRate ?? 0) > 0) {
      notices.push(`Income ${n}: ${item.workCityCode ?? ''} is not a member city; pay its tax to that city.`);
    }
    const residenceFrom = [amountId, rateIn, factorIn, creditIn];
    if (!work && workRate !== undefined) {
      residenceFrom.push(
        ws.input(`incomes[${k}].workCityRate`, `Work city ${n} tax rate`, workRate, 'basisPoints'),
      );
    }
    // Employment-city allocation: a member work city's tax not withheld by an employer.
    if (work) {
      const exact = item.workCityTaxWithheld ? 0n : exactTax(income, work.rate);
      exactEmployment += exact;
      const rateName = ws.input(`rates.work.${work.code}`, `${work.name} tax rate`, work.rate, 'basisPoints');
      const id = `income.${k}.employmentCityTax` as const;
      const label = `${work.name} tax at ${formatRate(work.rate)}${item.workCityTaxWithheld ? ' (withheld by the employer)' : ''}`;
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
    const label = `${residence.name} tax${workRate === undefined ? '' : ' after credit'}${withheldAtHome ? ' (withheld by the employer)' : ''}`;
    const note = withheldAtHome
      ? `${formatRate(residence.rate)} of this income is withheld by the employer and counts as paid (ORC 718.08)`
      : undefined;
    ws.line(id, label, round(exact), residenceFrom, note);
    residenceLines.push(id);
  });

  const totalIncome = input.incomes.reduce((sum, item) => sum + roundCents(item.income, config.rounding), 0);
  ws.line('totalEstimatedIncome', 'Total estimated income', totalIncome, amountLines);
  // Allocations rounded from the exact sums: the total is monotone in income and the two add up.
  const employment = round(exactEmployment);
  const estimatedTax = round(exactEmployment + exactResidence);
  ws.line('employmentCityAllocation', 'Employment-city allocation', employment, employmentLines);
  ws.line('residenceCityAllocation', 'Residence-city allocation', estimatedTax - employment, residenceLines);
  ws.line('estimatedTax', 'Estimated tax', estimatedTax, [
    'employmentCityAllocation',
    'residenceCityAllocation',
  ]);
  const priorIn = ws.input(
    'priorYearCredit',
    'Credit carried from the prior year',
    input.priorYearCredit,
    'cents',
  );
  const prior = ws.line(
    'priorYearCredit',
    'Prior-year credit',
    roundCents(assertCents(input.priorYearCredit, 'priorYearCredit'), config.rounding),
    [priorIn],
  );
  const net = ws.line('netEstimatedTax', 'Estimated tax payable', Math.max(0, estimatedTax - prior), [
    'estimatedTax',
    'priorYearCredit',
  ]);

  const safeHarbour = safeHarbourFor(ws, estimatedTax, input, config);
  const split = splitIntoInstallments(net, taxYear, config);
  for (const inst of split.installments) {
    const i = inst.number - 1;
    const share = config.estimateSchedule.installments[i]?.cumulative ?? FULL_BP;
    const dateIn = ws.input(
      `installments[${i}].dueDate`,
      `Installment ${inst.number} due date`,
      inst.dueDate,
      'date',
    );
    const cumulativeId = `installment.${i}.cumulativeDue` as const;
    ws.line(
      cumulativeId,
      `Due by ${inst.dueDate}: ${formatRate(share)} of the estimated tax payable`,
      inst.cumulativeDue,
      ['netEstimatedTax', dateIn],
    );
    const previous = i === 0 ? [] : [`installment.${i - 1}.cumulativeDue`];
    ws.line(`installment.${i}.amountDue`, `Installment ${inst.number}`, inst.amountDue, [
      cumulativeId,
      ...previous,
    ]);
  }
  const last = `installment.${split.installments.length - 1}.cumulativeDue`;
  ws.line('dueWithAnnualReturn', 'Rest, due with the annual return', split.dueWithAnnualReturn, [
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
  ws.line('safeHarbourThisYear', '90 % of this year’s estimated tax', thisYear, ['estimatedTax']);
  const p = input.priorYear;
  let lastYear: Cents | null = null;
  if (p && p.twelveMonthYear && p.returnFiled) {
    const from = ws.input('priorYear.tax', 'Last year’s tax', p.tax, 'cents');
    lastYear = ws.line(
      'safeHarbourLastYear',
      '100 % of last year’s tax',
      roundCents(assertCents(p.tax, 'priorYear.tax'), config.rounding),
      [from],
    );
  }
  const notResidentOnJanuary1 = !input.residentOnJanuary1;
  const amount = notResidentOnJanuary1 ? 0 : Math.min(thisYear, lastYear ?? thisYear);
  return { notResidentOnJanuary1, thisYear, lastYear, amount };
}
