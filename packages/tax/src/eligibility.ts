import { ageAtEndOfYear, type IsoDate } from './dates';
import { assertCents, formatUsd, type Cents } from './money';
import { words } from './words';
import { AGE_18, TAX_TABLES, municipality, type MinimumAgeRule, type TaxTables } from './tables';

/**
 * Who may file online, and who is subject to the tax by age.
 *
 * Paper returns are required for (spec §1; agency instruction booklet 2023, "you cannot use eFile"):
 * business income (Schedules C/F), rental or K-1 income, an overpayment refund or credit, a 1099
 * with income earned in multiple cities, residence tax withheld by the employer — and, in the
 * booklet and TAX-FACTS, a W-2 from one employer listing multiple cities.
 */

export interface EligibilityAnswers {
  /** Business income on federal Schedule C or F. */
  businessIncome: boolean;
  /** Rental income (Schedule E) or K-1 income. */
  rentalOrK1Income: boolean;
  /**
   * No longer asked (issue 27, ADR 0058): an overpayment is claimed on the return once the city tax
   * form shows it. An earlier draft's answer is ignored.
   */
  overpaymentRefundOrCredit?: boolean;
  /** A 1099 from one payer with income earned in several cities. */
  form1099MultipleCities: boolean;
  /** A W-2 from one employer listing several cities. */
  w2MultipleCities: boolean;
  /** The employer withheld residence-city tax. */
  residenceTaxWithheldByEmployer: boolean;
}

export type PaperReasonCode =
  | 'BUSINESS_INCOME'
  | 'RENTAL_OR_K1_INCOME'
  | 'OVERPAYMENT'
  | 'MULTI_CITY_1099'
  | 'MULTI_CITY_W2'
  | 'RESIDENCE_TAX_WITHHELD';

export interface PaperReason {
  code: PaperReasonCode;
  /** The reason as a code of the contracts' catalogues (`paperReasons.<code>`), rendered by whoever shows it. */
  text: string;
}

/**
 * Each paper-return condition's words (spec §1) as a code: the spec's English wording and the
 * Spanish are in the contracts' catalogues (`paperReasons`, `locales/engine-*.ts`).
 */
export const PAPER_REASONS: Readonly<Record<PaperReasonCode, string>> = {
  BUSINESS_INCOME: words('paperReasons.BUSINESS_INCOME'),
  RENTAL_OR_K1_INCOME: words('paperReasons.RENTAL_OR_K1_INCOME'),
  OVERPAYMENT: words('paperReasons.OVERPAYMENT'),
  MULTI_CITY_1099: words('paperReasons.MULTI_CITY_1099'),
  MULTI_CITY_W2: words('paperReasons.MULTI_CITY_W2'),
  RESIDENCE_TAX_WITHHELD: words('paperReasons.RESIDENCE_TAX_WITHHELD'),
};

const QUESTION_FOR: ReadonlyArray<[keyof EligibilityAnswers, PaperReasonCode]> = [
  ['businessIncome', 'BUSINESS_INCOME'],
  ['rentalOrK1Income', 'RENTAL_OR_K1_INCOME'],
  ['form1099MultipleCities', 'MULTI_CITY_1099'],
  ['w2MultipleCities', 'MULTI_CITY_W2'],
  ['residenceTaxWithheldByEmployer', 'RESIDENCE_TAX_WITHHELD'],
];

export type Eligibility = { eligible: true; reasons: [] } | { eligible: false; reasons: PaperReason[] };

export function paperReason(code: PaperReasonCode): PaperReason {
  return { code, text: PAPER_REASONS[code] };
}

/** The questionnaire's answers against the paper-return conditions: eligible, or every reason. */
export function checkEligibility(answers: EligibilityAnswers): Eligibility {
  const reasons = QUESTION_FOR.filter(([question]) => answers[question]).map(([, code]) => paperReason(code));
  return reasons.length === 0 ? { eligible: true, reasons: [] } : { eligible: false, reasons };
}

/** A computed return with an overpayment cannot be filed online (spec §1). */
export function eligibilityOfResult(result: { overpayment: { amount: Cents } | null }): Eligibility {
  return result.overpayment
    ? { eligible: false, reasons: [paperReason('OVERPAYMENT')] }
    : { eligible: true, reasons: [] };
}

