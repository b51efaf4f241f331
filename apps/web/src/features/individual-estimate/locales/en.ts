/** Messages of the individual estimate screen. */
export const individualEstimate = {
  title: 'Individual Estimate',
  what: 'individual estimate',
  taxYear: 'Estimated tax for {year}',
  intro:
    'Declare the income you expect to earn this year and where you will earn it. The estimate splits the tax between the city where you work (when no employer withholds it) and your city of residence, and you pay it by quarter.',
  incomesLegend: 'Estimated income',
  income: 'Income {n}',
  description: 'Description',
  amount: 'Estimated income (dollars)',
  amountHint: 'For example 40,000.00',
  workCity: 'City where you will earn it',
  workCityHome: 'The city where you live',
  withheld: 'My employer withholds this city’s tax',
  addIncome: 'Add another income',
  removeIncome: 'Remove income {n}',
  resident: 'I was a resident of my city on January 1',
  calculate: 'Calculate',
  calculating: 'Calculating…',
  agreement:
    'I agree that checking this box is in lieu of my signature, and that the information on this estimate is true, correct and complete.',
  agreementRequired: 'You must check the agreement box before you file.',
  file: 'File estimate',
  filing: 'Filing…',
  filed: 'Your estimate was filed.',
  confirmation: 'Confirmation number: {number}',
  dueNow: 'Amount due now: {amount}',
  pay: 'Continue to payment',
  toDashboard: 'Return to the dashboard',
  failed: 'An unexpected error occurred while calculating your estimate. Please try again later.',
  /** Issue 14 item 5: the worksheet's lines in plain words (the exact figures one click away). */
  plain: {
    incomeAmount: 'Income you expect from this source this year.',
    employmentCityTax:
      'Tax the city where you work charges on this income, unless your employer withholds it.',
    residenceCityTax:
      'Your city’s tax on this income, less its credit for tax paid to the city where you work.',
    totalEstimatedIncome: 'All the income you expect this year.',
    employmentCityAllocation: 'The part of your estimated tax that goes to the cities where you work.',
    residenceCityAllocation: 'The part of your estimated tax that goes to your city.',
    estimatedTax: 'Your estimated city tax for the year: both parts together.',
    priorYearCredit: 'An overpayment of last year applied to this year.',
    netEstimatedTax: 'What you pay during the year: the estimated tax less that credit.',
    dueWithAnnualReturn:
      'What is left after the quarterly payments. You pay it when you file your annual return.',
    safeHarbourThisYear:
      'If your payments during the year reach this amount, there is no penalty for paying too little.',
    safeHarbourLastYear: 'Paying last year’s full tax during the year also avoids that penalty.',
  },
} as const;

declare module '../../../i18n/features' {
  interface FeatureTexts {
    individualEstimate: typeof individualEstimate;
  }
}
