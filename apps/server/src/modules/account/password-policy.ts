import { readFileSync } from 'node:fs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@efile/contracts';

/** The bundled list of common passwords (see common-passwords.md), loaded once. */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];

/** A single repeated character, or a run along digits, the alphabet or the keyboard (either way). */
function isRepetitive(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return true;
  return SEQUENCES.some((s) => s.includes(lower) || [...s].reverse().join('').includes(lower));
}

/** Counts characters as people do (an emoji is one), as NIST SP 800-63B §5.1.1.2 asks. */
const length = (password: string) => [...password.normalize('NFKC')].length;

/**
 * Every rule of the password policy the password fails (empty: acceptable). NIST SP 800-63B:
 * a minimum length, the spec's 25-character maximum, no composition rules, and no common,
 * repetitive or account-derived passwords.
 */
export function passwordProblems(password: string, account: { username?: string; email?: string }): string[] {
  const reasons: string[] = [];
  const n = length(password);
  if (n < PASSWORD_MIN_LENGTH) reasons.push(PASSWORD_RULES.tooShort);
  if (n > PASSWORD_MAX_LENGTH) reasons.push(PASSWORD_RULES.tooLong);
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) reasons.push(PASSWORD_RULES.common);
  else if (isRepetitive(password)) reasons.push(PASSWORD_RULES.repetitive);
  const names = [account.username, account.email?.split('@')[0]]
    .map((v) => v?.trim().toLowerCase())
    .filter((v): v is string => !!v && v.length >= 3);
  if (names.some((name) => lower.includes(name))) reasons.push(PASSWORD_RULES.containsUsername);
  return reasons;
}
