import { formatRate, formatUsd, type Cents } from './money';

/**
 * The worksheet: how the engine explains a figure line by line, so the screens and the PDFs show
 * the same numbers and a taxpayer can see why (IRS Direct File's "facts", STYLE.md). Each form has
 * a string-literal union of line ids; screens and PDFs name lines by id, so a missing id fails the
 * type check. Repeating items use template-literal ids ('w2.0.qualifyingWages').
 */

/** Line ids of the individual annual return (annual-return.ts). */
export type AnnualReturnLineId =
  | `w2.${number}.qualifyingWages`
  | `w2.${number}.residenceCityWithheld`
  | `w2.${number}.workCityCredit`
  | `form1099.${number}.income`
  | `form1099.${number}.workCityCredit`
  | 'totalQualifyingWages'
  | 'total1099Income'
  | 'taxableIncome'
  | 'residenceTax'
  | 'workCityCredit'
  | 'taxAfterCredit'
  | 'residenceCityWithheld'
  | 'estimatesPaid'
  | 'priorYearCredit'
  | 'totalPayments'
  | 'balanceDue'
  | 'overpayment';

/** Line ids of the individual estimate (estimate.ts). */
export type EstimateLineId =
  | `income.${number}.amount`
  | `income.${number}.employmentCityTax`
  | `income.${number}.residenceCityTax`
  | 'totalEstimatedIncome'
  | 'employmentCityAllocation'
  | 'residenceCityAllocation'
  | 'estimatedTax'
  | 'priorYearCredit'
  | 'netEstimatedTax'
  | 'safeHarbourThisYear'
  | 'safeHarbourLastYear'
  | `installment.${number}.cumulativeDue`
  | `installment.${number}.amountDue`
  | 'dueWithAnnualReturn';

/** Line ids of the tax, penalty and interest statement (penalty-interest.ts). */
export type PenaltyInterestLineId =
  | `liability.${number}.unpaidAtDueDate`
  | `liability.${number}.interest.${number}`
  | `liability.${number}.interest`
  | `liability.${number}.latePaymentPenalty`
  | `liability.${number}.balance`
  | 'lateFilingPenalty'
  | 'totalTax'
  | 'totalInterest'
  | 'totalPenalty'
  | 'totalDue';

/** Line ids of the employer's return of tax withheld (withholding.ts). */
export type WithholdingLineId =
  | `city.${number}.wages`
  | `city.${number}.expectedTax`
  | `city.${number}.taxWithheld`
  | `city.${number}.additions`
  | `city.${number}.subtractions`
  | `city.${number}.taxDue`
  | `residence.${number}.taxWithheld`
  | 'totalWages'
  | 'totalTaxDue'
  | 'interest'
  | 'latePaymentPenalty'
  | 'totalDue';

/** Line ids of the business's net profit estimate. */
export type NetProfitEstimateLineId =
  | `city.${number}.netProfit`
  | `city.${number}.tax`
  | 'estimatedTax'
  | `installment.${number}.cumulativeDue`
  | `installment.${number}.amountDue`;

export type WorksheetLineId =
  AnnualReturnLineId | EstimateLineId | PenaltyInterestLineId | WithholdingLineId | NetProfitEstimateLineId;

/** A value the computation started from: an entered amount, a table rate, a date, a setting. */
export interface WorksheetInput {
  /** 'w2s[0].medicareWages', 'rates.residence', 'config.rounding' … */
  name: string;
  label: string;
  value: number | string;
  unit: 'cents' | 'basisPoints' | 'date' | 'count' | 'text';
}

export interface WorksheetLine<Id extends string> {
  id: Id;
  /** A code of the contracts' catalogues (`words.ts`), rendered in the reader's language. */
  label: string;
  /** Integer cents, never negative. */
  amount: Cents;
  /** The line ids and input names this line was computed from. */
  from: readonly string[];
  /** Why, when the label alone does not say it (a cap applied, a rate not in the table): a code too. */
  note?: string;
}

