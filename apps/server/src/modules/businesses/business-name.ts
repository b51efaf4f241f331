/**
 * How a business name typed in the search is compared with the names on file (issue 14 item 7,
 * ADR 0026): people type the name as they say it, the roll holds the legal name.
 */

/**
 * Legal-form words dropped from the end of a name, as they read once dots are gone
 * (`L.L.C.` → `llc`, `Co.` → `co`).
 */
const LEGAL_SUFFIXES: ReadonlySet<string> = new Set([
  'co',
  'company',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'llc',
  'ltd',
  'lp',
  'llp',
  'pllc',
]);

/**
 * The comparable form of a business name: case, accents, punctuation, spacing and trailing legal
 * suffixes (Co, Company, Inc, Incorporated, Corp, Corporation, LLC, Ltd, LP, LLP, PLLC, with or
 * without dots) make no difference; every other letter and digit does, in order.
 *
 * `Erie Shores Hardware Co.`, `erie shores hardware, inc` and `ERIE  SHORES HARDWARE` give the
 * same key; `Erie Shore Hardware` does not. A name that is nothing but a suffix keeps it (so
 * `Company` is not the empty key). Pure: no database, no locale.
 */
export function businessNameKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents: é → e
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '') // within a word: L.L.C. → llc, Joe's → joes
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join('');
}

/** Whether a typed name is one of the names on file (the name or the alternate name). */
export function businessNameMatches(typed: string, onFile: readonly (string | null)[]): boolean {
  const wanted = businessNameKey(typed);
  if (wanted === '') return false;
  return onFile.some((name) => name !== null && businessNameKey(name) === wanted);
}
