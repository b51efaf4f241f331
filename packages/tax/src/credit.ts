import { FULL_BP, type BasisPoints, type Cents } from './money';
import type { Municipality } from './tables/types';

/**
 * Credit for tax paid to a work city — the agency's method.
 *
 * Sources: the work city's tax comes first and the residence city credits part of it (agency FAQ:
 * "the work city has priority"); each member's table row gives its credit factor and its credit
 * limit, the limit already being the cap after the factor (agency table: Bratenahl 1.50 % rate,
 * 50 % factor, 0.75 % limit; TAX-FACTS "Credit for tax paid to a work city"). Hence
 *
 *   credit rate = min(factor × work-city rate, credit limit, residence rate)
 *
 * which reproduces the agency's 2017 Schedule R ("adjusted residence city percentage rates"):
 * a Cleveland resident owes 0.50 % when the work city taxes at 2.0 % and nothing from 2.5 %; a
 * Bratenahl resident owes 1.00 % at 1.0 % and 0.75 % from 1.5 %. The residence-rate cap is the
 * ordinance rule that the credit never exceeds the residence tax on the same income.
 *
 * For tax actually paid (the W-2's local tax withheld for the work city), the credit is further
 * limited to factor × tax paid: a city credits the tax paid, not tax that should have been paid.
 * When the work city is not in the agency's table its rate is unknown, and the tax paid is the
 * only measure: credit = min(factor × tax paid, income × credit limit, income × residence rate).
 *
 * Exactness: rates are scaled by 10 000 (a "scaled rate" is basis points × 10 000) and amounts
 * carried as numerators over 10^8, so every product is an exact BigInt and rounding happens once.
 */

/** Exact amounts are numerators over this denominator (cents × 10^-8). */
export const EXACT_DENOMINATOR = 100_000_000n;
const SCALE = BigInt(FULL_BP);

const least = (values: readonly bigint[]): bigint => values.reduce((a, b) => (b < a ? b : a));

/**
 * The highest credit rate, exact (basis points × 10 000): the credit limit, the residence rate and,
 * where the city caps the credit at a share of its own tax (Municipality.creditCap), that share of
 * the residence rate (above `ofRateAbove`).
 */
export function scaledCreditLimit(residence: Municipality): bigint {
  const limits = [BigInt(residence.creditLimit) * SCALE, BigInt(residence.rate) * SCALE];
  const cap = residence.creditCap;
  if (cap) {
    const base = Math.max(0, residence.rate - (cap.ofRateAbove ?? 0));
    limits.push(BigInt(cap.share) * BigInt(base));
  }
  return least(limits);
}

/** The exact credit rate, in basis points × 10 000. */
export function scaledCreditRate(residence: Municipality, workRate: BasisPoints): bigint {
  return least([BigInt(residence.creditFactor) * BigInt(workRate), scaledCreditLimit(residence)]);
}

/** "1.2375 %" for a scaled rate of 12 375 × 100 (display only). */
export function formatScaledRate(scaled: bigint): string {
  const hundredths = scaled / SCALE; // whole basis points
  const rest = scaled % SCALE;
  const whole = hundredths / 100n;
  let decimals = String(hundredths % 100n).padStart(2, '0');
  if (rest > 0n) decimals += String(rest).padStart(4, '0').replace(/0+$/, '');
  return `${whole}.${decimals} %`;
}

/** income × rate (basis points), exact, over EXACT_DENOMINATOR. */
export function exactTax(income: Cents, rate: BasisPoints): bigint {
  return BigInt(income) * BigInt(rate) * SCALE;
}

export interface CreditArgs {
  residence: Municipality;
  /** The income the work city taxed (qualifying wages of the W-2, the 1099 income). */
  income: Cents;
  /** The work city's rate when the agency's table has it; undefined for other cities. */
  workRate?: BasisPoints;
  /** Tax paid to the work city on this income; undefined when not known yet (an estimate). */
  taxPaid?: Cents;
}

/**
 * The exact credit (over EXACT_DENOMINATOR) for one item of income taxed by a work city other than
 * the residence city.
 */
export function exactCredit({ residence, income, workRate, taxPaid }: CreditArgs): bigint {
  const candidates: bigint[] = [];
  if (workRate !== undefined) candidates.push(BigInt(income) * scaledCreditRate(residence, workRate));
  else candidates.push(BigInt(income) * scaledCreditLimit(residence));
  if (taxPaid !== undefined) candidates.push(BigInt(taxPaid) * BigInt(residence.creditFactor) * SCALE);
  if (workRate === undefined && taxPaid === undefined) return 0n;
  return least(candidates);
}
