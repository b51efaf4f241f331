import { z } from 'zod';

/** Spec §9: e-mail at most 50 characters. */
export const EMAIL_MAX_LENGTH = 50;
/** Spec §9: password at most 25 characters. */
export const PASSWORD_MAX_LENGTH = 25;

/** Spec §9: EIN and federal ID are exactly 9 digits, no hyphens. */
export const nineDigits = z.string().regex(/^\d{9}$/, 'must be a nine-digit number with no hyphens');

/** Agency taxpayer account number (not a federal ID). */
export const taxpayerId = z.string().regex(/^\d{1,12}$/, 'is invalid');

export const email = z
  .email('is invalid')
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`);
