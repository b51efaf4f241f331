/**
 * Messages of the minimum-age rule (issue 9 item 7, issue 12 "Minimum ages (§1)"): the rule of the
 * tax year being filed, and the cities that had their own minimum age before 2024.
 */
export const minimumAge = {
  ruleFrom2024:
    'For tax year {year}, the year being filed, all income of individuals under 18 is exempt from city income tax in every Ohio city ({source}, from tax year 2024). If you were under 18 on December 31, {year}, you owe no city income tax for {year}: file an Exemption Certificate with the reason “under 18”.',
  ruleGeneric:
    'From tax year 2024, all income of individuals under 18 is exempt from city income tax in every Ohio city ({source}). If you were under 18 for the whole tax year, file an Exemption Certificate with the reason “under 18”.',
  rulePerCity:
    'For tax year {year}, the year being filed, the minimum age is 18 in most cities, with the exceptions listed for {year} below.',
  before2024: 'Before 2024 each city set its own minimum age: 18 generally, with these exceptions:',
  year: 'Tax year {year}: {exceptions}.',
  fromAge: 'from age {age} in {cities}',
  none: 'no minimum age in {cities}',
  earnings: 'in {cities}, {ages} year olds earning {amount} or more are taxed',
  and: 'and',
  exemptionHint:
    'For tax year {year}, all income of individuals under 18 is exempt in every Ohio city ({source}). Choose this if you were under 18 on December 31, {year}.',
} as const;

declare module '../../features' {
  interface FeatureTexts {
    minimumAge: typeof minimumAge;
  }
}