export interface Worksheet<Id extends string> {
  /** The engine that figured it ('withholding', 'penalty-interest', …): plain words are kept by it. */
  form: string;
  taxYear: number;
  inputs: readonly WorksheetInput[];
  lines: readonly WorksheetLine<Id>[];
}

/** Collects inputs and lines in order; each line can only name sources added before it. */
export class WorksheetBuilder<Id extends string> {
  private readonly inputs: WorksheetInput[] = [];
  private readonly lines: WorksheetLine<Id>[] = [];
  private readonly amounts = new Map<string, Cents>();

  constructor(
    private readonly form: Worksheet<Id>['form'],
    private readonly taxYear: number,
  ) {}

  input(name: string, label: string, value: number | string, unit: WorksheetInput['unit']): string {
    if (!this.inputs.some((i) => i.name === name)) this.inputs.push({ name, label, value, unit });
    return name;
  }

  line(id: Id, label: string, amount: Cents, from: readonly string[], note?: string): Cents {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`worksheet line ${id}: amount must be non-negative integer cents, got ${amount}`);
    }
    if (this.amounts.has(id)) throw new Error(`worksheet line ${id} added twice`);
    for (const source of from) {
      if (!this.amounts.has(source) && !this.inputs.some((i) => i.name === source)) {
        throw new Error(`worksheet line ${id}: unknown source ${source}`);
      }
    }
    this.lines.push(note === undefined ? { id, label, amount, from } : { id, label, amount, from, note });
    this.amounts.set(id, amount);
    return amount;
  }

  build(): Worksheet<Id> {
    return { form: this.form, taxYear: this.taxYear, inputs: [...this.inputs], lines: [...this.lines] };
  }
}

/** The amount of a line, or undefined when the worksheet has no such line. */
export function lineAmount<Id extends string>(worksheet: Worksheet<Id>, id: NoInfer<Id>): Cents | undefined {
  return worksheet.lines.find((l) => l.id === id)?.amount;
}

/**
 * Problems with a worksheet (empty when sound): every `from` names an earlier line or an input,
 * ids are unique, amounts are non-negative integer cents. Used by the tests on every result.
 */
export function worksheetProblems<Id extends string>(worksheet: Worksheet<Id>): string[] {
  const problems: string[] = [];
  const inputs = new Set(worksheet.inputs.map((i) => i.name));
  const seen = new Set<string>();
  for (const line of worksheet.lines) {
    if (seen.has(line.id)) problems.push(`${line.id}: duplicate id`);
    if (!Number.isSafeInteger(line.amount) || line.amount < 0) problems.push(`${line.id}: bad amount`);
    for (const source of line.from) {
      if (!seen.has(source) && !inputs.has(source)) problems.push(`${line.id}: unknown source ${source}`);
    }
    seen.add(line.id);
  }
  return problems;
}

/** An input's value in words: "$80,000.00", "2.50 %", "2026-04-15". */
export function inputValueText(input: WorksheetInput): string {
  if (input.unit === 'cents' && typeof input.value === 'number') return formatUsd(input.value);
  if (input.unit === 'basisPoints' && typeof input.value === 'number') return formatRate(input.value);
  return String(input.value);
}

/**
 * What a line was figured from, in words, for the screens and the PDFs alike: each earlier line by
 * its label, each input by its label and value ("Cleveland tax rate: 2.50 %"). Labels and text
 * values are codes (`words.ts`): `render` writes them in the reader's language.
 */
export function lineSources(
  worksheet: Pick<Worksheet<string>, 'inputs' | 'lines'>,
  line: Pick<WorksheetLine<string>, 'from'> & { label?: string },
  render: (text: string) => string = (text) => text,
): string[] {
  return line.from.flatMap((source) => {
    const earlier = worksheet.lines.find((l) => l.id === source);
    // A line that carries an earlier line of the same name says nothing by naming it (issue 14:
    // not "Estimated payments — From Estimated payments.").
    if (earlier) return earlier.label === line.label ? [] : [render(earlier.label)];
    const input = worksheet.inputs.find((i) => i.name === source);
    return [input ? `${render(input.label)}: ${render(inputValueText(input))}` : source];
  });
}
