import { assertBasisPoints, type BasisPoints, type Cents } from '../money';

/**
 * Who in a city is subject to the tax by age (agency FAQ and booklets: "18 generally, with listed
 * exceptions for some cities (16 or 15, none for others)"; spec §1).
 * - `age`: residents who reach `age` during the tax year;
 * - `none`: no minimum age;
 * - `age-or-earnings`: New Carlisle's rule — from `age`, and also those aged `youngerFrom` to
 *   `age` − 1 who earn `earningsThreshold` or more in the year.
 * From tax year 2024 under-18 income is exempt everywhere (see minimumAgeStatus in eligibility.ts).
 */
export type MinimumAgeRule =
  | { kind: 'age'; age: number }
  | { kind: 'none' }
  | { kind: 'age-or-earnings'; age: number; youngerFrom: number; earningsThreshold: Cents };

export const AGE_18: MinimumAgeRule = { kind: 'age', age: 18 };
export const AGE_16: MinimumAgeRule = { kind: 'age', age: 16 };
export const AGE_15: MinimumAgeRule = { kind: 'age', age: 15 };
export const NO_MINIMUM_AGE: MinimumAgeRule = { kind: 'none' };
/** "In New Carlisle, 16 and 17 year olds earning $2500 or more are taxed" (spec §1). */
export const NEW_CARLISLE_AGE_RULE: MinimumAgeRule = {
  kind: 'age-or-earnings',
  age: 18,
  youngerFrom: 16,
  earningsThreshold: 250_000,
};

/**
 * One member municipality for one tax year, as the agency's rate table publishes it
 * (columns: must file, tax rate, tax credit, credit limit).
 */
export interface Municipality {
  /** Stable id: the name in kebab-case ('cleveland', 'geneva-on-the-lake'). */
  code: string;
  /** The agency's three-digit city code on its forms, where a published form shows it. */
  formCode?: string;
  name: string;
  /** Residents must file a return or an exemption certificate every year. */
  mandatoryFiling: boolean;
  rate: BasisPoints;
  /** Share of the work city's tax credited to a resident (the "tax credit" column). */
  creditFactor: BasisPoints;
  /**
   * Highest credit rate, already after the factor (the agency's "credit limit" column:
   * Bratenahl 1.50 % rate, 50 % factor, 0.75 % limit).
   */
  creditLimit: BasisPoints;
  minimumAge: MinimumAgeRule;
  /**
   * A credit capped at a share of the residence city's own tax on the same income, as some
   * ordinances word it ("the tax paid, up to 50 % of the city's tax"; Medina 2016: "25 % of the
   * tax above 0.50 %"): the credit rate is at most `share` × (residence rate − `ofRateAbove`).
   * Exact, so a cap that is not a whole basis point (Medina 0.1875 %) is not rounded.
   */
  creditCap?: { share: BasisPoints; ofRateAbove?: BasisPoints };
  /** A caveat on this row (how a footnote was read, a figure still to verify). */
  note?: string;
}

export interface TaxYearTable {
  taxYear: number;
  /** Where the figures were read (repeated, with caveats, in docs/tax-rules.md). */
  source: string;
  /** The figures are leads, not the agency's published table for that year: verify before use. */
  provisional?: boolean;
  municipalities: readonly Municipality[];
}

export type TaxTables = Readonly<Record<number, TaxYearTable | undefined>>;

type MemberExtras = Partial<Pick<Municipality, 'formCode' | 'minimumAge' | 'note' | 'creditCap'>>;

/** One table row: member(code, name, must file, rate, credit factor, credit limit, extras). */
export function member(
  code: string,
  name: string,
  mandatoryFiling: boolean,
  rate: BasisPoints,
  creditFactor: BasisPoints,
  creditLimit: BasisPoints,
  extras: MemberExtras = {},
): Municipality {
  for (const [what, bp] of [
    ['rate', rate],
    ['credit factor', creditFactor],
    ['credit limit', creditLimit],
  ] as const) {
    assertBasisPoints(bp, `${name} ${what}`);
  }
  return { code, name, mandatoryFiling, rate, creditFactor, creditLimit, minimumAge: AGE_18, ...extras };
}
