import { DEFAULT_AGENCY_CONFIG, type AgencyConfig } from './config';
import { words } from './words';
import { addDays, compareDates, isoDate, nextBusinessDay, type IsoDate } from './dates';
import {
  assertCents,
  formatRate,
  formatUsd,
  roundCents,
  roundQuotient,
  sumCents,
  FULL_BP,
  type Cents,
} from './money';
import { INTEREST_RATES, type InterestRateEntry } from './interest-rates';
import { computePenaltyAndInterest } from './penalty-interest';
import { TAX_TABLES, municipality, type TaxTables } from './tables';
import { WorksheetBuilder, type WithholdingLineId, type Worksheet } from './worksheet';
import { currentTaxYear } from './tax-year';
import type { Clock } from './clock';
import type { YearWindow } from './filing-rules';

/**
 * The employer's return of income tax withheld (ORC 718.03; the agency's FAQ: monthly or
 * quarterly, a row per work city with wages, tax and adjustments each with an explanation, a
 * residence-tax-withheld section, then payment). What is due is what was withheld, adjusted;
 * wages × the city's rate is shown beside it as a check. Filed after its due date, the return
 * also owes ORC 718.27 interest and the late-payment penalty on withholding.
 */

export type WithholdingFrequency = 'monthly' | 'quarterly';

export interface WithholdingAdjustment {
  kind: 'add' | 'subtract';
  amount: Cents;
  explanation: string;
}

export interface WithholdingCityInput {
  /** The member city where the work was done (code, form code or name). */
  city: string;
  wages: Cents;
  taxWithheld: Cents;
  adjustments: readonly WithholdingAdjustment[];
}

export interface WithholdingInput {
  taxYear: number;
  frequency: WithholdingFrequency;
  /** Month 1–12 or quarter 1–4 of the tax year. */
  period: number;
  cities: readonly WithholdingCityInput[];
  /** Residence-city tax withheld for employees living in member cities. */
  residenceTaxWithheld: readonly { city: string; amount: Cents }[];
  /** Today at the agency (interest and penalty when the return is late). */
  asOf: IsoDate;
}

export type WithholdingResult =
  | {
      ok: true;
      dueDate: IsoDate;
      worksheet: Worksheet<WithholdingLineId>;
      taxDue: Cents;
      interest: Cents;
      penalty: Cents;
      total: Cents;
      notices: string[];
    }
  | { ok: false; error: { code: 'MISSING_TAX_RATE'; taxYear: number; cityCode: string } }
  | { ok: false; error: { code: 'NEGATIVE_CITY_TAX'; city: string } };

/**
 * ORC 718.03(C)(1): an employer remits monthly — "not later than fifteen days after the last day of
 * each month for which the tax was withheld" (718.03(C)(1)(a)) — when last year's withholding for
 * the city exceeded $2,399 or any month of the preceding quarter exceeded $200; any other employer
 * makes quarterly payments "not later than the last day of the month following the last month of
 * each calendar quarter" (718.03(C)(1)(b)): 30 April, 31 July, 31 October and 31 January. Both are
 * moved off weekends and holidays when configured (ORC 1.14).
 */
