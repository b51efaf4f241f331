import {
  UNDER_18_EXEMPT_EVERYWHERE_FROM,
  UNDER_18_SOURCE,
  minimumAgeExceptions,
  perCityMinimumAgeYears,
  type MinimumAgeException,
} from '@efile/tax';
import { t } from '../i18n';
import { localeOf } from '../i18n/language';

/** "A, B and C". */
function names(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t('minimumAge.and')} ${items.at(-1)!}`;
}

/** $2,500 (whole dollars without cents, as the spec writes it). */
function dollars(cents: number): string {
  const amount = cents / 100;
  return `$${amount.toLocaleString(localeOf(), { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;
}

function exceptionText(e: MinimumAgeException): string {
  const cities = names(e.cities);
  switch (e.rule.kind) {
    case 'age':
      return t('minimumAge.fromAge', { age: e.rule.age, cities });
    case 'none':
      return t('minimumAge.none', { cities });
    case 'age-or-earnings': {
      const { age, youngerFrom, earningsThreshold } = e.rule;
      const ages = Array.from({ length: age - youngerFrom }, (_, i) => String(youngerFrom + i));
      return t('minimumAge.earnings', { cities, ages: names(ages), amount: dollars(earningsThreshold) });
    }
  }
}

/** One year's exceptions to 18, as a sentence naming the cities (from the engine's tables). */
export function exceptionsOfYear(year: number): string {
  return t('minimumAge.year', { year, exceptions: minimumAgeExceptions(year).map(exceptionText).join('; ') });
}

/**
 * The rule of the tax year being filed (undefined while loading: the rule from 2024), then the
 * cities with their own minimum age in each year before 2024 that has a table.
 */
export function minimumAgeRule(taxYear: number | undefined): {
  rule: string;
  before: string;
  years: string[];
} {
  const source = UNDER_18_SOURCE;
  const rule =
    taxYear === undefined
      ? t('minimumAge.ruleGeneric', { source })
      : taxYear >= UNDER_18_EXEMPT_EVERYWHERE_FROM
        ? t('minimumAge.ruleFrom2024', { year: taxYear, source })
        : t('minimumAge.rulePerCity', { year: taxYear });
  return { rule, before: t('minimumAge.before2024'), years: perCityMinimumAgeYears().map(exceptionsOfYear) };
}

/** The exemption certificate's "under 18" reason: the rule of the year being filed (issue 9 item 7). */
export function under18Rule(taxYear: number): string {
  return taxYear >= UNDER_18_EXEMPT_EVERYWHERE_FROM
    ? t('minimumAge.exemptionHint', { year: taxYear, source: UNDER_18_SOURCE })
    : exceptionsOfYear(taxYear);
}