/**
 * From tax year 2024 income of residents under 18 is exempt in every municipality (H.B. 33, 135th
 * General Assembly, amending "exempt income" in ORC 718.01; the agency's "HB33 update"). Before, a
 * city could tax younger residents (16, 15, no minimum, New Carlisle's earnings rule).
 */
export const UNDER_18_EXEMPT_EVERYWHERE_FROM = 2024;

/** The source of the rule from tax year 2024, as cited on the screens and in docs/tax-rules.md. */
export const UNDER_18_SOURCE = 'Ohio House Bill 33, 135th General Assembly';

/**
 * Why a person under 18 all year is exempt in a city whose rule is 18 (minimum-age.ts): a code of
 * the contracts' catalogues (`ageReasons`), as every minimum-age reason is.
 */
export function under18Reason(taxYear: number, cityName: string): string {
  return taxYear >= UNDER_18_EXEMPT_EVERYWHERE_FROM
    ? words('ageReasons.under18Everywhere', {
        year: taxYear,
        from: UNDER_18_EXEMPT_EVERYWHERE_FROM,
        source: UNDER_18_SOURCE,
      })
    : words('ageReasons.underAgeIn', { age: 18, year: taxYear, city: cityName });
}

/** "16" alone; "16 and 17", "15, 16 and 17" (the last two joined in the reader's words). */
function agesList(ages: number[]): string {
  if (ages.length < 2) return ages.join('');
  return words('ageReasons.agesAnd', { first: ages.slice(0, -1).join(', '), last: ages.at(-1)! });
}

export interface MinimumAgeStatus {
  /** Subject to the city's tax by age (and, for New Carlisle before 2024, earnings). */
  subject: boolean;
  rule: MinimumAgeRule;
  ageAtEndOfYear: number;
  /** Why, as a code of the contracts' catalogues (`ageReasons`). */
  reason: string;
}

/** The rule in force for a city and year (the table's rule, or 18 from 2024). */
export function effectiveMinimumAgeRule(taxYear: number, rule: MinimumAgeRule): MinimumAgeRule {
  return taxYear >= UNDER_18_EXEMPT_EVERYWHERE_FROM ? AGE_18 : rule;
}

/**
 * Whether a resident is subject to the tax by age: age is taken on 31 December of the tax year,
 * so only a person under the minimum age for the entire year is exempt (exemption certificate:
 * "under 18 for the entire year"). Undefined when the city has no table row that year.
 */
export function minimumAgeStatus(
  args: { taxYear: number; cityCode: string; birthDate: IsoDate; earnings: Cents },
  tables: TaxTables = TAX_TABLES,
): MinimumAgeStatus | undefined {
  const city = municipality(args.taxYear, args.cityCode, tables);
  if (!city) return undefined;
  const earnings = assertCents(args.earnings, 'earnings');
  const age = ageAtEndOfYear(args.birthDate, args.taxYear);
  const rule = effectiveMinimumAgeRule(args.taxYear, city.minimumAge);
  const status = (subject: boolean, reason: string): MinimumAgeStatus => ({
    subject,
    rule,
    ageAtEndOfYear: age,
    reason,
  });
  const { taxYear: year } = args;
  switch (rule.kind) {
    case 'none':
      return status(true, words('ageReasons.noMinimumAge', { city: city.name }));
    case 'age':
      return age >= rule.age
        ? status(
            true,
            words('ageReasons.olderThanMinimum', { age, year, city: city.name, minimum: rule.age }),
          )
        : status(
            false,
            rule.age === 18
              ? under18Reason(year, city.name)
              : words('ageReasons.underAgeIn', { age: rule.age, year, city: city.name }),
          );
    case 'age-or-earnings': {
      if (age >= rule.age)
        return status(true, words('ageReasons.taxesFrom', { city: city.name, age: rule.age }));
      const threshold = formatUsd(rule.earningsThreshold);
      const ages = agesList(
        Array.from({ length: rule.age - rule.youngerFrom }, (_, i) => rule.youngerFrom + i),
      );
      if (age >= rule.youngerFrom && earnings >= rule.earningsThreshold) {
        return status(true, words('ageReasons.earningsTaxed', { city: city.name, ages, threshold }));
      }
      return status(
        false,
        words('ageReasons.earningsExempt', { age: rule.age, ages, threshold, city: city.name }),
      );
    }
  }
}
