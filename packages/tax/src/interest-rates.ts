import type { BasisPoints } from './money';

/**
 * ORC 718.27(A): the interest rate on unpaid municipal income, estimated and withholding tax is
 * the federal short-term rate for July (IRC 1274), rounded to the nearest whole percent, plus 5 %;
 * it applies to the next calendar year and is published by 31 October (718.27(F)). Municipalities
 * publish the same figures (TAX-FACTS; e.g. the Ashtabula, Lebanon, New Philadelphia and Trenton
 * pages).
 *
 * The agency enters each year's rate. Until the agency console exists, the rates are this table:
 * one row per calendar year with its source, added when the rate is published (docs/tax-rules.md,
 * "Interest rates"). A year without a row is never guessed: interest reaching into it throws
 * MissingInterestRateError, and the server answers the problem "missing-interest-rate".
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
  {
    year: 2026,
    rate: 900,
    source:
      'ORC 718.27(A): July 2025 federal short-term rate 4 % (rounded) + 5 % = 9 %; the IRS ' +
      'underpayment rate for Q4 2025, 7 % = that short-term rate + 3 %, agrees (TAX-FACTS)',
  },
];

/** A computation reached into a calendar year for which the agency has entered no rate. */
export class MissingInterestRateError extends Error {
  readonly year: number;

  constructor(year: number) {
    super(`no ORC 718.27 interest rate for ${year}`);
    this.name = 'MissingInterestRateError';
    this.year = year;
  }
}

/** The published rate for a calendar year; a year without one throws MissingInterestRateError. */
export function interestRate(
  year: number,
  table: readonly InterestRateEntry[] = INTEREST_RATES,
): InterestRateEntry {
  const exact = table.find((e) => e.year === year);
  if (!exact) throw new MissingInterestRateError(year);
  return exact;
}
