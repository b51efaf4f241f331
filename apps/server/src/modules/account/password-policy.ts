import { readFileSync } from 'node:fs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@efile/contracts';
import { DEMO_PASSWORD } from '../../db/seed';
import { BloomFilter } from './bloom-filter';

/** The bundled breached-password corpus as a Bloom filter (see breached-passwords.md), loaded once. */
let breached: BloomFilter | undefined;
export function breachedPasswords(): BloomFilter {
  breached ??= BloomFilter.fromBuffer(readFileSync(new URL('./breached-passwords.bloom', import.meta.url)));
  return breached;
}

/**
 * Words of this service that make a guessable password: the published demo password (demo
 * accounts are seeded with it directly; nobody may choose it) and the service's name.
 */
const CONTEXT_WORDS = new Set([DEMO_PASSWORD.toLowerCase(), 'efile', 'efile-demo', 'e-file']);

/** Trailing digits and symbols, the mutation people add to meet rules ("Summer2024!", "Password123!"). */
const SUFFIX = /[\d\p{P}\p{S}\s]+$/u;
/** The shortest word a password may not be built on (the corpus filter holds entries of 5 to 25). */
const MIN_BASE = 5;

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
 * Whether a password is in the breached corpus or the service's own words, as typed (any case) or
 * with its trailing digits and symbols taken off ("Summer2024!" is "summer" plus a suffix).
 */
export function isBreached(password: string): boolean {
  const lower = password.normalize('NFKC').trim().toLowerCase();
  const base = lower.replace(SUFFIX, '');
  const candidates = [lower, ...([...base].length >= MIN_BASE && base !== lower ? [base] : [])];
  return candidates.some((c) => CONTEXT_WORDS.has(c) || breachedPasswords().has(c));
}

/**
 * Every rule of the password policy the password fails (empty: acceptable). NIST SP 800-63B:
 * a minimum length, the spec's 25-character maximum, no composition rules, and no breached,
 * common, repetitive or account-derived passwords.
 */
export function passwordProblems(password: string, account: { username?: string; email?: string }): string[] {
  const reasons: string[] = [];
  const n = length(password);
  if (n < PASSWORD_MIN_LENGTH) reasons.push(PASSWORD_RULES.tooShort);
  if (n > PASSWORD_MAX_LENGTH) reasons.push(PASSWORD_RULES.tooLong);
  const lower = password.toLowerCase();
  if (n >= PASSWORD_MIN_LENGTH && isBreached(password)) reasons.push(PASSWORD_RULES.common);
  else if (isRepetitive(password)) reasons.push(PASSWORD_RULES.repetitive);
  const names = [account.username, account.email?.split('@')[0]]
    .map((v) => v?.trim().toLowerCase())
    .filter((v): v is string => !!v && v.length >= 3);
  if (names.some((name) => lower.includes(name))) reasons.push(PASSWORD_RULES.containsUsername);
  return reasons;
}
