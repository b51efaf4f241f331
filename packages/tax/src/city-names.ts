import { TAX_TABLES, hasCode, municipalities, type Municipality, type TaxTables } from './tables';
import { words as engineWords } from './words';

/**
 * W-2 box 20 ("locality name") is free text: each employer's payroll system spells the city its
 * own way — "CLAYTON CITY", "BURTON VLG", "S RUSSELL", "CLEVELAND, OH", the agency's form code
 * "199". This recognises the usual spellings of a member city of the agency for a tax year, and
 * answers "unknown" rather than guess when the text still names none (issue 9 item 6): the
 * taxpayer then picks the city from the agency's list or confirms a city outside the agency.
 *
 * What is recognised (docs/tax-rules.md, "W-2 box 20"):
 * - case, punctuation and spacing ("Geneva-on-the-Lake" = "GENEVA ON THE LAKE"; "Russell's");
 * - a kind-of-place word before or after the name: CITY, CITY OF, VILLAGE, VLG, VIL, TWP,
 *   TOWNSHIP, CORP (the agency's choice: a township levies no income tax of its own, so tax
 *   withheld for "BURTON TWP" is read as the member of that name);
 * - the state (OH, OHIO), the words INCOME, TAX, LOCAL, and a county ("(PAULDING CO)");
 * - compass abbreviations at the start — S, SO, STH → South; N, NO, NTH → North; E → East;
 *   W → West — and LK → Lake, HTS/HGTS → Heights, PT → Point, MT → Mount;
 * - the agency's three-digit form code, alone or beside the name ("199", "CLAYTON 199"): a code
 *   and a name that disagree match nothing.
 * Other Ohio places whose own name ends in one of those words are never shortened to a member's
 * name ("UNION CITY" is a village in Darke County, not Union).
 */

export type LocalityMatch =
  { kind: 'blank' } | { kind: 'member'; city: Municipality } | { kind: 'unknown'; text: string };

/** The W-2's choice when box 20 matches no member: a member's code, or a city outside the agency. */
export const OUTSIDE_AGENCY = 'outside';

/** How the work city of a W-2 was decided, for the worksheet (issue 9 item 6). */
export type ResolvedLocality =
  | { kind: 'blank' }
  | { kind: 'member'; city: Municipality; by: 'box20' | 'choice' }
  | { kind: 'outside'; text: string }
  | { kind: 'needs-choice'; text: string };

const PLACE_WORDS = new Set(['city', 'village', 'vlg', 'vil', 'vill', 'twp', 'twsp', 'township', 'corp']);
const NOISE_WORDS = new Set(['oh', 'ohio', 'income', 'tax', 'local', 'of']);
const COUNTY_WORDS = new Set(['co', 'cnty', 'county']);
const LEADING: Readonly<Record<string, string>> = {
  s: 'south',
  so: 'south',
  sth: 'south',
  n: 'north',
  no: 'north',
  nth: 'north',
  e: 'east',
  w: 'west',
};
const ANYWHERE: Readonly<Record<string, string>> = {
  lk: 'lake',
  hts: 'heights',
  hgts: 'heights',
  pt: 'point',
  mt: 'mount',
};
/** Ohio places whose own name keeps the word that would otherwise be dropped. */
const PROPER_NAMES = new Set(['union city', 'grove city', 'mineral city', 'city view heights']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

/** The comparable key of a name: expanded abbreviations, without place, state and county words. */
export function localityKey(text: string): string {
  const all = words(text).map((w, i) => (i === 0 ? (LEADING[w] ?? w) : w));
  const expanded = all.map((w) => ANYWHERE[w] ?? w).filter((w) => !/^\d+$/.test(w));
  const joined = expanded.join(' ');
  if (PROPER_NAMES.has(joined)) return joined;
  return expanded.filter((w) => !PLACE_WORDS.has(w) && !NOISE_WORDS.has(w) && !COUNTY_WORDS.has(w)).join(' ');
}

/** The form codes written in the text ("CLAYTON 199" → ["199"]; a ZIP code is not one). */
function numbers(text: string): string[] {
  return words(text)
    .filter((w) => /^\d{1,4}$/.test(w))
    .map((w) => String(Number(w)).padStart(3, '0'));
}

/** Box-20 text against one year's members: the member it names, "blank", or "unknown". */
export function recogniseLocality(
  taxYear: number,
  text: string | null | undefined,
  tables: TaxTables = TAX_TABLES,
): LocalityMatch {
  const raw = (text ?? '').trim();
  if (raw === '') return { kind: 'blank' };
  const cities = municipalities(taxYear, tables);
  const exact = cities.find((m) => hasCode(m, raw));
  if (exact) return { kind: 'member', city: exact };
  const key = localityKey(raw);
  const codes = numbers(raw);
  const byName = key === '' ? [] : cities.filter((m) => localityKey(m.name) === key || m.code === slug(key));
  const byCode = cities.filter((m) => m.formCode !== undefined && codes.includes(m.formCode));
  const candidates =
    codes.length === 0 ? byName : key === '' ? byCode : byName.filter((m) => byCode.includes(m));
  return candidates.length === 1 ? { kind: 'member', city: candidates[0]! } : { kind: 'unknown', text: raw };
}

const slug = (key: string) => key.replace(/ /g, '-');

/**
 * The work city of a W-2: box 20 when it names a member; otherwise the taxpayer's choice (a
 * member's code, or OUTSIDE_AGENCY); without a choice, "needs-choice" — never a guess.
 */
export function resolveW2Locality(
  taxYear: number,
  text: string | null | undefined,
  choice: string | null | undefined,
  tables: TaxTables = TAX_TABLES,
): ResolvedLocality {
  const match = recogniseLocality(taxYear, text, tables);
  if (match.kind === 'blank') return match;
  if (match.kind === 'member') return { kind: 'member', city: match.city, by: 'box20' };
  if (choice === OUTSIDE_AGENCY) return { kind: 'outside', text: match.text };
  const chosen = choice ? municipalities(taxYear, tables).find((m) => m.code === choice) : undefined;
  return chosen ? { kind: 'member', city: chosen, by: 'choice' } : { kind: 'needs-choice', text: match.text };
}

/** Whether `choice` is one the W-2 screen offers for the year (a member's code or OUTSIDE_AGENCY). */
export function isLocalityChoice(taxYear: number, choice: string, tables: TaxTables = TAX_TABLES): boolean {
  return choice === OUTSIDE_AGENCY || municipalities(taxYear, tables).some((m) => m.code === choice);
}

/** What the worksheet says was used for a W-2's work city. */
export function describeLocality(resolved: ResolvedLocality): string {
  switch (resolved.kind) {
    case 'blank':
      return engineWords('worksheet.localityBlank');
    case 'member':
      return resolved.by === 'box20'
        ? engineWords('worksheet.localityFromBox20', { city: resolved.city.name })
        : engineWords('worksheet.localityChosen', { city: resolved.city.name });
    case 'outside':
      return engineWords('worksheet.localityOutside');
    case 'needs-choice':
      return engineWords('worksheet.localityNotChosen');
  }
}
