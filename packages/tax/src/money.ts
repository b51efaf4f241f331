/**
 * Money and rates as integers.
 *
 * - Amounts are `number`s of cents, always safe integers (spec §9 and ARCHITECTURE: "money is
 *   integer cents end to end"). No floating-point arithmetic touches money: products and
 *   quotients are taken in BigInt and rounded once.
 * - Rates are basis points (1 bp = 0.01 %), so 2.5 % is 250 and 100 % is 10 000. Every published
 *   rate of the agency has at most two decimals in percent, so every rate is an integer.
 * - Rounding is round half up to the unit: to the cent by default, or to the whole dollar when the
 *   agency (or the filer) chooses it. ORC 718.25: "any fractional part of a dollar that equals or
 *   exceeds fifty cents shall be rounded to the next whole dollar … less than fifty cents shall be
 *   dropped", and when a person rounds, all amounts on the document are rounded.
 */

export type Cents = number;
export type BasisPoints = number;

/** 100 % in basis points. */
export const FULL_BP = 10_000;

/** The rounding unit the agency uses on its documents. */
export type Rounding = 'cents' | 'whole-dollars';

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws a RangeError unless `value` is a non-negative whole number of cents. */
export function assertCents(value: number, name: string): Cents {
  if (!isCents(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${String(value)}`);
  }
  return value;
}

/** Throws a RangeError unless `value` is an integer rate between 0 and 100 % in basis points. */
export function assertBasisPoints(value: number, name: string): BasisPoints {
  if (!Number.isInteger(value) || value < 0 || value > FULL_BP) {
    throw new RangeError(
      `${name} must be an integer number of basis points in 0…10000, got ${String(value)}`,
    );
  }
  return value;
}

function unitOf(rounding: Rounding): bigint {
  return rounding === 'whole-dollars' ? 100n : 1n;
}

/**
 * numerator / denominator (a non-negative exact quotient, in cents) rounded half up to the unit of
 * `rounding`. This is the only place money is rounded.
 */
export function roundQuotient(numerator: bigint, denominator: bigint, rounding: Rounding = 'cents'): Cents {
  if (denominator <= 0n) throw new RangeError('roundQuotient: denominator must be positive');
  if (numerator < 0n) throw new RangeError('roundQuotient: amounts are never negative');
  const unitDenominator = denominator * unitOf(rounding);
  const units = (2n * numerator + unitDenominator) / (2n * unitDenominator); // half up
  const result = Number(units * unitOf(rounding));
  if (!Number.isSafeInteger(result)) throw new RangeError('roundQuotient: amount out of range');
  return result;
}

/** An amount already in cents, rounded to the agency's unit (identity when rounding is cents). */
export function roundCents(cents: Cents, rounding: Rounding = 'cents'): Cents {
  return roundQuotient(BigInt(assertCents(cents, 'amount')), 1n, rounding);
}

/** amount × rate, rounded half up: `applyRate(5_000_000, 250)` is $50,000.00 × 2.5 % = 125 000 cents. */
export function applyRate(amount: Cents, rate: BasisPoints, rounding: Rounding = 'cents'): Cents {
  return roundQuotient(BigInt(assertCents(amount, 'amount')) * BigInt(rate), BigInt(FULL_BP), rounding);
}

/** Sum of amounts, checked to stay a safe integer. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  if (!Number.isSafeInteger(total)) throw new RangeError('sumCents: total out of range');
  return total;
}

/** "2.50 %" for 250 bp: for labels on the worksheet (formatting proper belongs to the UI and PDF). */
export function formatRate(rate: BasisPoints): string {
  const whole = Math.trunc(rate / 100);
  const fraction = String(rate % 100).padStart(2, '0');
  return `${whole}.${fraction} %`;
}

/** "$1,250.00" for 125 000 cents: for labels and notes only. */
export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.trunc(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Splits `total` (a whole number of the agency's units) over lines in proportion to `weights`
 * (exact, non-negative), each line a whole number of units, so the lines add up exactly to the
 * total: each line gets the whole units of its share, and the units left over go one each to the
 * lines with the largest remainders (earliest line first on a tie) — the largest-remainder method.
 * When the weights add up to zero every line is zero (and so must the total be).
 */
export function apportion(total: Cents, weights: readonly bigint[], rounding: Rounding = 'cents'): Cents[] {
  const unit = unitOf(rounding);
  const units = BigInt(assertCents(total, 'total'));
  if (units % unit !== 0n) throw new RangeError('apportion: total is not a whole number of units');
  const whole = units / unit;
  const sum = weights.reduce((a, w) => {
    if (w < 0n) throw new RangeError('apportion: weights are never negative');
    return a + w;
  }, 0n);
  if (sum === 0n) {
    if (whole !== 0n) throw new RangeError('apportion: a total with no weights');
    return weights.map(() => 0);
  }
  const shares = weights.map((w, index) => ({ index, floor: (whole * w) / sum, rest: (whole * w) % sum }));
  let left = whole - shares.reduce((a, s) => a + s.floor, 0n);
  const byRest = [...shares].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.index - b.index));
  for (const share of byRest) {
    if (left === 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  return shares.map((s) => Number(s.floor * unit));
}
