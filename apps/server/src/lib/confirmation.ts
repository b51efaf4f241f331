import { randomBytes } from 'node:crypto';

/**
 * A filing's confirmation number: the form's prefix, the tax year and 40 random bits in hex
 * ('EX2025-3F9A0C11D2'). Unique indexes back each table's numbers.
 */
export function confirmationNumber(prefix: 'EX' | 'AR' | 'ES' | 'BS' | 'WR' | 'NP', taxYear: number): string {
  return `${prefix}${taxYear}-${randomBytes(5).toString('hex').toUpperCase()}`;
}
