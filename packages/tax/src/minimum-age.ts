import type { IsoDate } from './dates';
import {
  UNDER_18_EXEMPT_EVERYWHERE_FROM,
  effectiveMinimumAgeRule,
  minimumAgeStatus,
  under18Reason,
} from './eligibility';
import type { Cents } from './money';
import {
  TAX_TABLES,
  municipalities,
  municipality,
  tableYears,
  type MinimumAgeRule,
  type TaxTables,
} from './tables';
import { words } from './words';

/**
 * Minimum age, wired to what the portal can know (issue 9 item 7). From tax year 2024 all income
 * of individuals under 18 is exempt in every Ohio municipality (H.B. 33, 135th General Assembly,
 * amending "exempt income" in ORC 718.01); before, each city's own rule (tables/2016.ts, 2023.ts).
 *
 * The age comes from the birth date on the taxpayer record where the agency holds one, otherwise
 * from the taxpayer's own statement ("under 18 on 31 December of the tax year").
 */

export type AgeEvidence = { birthDate: IsoDate } | { under18AtYearEnd: boolean };

export interface AgeExemption {
  /** Exempt by age; null when the evidence cannot tell (a statement, or earnings not yet known). */
  exempt: boolean | null;
  /** Why, as a code of the contracts' catalogues (`ageReasons`), rendered by whoever shows it. */
  reason: string;
}

/**
 * Whether a resident's income of a tax year is exempt by age. `earnings` may be left out before
 * the income is entered (the questionnaire): a rule that turns on earnings then answers null.
 * Undefined when the city has no table row that year.
 */
export function ageExemption(
  args: { taxYear: number; cityCode: string; evidence: AgeEvidence; earnings?: Cents },
  tables: TaxTables = TAX_TABLES,
): AgeExemption | undefined {
  const { taxYear, evidence } = args;
  const city = municipality(taxYear, args.cityCode, tables);
  if (!city) return undefined;
  const rule = effectiveMinimumAgeRule(taxYear, city.minimumAge);
  if ('birthDate' in evidence) {
    const status = minimumAgeStatus(
      { taxYear, cityCode: city.code, birthDate: evidence.birthDate, earnings: args.earnings ?? 0 },
      tables,
    )!;
    const inBand =
      rule.kind === 'age-or-earnings' &&
      status.ageAtEndOfYear >= rule.youngerFrom &&
      status.ageAtEndOfYear < rule.age;
    if (inBand && args.earnings === undefined) {
      return {
        exempt: null,
        reason: words('ageReasons.dependsOnEarnings', { city: city.name, year: taxYear }),
      };
    }
    return { exempt: !status.subject, reason: status.reason };
  }
  if (!evidence.under18AtYearEnd) {
    return { exempt: false, reason: words('ageReasons.adultAtYearEnd', { year: taxYear }) };
  }
  if (rule.kind === 'age' && rule.age === 18) {
    return { exempt: true, reason: under18Reason(taxYear, city.name) };
  }
  if (rule.kind === 'none') {
    return { exempt: false, reason: words('ageReasons.hadNoMinimumAge', { city: city.name, year: taxYear }) };
  }
  return { exempt: null, reason: words('ageReasons.dependsOnAge', { city: city.name, year: taxYear }) };
}

/** A pre-2024 exception to "18": the rule and the member cities that had it. */
export interface MinimumAgeException {
  rule: Exclude<MinimumAgeRule, { kind: 'age'; age: 18 }>;
  cities: string[];
}

const ORDER = (rule: MinimumAgeRule): number =>
  rule.kind === 'age' ? rule.age : rule.kind === 'none' ? 100 : 200;

/**
 * The cities of a tax year whose minimum age was not 18, grouped by rule (15, 16, none, New
 * Carlisle's earnings rule). Empty from 2024, when under-18 income is exempt everywhere.
 */
export function minimumAgeExceptions(taxYear: number, tables: TaxTables = TAX_TABLES): MinimumAgeException[] {
  const groups = new Map<string, MinimumAgeException>();
  for (const city of municipalities(taxYear, tables)) {
    const rule = effectiveMinimumAgeRule(taxYear, city.minimumAge);
    if (rule.kind === 'age' && rule.age === 18) continue;
    const key = JSON.stringify(rule);
    const group = groups.get(key) ?? { rule: rule as MinimumAgeException['rule'], cities: [] };
    group.cities.push(city.name);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => ORDER(a.rule) - ORDER(b.rule));
}

/** The tax years before 2024 that have a table (each with its own exceptions), latest first. */
export function perCityMinimumAgeYears(tables: TaxTables = TAX_TABLES): number[] {
  return tableYears(tables)
    .filter((year) => year < UNDER_18_EXEMPT_EVERYWHERE_FROM)
    .reverse();
}
