import { randomBytes } from 'node:crypto';
import { formOf, type FormId } from '@efile/contracts';

/**
 * A filing's confirmation number: the form's prefix from the registry, the tax year and 40 random
 * bits in hex ('EX2025-3F9A0C11D2'). Unique indexes back each table's numbers.
 */
export function confirmationNumber(form: FormId, taxYear: number): string {
  return `${formOf(form).confirmationPrefix}${taxYear}-${randomBytes(5).toString('hex').toUpperCase()}`;
}
