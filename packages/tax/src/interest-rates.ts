import type { BasisPoints } from './money';

/**
 * ORC 718.27(A): the interest rate on unpaid municipal income, estimated and withholding tax is
 * the federal short-term rate for July (IRC 1274), rounded to the nearest whole percent, plus 5 %;
 * it applies to the next calendar year and is published by 31 October. Municipalities publish
 * the same figures (TAX-FACTS; e.g. the Ashtabula, Lebanon, New Philadelphia and Trenton pages).
 */
export interface InterestRateEntry {
  /** The calendar year the rate applies to (the year of each month of interest, not the tax year). */
  year: number;
  /** Per year. Interest is charged per month or part of a month at rate / 12. */
  rate: BasisPoints;
  source: string;
}

const PUBLISHED = 'ORC 718.27 rate as published by Ohio municipalities (TAX-FACTS)';

export const INTEREST_RATES: readonly InterestRateEntry[] = [
  { year: 2016, rate: 500, source: PUBLISHED },
  { year: 2017, rate: 600, source: PUBLISHED },
  { year: 2018, rate: 600, source: PUBLISHED },
  { year: 2019, rate: 700, source: PUBLISHED },
  { year: 2020, rate: 700, source: PUBLISHED },
  { year: 2021, rate: 500, source: PUBLISHED },
  { year: 2022, rate: 500, source: PUBLISHED },
  { year: 2023, rate: 700, source: PUBLISHED },
  { year: 2024, rate: 1_000, source: PUBLISHED },
  { year: 2025, rate: 1_000, source: PUBLISHED },
];

export interface InterestRate {
  year: number;
  rate: BasisPoints;
  /** False when the year is after the table and the last known rate stands in (e.g. 2026). */
  verified: boolean;
  source: string;
}

/**
 * The rate for a calendar year. A year after the table uses the last known rate, marked
 * unverified (the 2026 rate is not in the table yet; see docs/tax-rules.md). ORC 718.27 governs
 * from 2016: earlier years throw.
 */
export function interestRate(
  year: number,
  table: readonly InterestRateEntry[] = INTEREST_RATES,
): InterestRate {
  const exact = table.find((e) => e.year === year);
  if (exact) return { ...exact, verified: true };
  const last = table.reduce<InterestRateEntry | undefined>(
    (a, e) => (a && a.year > e.year ? a : e),
    undefined,
  );
  if (!last || year < last.year) {
    throw new RangeError(`no ORC 718.27 interest rate for ${year}`);
  }
  return {
    year,
    rate: last.rate,
    verified: false,
    source: `not published in the table; the ${last.year} rate is used`,
  };
}
