import { readFileSync } from 'node:fs';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  STAFF_PASSWORD_MAX_LENGTH,
} from '@efile/contracts';
import { TAX_TABLES } from '@efile/tax';
import { DEMO_PASSWORD, STAFF_DEMO_PASSWORD } from '../../db/demo-passwords';
import { BloomFilter } from './bloom-filter';

/** The bundled breached-password corpus as a Bloom filter (see breached-passwords.md), loaded once. */
let breached: BloomFilter | undefined;
export function breachedPasswords(): BloomFilter {
  breached ??= BloomFilter.fromBuffer(readFileSync(new URL('./breached-passwords.bloom', import.meta.url)));
  return breached;
}

/** Letters and digits only, lower case: "CCA-eFile 2026!" → "ccaefile2026". */
const compact = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The published demo passwords (the demo accounts are seeded with their hashes directly; nobody
 * may choose one), as typed and compacted.
 */
const DEMO_PASSWORDS = new Set(
  [DEMO_PASSWORD, STAFF_DEMO_PASSWORD].flatMap((p) => [p.toLowerCase(), compact(p)]),
);

/**
 * Words of this service and its place that make a password guessable (NIST SP 800-63B §5.1.1.2
 * "context-specific words"): the agency, the service, demo, Ohio, and every member municipality's
 * name in any year's tables (issue 23). Compacted; three letters at least.
 */
const CONTEXT_WORDS: readonly string[] = [
  ...new Set([
    'centralcollectionagency',
    'central',
    'collection',
    'agency',
    'cca',
    'efile',
    'demo',
    'staff',
    'incometax',
    'ohio',
    ...Object.values(TAX_TABLES).flatMap((table) =>
      (table?.municipalities ?? []).map((m) => compact(m.name)),
    ),
  ]),
]
  .filter((w) => w.length >= 3)
  // Longest first, so "centralcollectionagency" goes before "cca" could split it.
  .sort((a, b) => b.length - a.length);

/** A year a person would put in a password: 1900 to 2099 (birth years, this year, next year). */
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/g;

/** Trailing digits and symbols, the mutation people add to meet rules ("Summer2024!", "Password123!"). */
const SUFFIX = /[\d\p{P}\p{S}\s]+$/u;
/** Leading digits and symbols ("!2024Summer"). */
const PREFIX = /^[\d\p{P}\p{S}\s]+/u;
/** Common character substitutions ("P@ssw0rd" is "password"). */
const LEET: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
};
const unleet = (value: string) => [...value].map((c) => LEET[c] ?? c).join('');

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

const inCorpus = (candidate: string) =>
  [...candidate].length >= MIN_BASE && (DEMO_PASSWORDS.has(candidate) || breachedPasswords().has(candidate));

/**
 * Whether a password is in the breached corpus or is a demo password, as typed (any case) or in
 * the shapes people mutate a breached one into: trailing or leading digits and symbols taken off
 * ("Summer2024!" is "summer"), separators and symbols taken out ("Test@123" is "test123"), and
 * common substitutions undone ("P@ssw0rd!" is "password").
 */
export function isBreached(password: string): boolean {
  const lower = password.normalize('NFKC').trim().toLowerCase();
  const stripped = lower.replace(SUFFIX, '').replace(PREFIX, '');
  const candidates = new Set([
    lower,
    lower.replace(SUFFIX, ''),
    stripped,
    compact(lower),
    unleet(lower),
    unleet(stripped).replace(SUFFIX, ''),
  ]);
  return [...candidates].some(inCorpus);
}

/**
 * Whether a password is built on context: with the agency's and the service's words, place
 * names, years and the account's own name taken out, and then every digit and symbol, fewer than
 * MIN_BASE letters are left, or what is left is itself breached ("Ohio2026!", "CCA-eFile-2026",
 * "Cleveland river 2025"). Only a password that holds such a word or a year is looked at: a
 * passphrase that merely mentions one keeps the rest of its words.
 */
export function isContextual(password: string, accountWords: readonly string[] = []): boolean {
  const years = password.match(YEAR) ?? [];
  let rest = compact(password);
  for (const year of years) rest = rest.replace(year, '');
  let found = years.length > 0;
  const words = [...accountWords.map(compact).filter((w) => w.length >= 3), ...CONTEXT_WORDS];
  for (const word of words) {
    if (rest.includes(word)) {
      found = true;
      rest = rest.split(word).join('');
    }
  }
  if (!found) return false;
  const letters = rest.replace(/\p{N}+/gu, '');
  return [...letters].length < MIN_BASE || breachedPasswords().has(letters) || DEMO_PASSWORDS.has(letters);
}

/** Who the password is for: a taxpayer's account (the spec's 25 characters) or a member of staff's (64). */
export interface PasswordOwner {
  username?: string;
  email?: string;
  staff?: boolean;
}

/**
 * Every rule of the password policy the password fails (empty: acceptable) — the one policy of
 * every path that sets a password (registration, reset, legacy confirmation, staff invitation;
 * ADR 0015, 0047). NIST SP 800-63B: a minimum length, a maximum of at least 64 for staff (the
 * spec's 25 for taxpayers), no composition rules, and no breached, common, repetitive,
 * context-built or account-derived passwords.
 */
export function passwordProblems(password: string, account: PasswordOwner): string[] {
  const reasons: string[] = [];
  const n = length(password);
  if (n < PASSWORD_MIN_LENGTH) reasons.push(PASSWORD_RULES.tooShort);
  if (account.staff ? n > STAFF_PASSWORD_MAX_LENGTH : n > PASSWORD_MAX_LENGTH)
    reasons.push(account.staff ? PASSWORD_RULES.staffTooLong : PASSWORD_RULES.tooLong);
  // The account's name and e-mail local part, whole ("jane.doe") and in parts ("jane", "doe").
  const whole = [account.username, account.email?.split('@')[0]].filter((v): v is string => !!v);
  const names = whole.map(compact).filter((v) => v.length >= 3);
  const parts = whole.flatMap((v) => v.split(/[^\p{L}\p{N}]+/u)).map(compact);
  const containsName = names.some((name) => compact(password).includes(name));
  if (n >= PASSWORD_MIN_LENGTH && isBreached(password)) reasons.push(PASSWORD_RULES.common);
  else if (isRepetitive(password)) reasons.push(PASSWORD_RULES.repetitive);
  else if (n >= PASSWORD_MIN_LENGTH && !containsName && isContextual(password, parts))
    reasons.push(PASSWORD_RULES.context);
  if (containsName) reasons.push(PASSWORD_RULES.containsUsername);
  return reasons;
}