export function withholdingDueDate(
  taxYear: number,
  frequency: WithholdingFrequency,
  period: number,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
): IsoDate {
  const max = frequency === 'monthly' ? 12 : 4;
  if (!Number.isInteger(period) || period < 1 || period > max) {
    throw new RangeError(`withholding period must be 1–${max}, got ${period}`);
  }
  const lastMonth = frequency === 'monthly' ? period : period * 3;
  const [year, month] = lastMonth === 12 ? [taxYear + 1, 1] : [taxYear, lastMonth + 1];
  const date =
    frequency === 'monthly'
      ? isoDate(year, month, 15)
      : addDays(isoDate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return config.rollDueDatesToBusinessDay ? nextBusinessDay(date, config.holidays) : date;
}

/** The entered amounts rounded to the agency's unit (identity with cents); checked to be cents. */
function wholeUnits(input: WithholdingInput, config: AgencyConfig): WithholdingInput {
  const unit = (cents: Cents, name: string) => roundCents(assertCents(cents, name), config.rounding);
  return {
    ...input,
    cities: input.cities.map((c) => ({
      ...c,
      wages: unit(c.wages, 'wages'),
      taxWithheld: unit(c.taxWithheld, 'taxWithheld'),
      adjustments: c.adjustments.map((a) => ({ ...a, amount: unit(a.amount, 'adjustment') })),
    })),
    residenceTaxWithheld: input.residenceTaxWithheld.map((r) => ({ ...r, amount: unit(r.amount, 'amount') })),
  };
}

export function computeWithholding(
  entered: WithholdingInput,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
  tables: TaxTables = TAX_TABLES,
  rates: readonly InterestRateEntry[] = INTEREST_RATES,
): WithholdingResult {
  // ORC 718.25: with whole dollars every amount on the return is rounded, the entered ones too.
  const input = wholeUnits(entered, config);
  const ws = new WorksheetBuilder<WithholdingLineId>('withholding', input.taxYear);
  const notices: string[] = [];
  const dueDate = withholdingDueDate(input.taxYear, input.frequency, input.period, config);
  const dueIn = ws.input('dueDate', words('worksheet.dueDate'), dueDate, 'date');
  const asOfIn = ws.input('asOf', words('worksheet.returnDate'), input.asOf, 'date');

  const dueLines: string[] = [];
  const wageLines: string[] = [];
  for (const [i, row] of input.cities.entries()) {
    const city = municipality(input.taxYear, row.city, tables);
    if (!city)
      return { ok: false, error: { code: 'MISSING_TAX_RATE', taxYear: input.taxYear, cityCode: row.city } };
    const wagesIn = ws.input(
      `cities[${i}].wages`,
      words('worksheet.cityWages', { city: city.name }),
      assertCents(row.wages, 'wages'),
      'cents',
    );
    const withheldIn = ws.input(
      `cities[${i}].taxWithheld`,
      words('worksheet.cityTaxWithheldAt', { city: city.name }),
      assertCents(row.taxWithheld, 'taxWithheld'),
      'cents',
    );
    const rateIn = ws.input(
      `rates.${city.code}`,
      words('worksheet.cityTaxRate', { city: city.name }),
      city.rate,
      'basisPoints',
    );
    ws.line(`city.${i}.wages`, words('worksheet.cityWagesPaid', { city: city.name }), row.wages, [wagesIn]);
    wageLines.push(`city.${i}.wages`);
    // Wages × rate, a check beside what was withheld (rounded half up to the cent).
    const expected = roundQuotient(BigInt(row.wages) * BigInt(city.rate), BigInt(FULL_BP), config.rounding);
    ws.line(
      `city.${i}.expectedTax`,
      words('worksheet.cityWagesTimesRate', { city: city.name, rate: formatRate(city.rate) }),
      expected,
      [`city.${i}.wages`, rateIn],
    );
    if (Math.abs(expected - row.taxWithheld) > 100) {
      notices.push(
        words('notices.withheldDiffers', {
          city: city.name,
          withheld: formatUsd(row.taxWithheld),
          rate: formatRate(city.rate),
          expected: formatUsd(expected),
        }),
      );
    }
    ws.line(
      `city.${i}.taxWithheld`,
      words('worksheet.cityTaxWithheldAt', { city: city.name }),
      row.taxWithheld,
      [withheldIn],
    );
    const sides = { add: [] as string[], subtract: [] as string[] };
    row.adjustments.forEach((a, j) => {
      sides[a.kind].push(
        ws.input(
          `cities[${i}].adjustments[${j}]`,
          words('worksheet.cityAdjustment', { city: city.name, explanation: a.explanation }),
          assertCents(a.amount, 'adjustment'),
          'cents',
        ),
      );
    });
    const total = (kind: 'add' | 'subtract') =>
      sumCents(row.adjustments.filter((a) => a.kind === kind).map((a) => a.amount));
    const additions = ws.line(
      `city.${i}.additions`,
      words('worksheet.cityAdditions', { city: city.name }),
      total('add'),
      sides.add,
    );
    const subtractions = ws.line(
      `city.${i}.subtractions`,
      words('worksheet.citySubtractions', { city: city.name }),
      total('subtract'),
      sides.subtract,
    );
    const due = row.taxWithheld + additions - subtractions;
    // Spec §1: refunds and overpayments are not accepted online.
    if (due < 0) return { ok: false, error: { code: 'NEGATIVE_CITY_TAX', city: city.name } };
    ws.line(`city.${i}.taxDue`, words('worksheet.cityTaxDue', { city: city.name }), due, [
      `city.${i}.taxWithheld`,
      `city.${i}.additions`,
      `city.${i}.subtractions`,
    ]);
    dueLines.push(`city.${i}.taxDue`);
  }
  for (const [j, row] of input.residenceTaxWithheld.entries()) {
    const city = municipality(input.taxYear, row.city, tables);
    if (!city)
      return { ok: false, error: { code: 'MISSING_TAX_RATE', taxYear: input.taxYear, cityCode: row.city } };
    const amountIn = ws.input(
      `residence[${j}].amount`,
      words('worksheet.cityResidenceTaxWithheld', { city: city.name }),
      assertCents(row.amount, 'amount'),
      'cents',
    );
    ws.line(
      `residence.${j}.taxWithheld`,
      words('worksheet.cityResidenceTaxWithheld', { city: city.name }),
      row.amount,
      [amountIn],
    );
    dueLines.push(`residence.${j}.taxWithheld`);
  }
  ws.line(
    'totalWages',
    words('worksheet.totalWagesPaid'),
    sumCents(input.cities.map((c) => c.wages)),
    wageLines,
  );
  const taxDue = ws.line(
    'totalTaxDue',
    words('worksheet.totalTaxDue'),
    sumCents([
      ...input.cities.map(
        (c) => c.taxWithheld + sumCents(c.adjustments.map((a) => (a.kind === 'add' ? a.amount : -a.amount))),
      ),
      ...input.residenceTaxWithheld.map((r) => r.amount),
    ]),
    dueLines,
  );

  // Late: ORC 718.27 interest and the withholding late-payment penalty, up to today.
  const late = compareDates(input.asOf, dueDate) > 0 && taxDue > 0;
  const pi = late
    ? computePenaltyAndInterest(
        {
          taxYear: input.taxYear,
          asOf: input.asOf,
          liabilities: [
            {
              kind: 'withholding',
              label: words('worksheet.taxWithheld'),
              amount: taxDue,
              dueDate,
              payments: [],
            },
          ],
        },
        config,
        rates,
      )
    : undefined;
  notices.push(...(pi?.notices ?? []));
  const interest = ws.line('interest', words('worksheet.interest'), pi?.totals.interest ?? 0, [
    'totalTaxDue',
    dueIn,
    asOfIn,
  ]);
  const penalty = ws.line(
    'latePaymentPenalty',
    words('worksheet.latePaymentOnWithholding', { rate: formatRate(config.penalties.withholdingTax) }),
    pi?.totals.penalty ?? 0,
    ['totalTaxDue', dueIn, asOfIn],
  );
  const total = ws.line('totalDue', words('worksheet.totalDue'), taxDue + interest + penalty, [
    'totalTaxDue',
    'interest',
    'latePaymentPenalty',
  ]);
  return { ok: true, dueDate, worksheet: ws.build(), taxDue, interest, penalty, total, notices };
}

/** The employer's return: the calendar year now under way and the three before it. */
export function employersReturnYears(clock: Clock): YearWindow {
  const last = currentTaxYear(clock) + 1;
  return { first: last - 3, last };
}
